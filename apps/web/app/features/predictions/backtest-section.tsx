import type { PredictionBacktest } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { formatShanghai } from '../../lib/format-date';
import { CalibrationChart } from './calibration-chart';
import { percent } from './wording';

type Sport = 'football' | 'basketball';

const cardLabels: Record<PredictionBacktest['cards'][number]['name'], { name: string; note: string }> = {
  model: { name: 'AI 模型', note: '样本外：每场只用开赛前的赛果' },
  oddsModel: { name: '指数模型', note: '用整季赛果拟合，含事后信息' },
  baseRates: { name: '历史比例', note: '按此前主胜/平/客胜的比例' },
  alwaysHome: { name: '永远主胜', note: '每场都押主胜' },
};
const basketballNotes: Partial<Record<PredictionBacktest['cards'][number]['name'], string>> = {
  model: '样本外：每场只用两队开赛前的最近 10 场',
  baseRates: '按此前主胜/客胜的比例',
};

const headings: Record<Sport, string> = { football: '足球赛季回测', basketball: 'NBA 回测' };

function Games({ backtest, sport }: { backtest: PredictionBacktest; sport: Sport }): ReactElement {
  const range = `${formatShanghai(backtest.from, 'YYYY-MM-DD')} 至 ${formatShanghai(backtest.to, 'YYYY-MM-DD')}`;
  return sport === 'football' ? (
    <p className="kq-ai-note">
      {backtest.matches} 场已完场的真实足球比赛（{range}，赛季至今），按开赛顺序逐场预测。Brier 分数与对数损失越低越好。
    </p>
  ) : (
    <p className="kq-ai-note">
      {backtest.matches} 场 NBA 模拟比赛（{range}，赛季至今，每天更新）。
      {'比赛由看球的比赛模型按球员真实评分模拟生成，按开赛顺序逐场预测。'}
    </p>
  );
}

/** A published backtest: the model against the baselines, and its calibration chart. */
export function BacktestSection({ backtest, sport }: { backtest: PredictionBacktest; sport: Sport }): ReactElement {
  return (
    <section className="kq-ai-backtest" data-testid={`prediction-backtest-${sport}`}>
      <h2>
        {headings[sport]}
        {sport === 'basketball' ? <span className="kq-ai-tag">模拟</span> : null}
      </h2>
      <Games backtest={backtest} sport={sport} />
      <table className="kq-ai-table">
        <thead>
          <tr>
            <th>方法</th>
            <th>命中率</th>
            <th>Brier</th>
            <th>对数损失</th>
          </tr>
        </thead>
        <tbody>
          {backtest.cards.map((card) => (
            <tr key={card.name} className={card.name === 'model' ? 'is-model' : ''}>
              <td>
                <b>{cardLabels[card.name].name}</b>
                <small>{(sport === 'basketball' && basketballNotes[card.name]) || cardLabels[card.name].note}</small>
              </td>
              <td>{percent(card.accuracy)}</td>
              <td>{card.brier.toFixed(3)}</td>
              <td>{card.logLoss === null ? '∞' : card.logLoss.toFixed(3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>校准图</h3>
      <p className="kq-ai-note">
        横轴是预测概率（分成十档），纵轴是实际发生的比例，点越大样本越多。点越贴近虚线，说明“说 40%
        的事，约四成真的发生”。
      </p>
      <CalibrationChart bins={backtest.calibration} />
    </section>
  );
}
