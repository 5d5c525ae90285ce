/**
 * Plain cookies that the browser writes (document.cookie) and the server reads from the request:
 * a value, a path of /, SameSite=Lax and an expiry. No signing, so no cookie library in the page.
 */

/** The decoded value of cookie `name` in a Cookie header, or undefined. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The document.cookie text setting `name` until `expires`; an empty value removes the cookie. */
export function cookieText(name: string, value: string, expires: Date): string {
  if (!value) return `${name}=; path=/; max-age=0; samesite=lax`;
  return `${name}=${encodeURIComponent(value)}; path=/; expires=${expires.toUTCString()}; samesite=lax`;
}
