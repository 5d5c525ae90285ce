import type { ReactElement } from 'react';
import { teamColour, teamInitial } from '../../lib/team-badge';

/** Dark text on a light club colour, white on a dark one (relative luminance of #RRGGBB). */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.6 ? '#1f2329' : '#ffffff';
}

const SHIELD = 'M24 2 L44 8 V26 C44 40 35 50 24 56 C13 50 4 40 4 26 V8 Z';
/** A diagonal sash already cut to the shield, so a badge needs no clip path (and no ids): cheap in long lists. */
const SASH = 'M6.3 37.7 L44 23.5 V31 L43 33.9 L11.3 45.8 L8.6 42.1 Z';

/**
 * A team's badge drawn by us: a shield in the club's primary colour with a sash of its secondary
 * colour and, when `lettered`, the name's first character. Without known colours, a colour derived
 * from the id. `className` sizes it (`kq-team-badge` in headers, `kq-row-badge` in list rows).
 */
export function TeamBadge({
  id,
  name,
  colors,
  className = 'kq-team-badge',
  lettered = true,
}: {
  id: number;
  name: string;
  colors: readonly [string, string] | null;
  className?: string;
  lettered?: boolean;
}): ReactElement {
  const [primary, secondary] = colors ?? [teamColour(id), '#ffffff'];
  return (
    <svg className={className} viewBox="0 0 48 58" aria-hidden="true" data-colors={colors?.join(' ')}>
      <path d={SHIELD} fill={primary} />
      <path d={SASH} fill={secondary} />
      <path className="kq-badge-edge" d={SHIELD} fill="none" />
      {lettered ? (
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
      ) : null}
    </svg>
  );
}

/** A team's badge in a list row: small and unlettered, its name beside it. */
export function RowBadge({
  id,
  name,
  colors,
}: {
  id: number;
  name: string;
  colors: readonly [string, string] | null;
}): ReactElement {
  return <TeamBadge id={id} name={name} colors={colors} className="kq-row-badge" lettered={false} />;
}
