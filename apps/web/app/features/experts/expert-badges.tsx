import type { ExpertSummary } from '@kanqiu/contract';
import type { ReactElement } from 'react';

/** The expert's initial on a disc; 模拟专家 wear the slate of the house, people the theme colour. */
export function ExpertAvatar({
  expert,
  size = 'medium',
}: {
  expert: ExpertSummary;
  size?: 'small' | 'medium' | 'large';
}): ReactElement {
  const className = `kq-expert-avatar is-${size}${expert.simulated ? ' is-simulated' : ''}`;
  if (expert.portrait) return <img className={className} src={expert.portrait} alt="" />;
  return (
    <span className={className} aria-hidden="true">
      {[...expert.name][0]}
    </span>
  );
}

export function LevelTag({ expert }: { expert: ExpertSummary }): ReactElement {
  return <span className={`kq-level-tag is-level-${expert.level}`}>{`Lv${expert.level} ${expert.levelName}`}</span>;
}

/** Says plainly that the expert is a model, not a person. */
export function SimulatedTag({ expert }: { expert: ExpertSummary }): ReactElement | null {
  return expert.simulated ? <span className="kq-sim-tag">模拟</span> : null;
}
