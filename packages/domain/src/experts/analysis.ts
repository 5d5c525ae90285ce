import type { SimulatedStyle } from './models';

export type AnalysisFacts = {
  competition: string;
  home: string;
  away: string;
  pickLabel: string;
  odds: number;
  company: string;
  /** The line the model read the pick from: opening and latest for 大小球, the edge for 价值猎手. */
  openingLine: number | null;
  line: number | null;
  edge: number | null;
};

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

const WRITERS: Record<SimulatedStyle, (f: AnalysisFacts) => string> = {
  value: (f) =>
    `${f.competition}：${f.home} 对阵 ${f.away}。模型把各家欧赔换算成去水后的共识概率，` +
    `${f.company}给出的 ${f.odds} 高于公平价，期望回报约 ${percent(f.edge ?? 0)}。价值出现在「${f.pickLabel}」，小注博取长期正收益。`,
  favourite: (f) =>
    `${f.competition}：${f.home} 对阵 ${f.away}。${f.company}亚盘开出 ${f.line ?? 0} 球，` +
    `让球方代表机构对实力差的判断。模型一贯跟随让球方，本场推荐「${f.pickLabel}」，水位 ${f.odds}，不追受让方的冷门。`,
  goals: (f) =>
    `${f.competition}：${f.home} 对阵 ${f.away}。大小球盘口由初盘 ${f.openingLine ?? '-'} 调整到 ${f.line ?? '-'}，` +
    `模型认为升盘说明市场看好进球、降盘或平盘则偏向闷战，因此给出「${f.pickLabel}」，赔率 ${f.odds}。`,
  hoops: (f) =>
    `${f.competition}：${f.home} 对阵 ${f.away}。篮球让分盘 ${f.line ?? 0} 分，两边水位出现差异，` +
    `低水一方往往是资金流入的方向。模型跟随资金选择「${f.pickLabel}」，赔率 ${f.odds}，注意临场伤停变化。`,
};

/** The analysis a 模拟专家 publishes with its tip: what its model saw, in a sentence or three (≥ 50 characters). */
export const modelAnalysis = (style: SimulatedStyle, facts: AnalysisFacts): string => WRITERS[style](facts);
