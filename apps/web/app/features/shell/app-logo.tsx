import type { ReactElement } from 'react';

/** The app mark: a ball on the theme colour, drawn by the stylesheet (`.kq-logo`) at `size`. */
export function AppLogo({ size = '0.8rem' }: { size?: string }): ReactElement {
  return <span className="kq-logo" style={{ fontSize: size }} aria-hidden="true" />;
}
