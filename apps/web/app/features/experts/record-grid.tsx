import type { ExpertHead } from '@kanqiu/contract';
import { formatHitRate, formatLastTen, formatReturn } from '@kanqiu/domain';
import type { ReactElement } from 'react';

type Record = ExpertHead['records']['d30'];

/** 命中率, 近10中X, 连红 and 回报率 of one window. */
export function RecordGrid({ record }: { record: Record }): ReactElement {
  const cells = [
    { label: '命中率', value: formatHitRate(record.hitRate) },
    { label: '近期', value: formatLastTen(record.lastTen) },
    { label: '连红', value: `${record.currentStreak}`, note: `最长 ${record.bestStreak}` },
    { label: '回报率', value: formatReturn(record.roi) },
  ];
  return (
    <dl className="kq-record-grid">
      {cells.map((cell) => (
        <div key={cell.label}>
          <dt>{cell.label}</dt>
          <dd>
            {cell.value}
            {cell.note && <small>{cell.note}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
