/** Icons inside the controls every screen has: close, the password toggle, the external-link mark. */
import { Icon, type IconProps } from './Icon';

export const CloseIcon = (props: IconProps) => <Icon paths={['M18 6 6 18', 'M6 6l12 12']} {...props} />;

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

export const ExternalLinkIcon = (props: IconProps) => (
  <Icon paths={['M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6']} {...props} />
);
