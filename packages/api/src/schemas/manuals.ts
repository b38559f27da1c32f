import { array, enums, type Infer, integer, object, string } from 'superstruct';
import { manualGroups } from '../domain/manuals';
import { arrayMin, maxLength, required } from '../validation/rules';
import { epochMs } from './common';

export const manualFile = object({
  title: string(),
  fileName: string(),
  /** Relative to the manuals folder, e.g. `product/商品概要.pdf`. */
  filePath: string(),
  size: integer(),
  updatedAt: epochMs,
});
export type ManualFile = Infer<typeof manualFile>;

export const manualsAnswer = object({
  data: object({
    agency: array(manualFile),
    product: array(manualFile),
    officeProcedure: array(manualFile),
    compliance: array(manualFile),
  }),
});
export type ManualsAnswer = Infer<typeof manualsAnswer>;

export const manualDownloadQuery = object({ filePath: maxLength(required(string()), 500) });
export type ManualDownloadQuery = Infer<typeof manualDownloadQuery>;

export const manualZipQuery = object({ types: arrayMin(array(enums(manualGroups)), 1) });
export type ManualZipQuery = Infer<typeof manualZipQuery>;
