import { searchMentions, uploadPostImage } from '../features/community/media.server';
import type { Route } from './+types/community-act';

/** The composer's picture upload (POST, multipart `file`) and its @ picker (GET `?q=`), with the session's token. */
export const action = (args: Route.ActionArgs) => uploadPostImage(args);

export const loader = (args: Route.LoaderArgs) => searchMentions(args);
