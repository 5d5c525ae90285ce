/** The Chinese wording of a prediction: outcomes, confidence, lines and the model's reasons. */
import type { Prediction, PredictionReason } from '@kanqiu/contract';

type Names = { home: string; away: string };

export const outcomeLabel: Record<Prediction['pick'], string> = { home: '主胜', draw: '平局', away: '客胜' };

export const confidenceLabel: Record<Prediction['confidence'], string> = {
  high: '信心高',
  medium: '信心中',
  low: '信心低',
};

export const percent = (chance: number): string => `${Math.round(chance * 100)}%`;

/** The other side of a two-way line, so that the two shown percentages add up to 100. */
export const complementPercent = (chance: number): string => `${100 - Math.round(chance * 100)}%`;

const signed = (value: number, places: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(places)}`;

/** A half line as the fan reads it: 主让1.5 / 主受让0.5 (points or goals by sport). */
export function handicapText(prediction: Prediction): string {
  const { line } = prediction.handicap;
  const unit = prediction.sport === 'football' ? '球' : '分';
  return line >= 0 ? `主让${line}${unit}` : `主受让${Math.abs(line)}${unit}`;
}

export function totalText(prediction: Prediction): string {
  return `${prediction.total.line}${prediction.sport === 'football' ? '球' : '分'}`;
}

const formWord = { W: '胜', D: '平', L: '负' } as const;

function formText(letters: readonly ('W' | 'D' | 'L')[]): string {
  if (letters.length === 0) return '暂无战绩';
  const wins = letters.filter((l) => l === 'W').length;
  return `${letters.map((l) => formWord[l]).join('')}（近${letters.length}场${wins}胜）`;
}

const restText = (days: number | null) => (days === null ? '赛季首战' : `休息${days}天`);

function ratingText(sport: Prediction['sport'], reason: { home: number; away: number }, names: Names): string {
  if (sport === 'basketball') {
    return `实力评分：${names.home} 场均净胜 ${signed(reason.home, 1)} 分，${names.away} ${signed(reason.away, 1)} 分`;
  }
  const gap = reason.home - reason.away;
  const verdict = Math.abs(gap) < 0.1 ? '两队实力接近' : `${gap > 0 ? names.home : names.away}实力占优`;
  return `实力评分：${names.home} ${signed(reason.home, 2)}，${names.away} ${signed(reason.away, 2)}，${verdict}`;
}

export function reasonText(sport: Prediction['sport'], reason: PredictionReason, names: Names): string {
  switch (reason.kind) {
    case 'rating':
      return ratingText(sport, reason, names);
    case 'form':
      return `近期状态：${names.home} ${formText(reason.home)}；${names.away} ${formText(reason.away)}`;
    case 'h2h':
      return `此前交手：${names.home} ${reason.homeWins}胜${reason.draws > 0 ? `${reason.draws}平` : ''}${reason.awayWins}负`;
    case 'home':
      return sport === 'football'
        ? `主场优势：同等实力下主队约多进 ${reason.value.toFixed(2)} 球`
        : `主场优势：约值 ${reason.value} 分`;
    case 'rest':
      return `体能休整：${names.home} ${restText(reason.home)}，${names.away} ${restText(reason.away)}`;
  }
}
