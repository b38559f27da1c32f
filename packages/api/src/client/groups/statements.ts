import { statementPaths, uploadPaths } from '../../access/endpointPaths';
import type { StatementKindKey } from '../../domain/statements';
import { type CoverageQuery, coverageAnswer } from '../../schemas/statementCoverage';
import { confirmExistenceAnswer, type StatementQuery, uploadAnswer } from '../../schemas/statements';
import type { Http } from '../http';

/** docs/product.md §7, Statement downloads (the 10 files, the month's zip and confirmExistence). */
export const statementCalls = ({ sender }: Http) => {
  const send = sender(statementPaths);
  return {
    /** One of the 10 statement files of an agency-month. */
    download: (kind: StatementKindKey, query: StatementQuery) => send(`statements.${kind}`, { query }, 'blob'),
    /** Every statement file of the agency-month in one zip (今月の明細をまとめてダウンロード). */
    downloadMonth: (query: StatementQuery) => send('statements.zip', { query }, 'blob'),
    confirmExistence: (query: StatementQuery) => send('statements.confirmExistence', { query }, confirmExistenceAnswer),
  };
};

/** docs/product.md §7, Zip uploads: POST multipart with a single `file` field. */
export const uploadCalls = ({ sender }: Http) => {
  const send = sender(uploadPaths);
  return {
    /** `dryRun`: checked and answered (what would be imported or replaced), nothing stored. */
    upload: (kind: StatementKindKey, file: Blob, fileName?: string, options: { dryRun?: boolean } = {}) => {
      const form = new FormData();
      form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload.zip'));
      return send(
        `uploads.${kind}`,
        { body: form, ...(options.dryRun ? { query: { dryRun: true } } : {}) },
        uploadAnswer,
      );
    },
    /** Which agency-months of a kind have a published file (the upload screen's grid). */
    coverage: (query: CoverageQuery) => send('uploads.coverage', { query }, coverageAnswer),
  };
};
