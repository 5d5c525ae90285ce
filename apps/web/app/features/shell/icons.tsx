/** Inline icons of the shell (no icon font to download; they follow currentColor). */
import type { ReactElement, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { active?: boolean };

export const iconSvgProps = (props: IconProps) => {
  const { active: _active, ...rest } = props;
  return { width: '1em', height: '1em', viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': true, ...rest } as const;
};

/** An icon's outline: filled faintly while it stands for the current tab or state. */
const outline = (active: boolean | undefined) =>
  ({
    stroke: 'currentColor',
    strokeWidth: '1.8',
    fill: active ? 'currentColor' : 'none',
    fillOpacity: active ? 0.15 : 0,
  }) as const;

export function LiveIcon(props: IconProps): ReactElement {
  return (
    <svg {...iconSvgProps(props)}>
      <rect x="2.8" y="5.5" width="18.4" height="13.5" rx="2.5" {...outline(props.active)} />
      <path
        d="M8.5 2.8L12 5.5l3.5-2.7"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M10.2 9.3v6l4.8-3z" fill="currentColor" />
    </svg>
  );
}

export function AiIcon(props: IconProps): ReactElement {
  return (
    <svg {...iconSvgProps(props)}>
      <rect x="4" y="6" width="16" height="13" rx="3.5" {...outline(props.active)} />
      <path d="M12 6V3.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="12" cy="2.8" r="1.1" fill="currentColor" />
      <circle cx="9" cy="12" r="1.4" fill="currentColor" />
      <circle cx="15" cy="12" r="1.4" fill="currentColor" />
      <path d="M9.5 15.5h5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function UserIcon(props: IconProps): ReactElement {
  return (
    <svg {...iconSvgProps(props)}>
      <circle cx="12" cy="8" r="4" {...outline(props.active)} />
      <path
        d="M4.5 20.2c.8-3.8 3.9-6 7.5-6s6.7 2.2 7.5 6"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
