/** Inline icons of the shell (no icon font to download; they follow currentColor). */
import type { ReactElement, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { active?: boolean };

export const iconSvgProps = (props: IconProps) => {
  const { active: _active, ...rest } = props;
  return { width: '1em', height: '1em', viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': true, ...rest } as const;
};

/** A tab icon's outline: filled faintly while its tab is the current one. */
const outline = (active: boolean | undefined) =>
  ({
    stroke: 'currentColor',
    strokeWidth: '1.8',
    fill: active ? 'currentColor' : 'none',
    fillOpacity: active ? 0.15 : 0,
  }) as const;

export function ScoreIcon(props: IconProps): ReactElement {
  return (
    <svg {...iconSvgProps(props)}>
      <circle cx="12" cy="12" r="9" {...outline(props.active)} />
      <path d="M12 7.6l3.6 2.6-1.4 4.3H9.8l-1.4-4.3z" fill="currentColor" />
      <path
        d="M12 3v4.6M15.6 10.2l4.9-1.5M14.2 14.5l3 4.1M9.8 14.5l-3 4.1M8.4 10.2L3.5 8.7"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
}

export function NewsIcon(props: IconProps): ReactElement {
  return (
    <svg {...iconSvgProps(props)}>
      <rect x="4" y="3.5" width="16" height="17" rx="2.5" {...outline(props.active)} />
      <path d="M8 8h8M8 12h8M8 16h5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

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

export function MessageIcon(props: IconProps): ReactElement {
  return (
    <svg {...iconSvgProps(props)}>
      <path
        d="M4 6.5A2.5 2.5 0 016.5 4h11A2.5 2.5 0 0120 6.5v8a2.5 2.5 0 01-2.5 2.5H10l-4.2 3.2c-.4.3-.8 0-.8-.4V17A2.5 2.5 0 014 14.5z"
        strokeLinejoin="round"
        {...outline(props.active)}
      />
      <circle cx="8.5" cy="10.5" r="1.2" fill="currentColor" />
      <circle cx="12" cy="10.5" r="1.2" fill="currentColor" />
      <circle cx="15.5" cy="10.5" r="1.2" fill="currentColor" />
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
