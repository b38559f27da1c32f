import { oliveUserPaths, recruiterPaths } from '../../access/endpointPaths';
import {
  type AgencyQuery,
  type OliveUserBody,
  type OliveUserListQuery,
  oliveUser,
  type RecruiterBody,
  type RecruiterDownloadBody,
  type RecruiterListQuery,
  recruiter,
} from '../../schemas/accounts';
import { listOf, messageBody, single } from '../../schemas/common';
import type { Http } from '../http';

/** docs/product.md §7, Provider users. */
export const oliveUserCalls = ({ sender }: Http) => {
  const send = sender(oliveUserPaths);
  return {
    list: (query: OliveUserListQuery = {}) => send('oliveUsers.list', { query }, listOf(oliveUser)),
    show: (id: number) => send('oliveUsers.show', { params: { id } }, single(oliveUser)),
    create: (body: OliveUserBody) => send('oliveUsers.create', { body }, single(oliveUser)),
    update: (id: number, body: OliveUserBody) => send('oliveUsers.update', { params: { id }, body }, single(oliveUser)),
    delete: (id: number) => send('oliveUsers.delete', { params: { id } }, messageBody),
  };
};

/** docs/product.md §7, Recruiters. */
export const recruiterCalls = ({ sender }: Http) => {
  const send = sender(recruiterPaths);
  return {
    list: (query: RecruiterListQuery = {}) => send('recruiters.list', { query }, listOf(recruiter)),
    show: (id: number, query: AgencyQuery) => send('recruiters.show', { params: { id }, query }, single(recruiter)),
    create: (body: RecruiterBody) => send('recruiters.create', { body }, single(recruiter)),
    update: (id: number, body: RecruiterBody) => send('recruiters.update', { params: { id }, body }, single(recruiter)),
    /** docs/product.md §7: DELETE with agencyCode (sent in the query string). */
    delete: (id: number, query: AgencyQuery) => send('recruiters.delete', { params: { id }, query }, messageBody),
    download: (body: RecruiterDownloadBody) => send('recruiters.download', { body }, 'blob'),
  };
};
