import { describe, expect, expectTypeOf, it } from 'vitest';
import { href, type PathParamName } from './paths';
import { paths } from './routes';

describe('href', () => {
  it('fills each :param of a route pattern, encoded', () => {
    expect(href(paths.contract, { contractId: 9 })).toBe('/contracts/9');
    expect(href(paths.adminNewsItem, { newsId: 'a/b c' })).toBe('/admin/news/a%2Fb%20c');
    expect(href(paths.home, {})).toBe('/');
  });

  it('adds the query values that are set, and no `?` when none is', () => {
    expect(href(paths.adminRecruiter, { recruiterId: 4 }, { agency: 'A0001' })).toBe(
      '/admin/recruiters/4?agency=A0001',
    );
    expect(href(paths.contracts, {}, { page: 2, keyword: undefined, status: null })).toBe('/contracts?page=2');
    expect(href(paths.contracts, {}, { page: undefined })).toBe('/contracts');
    expect(href(paths.passwordReset, {}, { email: 'a+b@x.test' })).toBe(
      '/authentication/password-reset?email=a%2Bb%40x.test',
    );
  });

  it('throws when a param is missing at run time (a value from outside the type system)', () => {
    const loose = href as (pattern: string, params: Record<string, string>) => string;
    expect(() => loose(paths.contract, {})).toThrow('[api/buildPath] missing :contractId');
  });

  it('asks the compiler for each param by name', () => {
    expectTypeOf<PathParamName<'/a/:x/b/:y'>>().toEqualTypeOf<'x' | 'y'>();
    expectTypeOf<PathParamName<typeof paths.adminOliveUser>>().toEqualTypeOf<'oliveUserId'>();
    expectTypeOf<PathParamName<typeof paths.contracts>>().toEqualTypeOf<never>();
    // Each line below fails type-checking (`pnpm typecheck` reports an unused directive otherwise);
    // the calls sit in a function that never runs, since the runtime would throw for some of them.
    const rejected = () => {
      // @ts-expect-error the pattern's :contractId is missing
      href(paths.contract, {});
      // @ts-expect-error a misspelt param name
      href(paths.contract, { contractID: 1 });
      // @ts-expect-error a param the pattern does not have
      href(paths.contracts, { contractId: 1 });
      // @ts-expect-error no params object at all
      href(paths.adminNewsItem);
    };
    void rejected;
  });
});
