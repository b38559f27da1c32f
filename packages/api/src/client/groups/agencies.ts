import { agency } from '../../schemas/accounts';
import { allOf } from '../../schemas/common';
import type { Http } from '../http';

/** SPEC.md §7, Agencies. */
export const agencyCalls = ({ send }: Http) => ({
  list: () => send('agencies.list', {}, allOf(agency)),
});
