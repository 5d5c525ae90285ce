import type { ReactElement } from 'react';

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
