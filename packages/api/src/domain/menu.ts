/** SPEC.md §2: the side menu's entries, their labels, routes and menu sections. */
export type MenuSection = 'general' | 'management';

export const menuItems = {
  home: { label: 'ホーム', path: '/', section: 'general' },
  contracts: { label: '契約内容一覧', path: '/contracts', section: 'general' },
  fees: { label: '手数料等', path: '/fees', section: 'general' },
  recruiters: { label: '募集人一覧', path: '/admin/recruiters', section: 'management' },
  agencies: { label: '代理店一覧', path: '/admin/agencies', section: 'management' },
  oliveUsers: { label: 'オリーブユーザー一覧', path: '/admin/olive-users', section: 'management' },
  fileUpload: { label: 'ファイルアップロード', path: '/admin/file-upload', section: 'management' },
  logs: { label: '証跡一覧', path: '/admin/logs', section: 'management' },
  news: { label: 'お知らせ一覧', path: '/admin/news', section: 'management' },
  agencyIp: { label: '代理店IP一覧', path: '/admin/agency-ip', section: 'management' },
} as const satisfies Record<string, { label: string; path: string; section: MenuSection }>;

export type MenuItemKey = keyof typeof menuItems;

/** SPEC.md §2: the side menu's section headings. */
export const menuSectionLabels: Record<MenuSection, string> = {
  general: 'General',
  management: 'Management',
};
