import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { dayLabel } from './format';

/** The day selector of 赛程 / 赛果 / 竞彩 / 北单: the payload's `dates`, Beijing days. */
export function DateBar({
  dates,
  current,
  nowSec,
  basePath,
}: {
  dates: string[];
  current: string | null;
  nowSec: number;
  basePath: string;
}): ReactElement | null {
  if (dates.length <= 1) return null;
  return (
    <nav className="kq-date-bar" aria-label="选择日期">
      {dates.map((day) => (
        <Link
          key={day}
          to={`${basePath}?date=${day}`}
          replace
          className={`kq-date-item${day === current ? ' is-active' : ''}`}
          aria-current={day === current ? 'date' : undefined}
        >
          <span className="kq-date-label">{dayLabel(day, nowSec)}</span>
          <span className="kq-date-day">{day.slice(5)}</span>
        </Link>
      ))}
    </nav>
  );
}
