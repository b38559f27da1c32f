// Compile-time checks of defineRoute against the endpoint table (tsc runs over this file in `npm test`):
// a handler answers exactly its endpoint's answer shape, and names only the table's own schemas.
import { newsListQuery } from '@olive/api';
import type { FastifyInstance } from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { UserRow } from '../accounts/users';
import { defineRoute, type IsExact, type UserOf } from './route';

const agency = { agencyCode: 'A0001', name: 'さくら保険サービス株式会社', createdAt: 1, updatedAt: 1 };

/** Never called: it only has to type-check (or, where marked, fail to). */
function routes(app: FastifyInstance) {
  const agencies = [agency];
  defineRoute(app, 'agencies.list', {}, async () => ({ data: agencies }));
  // @ts-expect-error: the CSRF cookie call is public, so its handler may have no user to read
  defineRoute(app, 'auth.csrfCookie', {}, async ({ user }) => user.id);
  const leaky = { ...agency, passwordHash: 'x' };
  // @ts-expect-error: passwordHash is not a field of the agencies.list answer
  defineRoute(app, 'agencies.list', {}, async () => ({ data: [leaky] }));
  // @ts-expect-error: the news list's query schema is not contracts.list's
  defineRoute(app, 'contracts.list', { query: newsListQuery }, async () => ({
    data: [],
    meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 0 },
  }));
}

describe('defineRoute is typed by the endpoint table', () => {
  it("gives a handler the session's user wherever the table needs a session, and maybe none where it is public", () => {
    expectTypeOf<UserOf<'auth.me'>>().toEqualTypeOf<UserRow>();
    expectTypeOf<UserOf<'contracts.cancel'>>().toEqualTypeOf<UserRow>();
    expectTypeOf<UserOf<'statements.commissionsSettlementsPdf'>>().toEqualTypeOf<UserRow>();
    expectTypeOf<UserOf<'auth.login'>>().toEqualTypeOf<UserRow | null>();
    expectTypeOf<UserOf<'auth.smsAuthentication'>>().toEqualTypeOf<UserRow | null>();
  });

  it('finds extra fields at any depth, and allows what the shape allows', () => {
    expectTypeOf<IsExact<{ a: { b: number } | null }, { a: { b: number } }>>().toEqualTypeOf<true>();
    expectTypeOf<IsExact<{ a: { b: number } | null }, { a: { b: number; c: 1 } }>>().toEqualTypeOf<false>();
    expectTypeOf<IsExact<{ a?: string[] }, { a: never[] }>>().toEqualTypeOf<true>();
    expectTypeOf<IsExact<{ a: number }, { a: number; b: string }>>().toEqualTypeOf<false>();
    expect(typeof routes).toBe('function');
  });
});
