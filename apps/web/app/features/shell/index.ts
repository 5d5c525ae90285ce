/** The app shell's parts other features show. */
export { PageHeader } from './page-header';
export { RadioButtons } from './radio-buttons';
export { AiIcon, AppLogo, LiveIcon, UserIcon } from './icons';
export { SearchIcon } from './page-icons';
export { ImageFileInput } from './image-file-input';
export { FilingsFooter, type Filings } from './filings-footer';
