import { describe, expect, it } from 'vitest';
import { type Role, roles } from '../domain/roles';
import { findEndpoint, mayCallEndpoint } from './can';
import { endpointKeys } from './endpointPaths';
import { endpoints } from './endpoints';
import { menuFor, menus } from './menus';
import { findAppRoute, mayOpenRoute } from './routeAccess';
import { appRoutes, type RouteName } from './routes';

const SA = 'olive_super_admin';
const A = 'olive_admin';
const G = 'olive_general';
const RA = 'recruiter_admin';
const RG = 'recruiter_general';

/** docs/product.md §6, written out once more here on purpose: the table under test must match the spec. */
const specRouteAccess: Record<string, Role[]> = {
  '/': [SA, A, G, RA, RG],
  '/news/1': [SA, A, G, RA, RG],
  '/contracts': [SA, A, G, RA, RG],
  '/contracts/1': [SA, A, G, RA, RG],
  '/account': [SA, A, G, RA, RG],
  '/manual': [SA, A, G, RA, RG],
  '/fees': [SA, A, RA],
  '/admin/agencies': [SA, A, G],
  '/admin/logs': [SA, A, G],
  '/admin/olive-users': [SA],
  '/admin/olive-users/new': [SA],
  '/admin/olive-users/7': [SA],
  '/admin/recruiters': [SA],
  '/admin/recruiters/new': [SA],
  '/admin/recruiters/7': [SA],
  '/admin/file-upload': [SA],
  '/admin/news': [SA],
  '/admin/news/new': [SA],
  '/admin/news/7': [SA],
  '/admin/agency-ip': [SA],
};

describe('route access (docs/product.md §6)', () => {
  for (const [path, allowed] of Object.entries(specRouteAccess)) {
    it.each(roles)(`${path}: %s`, (role) => {
      const found = findAppRoute(path);
      expect(found).toBeDefined();
      expect(mayOpenRoute(role, found!.route)).toBe(allowed.includes(role));
    });
  }

  it('home, news, contracts and fees need a selected agency; nothing else does', () => {
    const needing = (Object.keys(appRoutes) as RouteName[]).filter((n) => appRoutes[n].requiresAgency);
    expect(needing.sort()).toEqual(['contract', 'contracts', 'fees', 'home', 'news'].sort());
  });

  it('matches literal paths before params, and unknown paths to nothing', () => {
    expect(findAppRoute('/admin/news/new')?.name).toBe('adminNewsNew');
    expect(findAppRoute('/admin/news/12')).toMatchObject({ name: 'adminNewsItem', params: { newsId: '12' } });
    expect(findAppRoute('/contracts/')?.name).toBe('contracts');
    expect(findAppRoute('/nope')).toBeUndefined();
    expect(findAppRoute('/admin/news/1/extra')).toBeUndefined();
  });

  it('lets anyone reach the public and error groups', () => {
    for (const role of roles) {
      expect(mayOpenRoute(role, 'login')).toBe(true);
      expect(mayOpenRoute(role, 'notFound')).toBe(true);
    }
  });
});

describe('menus (docs/product.md §6, exact order)', () => {
  const labels = (role: Role, agency: boolean) => menuFor(role, agency).flatMap((s) => s.items.map((i) => i.label));

  it.each([
    [
      SA,
      true,
      [
        'ホーム',
        '契約内容一覧',
        '手数料等',
        'オリーブユーザー一覧',
        '募集人一覧',
        'ファイルアップロード',
        '証跡一覧',
        'お知らせ一覧',
        '代理店IP一覧',
      ],
    ],
    [A, true, ['ホーム', '契約内容一覧', '手数料等', '証跡一覧']],
    [G, true, ['ホーム', '契約内容一覧', '証跡一覧']],
    [RA, true, ['ホーム', '契約内容一覧', '手数料等']],
    [RG, true, ['ホーム', '契約内容一覧']],
    [
      SA,
      false,
      [
        '代理店一覧',
        'オリーブユーザー一覧',
        '募集人一覧',
        'ファイルアップロード',
        '証跡一覧',
        'お知らせ一覧',
        '代理店IP一覧',
      ],
    ],
    [A, false, ['代理店一覧', '証跡一覧']],
    [G, false, ['代理店一覧', '証跡一覧']],
  ] as Array<[Role, boolean, string[]]>)('%s with agency=%s', (role, agency, expected) => {
    expect(labels(role, agency)).toEqual(expected);
  });

  it('puts home, contracts and fees under General and the rest under Management', () => {
    const sections = menuFor(SA, true);
    expect(sections.map((s) => [s.heading, s.items.length])).toEqual([
      ['General', 3],
      ['Management', 6],
    ]);
  });

  it('never offers a menu entry whose route the role may not open', () => {
    for (const [variant, keys] of Object.entries(menus)) {
      const role = variant.replace('_selected_agency', '') as Role;
      for (const section of menuFor(role, variant.endsWith('_selected_agency'))) {
        for (const item of section.items) {
          expect({ variant, path: item.path, ok: mayOpenRoute(role, findAppRoute(item.path)!.route) }).toEqual({
            variant,
            path: item.path,
            ok: true,
          });
        }
      }
      expect(keys.length).toBeGreaterThan(0);
    }
  });
});

describe('endpoint access', () => {
  it('has a unique method + path for every endpoint, each found again by findEndpoint', () => {
    const seen = new Set<string>();
    for (const key of endpointKeys) {
      const { method, path } = endpoints[key];
      expect(seen.has(`${method} ${path}`)).toBe(false);
      seen.add(`${method} ${path}`);
      const concrete = path.replace(/:[A-Za-z]+/g, '42');
      expect(findEndpoint(method, `${concrete}?x=1`)?.key).toBe(key);
    }
    expect(endpointKeys).toHaveLength(78);
  });

  it('keeps statements with the /fees roles and uploads with super admins', () => {
    for (const key of endpointKeys.filter((k) => k.startsWith('statements.'))) {
      for (const role of roles) {
        expect(mayCallEndpoint(key, { role, agencyCode: 'A0001' }, 'A0001').allowed).toBe(mayOpenRoute(role, 'fees'));
      }
    }
    for (const key of endpointKeys.filter((k) => k.startsWith('uploads.'))) {
      expect(roles.filter((role) => mayCallEndpoint(key, { role }).allowed)).toEqual([SA]);
    }
  });

  it('keeps each admin screen and its calls to the same roles', () => {
    const pairs: Array<[RouteName, string]> = [
      ['adminLogs', 'actionLogs.'],
      ['adminOliveUsers', 'oliveUsers.'],
      ['adminRecruiters', 'recruiters.'],
      ['adminAgencyIp', 'agencyIps.'],
      ['adminAgencies', 'agencies.'],
    ];
    // Verifying the log's seals is the super admin's alone, on the screen every provider opens.
    const narrower = new Set(['actionLogs.seal']);
    for (const [route, prefix] of pairs) {
      for (const key of endpointKeys.filter((k) => k.startsWith(prefix) && !narrower.has(k))) {
        for (const role of roles) {
          expect({ key, role, allowed: mayCallEndpoint(key, { role }).allowed }).toEqual({
            key,
            role,
            allowed: mayOpenRoute(role, route),
          });
        }
      }
    }
  });

  it('lets only super admins verify the action log’s seals', () => {
    expect(roles.filter((role) => mayCallEndpoint('actionLogs.seal', { role }).allowed)).toEqual([SA]);
  });

  it('refuses a recruiter naming another agency, but not a provider user', () => {
    expect(mayCallEndpoint('contracts.list', { role: RG, agencyCode: 'A0001' }, 'A0002')).toEqual({
      allowed: false,
      reason: 'agency',
    });
    expect(mayCallEndpoint('contracts.list', { role: RG, agencyCode: 'A0001' }, 'A0001').allowed).toBe(true);
    expect(mayCallEndpoint('contracts.list', { role: G }, 'A0002').allowed).toBe(true);
  });

  it('separates public, session and verified calls', () => {
    expect(mayCallEndpoint('auth.login', null).allowed).toBe(true);
    expect(mayCallEndpoint('auth.me', null)).toEqual({ allowed: false, reason: 'unauthenticated' });
    expect(mayCallEndpoint('auth.verifyEmail', { role: RG, verified: false }).allowed).toBe(true);
    expect(mayCallEndpoint('contracts.list', { role: RG, verified: false })).toEqual({
      allowed: false,
      reason: 'unverified',
    });
  });
});

describe('rate limits are in the endpoint table', () => {
  it('limits exactly the calls that guess a password or a code', () => {
    const limited = endpointKeys.filter((k) => endpoints[k].rateLimited).sort();
    expect(limited).toEqual([
      'auth.changeInitialPassword',
      'auth.forgotPassword',
      'auth.login',
      'auth.resendInitialPassword',
      'auth.resendSmsCode',
      'auth.resetPassword',
      'auth.sendVerificationCode',
      'auth.smsAuthentication',
      'auth.verifyEmail',
      'auth.verifyPhoneNumber',
    ]);
  });
});
