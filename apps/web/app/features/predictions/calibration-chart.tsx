import type { PredictionBacktest } from '@kanqiu/contract';
import type { ReactElement } from 'react';

const SIZE = 280;
const PAD = 34;
const PLOT = SIZE - PAD - 12;

const x = (chance: number) => PAD + chance * PLOT;
const y = (chance: number) => 12 + (1 - chance) * PLOT;

/**
 * The calibration chart, drawn as SVG on the server: each bin's mean forecast chance against the share
 * that happened, dot area by the number of forecasts; a perfectly calibrated model sits on the diagonal.
 */
export function CalibrationChart({ bins }: { bins: PredictionBacktest['calibration'] }): ReactElement {
  const largest = Math.max(1, ...bins.map((b) => b.count));
  const ticks = [0, 0.2, 0.4, 0.6, 0.8, 1];
  const path = bins
    .map((b, i) => `${i === 0 ? 'M' : 'L'}${x(b.forecast).toFixed(1)} ${y(b.observed).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      className="kq-ai-chart"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label="校准图：横轴为预测概率，纵轴为实际发生比例"
      data-testid="calibration-chart"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(0)} x2={x(1)} y1={y(t)} y2={y(t)} className="kq-ai-grid" />
          <line x1={x(t)} x2={x(t)} y1={y(0)} y2={y(1)} className="kq-ai-grid" />
          <text x={x(t)} y={y(0) + 16} textAnchor="middle" className="kq-ai-axis">
            {Math.round(t * 100)}%
          </text>
          <text x={x(0) - 6} y={y(t) + 4} textAnchor="end" className="kq-ai-axis">
            {Math.round(t * 100)}%
          </text>
        </g>
      ))}
      <line x1={x(0)} y1={y(0)} x2={x(1)} y2={y(1)} className="kq-ai-diagonal" />
      <path d={path} className="kq-ai-line" />
      {bins.map((b) => (
        <circle
          key={b.from}
          cx={x(b.forecast)}
          cy={y(b.observed)}
          r={3 + 6 * Math.sqrt(b.count / largest)}
          className="kq-ai-dot"
        >
          <title>{`预测 ${Math.round(b.forecast * 100)}%，实际 ${Math.round(b.observed * 100)}%（${b.count} 次）`}</title>
        </circle>
      ))}
    </svg>
  );
}
