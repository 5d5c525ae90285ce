import { nobleTierById, type NobleTierId } from '@kanqiu/domain';
import type { ReactElement } from 'react';

/** A noble's badge: a shield in the tier's colour with a crown of as many points as its rank allows (3–5). */
export function NobleBadge({ tierId, size = '0.4rem' }: { tierId: NobleTierId; size?: string }): ReactElement | null {
  const tier = nobleTierById(tierId);
  if (!tier) return null;
  const points = Math.min(5, 2 + Math.ceil(tier.rank / 2));
  const step = 16 / (points - 1);
  const peaks = Array.from({ length: points }, (_, i) => 4 + i * step);
  const crown = peaks.map((x, i) => (i === 0 ? `L${x} 2` : `L${x - step / 2} 6.5 L${x} 2`)).join(' ');
  return (
    <svg viewBox="0 0 24 28" width={size} height={`calc(${size} * 1.17)`} role="img" aria-label={tier.name}>
      <path d="M12 6l9 3.2v7.3c0 5-3.8 8.6-9 10.5-5.2-1.9-9-5.5-9-10.5V9.2z" fill={tier.color} />
      <path d={`M4 9 ${crown} L20 9z`} fill="#ffd45c" stroke="#b88700" strokeWidth="0.6" strokeLinejoin="round" />
      <text x="12" y="20.5" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="#fff">
        {tier.name.slice(0, 1)}
      </text>
    </svg>
  );
}
