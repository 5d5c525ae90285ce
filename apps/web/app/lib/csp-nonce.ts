import { createContext, useContext } from 'react';

/** Set by server.mjs on every request (overwriting whatever the client sent) and named in the page's CSP. */
export const CSP_NONCE_HEADER = 'x-kq-csp-nonce';

/** The nonce of the page being rendered on the server; undefined in the browser, which needs none. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
