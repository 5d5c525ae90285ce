import type { ReactElement } from 'react';

/** The app mark: a ball on the theme colour. */
export function AppLogo({ size = '0.8rem' }: { size?: string }): ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" className="kq-logo">
      <rect width="48" height="48" rx="12" fill="var(--kq-primary)" />
      <circle cx="24" cy="24" r="14" fill="#fff" />
      <path d="M24 16.5l6.6 4.8-2.5 7.8h-8.2l-2.5-7.8z" fill="var(--kq-primary)" />
      <path
        d="M24 10v6.5M30.6 21.3l6.4-2M28.1 29.1l3.9 5.3M19.9 29.1L16 34.4M17.4 21.3l-6.4-2"
        stroke="var(--kq-primary)"
        strokeWidth="1.8"
      />
    </svg>
  );
}
