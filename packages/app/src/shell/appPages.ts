import type { RouteNameIn } from '@olive/api';
import { lazyPage } from '../routes/lazyPage';
import type { Page } from '../routes/pages';

/**
 * The signed-in screens of docs/product.md §2, one lazy chunk each; this table loads with the shell. Its type
 * names every route of the `app` group and no other, so the compiler proves it complete.
 */
export const appPages: Record<RouteNameIn<'app'>, Page> = {
  home: lazyPage(() => import('../pages/HomePage')),
  news: lazyPage(() => import('../pages/NewsPage')),
  contracts: lazyPage(() => import('../pages/ContractsPage')),
  contract: lazyPage(() => import('../pages/ContractPage')),
  fees: lazyPage(() => import('../pages/FeesPage')),
  account: lazyPage(() => import('../pages/AccountPage')),
  manual: lazyPage(() => import('../pages/ManualPage')),
  adminAgencies: lazyPage(() => import('../pages/admin/AgenciesPage')),
  adminOliveUsers: lazyPage(() => import('../pages/admin/OliveUsersPage')),
  adminOliveUserNew: lazyPage(() => import('../pages/admin/OliveUserEditPage')),
  adminOliveUser: lazyPage(() => import('../pages/admin/OliveUserEditPage')),
  adminRecruiters: lazyPage(() => import('../pages/admin/RecruitersPage')),
  adminRecruiterNew: lazyPage(() => import('../pages/admin/RecruiterEditPage')),
  adminRecruiter: lazyPage(() => import('../pages/admin/RecruiterEditPage')),
  adminFileUpload: lazyPage(() => import('../pages/admin/FileUploadPage')),
  adminLogs: lazyPage(() => import('../pages/admin/LogsPage')),
  adminNews: lazyPage(() => import('../pages/admin/NewsListPage')),
  adminNewsNew: lazyPage(() => import('../pages/admin/NewsEditPage')),
  adminNewsItem: lazyPage(() => import('../pages/admin/NewsDetailPage')),
  adminAgencyIp: lazyPage(() => import('../pages/admin/AgencyIpPage')),
};
