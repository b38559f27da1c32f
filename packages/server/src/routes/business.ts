import type { RouteRegistrar } from '../http';
import { agencyIpRoutes } from './agencyIps';
import { contractSummaryRoutes } from './contractSummary';
import { contractRoutes } from './contracts';
import { manualRoutes } from './manuals';
import { newsRoutes } from './news';
import { statementRoutes } from './statements';

/** The business routes (Reference server II). */
export const businessRoutes: RouteRegistrar = (app, ctx) => {
  contractRoutes(app, ctx);
  contractSummaryRoutes(app, ctx);
  statementRoutes(app, ctx);
  newsRoutes(app, ctx);
  manualRoutes(app, ctx);
  agencyIpRoutes(app, ctx);
};
