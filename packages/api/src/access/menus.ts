import { type MenuItemKey, type MenuSection, menuItems, menuSectionLabels } from '../domain/menu';
import { type MenuVariant, menuVariant, type Role } from '../domain/roles';

/**
 * docs/product.md §6: the side menu of each variant, in its order. Provider roles have two variants (with
 * and without a selected agency); recruiters always work inside their own agency.
 */
export const menus: Record<MenuVariant, readonly MenuItemKey[]> = {
  olive_super_admin_selected_agency: [
    'home',
    'contracts',
    'fees',
    'oliveUsers',
    'recruiters',
    'fileUpload',
    'logs',
    'news',
    'agencyIp',
  ],
  olive_admin_selected_agency: ['home', 'contracts', 'fees', 'logs'],
  olive_general_selected_agency: ['home', 'contracts', 'logs'],
  recruiter_admin: ['home', 'contracts', 'fees'],
  recruiter_general: ['home', 'contracts'],
  olive_super_admin: ['agencies', 'oliveUsers', 'recruiters', 'fileUpload', 'logs', 'news', 'agencyIp'],
  olive_admin: ['agencies', 'logs'],
  olive_general: ['agencies', 'logs'],
};

export interface MenuEntry {
  key: MenuItemKey;
  label: string;
  path: string;
}

export interface MenuSectionEntries {
  section: MenuSection;
  heading: string;
  items: MenuEntry[];
}

/** The menu a user sees, grouped into the General and Management sections (empty ones left out). */
export function menuFor(role: Role, hasSelectedAgency: boolean): MenuSectionEntries[] {
  const keys = menus[menuVariant(role, hasSelectedAgency)];
  const sections: MenuSection[] = ['general', 'management'];
  return sections
    .map((section) => ({
      section,
      heading: menuSectionLabels[section],
      items: keys
        .filter((key) => menuItems[key].section === section)
        .map((key) => ({ key, label: menuItems[key].label, path: menuItems[key].path })),
    }))
    .filter((s) => s.items.length > 0);
}
