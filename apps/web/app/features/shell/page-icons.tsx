/** Icons of single pages, apart from the tab bar's (icons.tsx), which every first screen loads. */
import type { ReactElement } from 'react';
import { iconSvgProps, type IconProps } from './icons';

export function SettingsIcon(props: IconProps): ReactElement {
  return (
    <svg {...iconSvgProps(props)}>
      <path
        d="M12 2.8l2 1.2 2.3-.2 1.1 2 2 1.2-.2 2.3 1.2 2-1.2 2 .2 2.3-2 1.2-1.1 2-2.3-.2-2 1.2-2-1.2-2.3.2-1.1-2-2-1.2.2-2.3-1.2-2 1.2-2-.2-2.3 2-1.2 1.1-2 2.3.2z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function ChevronRight(props: IconProps): ReactElement {
  return (
    <svg {...iconSvgProps(props)}>
      <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function SearchIcon(props: IconProps): ReactElement {
  return (
    <svg {...iconSvgProps(props)}>
      <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
