import { array, boolean, enums, type Infer, integer, object, string } from 'superstruct';
import { providerRoles, recruiterRoles } from '../domain/roles';
import { arrayMax, arrayMin, maxLength, required, trimmed } from '../validation/rules';
import {
  agencyCode,
  emailAddress,
  epochMs,
  page,
  phoneNumber,
  phoneNumberStatus,
  queryInteger,
  shownDateTime,
} from './common';
import { accountSortKey, perPage, sortOrder } from './listing';
import { nullable, optional } from './optionality';

export const agency = object({ agencyCode: string(), name: string(), createdAt: epochMs, updatedAt: epochMs });
export type Agency = Infer<typeof agency>;

/** docs/product.md §3: a provider user (オリーブユーザー). */
export const oliveUser = object({
  id: integer(),
  email: string(),
  isEmailVerified: boolean(),
  phoneNumberStatus,
  phoneNumber: nullable(string()),
  name: string(),
  roleType: enums(providerRoles),
  lastLoginAt: nullable(shownDateTime),
  isMfaActive: boolean(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type OliveUser = Infer<typeof oliveUser>;

/** docs/product.md §3: a recruiter (募集人): a provider user's fields plus the agency. */
export const recruiter = object({
  id: integer(),
  email: string(),
  isEmailVerified: boolean(),
  phoneNumberStatus,
  phoneNumber: nullable(string()),
  name: string(),
  roleType: enums(recruiterRoles),
  lastLoginAt: nullable(shownDateTime),
  isMfaActive: boolean(),
  createdAt: epochMs,
  updatedAt: epochMs,
  agencyCode: string(),
  agencyName: string(),
});
export type Recruiter = Infer<typeof recruiter>;

const personName = maxLength(trimmed(required(string())), 50);

/** Create and update share one body: e-mail, name, phone, role and MFA (docs/product.md §10). */
export const oliveUserBody = object({
  name: personName,
  email: emailAddress,
  phoneNumber,
  roleType: enums(providerRoles),
  isMfaActive: boolean(),
});
export type OliveUserBody = Infer<typeof oliveUserBody>;

/** In the form's order (代理店 first), so its error list reads top to bottom as the form does. */
export const recruiterBody = object({
  agencyCode,
  name: personName,
  email: emailAddress,
  phoneNumber,
  roleType: enums(recruiterRoles),
  isMfaActive: boolean(),
});
export type RecruiterBody = Infer<typeof recruiterBody>;

export const idParams = object({ id: queryInteger });
export type IdParams = Infer<typeof idParams>;

/**
 * The account lists' sort (氏名, 最終ログイン) and page size. Without `sort` a list keeps its
 * default order; an empty last login (never signed in) counts as later than any other.
 */
const accountListing = {
  sort: optional(accountSortKey),
  order: optional(sortOrder),
  perPage: optional(perPage),
};

/** The admin lists' filter row: a keyword over name and e-mail, a role, a page. */
export const oliveUserListQuery = object({
  keyword: optional(maxLength(string(), 100)),
  roleType: optional(enums(providerRoles)),
  page: optional(page),
  ...accountListing,
});
export type OliveUserListQuery = Infer<typeof oliveUserListQuery>;

export const recruiterListQuery = object({
  keyword: optional(maxLength(string(), 100)),
  roleType: optional(enums(recruiterRoles)),
  agencyCode: optional(agencyCode),
  page: optional(page),
  ...accountListing,
});
export type RecruiterListQuery = Infer<typeof recruiterListQuery>;

export const agencyQuery = object({ agencyCode });
export type AgencyQuery = Infer<typeof agencyQuery>;

export const recruiterDownloadBody = object({ agencyCodeList: arrayMax(arrayMin(array(agencyCode), 1), 100) });
export type RecruiterDownloadBody = Infer<typeof recruiterDownloadBody>;
