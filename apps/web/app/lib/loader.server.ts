import { data, type RouterContextProvider } from 'react-router';
import { NOT_FOUND_MESSAGE } from './error-status';

/** What a feature's loader or action is handed by its route. */
export type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** The same, for a route whose path has parameters. */
export type ParamsLoaderArgs = LoaderArgs & { params: Record<string, string | undefined> };

/** The 404 a loader throws for what does not exist. */
export const notFound = () => data(NOT_FOUND_MESSAGE, { status: 404 });
