/**
 * Browser calls to the messaging host with the fan's access token (the spec's IM client sends it in the
 * `accessToken` header and in every socket frame), checked against their contract schemas.
 */
import type { ApiHosts } from '../../lib/api-hosts';
import { createHeaderApi, type HeaderApi } from '../../lib/header-api';

export type ImApi = HeaderApi;

export const createImApi = (hosts: ApiHosts, accessToken: string): ImApi => createHeaderApi(hosts, { accessToken });
