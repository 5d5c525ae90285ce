import type { ReactElement, ReactNode } from 'react';

/** What both sports' 分析 tabs are given. */
export type AnalysisTabProps = { matchId: number; homeName: string; awayName: string };

/** A card of the 分析 tab under its title. */
export function AnalysisCard({ title, children }: { title: ReactNode; children: ReactNode }): ReactElement {
  return (
    <section className="kq-card kq-detail-card">
      <h3 className="kq-card-title">{title}</h3>
      {children}
    </section>
  );
}

type FormCounts = { win: number; draw?: number; loss: number };

/** A record's 胜/平/负 line with its bar (平 only where the sport has draws) and a note (goals or points). */
export function FormSummaryLine({
  title,
  counts,
  note,
}: {
  title: string;
  counts: FormCounts;
  note: string;
}): ReactElement {
  const { win, draw, loss } = counts;
  const total = Math.max(1, win + (draw ?? 0) + loss);
  const share = (count: number) => ({ width: `${(count / total) * 100}%` });
  return (
    <div className="kq-form-summary">
      <p>
        {title}：<b className="is-win">{win}胜</b>{' '}
        {draw === undefined ? null : (
          <>
            <b className="is-draw">{draw}平</b>{' '}
          </>
        )}
        <b className="is-loss">{loss}负</b>
        <small>{note}</small>
      </p>
      <div className="kq-form-bar" aria-hidden="true">
        <i className="is-win" style={share(win)} />
        {draw === undefined ? null : <i className="is-draw" style={share(draw)} />}
        <i className="is-loss" style={share(loss)} />
      </div>
    </div>
  );
}

/** Past games, one row each; a muted line when there are none. */
export function PastTable({ rows }: { rows: ReactNode[] }): ReactElement {
  if (rows.length === 0) return <p className="kq-muted">暂无数据</p>;
  return (
    <table className="kq-past-table">
      <tbody>{rows}</tbody>
    </table>
  );
}

/** A past game's date (without the century) over its competition. */
export function PastDateCell({ date, competition }: { date: string; competition: string }): ReactElement {
  return (
    <td className="kq-past-date">
      {date.slice(2)}
      <small>{competition}</small>
    </td>
  );
}
