/** The four feedback tones of Alert, Toaster and the error dialog. */
import { Icon, type IconProps } from './Icon';

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
