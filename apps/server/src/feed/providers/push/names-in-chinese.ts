import { transliterateName } from '@kanqiu/domain';
import type { FeedEvent } from '../../events';

const han = /\p{Script=Han}/u;

/**
 * A pushed player's name as fans read it: as sent when it is in characters, else transliterated by the Xinhua
 * rules. A push names no nationality, so the generic reading serves every language
 * (docs/decisions/0057-names-xinhua-transliteration.md).
 */
export function inChinese(name: string): string {
  return han.test(name) ? name : (transliterateName(name, 'generic')?.zh ?? name);
}

const orNull = (name: string | null) => (name === null ? null : inChinese(name));
const named = <Player extends { name: string }>(players: readonly Player[]) =>
  players.map((player) => ({ ...player, name: inChinese(player.name) }));
const side = <Side extends { starters: readonly { name: string }[]; bench: readonly { name: string }[] }>(s: Side) => ({
  ...s,
  starters: named(s.starters),
  bench: named(s.bench),
});

/** An operator's events with every player name a fan will read in Chinese. */
export function namesInChinese(events: readonly FeedEvent[]): FeedEvent[] {
  return events.map((event): FeedEvent => {
    switch (event.kind) {
      case 'incident':
      case 'basketballPlay':
        return { ...event, playerName: orNull(event.playerName), relatedPlayerName: orNull(event.relatedPlayerName) };
      case 'lineups':
        return { ...event, home: side(event.home), away: side(event.away) };
      case 'boxScore':
        return {
          ...event,
          home: { ...event.home, players: named(event.home.players) },
          away: { ...event.away, players: named(event.away.players) },
        };
      default:
        return event;
    }
  });
}
