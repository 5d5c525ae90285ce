import type { CompetitionDetail, PlayerDetail } from '@kanqiu/contract';
import {
  zoneConfederation,
  type CompetitionGroupKey,
  type PlayerRankingKind,
  type TableZone,
  type ZoneRule,
} from '@kanqiu/domain';

type Stage = CompetitionDetail['rounds'][number]['stage'];
type Form = CompetitionDetail['standings'][number]['rows'][number]['form'][number];

export const groupNames: Record<CompetitionGroupKey, string> = {
  topFive: '五大联赛',
  china: '中超',
  international: '国际赛事',
  nba: 'NBA',
  cba: 'CBA',
};

const zoneNames: Record<ZoneRule['confederation'], Record<TableZone, string>> = {
  uefa: { champions: '欧冠区', europa: '欧联区', relegationPlayoff: '降级附加赛', relegation: '降级区' },
  afc: { champions: '亚冠精英联赛', europa: '亚冠二级联赛', relegationPlayoff: '降级附加赛', relegation: '降级区' },
};

/** 欧冠区 in a European league, 亚冠精英联赛 in the 中超. */
export function zoneName(zone: TableZone, competitionId: number): string {
  return zoneNames[zoneConfederation(competitionId)][zone];
}

export const formNames: Record<Form, string> = { win: '胜', draw: '平', loss: '负' };

export const rankingNames: Record<PlayerRankingKind, { tab: string; unit: string }> = {
  goals: { tab: '射手榜', unit: '进球' },
  shotsOnTarget: { tab: '射正榜', unit: '射正' },
  yellow: { tab: '黄牌榜', unit: '黄牌' },
  red: { tab: '红牌榜', unit: '红牌' },
  minutes: { tab: '出场时间', unit: '分钟' },
};

const stageNames: Record<Stage, string> = {
  league: '联赛',
  group: '小组赛',
  r16: '1/8决赛',
  qf: '1/4决赛',
  sf: '半决赛',
  third: '三四名决赛',
  final: '决赛',
};

/** 第5轮, 小组赛第2轮, 半决赛. */
export function roundName(stage: Stage, round: number | null): string {
  if (stage === 'league') return round === null ? '联赛' : `第${round}轮`;
  if (stage === 'group') return round === null ? '小组赛' : `小组赛第${round}轮`;
  return stageNames[stage];
}

const roleNames: Record<string, string> = {
  Goalkeeper: '门将',
  Defender: '后卫',
  Midfielder: '中场',
  Forward: '前锋',
};

export function roleName(role: string | null): string {
  return role === null ? '未知' : (roleNames[role] ?? role);
}

const footNames: Record<string, string> = { left: '左脚', right: '右脚', both: '双脚' };

export function footName(foot: PlayerDetail['player']['foot']): string {
  return foot === null ? '未知' : (footNames[foot] ?? foot);
}

/** 2017-18 赛季, 2024 赛季. */
export function seasonName(season: string): string {
  return `${season} 赛季`;
}
