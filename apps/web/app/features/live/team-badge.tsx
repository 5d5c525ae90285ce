import type { ReactElement } from 'react';
import { teamInitial } from '../../lib/team-badge';
import { badgeColours, BadgeShield } from './badge-shield';

/** Dark text on a light club colour, white on a dark one (relative luminance of #RRGGBB). */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.6 ? '#1f2329' : '#ffffff';
}

/**
 * A team's badge (BadgeShield) with, when `lettered`, the name's first character. `className` sizes it
 * (`kq-team-badge` in headers).
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
  return (
    <BadgeShield id={id} colors={colors} className={className}>
      {lettered ? (
        <text
          x="24"
          y="27"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize="17"
          fontWeight="700"
          fill={inkOn(badgeColours(id, colors)[0])}
        >
          {teamInitial(name)}
        </text>
      ) : null}
    </BadgeShield>
  );
}
