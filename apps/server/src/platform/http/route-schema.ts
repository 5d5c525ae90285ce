import { accessTokenHeaders, adminTokenHeaders } from '@kanqiu/contract';

/** Schema parts of every route that needs the `accessToken` header, so OpenAPI shows the lock. */
export const signedInSchema = { headers: accessTokenHeaders, security: [{ accessToken: [] }] };

/** Schema parts of every operator's route: the admin tag and the `x-admin-token` header. */
export const adminSchema = { tags: ['admin'], headers: adminTokenHeaders };

/** Every POST body may be JSON or form-encoded (the spec's login is a form); OpenAPI lists both. */
export const formOrJson = ['application/json', 'application/x-www-form-urlencoded'];
