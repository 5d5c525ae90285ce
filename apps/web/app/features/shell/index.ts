/** The app shell's parts other features show. */
export { PageHeader } from './page-header';
export { RadioButtons } from './radio-buttons';
export { AiIcon, LiveIcon, UserIcon } from './icons';
export { AppLogo } from './app-logo';
export { SearchIcon } from './page-icons';
export { ImageFileInput } from './image-file-input';
export { FilingsFooter, type Filings } from './filings-footer';
