import type { ReactElement } from 'react';

/** A shield with a leaf: the 青少年模式 mark, drawn for the project. */
export function MinorShieldIcon(): ReactElement {
  return (
    <svg viewBox="0 0 96 96" width="1.9rem" height="1.9rem" aria-hidden="true">
      <path d="M48 8 82 20v26c0 21-14 36-34 42C28 82 14 67 14 46V20z" fill="var(--kq-primary)" opacity="0.14" />
      <path
        d="M48 14 76 24v22c0 17-11 30-28 36-17-6-28-19-28-36V24z"
        fill="none"
        stroke="var(--kq-primary)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M36 54c0-12 9-20 24-22-1 15-9 24-21 24" fill="var(--kq-primary)" />
      <path d="M36 60c4-8 10-13 17-17" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** A crescent moon over a clock face: the rest screen. */
export function MinorRestIcon({ night }: { night: boolean }): ReactElement {
  return (
    <svg viewBox="0 0 96 96" width="2.2rem" height="2.2rem" aria-hidden="true">
      <circle cx="48" cy="48" r="40" fill={night ? '#1f2a4d' : '#fff4e0'} />
      {night ? (
        <path d="M58 24a26 26 0 1 0 14 40A22 22 0 0 1 58 24z" fill="#ffd666" />
      ) : (
        <g stroke="#fa8c16" strokeWidth="5" strokeLinecap="round" fill="none">
          <circle cx="48" cy="48" r="24" />
          <path d="M48 34v15l10 6" />
        </g>
      )}
    </svg>
  );
}
