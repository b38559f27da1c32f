import { paths } from '../access/routes';

/** docs/product.md §2: the side menu's entries, their labels and menu sections; their paths are the route table's. */
export type MenuSection = 'general' | 'management';

export const menuItems = {
  home: { label: 'ホーム', path: paths.home, section: 'general' },
  contracts: { label: '契約内容一覧', path: paths.contracts, section: 'general' },
  fees: { label: '手数料等', path: paths.fees, section: 'general' },
  recruiters: { label: '募集人一覧', path: paths.adminRecruiters, section: 'management' },
  agencies: { label: '代理店一覧', path: paths.adminAgencies, section: 'management' },
  oliveUsers: { label: 'オリーブユーザー一覧', path: paths.adminOliveUsers, section: 'management' },
  fileUpload: { label: 'ファイルアップロード', path: paths.adminFileUpload, section: 'management' },
  logs: { label: '証跡一覧', path: paths.adminLogs, section: 'management' },
  news: { label: 'お知らせ一覧', path: paths.adminNews, section: 'management' },
  agencyIp: { label: '代理店IP一覧', path: paths.adminAgencyIp, section: 'management' },
} as const satisfies Record<string, { label: string; path: string; section: MenuSection }>;

export type MenuItemKey = keyof typeof menuItems;

/** docs/product.md §2: the side menu's section headings. */
export const menuSectionLabels: Record<MenuSection, string> = {
  general: 'General',
  management: 'Management',
};
