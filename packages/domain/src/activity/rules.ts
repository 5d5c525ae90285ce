import { SIGN_IN_POINTS } from '../wallet';
import {
  DRAW_COST_POINTS,
  GUESS_MAX_STAKE,
  GUESS_MIN_STAKE,
  GUESSES_PER_MATCH,
  probabilityText,
  STREAK_BONUS,
  type PrizeSlot,
} from './campaign';

export type RuleSection = { title: string; items: string[] };

const dateText = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}年${month}月${date}日`;
};

const prizeLine = (slot: PrizeSlot) =>
  slot.kind === 'goods'
    ? `${slot.name}：概率 ${probabilityText(slot.weight)}，剩余 ${slot.stock ?? 0} 份，抽中后填写收货地址包邮寄出`
    : `${slot.name}：概率 ${probabilityText(slot.weight)}`;

/** The rules page, written from the campaign's real parameters so the text never drifts from what the server does. */
export function activityRules(
  campaign: { title: string; firstDay: string; lastDay: string },
  prizes: readonly PrizeSlot[],
): RuleSection[] {
  const bonuses = STREAK_BONUS.slice(0, -1)
    .map((bonus, index) => `第${index + 1}天 +${bonus}`)
    .join('，');
  return [
    {
      title: '活动时间',
      items: [
        `「${campaign.title}」自 ${dateText(campaign.firstDay)} 起至 ${dateText(campaign.lastDay)} 止（北京时间）。`,
      ],
    },
    {
      title: '每日签到',
      items: [
        `每个北京时间自然日可签到一次，得 ${SIGN_IN_POINTS} 积分；当日重复签到不会重复发放。`,
        `连续签到另有奖励：${bonuses}，第 ${STREAK_BONUS.length} 天起每天 +${STREAK_BONUS.at(-1) ?? 0}；中断一天则从第 1 天重新计算。`,
      ],
    },
    {
      title: '赛事竞猜',
      items: [
        '可竞猜未开赛的足球、篮球比赛：胜平负（篮球为胜负）、让球胜平负（足球，按竞彩让球与 SP）、让分（篮球）、大小球。',
        `每次投入 ${GUESS_MIN_STAKE}–${GUESS_MAX_STAKE} 积分，同一场比赛最多竞猜 ${GUESSES_PER_MATCH} 次；赔率以提交时的即时赔率为准，之后不再变动。`,
        '比赛开球即停止竞猜。足球按 90 分钟（含补时）比分结算，篮球按含加时的最终比分结算；让球胜平负按让球后的比分判胜平负；让分、大小球的四分之一盘按“赢半 / 输半”结算。',
        '比赛延期、腰斩或取消时竞猜无效，投入的积分全额退回。',
      ],
    },
    {
      title: '幸运转盘',
      items: [
        `每次抽奖消耗 ${DRAW_COST_POINTS} 积分，奖品与概率如下：`,
        ...prizes.map(prizeLine),
        '实物奖品抽完即止：库存为零时抽中该格者获得“谢谢参与”，绝不超发。',
        '球币、积分奖品即时到账；实物奖品请在“我的地址”中选择收货地址领取，发货后可查看快递单号。',
      ],
    },
    {
      title: '公平可验证',
      items: [
        '每一轮抽奖开始前公布本轮服务端种子的 SHA-256 哈希值；每次抽奖结果 = HMAC-SHA256(服务端种子, “客户端种子:序号”) 的前 52 位 ÷ 2^52，按奖品概率区间确定奖品。',
        '客户端种子由您自己设定（未设定时为随机值）：更换后本轮立即结束并公布种子，新一轮使用您的新种子，服务端无法预知或迎合。',
        '轮次结束（每个北京时间自然日结束，或您主动“公布种子”）后公开种子，您可在抽奖记录中逐条复算验证。',
      ],
    },
    {
      title: '积分说明',
      items: [
        '看球直播不接受任何形式的投注。积分只能通过签到、竞猜、抽奖等活动获得，不能用人民币购买，也不能提现、转让或兑换现金。',
        '竞猜赔率仅用于计算积分，不代表任何博彩机构的投注赔率。',
      ],
    },
  ];
}
