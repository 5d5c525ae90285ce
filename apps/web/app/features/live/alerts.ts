/**
 * Live alerts (spec §3 live state). Our reading of the five settings (docs/decisions/0018-football-live-web.md):
 * goalChecked 进球提示, redChecked 红牌提示, hpChecked 黄牌提示, jqChecked 进球声音 (a short beep
 * with a goal alert), pmChecked 仅提示关注的比赛.
 */
export type AlertSettings = {
  goalChecked: boolean;
  redChecked: boolean;
  hpChecked: boolean;
  jqChecked: boolean;
  pmChecked: boolean;
};

export const defaultAlertSettings: AlertSettings = {
  goalChecked: true,
  redChecked: true,
  hpChecked: true,
  jqChecked: true,
  pmChecked: false,
};

export const alertSettingLabels: { key: keyof AlertSettings; label: string; hint: string }[] = [
  { key: 'goalChecked', label: '进球提示', hint: '比赛进球时在页面顶部提示比分' },
  { key: 'redChecked', label: '红牌提示', hint: '球员被罚下时提示' },
  { key: 'hpChecked', label: '黄牌提示', hint: '球员吃到黄牌时提示' },
  { key: 'jqChecked', label: '进球声音', hint: '进球提示时播放提示音（浏览器允许时）' },
  { key: 'pmChecked', label: '仅提示关注的比赛', hint: '关闭时提示全部比赛' },
];

export const ALERT_SETTINGS_KEY = 'kq_live_alerts';

export function readAlertSettings(raw: string | null): AlertSettings {
  if (!raw) return defaultAlertSettings;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return defaultAlertSettings;
    const record = parsed as Record<string, unknown>;
    const settings = { ...defaultAlertSettings };
    for (const key of Object.keys(defaultAlertSettings) as (keyof AlertSettings)[]) {
      if (typeof record[key] === 'boolean') settings[key] = record[key];
    }
    return settings;
  } catch {
    return defaultAlertSettings;
  }
}

export type AlertKind = 'goal' | 'red' | 'yellow';

type Pair = readonly [number, number];
export type AlertChange = {
  followed: boolean;
  before: { score: Pair; red: Pair; yellow: Pair };
  after: { score?: Pair | undefined; red?: Pair | undefined; yellow?: Pair | undefined };
};

const rose = (before: Pair, after: Pair | undefined): boolean =>
  after !== undefined && (after[0] > before[0] || after[1] > before[1]);

/** The alerts one match change raises under the fan's settings, most important first. */
export function alertsFor(change: AlertChange, settings: AlertSettings): AlertKind[] {
  if (settings.pmChecked && !change.followed) return [];
  const kinds: AlertKind[] = [];
  if (settings.goalChecked && rose(change.before.score, change.after.score)) kinds.push('goal');
  if (settings.redChecked && rose(change.before.red, change.after.red)) kinds.push('red');
  if (settings.hpChecked && rose(change.before.yellow, change.after.yellow)) kinds.push('yellow');
  return kinds;
}

export const alertTitles: Record<AlertKind, string> = { goal: '进球', red: '红牌', yellow: '黄牌' };

/** The incident behind an alert, when the page knows it: the side and the player. */
export type AlertIncident = { side: 'home' | 'away'; playerName: string | null };

/**
 * "59' 进球！丹麦 波尔森（0-1）" when the incident is known, else "67' 进球！曼城 2-1 利物浦".
 * The toast draws its own icon (no emoji: there is no emoji font).
 */
export function alertText(
  kind: AlertKind,
  home: string,
  away: string,
  score: Pair,
  minute: string,
  incident?: AlertIncident,
): string {
  const head = `${minute ? `${minute} ` : ''}${alertTitles[kind]}！`;
  const scoreText = `${score[0]}-${score[1]}`;
  if (!incident) return `${head}${home} ${scoreText} ${away}`;
  const team = incident.side === 'home' ? home : away;
  const who = incident.playerName ? `${team} ${incident.playerName}` : team;
  return kind === 'goal' ? `${head}${who}（${scoreText}）` : `${head}${who}`;
}
