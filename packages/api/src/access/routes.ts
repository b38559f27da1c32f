import { providerRoles, type Role, roles } from '../domain/roles';

/**
 * docs/product.md §2 and §6: every screen's path, who may open it, and whether it needs a selected agency.
 * The app's route table and guards, the menu and the server's tests read this one table.
 */
export interface AppRoute {
  path: string;
  /** `public`: only when signed out; `error`: anyone; `app`: signed in, inside the shell. */
  group: 'public' | 'app' | 'error';
  /** Roles that may open an `app` route. */
  roles: readonly Role[];
  /** Home, news, contracts and fees send a user with no selected agency to /admin/agencies. */
  requiresAgency: boolean;
}

const everyone = roles;
const superAdmin = ['olive_super_admin'] as const satisfies readonly Role[];
const providers = providerRoles;
const feeRoles = ['olive_super_admin', 'olive_admin', 'recruiter_admin'] as const satisfies readonly Role[];

// Each keeps its group as a literal type, so a table of pages can be typed by group (`RouteNameIn`).
const publicRoute = (path: string): AppRoute & { group: 'public' } => ({
  path,
  group: 'public',
  roles: [],
  requiresAgency: false,
});
const errorRoute = (path: string): AppRoute & { group: 'error' } => ({
  path,
  group: 'error',
  roles: [],
  requiresAgency: false,
});
const appRoute = (path: string, allowed: readonly Role[], requiresAgency = false): AppRoute & { group: 'app' } => ({
  path,
  group: 'app',
  roles: allowed,
  requiresAgency,
});

export const paths = {
  login: '/authentication/login',
  loginUnguarded: '/authentication/login-unguarded',
  passwordRecovery: '/authentication/password-recovery',
  passwordReset: '/authentication/password-reset',
  changeInitialPassword: '/authentication/change-initial-password',
  smsAuthentication: '/authentication/sms-authentication',
  verifyEmail: '/authentication/verify-email',
  verifyPhoneNumber: '/authentication/verify-phone-number',
  home: '/',
  news: '/news/:newsId',
  contracts: '/contracts',
  contract: '/contracts/:contractId',
  fees: '/fees',
  account: '/account',
  manual: '/manual',
  adminAgencies: '/admin/agencies',
  adminOliveUsers: '/admin/olive-users',
  adminOliveUserNew: '/admin/olive-users/new',
  adminOliveUser: '/admin/olive-users/:oliveUserId',
  adminRecruiters: '/admin/recruiters',
  adminRecruiterNew: '/admin/recruiters/new',
  adminRecruiter: '/admin/recruiters/:recruiterId',
  adminFileUpload: '/admin/file-upload',
  adminLogs: '/admin/logs',
  adminNews: '/admin/news',
  adminNewsNew: '/admin/news/new',
  adminNewsItem: '/admin/news/:newsId',
  adminAgencyIp: '/admin/agency-ip',
  unauthorized: '/401',
  notFound: '/404',
  serverError: '/500',
} as const;

export type RouteName = keyof typeof paths;

/** In match order: a literal path (`/admin/news/new`) comes before its `:param` sibling. */
export const appRoutes = {
  login: publicRoute(paths.login),
  loginUnguarded: publicRoute(paths.loginUnguarded),
  passwordRecovery: publicRoute(paths.passwordRecovery),
  passwordReset: publicRoute(paths.passwordReset),
  changeInitialPassword: publicRoute(paths.changeInitialPassword),
  smsAuthentication: publicRoute(paths.smsAuthentication),
  verifyEmail: publicRoute(paths.verifyEmail),
  verifyPhoneNumber: publicRoute(paths.verifyPhoneNumber),
  home: appRoute(paths.home, everyone, true),
  news: appRoute(paths.news, everyone, true),
  contracts: appRoute(paths.contracts, everyone, true),
  contract: appRoute(paths.contract, everyone, true),
  fees: appRoute(paths.fees, feeRoles, true),
  account: appRoute(paths.account, everyone),
  manual: appRoute(paths.manual, everyone),
  adminAgencies: appRoute(paths.adminAgencies, providers),
  adminOliveUsers: appRoute(paths.adminOliveUsers, superAdmin),
  adminOliveUserNew: appRoute(paths.adminOliveUserNew, superAdmin),
  adminOliveUser: appRoute(paths.adminOliveUser, superAdmin),
  adminRecruiters: appRoute(paths.adminRecruiters, superAdmin),
  adminRecruiterNew: appRoute(paths.adminRecruiterNew, superAdmin),
  adminRecruiter: appRoute(paths.adminRecruiter, superAdmin),
  adminFileUpload: appRoute(paths.adminFileUpload, superAdmin),
  adminLogs: appRoute(paths.adminLogs, providers),
  adminNews: appRoute(paths.adminNews, superAdmin),
  adminNewsNew: appRoute(paths.adminNewsNew, superAdmin),
  adminNewsItem: appRoute(paths.adminNewsItem, superAdmin),
  adminAgencyIp: appRoute(paths.adminAgencyIp, superAdmin),
  unauthorized: errorRoute(paths.unauthorized),
  notFound: errorRoute(paths.notFound),
  serverError: errorRoute(paths.serverError),
} satisfies Record<RouteName, AppRoute>;

export type RouteGroup = AppRoute['group'];

/** The names of the routes in some groups: `RouteNameIn<'app'>` are the screens inside the shell. */
export type RouteNameIn<G extends RouteGroup> = {
  [K in RouteName]: (typeof appRoutes)[K]['group'] extends G ? K : never;
}[RouteName];

/** Narrows a route name to its group's names, from the same table the type is read from. */
export function isRouteIn<G extends RouteGroup>(name: RouteName, ...groups: G[]): name is RouteNameIn<G> {
  return (groups as RouteGroup[]).includes(appRoutes[name].group);
}
