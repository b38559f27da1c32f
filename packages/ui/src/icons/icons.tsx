import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * A 24×24 stroke icon drawn in `currentColor` at 1em, so it follows the text colour and size around it.
 * Icons are decorative (aria-hidden): the control that holds one carries the accessible name.
 */
function Icon({ paths, ...rest }: IconProps & { paths: string[] }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const CloseIcon = (props: IconProps) => <Icon paths={['M18 6 6 18', 'M6 6l12 12']} {...props} />;
export const CheckIcon = (props: IconProps) => <Icon paths={['M20 6 9 17l-5-5']} {...props} />;
export const MinusIcon = (props: IconProps) => <Icon paths={['M5 12h14']} {...props} />;
export const ChevronLeftIcon = (props: IconProps) => <Icon paths={['m15 18-6-6 6-6']} {...props} />;
export const ChevronRightIcon = (props: IconProps) => <Icon paths={['m9 18 6-6-6-6']} {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Icon paths={['m6 9 6 6 6-6']} {...props} />;
export const ChevronsLeftIcon = (props: IconProps) => <Icon paths={['m11 17-5-5 5-5', 'm18 17-5-5 5-5']} {...props} />;
export const ChevronsRightIcon = (props: IconProps) => <Icon paths={['m6 17 5-5-5-5', 'm13 17 5-5-5-5']} {...props} />;
export const EyeIcon = (props: IconProps) => (
  <Icon paths={['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z', 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z']} {...props} />
);
export const EyeOffIcon = (props: IconProps) => (
  <Icon
    paths={[
      'M9.9 4.24A9.1 9.1 0 0 1 12 4c6.5 0 10 8 10 8a18.5 18.5 0 0 1-2.16 3.19',
      'M6.61 6.61A13.5 13.5 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.39-1.61',
      'M14.12 14.12a3 3 0 1 1-4.24-4.24',
      'M2 2l20 20',
    ]}
    {...props}
  />
);
export const InfoIcon = (props: IconProps) => (
  <Icon paths={['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 16v-4', 'M12 8h.01']} {...props} />
);
export const SuccessIcon = (props: IconProps) => (
  <Icon paths={['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'm8 12 3 3 5-6']} {...props} />
);
export const WarningIcon = (props: IconProps) => (
  <Icon
    paths={['M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z', 'M12 9v4', 'M12 17h.01']}
    {...props}
  />
);
export const ErrorIcon = (props: IconProps) => (
  <Icon paths={['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 8v4', 'M12 16h.01']} {...props} />
);
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
export const ExternalLinkIcon = (props: IconProps) => (
  <Icon paths={['M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6']} {...props} />
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
