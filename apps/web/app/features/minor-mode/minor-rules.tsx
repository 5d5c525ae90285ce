import { MINOR_DAILY_MINUTES } from '@kanqiu/domain';
import type { ReactElement } from 'react';

/** What 青少年模式 does, as the screens list it (the API enforces each line). */
export const minorRuleLines = [
  `每日使用时长不超过 ${MINOR_DAILY_MINUTES} 分钟`,
  '每日 22:00 至次日 06:00 无法使用',
  '不能充值、送礼物、开通贵族或购买方案',
  '不能参与竞猜和转盘抽奖，不能开播',
  '只接收好友的私信，只展示适合青少年的直播间和帖子',
];

export function MinorRules(): ReactElement {
  return (
    <ul className="kq-minor-rules">
      {minorRuleLines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
