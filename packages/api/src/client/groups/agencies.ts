import { agency } from '../../schemas/accounts';
import { allOf } from '../../schemas/common';
import type { Http } from '../http';

/** docs/product.md §7, Agencies. */
export const agencyCalls = ({ send }: Http) => ({
  list: () => send('agencies.list', {}, allOf(agency)),
});
