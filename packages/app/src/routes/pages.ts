import type { RouteName } from '@olive/api';
import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

export interface PageProps {
  params: Record<string, string>;
}

type Page = ComponentType<PageProps>;

/** One lazy chunk per screen of SPEC.md §2. */
export const pages: Record<RouteName, Page> = {
  login: lazyPage(() => import('../pages/auth/LoginPage')),
  loginUnguarded: lazyPage(() => import('../pages/auth/LoginPage')),
  passwordRecovery: lazyPage(() => import('../pages/auth/PasswordRecoveryPage')),
  passwordReset: lazyPage(() => import('../pages/auth/PasswordResetPage')),
  changeInitialPassword: lazyPage(() => import('../pages/auth/ChangeInitialPasswordPage')),
  smsAuthentication: lazyPage(() => import('../pages/auth/SmsAuthenticationPage')),
  verifyEmail: lazyPage(() => import('../pages/auth/VerifyEmailPage')),
  verifyPhoneNumber: lazyPage(() => import('../pages/auth/VerifyPhoneNumberPage')),
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
  unauthorized: lazyPage(() => import('../pages/ErrorPages').then((m) => ({ default: m.UnauthorizedPage }))),
  notFound: lazyPage(() => import('../pages/ErrorPages').then((m) => ({ default: m.NotFoundPage }))),
  serverError: lazyPage(() => import('../pages/ErrorPages').then((m) => ({ default: m.ServerErrorPage }))),
};
