/** The app shell's parts other features show. */
export { PageHeader } from './page-header';
export { AppLogo, LiveIcon, UserIcon } from './icons';
export { ImageFileInput } from './image-file-input';
