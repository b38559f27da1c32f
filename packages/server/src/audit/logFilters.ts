import { routineRoutes } from '@olive/api';
import { and, ilike, not, or, type SQL, sql } from 'drizzle-orm';
import { actionLogs } from '../db/schema';

/** Rows whose operation's Japanese name contains `text` (操作を検索); LIKE's own signs are literal. */
export function actionTextCondition(text: string | undefined): SQL | undefined {
  const needle = text?.trim();
  if (!needle) return undefined;
  return ilike(actionLogs.description, `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Unless `include`, leaves out the page-load checks every screen makes (api's domain/logNoise.ts). */
export function routineCondition(include: boolean | undefined): SQL | undefined {
  if (include) return undefined;
  const routine = or(
    ...routineRoutes.map((r) => and(sql`${actionLogs.method} = ${r.method}`, sql`${actionLogs.route} = ${r.route}`)),
  );
  return routine ? not(routine) : undefined;
}
