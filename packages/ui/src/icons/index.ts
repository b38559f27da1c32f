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
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
  CloseIcon,
  ExternalLinkIcon,
  EyeIcon,
  EyeOffIcon,
  MinusIcon,
} from './controls';
export { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './feedback';
export type { IconProps } from './Icon';
