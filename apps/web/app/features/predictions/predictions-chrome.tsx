import type { ReactElement, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../shell';

const tabs = [
  { to: '/live/ai', label: '今日预测' },
  { to: '/live/ai/list', label: '历史战绩' },
];

/** The AI 预测 pages' header, their two tabs and the plain statement that nothing here is a bet. */
export function PredictionsChrome({ children }: { children: ReactNode }): ReactElement {
  const pathname = useLocation().pathname.replace(/\/$/, '');
  return (
    <div className="kq-ai">
      <PageHeader title="AI 预测" backTo="/live/hot" />
      <nav className="kq-ai-tabs" aria-label="AI 预测">
        {tabs.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            className={tab.to === pathname ? 'is-active' : ''}
            aria-current={tab.to === pathname ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {children}
      <p className="kq-ai-disclaimer" data-testid="prediction-disclaimer">
        本页预测仅供娱乐参考，看球直播不提供任何投注服务。预测由看球直播的统计模型自动生成，不构成任何建议。
      </p>
    </div>
  );
}
