import { contractStatuses, hikisariStatuses, hozenKinds, paymentMethods, phoneNumberStatuses, roles } from '@olive/api';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL 15. Everything the server remembers lives here (sessions,
 * codes, rate-limit counters, files, logs), so any number of server processes can share it.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

export const agencies = pgTable('agencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    role: text('role', { enum: roles }).notNull(),
    agencyCode: text('agency_code').references(() => agencies.code),
    passwordHash: text('password_hash').notNull(),
    /** Created with a temporary password: the next sign-in answers NEW_PASSWORD_REQUIRED. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    phoneNumberStatus: text('phone_number_status', { enum: phoneNumberStatuses }).notNull().default('unregistered'),
    isMfaActive: boolean('is_mfa_active').notNull().default(false),
    lastLoginAt: ts('last_login_at'),
    /**
     * The sign-in before the latest one, set as each sign-in completes: what the user sees as their
     * own last login (docs/product.md §11, docs/adr/0098-own-last-login-is-the-previous-sign-in.md).
     */
    previousLoginAt: ts('previous_login_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`), index('users_agency').on(t.agencyCode)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie's id: a database leak does not hand out live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** The opaque `session` token of SMS_MFA and NEW_PASSWORD_REQUIRED answers. */
export const authChallenges = pgTable('auth_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** 6-digit codes: e-mail and phone verification, SMS sign-in, password reset. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('verification_codes_user_purpose').on(t.userId, t.purpose)],
);

/** Failed sign-ins by e-mail address, whether or not an account has it (no account enumeration). */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull(),
  lockedUntil: ts('locked_until'),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: ts('window_started_at').notNull(),
  count: integer('count').notNull().default(0),
});

/**
 * Wrong one-time codes per typed e-mail address and calendar day (Japan time), across every code
 * the address is sent: a day's budget no number of client addresses or fresh codes renews.
 */
export const codeFailures = pgTable('code_failures', {
  email: text('email').primaryKey(),
  /** The day the count belongs to, `YYYY-MM-DD` in Japan time; another day starts a fresh count. */
  day: text('day').notNull(),
  failures: integer('failures').notNull().default(0),
});

/**
 * Anonymous refusals per client address (docs/adr/0158-refusals-bounded-per-address-and-hour.md):
 * the address's own rows so far, the count of its refusals not logged one by one in its open window
 * (a minute, then an hour, a day, a week), and its minute's count for the 429. The row `*` holds the
 * count of addresses past the hour's budget, which are logged only there.
 */
export const refusalAddresses = pgTable(
  'refusal_addresses',
  {
    ip: text('ip').primaryKey(),
    /** The window's length: 0 a minute, 1 an hour, 2 a day, 3 a week; one longer after each summary. */
    level: integer('level').notNull().default(0),
    /** When the open window closes; null while no refusal waits in a count. */
    windowEndsAt: ts('window_ends_at'),
    /** Refusals in the open window without a row of their own. */
    count: integer('count').notNull().default(0),
    /** The highest status among them (429 once the address was held back). */
    status: integer('status').notNull().default(0),
    /** Rows of its own the address had since it was last forgotten. */
    own: integer('own').notNull().default(0),
    /** Whether the refusal counted last got a row of its own (read back by the counting statement). */
    ownRow: boolean('own_row').notNull().default(false),
    /** Past the hour's budget of addresses: every refusal goes to the `*` row's count. */
    pooled: boolean('pooled').notNull().default(false),
    minuteStartedAt: ts('minute_started_at').notNull(),
    minuteCount: integer('minute_count').notNull().default(0),
    /** The address is forgotten (its own rows start again) after this long without a refusal. */
    forgetAt: ts('forget_at').notNull(),
  },
  // Every anonymous refusal first looks for closed windows and forgotten addresses.
  (t) => [
    index('refusal_addresses_window_ends_at').on(t.windowEndsAt),
    index('refusal_addresses_forget_at').on(t.forgetAt),
  ],
);

/** 証跡: append-only. No route updates or deletes a row. */
export const actionLogs = pgTable(
  'action_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: ts('created_at').notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
    userEmail: text('user_email'),
    agencyCode: text('agency_code'),
    ip: text('ip').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    description: text('description').notNull(),
    /** What the call acted on (契約 OL230004775, ID 12), or null. */
    target: text('target'),
  },
  // Sized for its write rate (one row per request): the rows arrive in time order, so a BRIN index
  // (a few pages, summarised per block range) finds a date range; the list pages by id (the primary
  // key: newest first) instead of a second B-tree on the time; the filters of the screen (user,
  // agency, route) end in id so "filter, newest 50" walks one index backwards. docs/server.md says
  // how the table is partitioned by month once it is large.
  (t) => [
    index('action_logs_created_brin').using('brin', t.createdAt),
    index('action_logs_user_id').on(t.userId, t.id),
    index('action_logs_agency_id').on(t.agencyCode, t.id),
    index('action_logs_route_id').on(t.route, t.id),
  ],
);

/**
 * The seals of the action log (docs/audit.md). Seal `seq` covers every log id from
 * `first_id` to `last_id` (the ranges follow one another without a gap); `digest` is the SHA-256
 * of the previous seal's digest and the hashes of the rows it covers (audit/seal.ts).
 */
export const actionLogSeals = pgTable(
  'action_log_seals',
  {
    seq: integer('seq').primaryKey(),
    firstId: bigint('first_id', { mode: 'number' }).notNull(),
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
    rowCount: integer('row_count').notNull(),
    prevDigest: text('prev_digest').notNull(),
    digest: text('digest').notNull(),
    sealedAt: ts('sealed_at').notNull(),
  },
  (t) => [uniqueIndex('action_log_seals_last_id').on(t.lastId)],
);

/** The hash of each sealed log row as it was when sealed (names the row a later change touched). */
export const actionLogSealedRows = pgTable('action_log_sealed_rows', {
  logId: bigint('log_id', { mode: 'number' }).primaryKey(),
  rowHash: text('row_hash').notNull(),
});

export const agencyIps = pgTable(
  'agency_ips',
  {
    id: serial('id').primaryKey(),
    agencyCode: text('agency_code')
      .notNull()
      .references(() => agencies.code, { onDelete: 'cascade' }),
    ipAddress: text('ip_address').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('agency_ips_unique').on(t.agencyCode, t.ipAddress)],
);

/** docs/product.md: one insurance policy sold through an agency. Dates are instants (Japan midnight for days). */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    managementNumber: text('management_number').notNull(),
    agencyCode: text('agency_code')
      .notNull()
      .references(() => agencies.code),
    recruiterName: text('recruiter_name').notNull(),
    policyholderName: text('policyholder_name').notNull(),
    policyholderKana: text('policyholder_kana').notNull(),
    insuredName: text('insured_name').notNull(),
    productName: text('product_name').notNull(),
    planName: text('plan_name').notNull(),
    status: text('status', { enum: contractStatuses }).notNull(),
    hikisariStatus: text('hikisari_status', { enum: hikisariStatuses }).notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    monthlyPremium: integer('monthly_premium').notNull(),
    firstContractDate: ts('first_contract_date'),
    firstPaymentDate: ts('first_payment_date'),
    /**
     * Management number, names, kana and recruiter in one text folded by contracts/search.ts (the
     * keyword search's only folding): the GIN index `contracts_search_grams` holds its grams.
     */
    searchText: text('search_text').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('contracts_management_number').on(t.managementNumber),
    // The list's order (newest id first) with every filter column after it: page 1, keyset pages,
    // the ids of a page jump and the capped count of any status/hikisari/date filter are index-only
    // scans of this one index.
    index('contracts_agency_id_filters').on(
      t.agencyCode,
      t.id,
      t.status,
      t.hikisariStatus,
      t.firstContractDate,
      t.firstPaymentDate,
    ),
    // The list's order alone, narrow: a page jump (deferred join) walks `offset` entries before its
    // page, and here a leaf page holds three times the entries of the wide index above (page
    // 4,000 of 100,000 reads about a third of the pages).
    index('contracts_agency_id').on(t.agencyCode, t.id),
    // Selective combinations (a status in a period) start from the status and the date; the other
    // filter columns follow so that a capped count of status + dates is an index-only scan too
    // (with three columns it read every matching row from the table: 2,010 heap pages for 10,001
    // rows at 100,000 contracts).
    index('contracts_agency_status_dates').on(
      t.agencyCode,
      t.status,
      t.firstContractDate,
      t.firstPaymentDate,
      t.hikisariStatus,
    ),
    // The dates filter ranges and sort the list: the id after the date makes the index
    // the list's whole order (date, id), read forwards for 昇順 and backwards for 降順.
    index('contracts_agency_contract_date').on(t.agencyCode, t.firstContractDate, t.id),
    index('contracts_agency_payment_date').on(t.agencyCode, t.firstPaymentDate, t.id),
    // The other sorts of the list, in the same (column, id) order as the keyset pages.
    index('contracts_agency_sort_number').on(t.agencyCode, t.managementNumber, t.id),
    index('contracts_agency_sort_kana').on(t.agencyCode, t.policyholderKana, t.id),
    index('contracts_agency_sort_premium').on(t.agencyCode, t.monthlyPremium, t.id),
    // Keyword search: the unigrams and bigrams of the folded text (migration 0001's functions).
    index('contracts_search_grams').using('gin', sql`olive_search_grams(${t.searchText})`),
  ],
);

/**
 * Contracts per agency, status and hikisari status, kept by statement triggers with
 * transition tables (migration 0008) in the same transaction as the rows: the home's counts and the
 * list's unfiltered total (their sum), without reading the contracts (contracts/filter.ts narrows).
 */
export const agencyContractStateCounts = pgTable(
  'agency_contract_state_counts',
  {
    agencyCode: text('agency_code')
      .notNull()
      .references(() => agencies.code, { onDelete: 'cascade' }),
    status: text('status', { enum: contractStatuses }).notNull(),
    hikisariStatus: text('hikisari_status', { enum: hikisariStatuses }).notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyCode, t.status, t.hikisariStatus] })],
);

/**
 * Contracts per agency and gram (every one to three characters of the folded search text within a
 * name or the management number), kept by the same statement triggers as the state counters
 * (migration 0019): the exact total of a lone keyword of up to three characters
 * (docs/adr/0193-short-keyword-totals-from-gram-counters.md).
 */
export const agencyGramCounts = pgTable(
  'agency_gram_counts',
  {
    agencyCode: text('agency_code')
      .notNull()
      .references(() => agencies.code, { onDelete: 'cascade' }),
    gram: text('gram').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyCode, t.gram] })],
);

export const hozenRequests = pgTable(
  'hozen_requests',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: hozenKinds }).notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }),
    requestedByUserId: integer('requested_by_user_id'),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: ts('requested_at').notNull(),
  },
  (t) => [index('hozen_requests_contract').on(t.contractId)],
);

/**
 * A stored file, behind the storage interface (files/storage.ts): shared by every server process.
 * Its bytes are the rows of `file_chunks` (docs/adr/0150-file-bytes-in-bounded-chunks.md).
 */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** A file's bytes in order, at most `FILE_CHUNK_BYTES` (files/storage.ts) a row. */
export const fileChunkRows = pgTable(
  'file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** One statement file of an agency-month (10 kinds, docs/product.md §7). */
export const statementFiles = pgTable(
  'statement_files',
  {
    id: serial('id').primaryKey(),
    agencyCode: text('agency_code')
      .notNull()
      .references(() => agencies.code, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    kind: text('kind').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    uploadedAt: ts('uploaded_at').notNull(),
  },
  (t) => [
    uniqueIndex('statement_files_unique').on(t.agencyCode, t.year, t.month, t.kind),
    // The upload screen's coverage grid (migration 0009): every agency's files of a window
    // of months, read as one range of this index (uploaded_at in it: an index-only scan).
    index('statement_files_month').on(t.year, t.month, t.agencyCode, t.kind, t.uploadedAt),
    // Whether a file is linked (files/storage.ts, the sweep of unlinked files).
    index('statement_files_file').on(t.fileId),
  ],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isNotifyAll: boolean('is_notify_all').notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('news_created').on(t.createdAt)],
);

export const newsTargets = pgTable(
  'news_targets',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    agencyCode: text('agency_code')
      .notNull()
      .references(() => agencies.code, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('news_targets_pk').on(t.newsId, t.agencyCode), index('news_targets_agency').on(t.agencyCode)],
);

export const newsAttachments = pgTable(
  'news_attachments',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    fileName: text('file_name').notNull(),
    /** `{newsId}/{n}`: the filePath docs/product.md §7's download names. */
    filePath: text('file_path').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [
    uniqueIndex('news_attachments_path').on(t.filePath),
    index('news_attachments_news').on(t.newsId),
    index('news_attachments_file').on(t.fileId),
  ],
);
