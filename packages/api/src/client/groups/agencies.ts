import { agencyPaths } from '../../access/endpointPaths';
import { agency } from '../../schemas/accounts';
import { allOf } from '../../schemas/common';
import type { Http } from '../http';

/** docs/product.md §7, Agencies. */
export const agencyCalls = ({ sender }: Http) => {
  const send = sender(agencyPaths);
  return {
    list: () => send('agencies.list', {}, allOf(agency)),
  };
};
