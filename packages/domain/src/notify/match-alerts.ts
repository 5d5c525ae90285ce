import { BasketballStatus } from '../sport/basketball/status';
import { isGoalIncident, isRedCardIncident } from '../sport/football/incident';
import { FootballStatus } from '../sport/football/status';

/** What a fan can be told about a followed match while the page is closed (web push). */
export const pushAlertKinds = ['kickoff', 'goal', 'red', 'halftime', 'fulltime'] as const;
export type PushAlertKind = (typeof pushAlertKinds)[number];
export type PushSettings = Record<PushAlertKind, boolean>;

export const defaultPushSettings: PushSettings = {
  kickoff: true,
  goal: true,
  red: true,
  halftime: false,
  fulltime: true,
};

export const pushSettingLabels: { kind: PushAlertKind; label: string }[] = [
  { kind: 'kickoff', label: '比赛开始' },
  { kind: 'goal', label: '进球' },
  { kind: 'red', label: '红牌' },
  { kind: 'halftime', label: '半场 / 节间比分' },
  { kind: 'fulltime', label: '完场比分' },
];

type Pair = readonly [number, number];

/** The parts of a live diff (packages/contract MatchDiff) an alert is made of. */
export type AlertDiff = {
  sport: 'football' | 'basketball';
  fields: { state?: number | undefined; score?: Pair | undefined };
  incidents: readonly {
    key: string;
    type: number;
    minuteLabel: string;
    playerName: string | null;
    score: Pair | null;
    cancelled: boolean;
  }[];
};

/** One alert; `key` is the same on every instance that sees the diff, so a fan is told once. */
export type MatchAlert = {
  kind: PushAlertKind;
  key: string;
  minute: string;
  player: string | null;
  score: Pair | null;
};

const stateAlerts: Record<AlertDiff['sport'], Partial<Record<number, PushAlertKind>>> = {
  football: {
    [FootballStatus.firstHalf]: 'kickoff',
    [FootballStatus.halfTime]: 'halftime',
    [FootballStatus.finished]: 'fulltime',
  },
  basketball: {
    [BasketballStatus.q1]: 'kickoff',
    [BasketballStatus.q2Ended]: 'halftime',
    [BasketballStatus.finished]: 'fulltime',
  },
};

/** The alerts one live diff raises: a state it enters, a goal or a red card it brings (cancelled ones never). */
export function matchAlerts(diff: AlertDiff): MatchAlert[] {
  const alerts: MatchAlert[] = [];
  const state = diff.fields.state;
  const stateKind = state === undefined ? undefined : stateAlerts[diff.sport][state];
  if (stateKind) {
    alerts.push({ kind: stateKind, key: `${stateKind}`, minute: '', player: null, score: diff.fields.score ?? null });
  }
  if (diff.sport !== 'football') return alerts;
  for (const incident of diff.incidents) {
    if (incident.cancelled) continue;
    const kind = isGoalIncident(incident.type) ? 'goal' : isRedCardIncident(incident.type) ? 'red' : null;
    if (!kind) continue;
    alerts.push({
      kind,
      key: `${kind}:${incident.key}`,
      minute: incident.minuteLabel,
      player: incident.playerName,
      score: incident.score,
    });
  }
  return alerts;
}

/** Every alert but the kick-off tells how a match is going (a spoiler-free match gets the kick-off only). */
export const revealsScore = (kind: PushAlertKind): boolean => kind !== 'kickoff';

const titles: Record<PushAlertKind, string> = {
  kickoff: '比赛开始',
  goal: '进球',
  red: '红牌',
  halftime: '半场结束',
  fulltime: '完场',
};

/** The notification's title and body: "进球 67'" / "曼城 2-1 利物浦 · 哈兰德". */
export function alertNotice(
  alert: MatchAlert,
  teams: { home: string; away: string; score: Pair },
): { title: string; body: string } {
  const title = `${titles[alert.kind]}${alert.minute ? ` ${alert.minute}` : ''}`;
  const score = alert.score ?? teams.score;
  const line =
    alert.kind === 'kickoff' ? `${teams.home} vs ${teams.away}` : `${teams.home} ${score[0]}-${score[1]} ${teams.away}`;
  return { title, body: alert.player ? `${line} · ${alert.player}` : line };
}

/**
 * The alerts a fan asked for, over all their devices: a kind any device chose; the defaults when no device
 * subscribed (following a match is asking to hear about it). This is what reaches the fan's 通知中心.
 */
export function wantedAlerts(deviceSettings: readonly PushSettings[]): PushSettings {
  if (deviceSettings.length === 0) return { ...defaultPushSettings };
  const wanted = Object.fromEntries(pushAlertKinds.map((kind) => [kind, false])) as PushSettings;
  for (const settings of deviceSettings) for (const kind of pushAlertKinds) wanted[kind] ||= settings[kind];
  return wanted;
}

/** A fan's stored settings, whatever shape they were saved in, over the defaults. */
export function readPushSettings(raw: unknown): PushSettings {
  const settings = { ...defaultPushSettings };
  if (typeof raw !== 'object' || raw === null) return settings;
  for (const kind of pushAlertKinds) {
    const value = (raw as Record<string, unknown>)[kind];
    if (typeof value === 'boolean') settings[kind] = value;
  }
  return settings;
}
