import type { PhoneNumberStatus, Role } from '@olive/api';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db';
import { agencies, users } from '../db/schema';
import { agencyCodeOf, agencyNames, personName } from './names';
import type { Random } from './random';

/** Every demo account signs in with this password (README: Demo accounts). */
export const DEMO_PASSWORD = 'Olive-Demo-2026';

export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  agencyCode: string | null;
  phoneNumber: string;
  isMfaActive?: boolean;
  mustChangePassword?: boolean;
  isEmailVerified?: boolean;
  phoneNumberStatus?: PhoneNumberStatus;
}

/** The demo accounts (README), one per role plus one per special sign-in flow. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'super@demo.olive.test',
    name: '大川 智子',
    role: 'olive_super_admin',
    agencyCode: null,
    phoneNumber: '09000000001',
  },
  {
    email: 'admin@demo.olive.test',
    name: '松田 健一',
    role: 'olive_admin',
    agencyCode: null,
    phoneNumber: '09000000002',
  },
  {
    email: 'general@demo.olive.test',
    name: '野村 優子',
    role: 'olive_general',
    agencyCode: null,
    phoneNumber: '09000000003',
  },
  {
    email: 'recruiter-admin@demo.olive.test',
    name: '桜井 大輔',
    role: 'recruiter_admin',
    agencyCode: 'A0001',
    phoneNumber: '09000000004',
  },
  {
    email: 'recruiter@demo.olive.test',
    name: '桜井 美咲',
    role: 'recruiter_general',
    agencyCode: 'A0001',
    phoneNumber: '09000000005',
  },
  {
    email: 'mfa@demo.olive.test',
    name: '真田 誠',
    role: 'olive_admin',
    agencyCode: null,
    phoneNumber: '09000000006',
    isMfaActive: true,
  },
  {
    email: 'first-login@demo.olive.test',
    name: '緑川 翔太',
    role: 'recruiter_general',
    agencyCode: 'A0002',
    phoneNumber: '09000000007',
    mustChangePassword: true,
  },
  {
    email: 'verify-email@demo.olive.test',
    name: '青井 結衣',
    role: 'recruiter_general',
    agencyCode: 'A0003',
    phoneNumber: '09000000008',
    isEmailVerified: false,
  },
  {
    email: 'verify-phone@demo.olive.test',
    name: '白石 拓也',
    role: 'recruiter_general',
    agencyCode: 'A0003',
    phoneNumber: '09000000009',
    phoneNumberStatus: 'unverified',
  },
];

export async function seedAgencies(db: Db, now: Date): Promise<string[]> {
  const rows = agencyNames.map((name, i) => ({
    code: agencyCodeOf(i),
    name,
    // Spread the creation dates over the past years, oldest first.
    createdAt: new Date(now.getTime() - (agencyNames.length - i) * 45 * 86_400_000),
    updatedAt: new Date(now.getTime() - (agencyNames.length - i) * 7 * 86_400_000),
  }));
  await db.insert(agencies).values(rows);
  return rows.map((r) => r.code);
}

/** The demo accounts and a few more recruiters per agency, so the admin lists have content. */
export async function seedAccounts(db: Db, random: Random, agencyCodes: string[], now: Date): Promise<void> {
  // One argon2 hash serves every demo account: same password, and seeding stays fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = {
    passwordHash,
    mustChangePassword: false,
    isEmailVerified: true,
    phoneNumberStatus: 'verified',
    isMfaActive: false,
    createdAt: now,
    updatedAt: now,
  } satisfies Partial<typeof users.$inferInsert>;
  await db.insert(users).values(
    demoAccounts.map((a) => ({
      ...base,
      email: a.email,
      name: a.name,
      role: a.role,
      agencyCode: a.agencyCode,
      phoneNumber: a.phoneNumber,
      isMfaActive: a.isMfaActive ?? false,
      mustChangePassword: a.mustChangePassword ?? false,
      isEmailVerified: a.isEmailVerified ?? true,
      phoneNumberStatus: a.phoneNumberStatus ?? 'verified',
    })),
  );
  const more: Array<typeof users.$inferInsert> = [];
  let n = 100;
  for (const code of agencyCodes) {
    for (let i = 0; i < 3; i++) {
      const person = personName(random);
      n += 1;
      more.push({
        ...base,
        email: `recruiter${n}@${code.toLowerCase()}.demo.olive.test`,
        name: person.name,
        role: i === 0 ? 'recruiter_admin' : 'recruiter_general',
        agencyCode: code,
        phoneNumber: `080${String(10000000 + n).slice(-8)}`,
        lastLoginAt: new Date(now.getTime() - random.int(1, 60) * 86_400_000 - random.int(0, 86_399) * 1000),
      });
    }
  }
  for (let i = 0; i < 6; i++) {
    const person = personName(random);
    more.push({
      ...base,
      email: `staff${i + 1}@olive.demo.olive.test`,
      name: person.name,
      role: random.pick(['olive_admin', 'olive_general'] as const),
      agencyCode: null,
      phoneNumber: `070${String(20000000 + i).slice(-8)}`,
      lastLoginAt: new Date(now.getTime() - random.int(1, 30) * 86_400_000),
    });
  }
  await db.insert(users).values(more);
}
