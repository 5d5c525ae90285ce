/** The chat's own line icons (they follow currentColor). */
import type { ReactElement } from 'react';

const props = { width: '1em', height: '1em', viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': true } as const;
const stroke = { stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function HistoryIcon(): ReactElement {
  return (
    <svg {...props}>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.6-6.1" {...stroke} />
      <path d="M3.5 4.5v4h4" {...stroke} />
      <path d="M12 7.5V12l3 2" {...stroke} />
    </svg>
  );
}

export function NewChatIcon(): ReactElement {
  return (
    <svg {...props}>
      <path d="M20 12.5V18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h5.5" {...stroke} />
      <path d="M17.5 3.5l3 3L12 15H9v-3z" {...stroke} />
    </svg>
  );
}

export function CopyIcon(): ReactElement {
  return (
    <svg {...props}>
      <rect x="8" y="8" width="12" height="12" rx="2" {...stroke} />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" {...stroke} />
    </svg>
  );
}

export function RegenerateIcon(): ReactElement {
  return (
    <svg {...props}>
      <path d="M20 11a8 8 0 0 0-14.5-4.5L4 8" {...stroke} />
      <path d="M4 4v4h4" {...stroke} />
      <path d="M4 13a8 8 0 0 0 14.5 4.5L20 16" {...stroke} />
      <path d="M20 20v-4h-4" {...stroke} />
    </svg>
  );
}

export function SendIcon(): ReactElement {
  return (
    <svg {...props}>
      <path d="M4 12l16-8-6 16-3-6.5z" {...stroke} />
      <path d="M11 13.5L20 4" {...stroke} />
    </svg>
  );
}

export function TrashIcon(): ReactElement {
  return (
    <svg {...props}>
      <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5" {...stroke} />
    </svg>
  );
}

export function SparkIcon(): ReactElement {
  return (
    <svg {...props}>
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" fill="currentColor" />
      <path d="M18.5 15.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" fill="currentColor" />
    </svg>
  );
}
