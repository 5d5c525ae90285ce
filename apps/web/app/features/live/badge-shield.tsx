import type { ReactElement, ReactNode } from 'react';
import { teamColour } from '../../lib/team-badge';

const SHIELD = 'M24 2 L44 8 V26 C44 40 35 50 24 56 C13 50 4 40 4 26 V8 Z';
/** A diagonal sash already cut to the shield, so a badge needs no clip path (and no ids): cheap in long lists. */
const SASH = 'M6.3 37.7 L44 23.5 V31 L43 33.9 L11.3 45.8 L8.6 42.1 Z';

type TeamColours = readonly [string, string] | null;

/** The club's colours, or without known ones a colour derived from the id on white. */
export const badgeColours = (id: number, colors: TeamColours): readonly [string, string] =>
  colors ?? [teamColour(id), '#ffffff'];

/**
 * A team's badge drawn by us: a shield in the club's primary colour with a sash of its secondary colour,
 * `children` drawn over it. `className` sizes it.
 */
export function BadgeShield({
  id,
  colors,
  className,
  children,
}: {
  id: number;
  colors: TeamColours;
  className: string;
  children?: ReactNode;
}): ReactElement {
  const [primary, secondary] = badgeColours(id, colors);
  return (
    <svg className={className} viewBox="0 0 48 58" aria-hidden="true" data-colors={colors?.join(' ')}>
      <path d={SHIELD} fill={primary} />
      <path d={SASH} fill={secondary} />
      <path className="kq-badge-edge" d={SHIELD} fill="none" />
      {children}
    </svg>
  );
}

/** A team's badge in a list row: small and unlettered, its name beside it (apart from TeamBadge's lettering). */
export function RowBadge({ id, colors }: { id: number; colors: TeamColours }): ReactElement {
  return <BadgeShield id={id} colors={colors} className="kq-row-badge" />;
}
