/** Chevrons: pagination, the calendar's months, a select's and a page-size menu's opener. */
import { Icon, type IconProps } from './Icon';

export const ChevronLeftIcon = (props: IconProps) => <Icon paths={['m15 18-6-6 6-6']} {...props} />;

export const ChevronRightIcon = (props: IconProps) => <Icon paths={['m9 18 6-6-6-6']} {...props} />;

export const ChevronDownIcon = (props: IconProps) => <Icon paths={['m6 9 6 6 6-6']} {...props} />;

export const ChevronsLeftIcon = (props: IconProps) => <Icon paths={['m11 17-5-5 5-5', 'm18 17-5-5 5-5']} {...props} />;

export const ChevronsRightIcon = (props: IconProps) => <Icon paths={['m6 17 5-5-5-5', 'm13 17 5-5-5-5']} {...props} />;
