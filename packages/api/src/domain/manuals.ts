/** docs/product.md: manuals are grouped into four folders, in this order. */
export const manualGroups = ['agency', 'product', 'officeProcedure', 'compliance'] as const;
export type ManualGroup = (typeof manualGroups)[number];

export const manualGroupLabels: Record<ManualGroup, string> = {
  agency: '代理店向け',
  product: '商品',
  officeProcedure: '事務手続き',
  compliance: 'コンプライアンス',
};
