/** A checkbox's marks (checked, mixed) and a select's chosen option. */
import { Icon, type IconProps } from './Icon';

export const CheckIcon = (props: IconProps) => <Icon paths={['M20 6 9 17l-5-5']} {...props} />;

export const MinusIcon = (props: IconProps) => <Icon paths={['M5 12h14']} {...props} />;
