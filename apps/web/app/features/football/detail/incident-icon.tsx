import { IncidentType, isGoalIncident } from '@kanqiu/domain';
import type { ReactElement } from 'react';

/** Timeline icons drawn inline (no emoji font needed, no asset to download). */
export function IncidentIcon({ type }: { type: number }): ReactElement {
  const common = { width: '1.1em', height: '1.1em', viewBox: '0 0 24 24', 'aria-hidden': true } as const;
  if (isGoalIncident(type) || type === IncidentType.shootoutGoal) {
    return (
      <svg {...common} className={`kq-icon-goal${type === IncidentType.ownGoal ? ' is-own' : ''}`}>
        <circle cx="12" cy="12" r="10" fill="#fff" stroke="currentColor" strokeWidth="1.6" />
        <path d="M12 7.2l3.8 2.8-1.5 4.5H9.7L8.2 10z" fill="currentColor" />
        <path
          d="M12 2v5.2M15.8 10l5-1.6M14.3 14.5l3 4.3M9.7 14.5l-3 4.3M8.2 10l-5-1.6"
          stroke="currentColor"
          strokeWidth="1.2"
        />
      </svg>
    );
  }
  if (type === IncidentType.yellow || type === IncidentType.red || type === IncidentType.secondYellow) {
    const fill = type === IncidentType.yellow ? '#fbc02d' : '#e53935';
    return (
      <svg {...common}>
        {type === IncidentType.secondYellow ? <rect x="4" y="3" width="11" height="16" rx="2" fill="#fbc02d" /> : null}
        <rect
          x={type === IncidentType.secondYellow ? 9 : 6.5}
          y={type === IncidentType.secondYellow ? 6 : 3}
          width="11"
          height="16"
          rx="2"
          fill={fill}
        />
      </svg>
    );
  }
  if (type === IncidentType.corner) {
    return (
      <svg {...common}>
        <path d="M6 21V3" stroke="#646a73" strokeWidth="1.8" strokeLinecap="round" />
        <path d="M6 4h11l-3 3.5 3 3.5H6z" fill="#16a34a" />
      </svg>
    );
  }
  if (type === IncidentType.var) {
    return (
      <svg {...common}>
        <rect x="1.5" y="5" width="21" height="14" rx="3" fill="#1f2329" />
        <text x="12" y="15.5" fontSize="8.5" fontWeight="700" textAnchor="middle" fill="#fff">
          VAR
        </text>
      </svg>
    );
  }
  if (type === IncidentType.penaltyMissed || type === IncidentType.shootoutMiss) {
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="10" fill="none" stroke="#e53935" strokeWidth="1.6" />
        <path d="M8 8l8 8M16 8l-8 8" stroke="#e53935" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="4" fill="#8f959e" />
    </svg>
  );
}
