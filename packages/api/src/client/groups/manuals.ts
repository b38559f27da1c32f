import { type ManualDownloadQuery, type ManualZipQuery, manualsAnswer } from '../../schemas/manuals';
import type { Download, Http } from '../http';

/** SPEC.md §7, Manuals. */
export const manualCalls = ({ send }: Http) => ({
  list: () => send('manuals.list', {}, manualsAnswer),
  download: (query: ManualDownloadQuery) => send<Download>('manuals.download', { query }, 'blob'),
  zip: (query: ManualZipQuery) => send<Download>('manuals.zip', { query }, 'blob'),
});
