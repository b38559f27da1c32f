import { enums } from 'superstruct';
import { fromText } from './common';

/**
 * The back-office lists' sort and page size, defined once: the app sends them, the server
 * validates them with these structs (an unknown sort key is a 422) and orders both the list and its
 * CSV by them. Each list names its own sort keys (`contractSortKeys`, `accountSortKeys`).
 */

/** 昇順 / 降順. Without a sort key the list keeps its default order and `order` is not used. */
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];
export const sortOrder = enums(sortOrders);

/** The page sizes a list offers (表示件数); the first is every list's default. */
export const pageSizes = [20, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

/** `perPage=50` arrives as text: read as a number, then one of `pageSizes` or a 422. */
export const perPage = fromText(enums(pageSizes), (v) => (/^\d{1,4}$/.test(v) ? Number(v) : v));

/** A list's sort: one of its keys and an order. */
export interface ListSort<K extends string> {
  sort: K;
  order: SortOrder;
}

/**
 * Labels of the listing parameters, for the 422 messages of the list routes (「並び替えの項目は無効です。」).
 * Kept out of the shared field catalogue, which the sign-in screen loads.
 */
export const listingLabels = {
  sort: '並び替えの項目',
  order: '並び順',
  perPage: '表示件数',
} as const;

/** Contracts: 管理番号, 契約者名 (by its kana, the order Japanese users sort names in), the dates, 月額保険料. */
export const contractSortKeys = [
  'managementNumber',
  'policyholderKana',
  'firstContractDate',
  'firstPaymentDate',
  'monthlyPremium',
] as const;
export type ContractSortKey = (typeof contractSortKeys)[number];
export const contractSortKey = enums(contractSortKeys);

/** Provider users and recruiters: 氏名 and 最終ログイン. */
export const accountSortKeys = ['name', 'lastLoginAt'] as const;
export type AccountSortKey = (typeof accountSortKeys)[number];
export const accountSortKey = enums(accountSortKeys);
