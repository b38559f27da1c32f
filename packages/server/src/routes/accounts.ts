import type { RouteRegistrar } from '../http';
import { agencyRoutes } from './agencies';
import { oliveUserRoutes } from './oliveUsers';
import { recruiterRoutes } from './recruiters';

/** The account resources, one file each: agencies, provider users, recruiters. */
export const accountRoutes: RouteRegistrar = (app, ctx) => {
  agencyRoutes(app, ctx);
  oliveUserRoutes(app, ctx);
  recruiterRoutes(app, ctx);
};
