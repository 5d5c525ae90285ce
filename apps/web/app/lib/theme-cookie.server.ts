import { createCookie } from 'react-router';

/**
 * Visitors who are not logged in keep their theme choice in a cookie; logged-in users on their account
 * too. Server-only, so the cookie library stays out of the browser's JavaScript.
 */
export const themeCookie = createCookie('kq_theme', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 365 * 24 * 3600,
});
