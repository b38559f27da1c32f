import { agencyIpPaths } from '../../access/endpointPaths';
import { type AgencyIpBody, type AgencyIpListQuery, agencyIp, agencyIpPreview } from '../../schemas/agencyIps';
import { listOf, messageBody, single } from '../../schemas/common';
import type { Http } from '../http';

/** docs/product.md §7, Agency IPs. */
export const agencyIpCalls = ({ sender }: Http) => {
  const send = sender(agencyIpPaths);
  return {
    list: (query: AgencyIpListQuery) => send('agencyIps.list', { query }, listOf(agencyIp)),
    create: (body: AgencyIpBody) => send('agencyIps.create', { body }, single(agencyIp)),
    delete: (id: number, body: AgencyIpBody) => send('agencyIps.delete', { params: { id }, body }, messageBody),
    /** What adding the address would change; nothing is saved. */
    preview: (body: AgencyIpBody) => send('agencyIps.preview', { body }, agencyIpPreview),
  };
};
