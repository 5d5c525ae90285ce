/**
 * Asian handicap lines (盘口) and their names. A line is a multiple of 0.25
 * ball; a positive line means the home side gives, a negative one that the
 * away side gives. Tables run up to 10 balls in football, 14 points in
 * basketball (spec §9).
 *
 * The names are the bookmakers' industry terms, the only display text in
 * domain, because they are the rule itself. They follow the table that
 * win007/bet007 live-score pages use (平手, 平/半, 半球, 半/一, 一球, …), with its
 * few irregular entries ("三球半/四球") made regular ("三球半/四"). Basketball
 * uses the numeric form of the same pages: "3", "3/3.5", "3.5", "3.5/4", and
 * for a negative line a minus on every non-zero part ("0/-0.5", "-3/-3.5"),
 * where football puts 受 in front ("受半球").
 */
export type HandicapSport = 'football' | 'basketball';

const MAX_LINE: Readonly<Record<HandicapSport, number>> = { football: 10, basketball: 14 };

const NUMERALS = ['平', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'] as const;

const quarterSteps = (line: number): number => {
  const steps = line * 4;
  if (!Number.isFinite(line) || !Number.isInteger(steps)) {
    throw new RangeError(`Handicap line must be a multiple of 0.25, got ${line}`);
  }
  return steps;
};

const numeral = (balls: number): string => NUMERALS[balls] ?? String(balls);

const wholeName = (balls: number): string => (balls === 0 ? '平手' : `${numeral(balls)}球`);

const halfName = (balls: number): string => {
  if (balls === 0) return '半球';
  if (balls === 1) return '球半';
  return `${numeral(balls)}球半`;
};

// Inside a split name the half line loses its 球 when it is the bare 半.
const halfShort = (balls: number): string => (balls === 0 ? '半' : halfName(balls));

/** Name of a non-negative line given in quarter steps. */
const footballName = (steps: number): string => {
  const balls = Math.floor(steps / 4);
  switch (steps % 4) {
    case 0:
      return wholeName(balls);
    case 1:
      return `${numeral(balls)}/${halfShort(balls)}`;
    case 2:
      return halfName(balls);
    default:
      return `${halfShort(balls)}/${numeral(balls + 1)}`;
  }
};

const basketballParts = (steps: number): string[] => {
  const balls = Math.floor(steps / 4);
  switch (steps % 4) {
    case 0:
      return [`${balls}`];
    case 1:
      return [`${balls}`, `${balls}.5`];
    case 2:
      return [`${balls}.5`];
    default:
      return [`${balls}.5`, `${balls + 1}`];
  }
};

const basketballName = (steps: number, negative: boolean): string =>
  basketballParts(steps)
    .map((part) => (negative && part !== '0' ? `-${part}` : part))
    .join('/');

export const handicapName = (line: number, sport: HandicapSport): string => {
  const steps = quarterSteps(line);
  const max = MAX_LINE[sport];
  if (Math.abs(line) > max) {
    throw new RangeError(`A ${sport} handicap line runs from -${max} to ${max}, got ${line}`);
  }
  const negative = steps < 0;
  if (sport === 'basketball') return basketballName(Math.abs(steps), negative);
  const name = footballName(Math.abs(steps));
  return negative ? `受${name}` : name;
};

/**
 * The half-ball lines a stake on this line is settled on: a whole or half
 * line is itself, a quarter line is half the stake on each neighbour,
 * in ascending order (0.75 → [0.5, 1], -0.25 → [-0.5, 0]).
 */
export const splitHandicap = (line: number): [number] | [number, number] => {
  const steps = quarterSteps(line);
  const clean = (value: number): number => (value === 0 ? 0 : value);
  if (steps % 2 === 0) return [clean(line)];
  return [clean(line - 0.25), clean(line + 0.25)];
};
