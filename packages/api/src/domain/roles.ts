/** docs/product.md §6: the five roles, their Japanese labels and which side of the programme they are on. */
export const roles = [
  'olive_super_admin',
  'olive_admin',
  'olive_general',
  'recruiter_admin',
  'recruiter_general',
] as const;
export type Role = (typeof roles)[number];

export type RoleSide = 'provider' | 'recruiter';

export const roleInfo: Record<Role, { label: string; side: RoleSide }> = {
  olive_super_admin: { label: '特権管理者', side: 'provider' },
  olive_admin: { label: '管理者', side: 'provider' },
  olive_general: { label: '一般', side: 'provider' },
  recruiter_admin: { label: '管理者', side: 'recruiter' },
  recruiter_general: { label: '一般', side: 'recruiter' },
};

export const providerRoles = roles.filter((r) => roleInfo[r].side === 'provider') as ProviderRole[];
export const recruiterRoles = roles.filter((r) => roleInfo[r].side === 'recruiter') as RecruiterRole[];
export type ProviderRole = 'olive_super_admin' | 'olive_admin' | 'olive_general';
export type RecruiterRole = 'recruiter_admin' | 'recruiter_general';

export function roleLabel(role: Role): string {
  return roleInfo[role].label;
}

export function isProviderRole(role: Role): role is ProviderRole {
  return roleInfo[role].side === 'provider';
}

export function isRecruiterRole(role: Role): role is RecruiterRole {
  return roleInfo[role].side === 'recruiter';
}

/** docs/product.md §6: the role selection lists, in the order the forms offer them. */
export const providerRoleOptions: ReadonlyArray<{ value: ProviderRole; label: string }> = [
  { value: 'olive_general', label: roleInfo.olive_general.label },
  { value: 'olive_admin', label: roleInfo.olive_admin.label },
  { value: 'olive_super_admin', label: roleInfo.olive_super_admin.label },
];

export const recruiterRoleOptions: ReadonlyArray<{ value: RecruiterRole; label: string }> = [
  { value: 'recruiter_general', label: roleInfo.recruiter_general.label },
  { value: 'recruiter_admin', label: roleInfo.recruiter_admin.label },
];

/** docs/product.md §6: the application tokens of the selected-agency menu variants of provider roles. */
export const selectedAgencyTokens = {
  olive_super_admin: 'olive_super_admin_selected_agency',
  olive_admin: 'olive_admin_selected_agency',
  olive_general: 'olive_general_selected_agency',
} as const satisfies Record<ProviderRole, string>;

export type SelectedAgencyToken = (typeof selectedAgencyTokens)[ProviderRole];

/** The key of a menu variant: a role, or a provider role's selected-agency token. */
export type MenuVariant = Role | SelectedAgencyToken;

/**
 * docs/product.md §4 and §6: the effective menu variant. Provider roles switch to their selected-agency
 * token when an agency is selected; recruiters are always bound to their own agency.
 */
export function menuVariant(role: Role, hasSelectedAgency: boolean): MenuVariant {
  if (isProviderRole(role) && hasSelectedAgency) return selectedAgencyTokens[role];
  return role;
}
