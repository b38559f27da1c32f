import {
  CONTRACT_PAGE_SIZE,
  type Contract,
  type ContractDetail,
  type ContractExportQuery,
  cancellationBody,
  changePaymentMethodBody,
  closedContractStatuses,
  contractExportQuery,
  contractListQuery,
  contractShowQuery,
  contractStatuses,
  contractStatusLabels,
  dateFormats,
  formatTokyo,
  hikisariStatuses,
  hikisariStatusLabels,
  idParams,
  isRecruiterRole,
  parseTokyo,
  paymentMethodLabels,
} from '@olive/api';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { contracts, hozenRequests } from '../db/schema';
import { defineRoute, HttpError, notFound, type RouteRegistrar } from '../http';
import { csvStream, sendCsvHeaders } from '../services/csv';
import { pageMeta } from '../services/paging';
import { keywordWords, likePattern } from '../services/search';
import type { UserRow } from '../services/users';

type ContractRow = typeof contracts.$inferSelect;

const day = (d: Date | null) => (d ? formatTokyo(d, dateFormats.date) : null);

function toContract(row: ContractRow): Contract {
  return {
    id: row.id,
    managementNumber: row.managementNumber,
    agencyCode: row.agencyCode,
    recruiterName: row.recruiterName,
    policyholderName: row.policyholderName,
    policyholderKana: row.policyholderKana,
    insuredName: row.insuredName,
    productName: row.productName,
    planName: row.planName,
    status: row.status,
    hikisariStatus: row.hikisariStatus,
    paymentMethod: row.paymentMethod,
    monthlyPremium: row.monthlyPremium,
    firstContractDate: day(row.firstContractDate),
    firstPaymentDate: day(row.firstPaymentDate),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

const minuteEnd = (d: Date) => new Date(d.getTime() + 59_999);

/** SPEC.md §7's filters. Date bounds are Japan wall-clock minutes, both ends inclusive. */
export function contractWhere(q: ContractExportQuery): SQL | undefined {
  const bound = (text: string | null | undefined) => (text ? parseTokyo(text, dateFormats.dateTimeMinutes) : null);
  const sc = bound(q.startFirstContractDate);
  const ec = bound(q.endFirstContractDate);
  const sp = bound(q.startFirstPaymentDate);
  const ep = bound(q.endFirstPaymentDate);
  return and(
    eq(contracts.agencyCode, q.agencyCode),
    ...keywordWords(q.keyword).map((w) => ilike(contracts.searchText, likePattern(w))),
    q.statuses?.length ? inArray(contracts.status, q.statuses) : undefined,
    q.selectedHikisariStatuses?.length ? inArray(contracts.hikisariStatus, q.selectedHikisariStatuses) : undefined,
    sc ? gte(contracts.firstContractDate, sc) : undefined,
    ec ? lte(contracts.firstContractDate, minuteEnd(ec)) : undefined,
    sp ? gte(contracts.firstPaymentDate, sp) : undefined,
    ep ? lte(contracts.firstPaymentDate, minuteEnd(ep)) : undefined,
  );
}

async function detail(ctx: ServerContext, row: ContractRow): Promise<ContractDetail> {
  const requests = await ctx.db
    .select()
    .from(hozenRequests)
    .where(eq(hozenRequests.contractId, row.id))
    .orderBy(desc(hozenRequests.requestedAt), desc(hozenRequests.id));
  return {
    ...toContract(row),
    hozenRequests: requests.map((r) => ({
      id: r.id,
      kind: r.kind,
      paymentMethod: r.paymentMethod,
      requestedBy: r.requestedByName,
      requestedAt: formatTokyo(r.requestedAt, dateFormats.dateTimeSeconds),
    })),
  };
}

export const hozenMessages = {
  closed: 'この契約は解約・失効・不成立のため、保全手続きを受け付けできません。',
  alreadyCancelling: 'この契約はすでに解約申請中です。',
  cancellingNoChange: '解約申請中の契約は支払方法を変更できません。',
  sameMethod: (label: string) => `支払方法はすでに${label}です。`,
  cancelled: '解約申請を受け付けました。',
  changed: (label: string) => `支払方法を${label}に変更しました。`,
} as const;

export const contractRoutes: RouteRegistrar = (app, ctx) => {
  defineRoute(app, 'contracts.list', { query: contractListQuery }, async ({ query }) => {
    const page = query.page ?? 1;
    const where = contractWhere(query);
    const [total] = await ctx.db.select({ n: count() }).from(contracts).where(where);
    const rows = await ctx.db
      .select()
      .from(contracts)
      .where(where)
      .orderBy(desc(contracts.id))
      .limit(CONTRACT_PAGE_SIZE)
      .offset((page - 1) * CONTRACT_PAGE_SIZE);
    const n = Number(total?.n ?? 0);
    return {
      data: rows.map(toContract),
      meta: pageMeta(n, page, CONTRACT_PAGE_SIZE),
    };
  });

  defineRoute(app, 'contracts.show', { params: idParams, query: contractShowQuery }, async ({ params, query }) => {
    const [row] = await ctx.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, params.id), eq(contracts.agencyCode, query.agencyCode)));
    // Another agency's contract is simply not found: its existence is not revealed.
    if (!row) throw notFound();
    return { data: await detail(ctx, row) };
  });

  defineRoute(app, 'contracts.statuses', {}, async () => ({
    data: {
      statuses: contractStatuses.map((value) => ({ value, label: contractStatusLabels[value] })),
      hikisariStatuses: hikisariStatuses.map((value) => ({ value, label: hikisariStatusLabels[value] })),
    },
  }));

  defineRoute(app, 'contracts.export', { query: contractExportQuery }, async ({ query, reply }) => {
    const stamp = formatTokyo(ctx.clock.now(), dateFormats.date).replaceAll('/', '');
    sendCsvHeaders(reply, `契約一覧_${query.agencyCode}_${stamp}.csv`, `contracts_${query.agencyCode}_${stamp}.csv`);
    const csv = csvStream([
      '管理番号',
      '契約者名',
      '契約者名（カナ）',
      '被保険者名',
      '商品',
      'プラン',
      '契約ステータス',
      '引去状況',
      '支払方法',
      '月額保険料（円）',
      '初回契約日',
      '初回入金日',
      '募集人',
    ]);
    const where = contractWhere(query);
    // Keyset batches of 1,000: memory stays flat for any number of rows.
    (async () => {
      let after = 0;
      for (;;) {
        const batch = await ctx.db
          .select()
          .from(contracts)
          .where(and(where, gt(contracts.id, after)))
          .orderBy(asc(contracts.id))
          .limit(1000);
        for (const r of batch) {
          const ok = csv.write([
            r.managementNumber,
            r.policyholderName,
            r.policyholderKana,
            r.insuredName,
            r.productName,
            r.planName,
            contractStatusLabels[r.status],
            hikisariStatusLabels[r.hikisariStatus],
            paymentMethodLabels[r.paymentMethod],
            r.monthlyPremium,
            day(r.firstContractDate) ?? '',
            day(r.firstPaymentDate) ?? '',
            r.recruiterName,
          ]);
          if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
        }
        if (batch.length < 1000) break;
        after = batch[batch.length - 1]?.id ?? after;
      }
      csv.end();
    })().catch((error) => csv.destroy(error as Error));
    return reply.send(csv);
  });

  /** The contract a hozen call names; a recruiter only finds their own agency's (else 404). */
  const hozenTarget = async (managementNumber: string, user: UserRow) => {
    const [row] = await ctx.db.select().from(contracts).where(eq(contracts.managementNumber, managementNumber));
    if (!row) throw notFound('指定された管理番号の契約は見つかりませんでした。');
    if (isRecruiterRole(user.role) && row.agencyCode !== user.agencyCode) {
      throw notFound('指定された管理番号の契約は見つかりませんでした。');
    }
    if ((closedContractStatuses as readonly string[]).includes(row.status))
      throw new HttpError(422, hozenMessages.closed);
    return row;
  };

  defineRoute(app, 'contracts.cancel', { body: cancellationBody }, async ({ body, request }) => {
    const user = request.user as UserRow;
    const row = await hozenTarget(body.managementNumber, user);
    request.agencyCode = row.agencyCode;
    if (row.status === 'cancellation-requested') throw new HttpError(422, hozenMessages.alreadyCancelling);
    const now = ctx.clock.now();
    await ctx.db.insert(hozenRequests).values({
      contractId: row.id,
      kind: 'cancellation',
      paymentMethod: null,
      requestedByUserId: user.id,
      requestedByName: user.name,
      requestedAt: now,
    });
    const [updated] = await ctx.db
      .update(contracts)
      .set({ status: 'cancellation-requested', updatedAt: now })
      .where(eq(contracts.id, row.id))
      .returning();
    return { message: hozenMessages.cancelled, data: await detail(ctx, updated ?? row) };
  });

  defineRoute(app, 'contracts.changePaymentMethod', { body: changePaymentMethodBody }, async ({ body, request }) => {
    const user = request.user as UserRow;
    const row = await hozenTarget(body.managementNumber, user);
    request.agencyCode = row.agencyCode;
    if (row.status === 'cancellation-requested') throw new HttpError(422, hozenMessages.cancellingNoChange);
    const label = paymentMethodLabels[body.paymentMethod];
    if (row.paymentMethod === body.paymentMethod) throw new HttpError(422, hozenMessages.sameMethod(label));
    const now = ctx.clock.now();
    await ctx.db.insert(hozenRequests).values({
      contractId: row.id,
      kind: 'change-payment-method',
      paymentMethod: body.paymentMethod,
      requestedByUserId: user.id,
      requestedByName: user.name,
      requestedAt: now,
    });
    const [updated] = await ctx.db
      .update(contracts)
      .set({ paymentMethod: body.paymentMethod, updatedAt: now })
      .where(eq(contracts.id, row.id))
      .returning();
    return { message: hozenMessages.changed(label), data: await detail(ctx, updated ?? row) };
  });
};
