/** The account parts other features show. */
export { Avatar } from './avatar';
