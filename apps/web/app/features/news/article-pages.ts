import { articlePage } from '@kanqiu/contract';
import { postPublic } from '../../lib/api.client';
import type { ApiHosts } from '../../lib/api-hosts';

/**
 * A further page of a column (spec §7). Loaded with the first one asked for, so the column's first screen does
 * not carry zod and the API client (docs/decisions/0046-first-screen-stylesheets-in-html.md).
 */
export const fetchArticlePage = (hosts: ApiHosts, query: { columnId: number; page: number; size: number }) =>
  postPublic(hosts, '/inform/info/list', articlePage, query);
