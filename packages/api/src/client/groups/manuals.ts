import { manualPaths } from '../../access/endpointPaths';
import { type ManualDownloadQuery, type ManualZipQuery, manualsAnswer } from '../../schemas/manuals';
import type { Http } from '../http';

/** docs/product.md §7, Manuals. */
export const manualCalls = ({ sender }: Http) => {
  const send = sender(manualPaths);
  return {
    list: () => send('manuals.list', {}, manualsAnswer),
    download: (query: ManualDownloadQuery) => send('manuals.download', { query }, 'blob'),
    zip: (query: ManualZipQuery) => send('manuals.zip', { query }, 'blob'),
  };
};
