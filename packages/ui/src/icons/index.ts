/**
 * Stroke icons in `currentColor` (Icon.tsx). Split by where they appear, so a screen's script
 * carries only the icons its components can draw.
 */

export {
  CalendarIcon,
  DownloadIcon,
  EditIcon,
  FileIcon,
  InboxIcon,
  MenuIcon,
  MoreIcon,
  SearchIcon,
  TrashIcon,
  UploadIcon,
} from './actions';
export {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from './chevrons';
export { CloseIcon, ExternalLinkIcon, EyeIcon, EyeOffIcon } from './controls';
export { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './feedback';
export type { IconProps } from './Icon';
export { CheckIcon, MinusIcon } from './marks';
