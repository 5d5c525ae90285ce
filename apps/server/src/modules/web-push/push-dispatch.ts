import { liveChannel } from '@kanqiu/contract';
import type { MatchDiff } from '@kanqiu/contract';
import {
  alertNotice,
  isSpoilerHidden,
  matchAlerts,
  readPushSettings,
  revealsScore,
  wantedAlerts,
  type MatchAlert,
  type PushSettings,
} from '@kanqiu/domain';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { HubSubscriber, ChannelHub } from '../../realtime/hub';
import type { ImServices } from '../im';
import type { MatchServices } from '../match';
import type { SpoilerServices } from '../spoiler';
import type { PushSender } from './push-sender';
import {
  claimDelivery,
  deleteSubscription,
  subscriptionsOf,
  trimDeliveries,
  type StoredSubscription,
} from './subscription.repository';

/** Claims older than the longest match are of no use: a match's alerts never repeat after it. */
const DELIVERY_RETENTION_SECONDS = 2 * 86_400;
const TRIM_INTERVAL_MS = 3_600_000;

const detailPath = (diff: MatchDiff) => `/live/${diff.sport === 'football' ? 'zq' : 'lq'}/detail/${diff.matchId}`;

/**
 * Follows every sport's live channel and tells the followers of a match about its kick-off, goals, red cards,
 * half and full time, as each fan chose (only the kick-off of a match kept spoiler-free): in their 通知中心
 * (the messages door's notice box, on every device and whatever the browser), and by web push on each subscribed
 * browser. Every instance hears every diff; the notice key and the delivery claim let one tell each fan once.
 */
export function startPushDispatch(deps: {
  db: Db;
  hub: ChannelHub;
  match: MatchServices;
  spoiler: SpoilerServices;
  im: Pick<ImServices, 'notify'>;
  send: PushSender;
  clock: Clock;
  logger: Logger;
}): { stop: () => void } {
  const { db, hub, match, spoiler, im, send, clock, logger } = deps;

  type Told = {
    diff: MatchDiff;
    alert: MatchAlert;
    text: { title: string; body: string };
    hidden: (userId: number) => Promise<boolean>;
  };

  /** Into the 通知中心 of each follower who asked for this alert on any device (or never chose: the defaults). */
  async function file(followers: readonly number[], wanted: Map<number, PushSettings>, told: Told) {
    const { diff, alert, text, hidden } = told;
    const asked = followers.filter((userId) => (wanted.get(userId) ?? wantedAlerts([]))[alert.kind]);
    const shown = revealsScore(alert.kind)
      ? (await Promise.all(asked.map(async (userId) => ((await hidden(userId)) ? null : userId)))).filter(
          (userId) => userId !== null,
        )
      : asked;
    if (shown.length === 0) return;
    await im.notify(shown, {
      key: `match:${diff.matchId}:${alert.key}`,
      kind: 'match',
      ...text,
      link: detailPath(diff),
    });
  }

  async function tell(subscription: StoredSubscription, { diff, alert, text, hidden }: Told) {
    if (!readPushSettings(JSON.parse(subscription.settings))[alert.kind]) return;
    // A match the fan keeps spoiler-free: told when it starts, never how it goes.
    if (revealsScore(alert.kind) && (await hidden(subscription.userId))) return;
    const claim = { subscriptionId: subscription.id, matchId: diff.matchId, alertKey: alert.key };
    if (!(await claimDelivery(db, claim, clock()))) return;
    const payload = { ...text, url: detailPath(diff), tag: `match-${diff.matchId}-${alert.key}` };
    if ((await send(subscription, payload)) === 'gone') await deleteSubscription(db, subscription.endpoint);
  }

  async function handle(diff: MatchDiff): Promise<void> {
    const alerts = matchAlerts(diff);
    if (alerts.length === 0) return;
    const followers = await match.follows.followersOf(diff.matchId);
    if (followers.length === 0) return;
    const [subscriptions, teams] = await Promise.all([
      subscriptionsOf(db, followers),
      match.matches.teams(diff.matchId),
    ]);
    if (!teams) return;
    const chosen = new Map<number, PushSettings[]>();
    for (const subscription of subscriptions) {
      const own = chosen.get(subscription.userId) ?? [];
      own.push(readPushSettings(JSON.parse(subscription.settings)));
      chosen.set(subscription.userId, own);
    }
    const wanted = new Map([...chosen].map(([userId, own]) => [userId, wantedAlerts(own)]));
    // Each fan's 防剧透 settings are read once per diff, whatever the number of alerts and devices.
    const spoilers = new Map<number, Promise<boolean>>();
    const hidden = (userId: number) => {
      const known = spoilers.get(userId);
      if (known) return known;
      const read = spoiler.settingsOf(userId).then((settings) => isSpoilerHidden(settings, diff.matchId));
      spoilers.set(userId, read);
      return read;
    };
    for (const alert of alerts) {
      const told = { diff, alert, text: alertNotice(alert, teams), hidden };
      await Promise.all([
        file(followers, wanted, told),
        ...subscriptions.map((subscription) => tell(subscription, told)),
      ]);
    }
  }

  const subscriber: HubSubscriber = {
    deliver(frame) {
      for (const message of frame.messages) {
        if ('reset' in message) continue;
        handle(message.data as MatchDiff).catch((error: unknown) =>
          logger.warn({ err: error }, 'web push: dispatch failed'),
        );
      }
    },
  };
  const channels = [liveChannel('football'), liveChannel('basketball')];
  for (const channel of channels) {
    hub
      .subscribe(subscriber, channel)
      .catch((error: unknown) => logger.warn({ err: error, channel }, 'web push: subscribe failed'));
  }
  const trim = setInterval(() => {
    trimDeliveries(db, clock() - DELIVERY_RETENTION_SECONDS).catch(() => undefined);
  }, TRIM_INTERVAL_MS);
  trim.unref();
  return {
    stop() {
      clearInterval(trim);
      for (const channel of channels) hub.unsubscribe(subscriber, channel);
    },
  };
}
