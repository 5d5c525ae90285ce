/** A hit rate as shown: 0.5234 → 52.3%, 1 → 100%. */
export const formatHitRate = (rate: number): string => `${Number((rate * 100).toFixed(1))}%`;

/** A flat-stake return as shown, signed: 0.125 → +12.5%, −0.04 → −4%. */
export const formatReturn = (roi: number): string => {
  const value = Number((roi * 100).toFixed(1));
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}%`;
};

/** 近10中X as the lists print it: 近10中7, or 近4中3 while fewer than ten are counted. */
export const formatLastTen = ({ played, hits }: { played: number; hits: number }): string => `近${played}中${hits}`;
