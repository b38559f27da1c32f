import { contractPaths } from '../../access/endpointPaths';
import { single } from '../../schemas/common';
import {
  type CancellationBody,
  type ChangePaymentMethodBody,
  type ContractExportQuery,
  type ContractListQuery,
  type ContractShowQuery,
  type ContractSummaryQuery,
  contractDetail,
  contractListAnswer,
  contractSummaryAnswer,
  hozenAnswer,
  statusesAnswer,
} from '../../schemas/contracts';
import type { Http } from '../http';

/** docs/product.md §7, Contracts. */
export const contractCalls = ({ sender }: Http) => {
  const send = sender(contractPaths);
  return {
    list: (query: ContractListQuery) => send('contracts.list', { query }, contractListAnswer),
    show: (id: number, query: ContractShowQuery) =>
      send('contracts.show', { params: { id }, query }, single(contractDetail)),
    export: (query: ContractExportQuery) => send('contracts.export', { query }, 'blob'),
    summary: (query: ContractSummaryQuery) => send('contracts.summary', { query }, contractSummaryAnswer),
    statuses: () => send('contracts.statuses', {}, statusesAnswer),
    cancel: (body: CancellationBody) => send('contracts.cancel', { body }, hozenAnswer),
    changePaymentMethod: (body: ChangePaymentMethodBody) =>
      send('contracts.changePaymentMethod', { body }, hozenAnswer),
  };
};
