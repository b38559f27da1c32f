/** Icons for actions and objects (buttons, menus, empty states). */
import { Icon, type IconProps } from './Icon';

export const UploadIcon = (props: IconProps) => (
  <Icon paths={['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm17 8-5-5-5 5', 'M12 3v12']} {...props} />
);

export const FileIcon = (props: IconProps) => (
  <Icon paths={['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z', 'M14 2v6h6']} {...props} />
);

export const SearchIcon = (props: IconProps) => (
  <Icon paths={['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z', 'm21 21-4.3-4.3']} {...props} />
);

export const InboxIcon = (props: IconProps) => (
  <Icon
    paths={[
      'M22 12h-6l-2 3h-4l-2-3H2',
      'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z',
    ]}
    {...props}
  />
);

export const MoreIcon = (props: IconProps) => (
  <Icon
    paths={[
      'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
      'M19 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
      'M5 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
    ]}
    {...props}
  />
);

export const MenuIcon = (props: IconProps) => <Icon paths={['M4 6h16', 'M4 12h16', 'M4 18h16']} {...props} />;

export const TrashIcon = (props: IconProps) => (
  <Icon
    paths={['M3 6h18', 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6', 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2']}
    {...props}
  />
);

export const EditIcon = (props: IconProps) => (
  <Icon paths={['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z']} {...props} />
);

export const DownloadIcon = (props: IconProps) => (
  <Icon paths={['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm7 10 5 5 5-5', 'M12 15V3']} {...props} />
);

export const CalendarIcon = (props: IconProps) => (
  <Icon
    paths={['M8 2v4', 'M16 2v4', 'M3 10h18', 'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z']}
    {...props}
  />
);
