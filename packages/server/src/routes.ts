import { oliveUserRoutes } from './accounts/oliveUsers';
import { recruiterRoutes } from './accounts/recruiters';
import { agencyIpRoutes } from './agencies/ips';
import { agencyRoutes } from './agencies/routes';
import { actionLogRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { contractRoutes } from './contracts/routes';
import { contractSummaryRoutes } from './contracts/summary';
import type { RouteRegistrar } from './http/route';
import { manualRoutes } from './manuals/routes';
import { newsRoutes } from './news/routes';
import { statementMonthZipRoutes } from './statements/monthZip';
import { statementRoutes } from './statements/routes';

/** Every feature's routes, in the order they are registered (after the guard: app.ts). */
export const featureRoutes: RouteRegistrar = (app, ctx) => {
  authRoutes(app, ctx);
  agencyRoutes(app, ctx);
  oliveUserRoutes(app, ctx);
  recruiterRoutes(app, ctx);
  actionLogRoutes(app, ctx);
  contractRoutes(app, ctx);
  contractSummaryRoutes(app, ctx);
  statementRoutes(app, ctx);
  statementMonthZipRoutes(app, ctx);
  newsRoutes(app, ctx);
  manualRoutes(app, ctx);
  agencyIpRoutes(app, ctx);
};
