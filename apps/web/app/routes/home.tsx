import { redirect } from 'react-router';

/** Spec §2: / redirects to /vlive/0. */
export function loader(): Response {
  return redirect('/vlive/0');
}
