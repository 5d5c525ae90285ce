import type { ReactElement } from 'react';

/** A shield with a leaf, the 青少年模式 mark drawn for the project: as markup, so the server's HTML can carry it too. */
export const minorShieldSvg =
  '<svg viewBox="0 0 96 96" width="1.9rem" height="1.9rem" aria-hidden="true">' +
  '<path d="M48 8 82 20v26c0 21-14 36-34 42C28 82 14 67 14 46V20z" fill="var(--kq-primary)" opacity="0.14"/>' +
  '<path d="M48 14 76 24v22c0 17-11 30-28 36-17-6-28-19-28-36V24z" fill="none" stroke="var(--kq-primary)" ' +
  'stroke-width="4" stroke-linejoin="round"/>' +
  '<path d="M36 54c0-12 9-20 24-22-1 15-9 24-21 24" fill="var(--kq-primary)"/>' +
  '<path d="M36 60c4-8 10-13 17-17" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/></svg>';

export function MinorShieldIcon(): ReactElement {
  return <span dangerouslySetInnerHTML={{ __html: minorShieldSvg }} />;
}
