/** The app shell's parts other features show. */
export { PageHeader } from './page-header';
export { AiIcon, AppLogo, LiveIcon, SearchIcon, UserIcon } from './icons';
export { ImageFileInput } from './image-file-input';
