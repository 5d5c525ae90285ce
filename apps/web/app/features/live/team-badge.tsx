import { useId, type ReactElement } from 'react';
import { teamColour, teamInitial } from '../../lib/team-badge';

/** Dark text on a light club colour, white on a dark one (relative luminance of #RRGGBB). */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.6 ? '#1f2329' : '#ffffff';
}

const SHIELD = 'M24 2 L44 8 V26 C44 40 35 50 24 56 C13 50 4 40 4 26 V8 Z';

/**
 * A team's badge drawn by us: a shield in the club's primary colour with a sash of its secondary
 * colour and the name's first character. Without known colours, a colour derived from the id.
 */
export function TeamBadge({
  id,
  name,
  colors,
}: {
  id: number;
  name: string;
  colors: readonly [string, string] | null;
}): ReactElement {
  const clip = useId();
  const [primary, secondary] = colors ?? [teamColour(id), '#ffffff'];
  return (
    <svg className="kq-team-badge" viewBox="0 0 48 58" aria-hidden="true" data-colors={colors?.join(' ')}>
      <clipPath id={clip}>
        <path d={SHIELD} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <rect width="48" height="58" fill={primary} />
        <path d="M0 40 L48 22 V32 L0 50 Z" fill={secondary} />
      </g>
      <path d={SHIELD} fill="none" stroke="rgb(255 255 255 / 85%)" strokeWidth="2.5" />
      <text
        x="24"
        y="27"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="17"
        fontWeight="700"
        fill={inkOn(primary)}
      >
        {teamInitial(name)}
      </text>
    </svg>
  );
}
