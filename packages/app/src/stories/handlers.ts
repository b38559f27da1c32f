import { clientMessages, type EndpointKey, endpoints } from '@olive/api';
import { delay, HttpResponse, http } from 'msw';
import actionLogActions from './fixtures/actionLogActions.json';
import actionLogSeal from './fixtures/actionLogSeal.json';
import actionLogSessions from './fixtures/actionLogSessions.json';
import actionLogs from './fixtures/actionLogs.json';
import actionLogUsers from './fixtures/actionLogUsers.json';
import agencies from './fixtures/agencies.json';
import agencyIps from './fixtures/agencyIps.json';
import contract from './fixtures/contract.json';
import contractSummary from './fixtures/contractSummary.json';
import contracts from './fixtures/contracts.json';
import coverage from './fixtures/coverage.json';
import fees from './fixtures/fees.json';
import manuals from './fixtures/manuals.json';
import me from './fixtures/me.json';
import news from './fixtures/news.json';
import newsItem from './fixtures/newsItem.json';
import oliveUsers from './fixtures/oliveUsers.json';
import recruiters from './fixtures/recruiters.json';
import statuses from './fixtures/statuses.json';

/** An msw handler for one endpoint of the api package's table (its method and path, one place). */
export function on(key: EndpointKey, answer: (info: { request: Request }) => Response | Promise<Response>) {
  const { method, path } = endpoints[key];
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[verb](path, answer);
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    HttpResponse.json(body as never, { status });

/** A list answer with no rows. */
export const emptyList = json({ data: [], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 0 } });

/** Never answers: the screen stays in its loading state. */
export const pending = () => async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** docs/product.md §8: a server failure (the reference server's own words), shown in the global error dialog. */
export const serverErrorMessage = clientMessages.badResponse;
export const serverError = json({ message: serverErrorMessage }, 500);

/** Answers for every screen, recorded from the real server (e2e/recordFixtures.ts). */
export const fixtureHandlers = [
  on('auth.csrfCookie', () => new HttpResponse(null, { status: 204 })),
  on('auth.me', json(me)),
  on('auth.startupMe', json(me)),
  on('agencies.list', json(agencies)),
  on('contracts.statuses', json(statuses)),
  on('contracts.list', json(contracts)),
  on('contracts.show', json(contract)),
  on('contracts.summary', json(contractSummary)),
  on('news.list', json(news)),
  on('recruiterNews.list', json(news)),
  on('news.show', json(newsItem)),
  on('recruiterNews.show', json(newsItem)),
  on('statements.confirmExistence', json(fees)),
  on('uploads.coverage', json(coverage)),
  on('manuals.list', json(manuals)),
  on('oliveUsers.list', json(oliveUsers)),
  on('recruiters.list', json(recruiters)),
  on('actionLogs.list', json(actionLogs)),
  on('actionLogs.users', json(actionLogUsers)),
  on('actionLogs.actions', json(actionLogActions)),
  on('actionLogs.sessions', json(actionLogSessions)),
  on('actionLogs.seal', json(actionLogSeal)),
  on('agencyIps.list', json(agencyIps)),
];

/** The same, with `overrides` first (msw uses the first handler that matches). */
export const withFixtures = (...overrides: ReturnType<typeof on>[]) => [...overrides, ...fixtureHandlers];
