import { redirect } from 'react-router';

/** Spec §2: /news redirects to /news/1002. */
export function loader(): Response {
  return redirect('/news/1002');
}
