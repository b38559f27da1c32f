/**
 * Statements (手数料等, docs/product.md): three families, each with a settlement PDF (精算書) and a
 * specification PDF and CSV (明細書); commissions also have an agreement-quality CSV (契約品質).
 */
export const statementFamilies = ['commissions', 'campaigns', 'supports'] as const;
export type StatementFamily = (typeof statementFamilies)[number];

export const statementFamilyLabels: Record<StatementFamily, string> = {
  commissions: '手数料',
  campaigns: 'キャンペーン',
  supports: 'サポート',
};

export type StatementDocument = 'settlements' | 'specifications' | 'agreement-quality';
export type StatementFormat = 'pdf' | 'csv';

const documentLabels: Record<StatementDocument, string> = {
  settlements: '精算書',
  specifications: '明細書',
  'agreement-quality': '契約品質',
};

/** One downloadable statement file type, e.g. the commission specification CSV. */
export interface StatementKind<K extends string = string> {
  /** `commissionsSpecificationsCsv`: a key for endpoint and function names. */
  key: K;
  family: StatementFamily;
  document: StatementDocument;
  format: StatementFormat;
  /** `commissions/specifications/csv`: the upload kind of docs/product.md §7 and the path stem (access/endpointPaths.ts). */
  kind: `${StatementFamily}/${StatementDocument}/${StatementFormat}`;
  /** e.g. 手数料明細書（CSV） */
  label: string;
}

function statementKind<K extends string>(
  key: K,
  family: StatementFamily,
  document: StatementDocument,
  format: StatementFormat,
): StatementKind<K> {
  const kind = `${family}/${document}/${format}` as const;
  return {
    key,
    family,
    document,
    format,
    kind,
    label: `${statementFamilyLabels[family]}${documentLabels[document]}（${format.toUpperCase()}）`,
  };
}

/** docs/product.md §7's 10 kinds, in its order (campaigns, commissions, supports). */
export const statementKinds = [
  statementKind('campaignsSettlementsPdf', 'campaigns', 'settlements', 'pdf'),
  statementKind('campaignsSpecificationsPdf', 'campaigns', 'specifications', 'pdf'),
  statementKind('campaignsSpecificationsCsv', 'campaigns', 'specifications', 'csv'),
  statementKind('commissionsSettlementsPdf', 'commissions', 'settlements', 'pdf'),
  statementKind('commissionsSpecificationsPdf', 'commissions', 'specifications', 'pdf'),
  statementKind('commissionsSpecificationsCsv', 'commissions', 'specifications', 'csv'),
  statementKind('commissionsAgreementQualityCsv', 'commissions', 'agreement-quality', 'csv'),
  statementKind('supportsSettlementsPdf', 'supports', 'settlements', 'pdf'),
  statementKind('supportsSpecificationsPdf', 'supports', 'specifications', 'pdf'),
  statementKind('supportsSpecificationsCsv', 'supports', 'specifications', 'csv'),
] as const;

export type StatementKindKey = (typeof statementKinds)[number]['key'];
export type StatementKindId = (typeof statementKinds)[number]['kind'];
