import type { ReactElement, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageHeader } from '../shell';

/** The AI 预测 pages' header, their two tabs and the plain statement that nothing here is a bet. */
export function PredictionsChrome({ children }: { children: ReactNode }): ReactElement {
  return (
    <div className="kq-ai">
      <PageHeader title="AI 预测" backTo="/live/hot" />
      <nav className="kq-ai-tabs" aria-label="AI 预测">
        <NavLink to="/live/ai" end className={({ isActive }) => (isActive ? 'is-active' : '')}>
          今日预测
        </NavLink>
        <NavLink to="/live/ai/list" className={({ isActive }) => (isActive ? 'is-active' : '')}>
          历史战绩
        </NavLink>
      </nav>
      {children}
      <p className="kq-ai-disclaimer" data-testid="prediction-disclaimer">
        本页预测仅供娱乐参考，看球直播不提供任何投注服务。预测由看球直播的统计模型自动生成，不构成任何建议。
      </p>
    </div>
  );
}
