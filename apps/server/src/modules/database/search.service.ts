import type { CompetitionSummary } from '@kanqiu/contract';
import { pinyin } from 'pinyin-pro';
import type { DatabaseRepository, TeamRow } from './database.repository';

type Entry<T> = { keys: readonly string[]; item: T };

const LIMIT = 20;

/** Lower case without accents, so "muller" finds "Müller". */
function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '');
}

/** A Chinese name, its full pinyin and its pinyin initials: 曼城 → 曼城, mancheng, mc. */
function chineseKeys(name: string): string[] {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  return [fold(name), fold(syllables.join('')), fold(syllables.map((s) => s.charAt(0)).join(''))];
}

/** 0 for an exact match, 1 for a prefix, 2 anywhere inside; null when no key matches. */
function score(keys: readonly string[], query: string): number | null {
  let best: number | null = null;
  for (const key of keys) {
    const at = key.indexOf(query);
    if (at < 0) continue;
    const s = key === query ? 0 : at === 0 ? 1 : 2;
    if (best === null || s < best) best = s;
  }
  return best;
}

function find<T>(entries: readonly Entry<T>[], query: string): T[] {
  return entries
    .flatMap((entry, order) => {
      const s = score(entry.keys, query);
      return s === null ? [] : [{ s, order, item: entry.item }];
    })
    .sort((a, b) => a.s - b.s || a.order - b.order)
    .slice(0, LIMIT)
    .map((hit) => hit.item);
}

type TeamHit = { id: number; sport: TeamRow['sport']; name: string; nameFull: string; englishName: string };
type PlayerHit = {
  id: number;
  sport: TeamRow['sport'];
  name: string;
  role: string | null;
  team: { id: number; name: string } | null;
};

/**
 * Teams and competitions by Chinese name, full name, English name, pinyin or pinyin initials, players by Chinese name,
 * pinyin or the source's Latin name. The
 * index is built from the reference data on the first search and kept: reference data changes only when a
 * restart reseeds it.
 */
export function createSearch(
  repository: DatabaseRepository,
  summaries: () => Promise<CompetitionSummary[]>,
  teamOfPlayer: (playerId: number) => number | undefined,
) {
  let index:
    | Promise<{
        competitions: Entry<CompetitionSummary>[];
        teams: Entry<TeamHit>[];
        players: Entry<PlayerHit>[];
      }>
    | undefined;

  async function build() {
    const [competitions, teams, players] = await Promise.all([
      summaries(),
      repository.allTeams(),
      repository.allPlayers(),
    ]);
    const teamNames = new Map(teams.map((t) => [t.id, t.name_zh]));
    return {
      competitions: competitions.map((c) => ({
        keys: [...chineseKeys(c.name), ...chineseKeys(c.nameFull)],
        item: c,
      })),
      teams: teams.map((t) => ({
        keys: [...chineseKeys(t.name_zh), ...chineseKeys(t.name_zh_full), fold(t.name)],
        item: { id: t.id, sport: t.sport, name: t.name_zh, nameFull: t.name_zh_full, englishName: t.name },
      })),
      players: players.map((p) => {
        const teamId = teamOfPlayer(p.id);
        const teamName = teamId === undefined ? undefined : teamNames.get(teamId);
        return {
          // The Chinese name where the names table has one (its pinyin too), and the source's Latin name.
          keys: [...chineseKeys(p.name), ...(p.source_name ? [fold(p.source_name)] : [])],
          item: {
            id: p.id,
            sport: p.sport,
            name: p.name,
            role: p.role,
            team: teamId !== undefined && teamName !== undefined ? { id: teamId, name: teamName } : null,
          },
        };
      }),
    };
  }

  return async function search(keyword: string) {
    index ??= build().catch((error: unknown) => {
      index = undefined;
      throw error;
    });
    const { competitions, teams, players } = await index;
    const query = fold(keyword);
    return { competitions: find(competitions, query), teams: find(teams, query), players: find(players, query) };
  };
}
