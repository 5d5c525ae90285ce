import { redirect } from 'react-router';
import { INDEX_TARGET } from '../lib/error-return';

/** Spec §2: / redirects to /vlive/0. */
export function loader(): Response {
  return redirect(INDEX_TARGET);
}
