/** The app shell's parts other features show. */
export { PageHeader } from './page-header';
export { LiveIcon, UserIcon } from './icons';
