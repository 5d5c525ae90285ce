/** The activity's inline icons (no icon font; they follow currentColor). */
import type { ReactElement, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const frame = (props: IconProps) =>
  ({
    width: '1em',
    height: '1em',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    ...props,
  }) as const;

export function CalendarCheckIcon(props: IconProps): ReactElement {
  return (
    <svg {...frame(props)}>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M9 15l2 2 4-4" />
    </svg>
  );
}

export function WheelIcon(props: IconProps): ReactElement {
  return (
    <svg {...frame(props)}>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="2" />
      <path d="M12 3.5V10M12 14v6.5M3.5 12H10M14 12h6.5M6 6l4.6 4.6M13.4 13.4L18 18M18 6l-4.6 4.6M10.6 13.4L6 18" />
    </svg>
  );
}

export function TrophyIcon(props: IconProps): ReactElement {
  return (
    <svg {...frame(props)}>
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 14v3M8.5 20h7M9.5 17h5v3h-5z" />
    </svg>
  );
}

export function RecordIcon(props: IconProps): ReactElement {
  return (
    <svg {...frame(props)}>
      <rect x="5" y="3.5" width="14" height="17" rx="2" />
      <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
    </svg>
  );
}

export function PinIcon(props: IconProps): ReactElement {
  return (
    <svg {...frame(props)}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.4" />
    </svg>
  );
}

export function RuleIcon(props: IconProps): ReactElement {
  return (
    <svg {...frame(props)}>
      <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5z" />
      <path d="M5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3M9 7.5h6M9 11h4" />
    </svg>
  );
}

export function ShieldCheckIcon(props: IconProps): ReactElement {
  return (
    <svg {...frame(props)}>
      <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z" />
      <path d="M8.8 12l2.2 2.2 4.2-4.4" />
    </svg>
  );
}

/** The gift a goods slot shows; coins and points show their own coin. */
export function GiftBoxIcon(props: IconProps): ReactElement {
  return (
    <svg {...frame(props)}>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3 9h18M12 9v11M12 9c-1.5-3.5-5.5-4-5.5-1.5S12 9 12 9zM12 9c1.5-3.5 5.5-4 5.5-1.5S12 9 12 9z" />
    </svg>
  );
}

export function CoinStackIcon(props: IconProps): ReactElement {
  return (
    <svg {...frame(props)}>
      <ellipse cx="12" cy="7" rx="6.5" ry="3" />
      <path d="M5.5 7v5c0 1.7 2.9 3 6.5 3s6.5-1.3 6.5-3V7M5.5 12v5c0 1.7 2.9 3 6.5 3s6.5-1.3 6.5-3v-5" />
    </svg>
  );
}

export function SmileIcon(props: IconProps): ReactElement {
  return (
    <svg {...frame(props)}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 14.5c1.8 2 5.2 2 7 0M9 9.5h.01M15 9.5h.01" />
    </svg>
  );
}

/** The campaign banner's drawing: a trophy over a pitch with a ball, in white on the theme gradient. */
export function BannerArt(): ReactElement {
  return (
    <svg className="kq-act-banner-art" viewBox="0 0 160 120" aria-hidden="true">
      <ellipse cx="80" cy="108" rx="72" ry="10" fill="#fff" fillOpacity="0.12" />
      <path d="M56 18h48v26a24 24 0 0 1-48 0z" fill="#ffd54f" />
      <path
        d="M56 24H42v6a16 16 0 0 0 16 16M104 24h14v6a16 16 0 0 1-16 16"
        fill="none"
        stroke="#ffd54f"
        strokeWidth="6"
      />
      <path d="M72 66h16v14H72z" fill="#ffca28" />
      <path d="M60 80h40v12H60z" fill="#ffb300" />
      <path d="M66 30l3 7 7 .6-5.4 4.6 1.8 7-6.4-3.8-6.4 3.8 1.8-7-5.4-4.6 7-.6z" fill="#fff8e1" />
      <circle cx="128" cy="88" r="14" fill="#fff" />
      <path d="M128 80l6 4.4-2.3 7h-7.4l-2.3-7z" fill="#263238" />
      <circle cx="28" cy="30" r="3" fill="#fff" fillOpacity="0.6" />
      <circle cx="140" cy="26" r="2" fill="#fff" fillOpacity="0.6" />
      <circle cx="22" cy="76" r="2" fill="#fff" fillOpacity="0.5" />
    </svg>
  );
}
