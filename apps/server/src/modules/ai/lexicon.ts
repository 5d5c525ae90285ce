import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { NAME_ALIASES, NAME_SOURCES, dayOffsetOf, countOf, type NameSource } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';

export type Sport = 'football' | 'basketball';
export type NamedThing = { kind: 'team' | 'player' | 'competition'; id: number; sport: Sport; name: string };

/** What a question names: teams, players and competitions in the order they appear, the day and a count. */
export type Understanding = {
  teams: NamedThing[];
  players: NamedThing[];
  competitions: NamedThing[];
  sport: Sport | null;
  /** Match days from today, or null when no day is named. */
  dayOffset: number | null;
  count: number | null;
};

const KIND_ORDER = { competition: 0, team: 1, player: 2 } as const;
const NAME_FREQUENCY = 200_000;

/** The reference data's names: competitions and teams with their short and full Chinese names, players by name. */
export type NameRows = {
  competitions: readonly { id: number; sport: Sport; name_zh: string; name_zh_full: string }[];
  teams: readonly { id: number; sport: Sport; name_zh: string; name_zh_full: string }[];
  players: readonly { id: number; sport: Sport; name: string; name_source: NameSource | null }[];
};

async function readNameRows(db: Db): Promise<NameRows> {
  const [competitions, teams, players] = await Promise.all([
    db.selectFrom('competitions').select(['id', 'sport', 'name_zh', 'name_zh_full']).execute(),
    db.selectFrom('teams').select(['id', 'sport', 'name_zh', 'name_zh_full']).execute(),
    db.selectFrom('players').select(['id', 'sport', 'name', 'name_source']).execute(),
  ]);
  return { competitions, teams, players };
}

/** A name's standing when two players share it: the established name first (詹姆斯 is LeBron, not Matty James). */
const sourceRank = (source: NameSource | null) =>
  source === null ? NAME_SOURCES.length : NAME_SOURCES.indexOf(source);

/**
 * The players a question can name, the better-known of a shared name first; a one-character name (多, 金) is too
 * common a character to stand for a player (C罗 is two).
 */
const namedPlayers = (players: NameRows['players']) =>
  players
    .filter((row) => /[\u4e00-\u9fff]/.test(row.name) && [...row.name].length >= 2)
    .toSorted((a, b) => sourceRank(a.name_source) - sourceRank(b.name_source));

/** Every Chinese name and the fans' nicknames, each to what it names; a competition wins over a team over a player. */
function namesOf({ competitions, teams, players }: NameRows): Map<string, NamedThing> {
  const names = new Map<string, NamedThing>();
  const add = (key: string, thing: NamedThing) => {
    const known = names.get(key.toLowerCase());
    if (!known || KIND_ORDER[thing.kind] < KIND_ORDER[known.kind]) names.set(key.toLowerCase(), thing);
  };
  for (const c of competitions) {
    const thing = { kind: 'competition', id: c.id, sport: c.sport, name: c.name_zh } as const;
    for (const key of [c.name_zh, c.name_zh_full]) add(key, thing);
  }
  for (const t of teams) {
    const thing = { kind: 'team', id: t.id, sport: t.sport, name: t.name_zh } as const;
    for (const key of [t.name_zh, t.name_zh_full]) add(key, thing);
  }
  for (const p of namedPlayers(players)) add(p.name, { kind: 'player', id: p.id, sport: p.sport, name: p.name });
  for (const [alias, target] of Object.entries(NAME_ALIASES)) {
    const thing = names.get(target.toLowerCase());
    if (thing) add(alias, thing);
  }
  return names;
}

/** A name's key a player is also called by: the family name after "·" when no one else has it. */
function addFamilyNames(names: Map<string, NamedThing>): void {
  const families = new Map<string, NamedThing[]>();
  for (const [key, thing] of names) {
    const family = key.split('·').at(-1);
    if (thing.kind === 'player' && key.includes('·') && family && family.length >= 2) {
      families.set(family, [...(families.get(family) ?? []), thing]);
    }
  }
  for (const [family, things] of families) {
    const [only] = things;
    if (things.length === 1 && only && !names.has(family)) names.set(family, only);
  }
}

/** The segmenter, taught every name so 蓝月亮 or 阿德托昆博 comes out as one word. */
function segmenterFor(names: ReadonlyMap<string, NamedThing>): Jieba {
  const jieba = Jieba.withDict(dict);
  const words = [...names.keys()].filter((key) => !/\s/.test(key)).map((key) => `${key} ${NAME_FREQUENCY} nz`);
  jieba.loadDict(Buffer.from(words.join('\n')));
  return jieba;
}

export type Lexicon = {
  /** How many names it knows: none before the reference data is seeded. */
  size: number;
  understand(question: string, todayWeekday: number): Understanding;
  /** The thing a name (or nickname) stands for, for the chat-completions engine's tool arguments. */
  lookup(name: string): NamedThing | undefined;
};

/** Reads the names once (reference data changes only on a restart's reseed). */
export async function createLexicon(db: Db): Promise<Lexicon> {
  return lexiconOf(await readNameRows(db));
}

/** The names, their nicknames and the segmenter that knows them all. */
export function lexiconOf(rows: NameRows): Lexicon {
  const names = namesOf(rows);
  addFamilyNames(names);
  const jieba = segmenterFor(names);
  const lookup = (name: string) => names.get(name.trim().toLowerCase());

  function namedIn(question: string): NamedThing[] {
    const found = new Map<string, NamedThing>();
    for (const word of jieba.cut(question, false)) {
      const thing = lookup(word);
      if (thing) found.set(`${thing.kind}:${thing.id}`, thing);
    }
    return [...found.values()];
  }

  return {
    size: names.size,
    lookup,
    understand(question, todayWeekday) {
      const things = namedIn(question);
      const of = (kind: NamedThing['kind']) => things.filter((t) => t.kind === kind);
      return {
        teams: of('team'),
        players: of('player'),
        competitions: of('competition'),
        sport: sportOf(question, things),
        dayOffset: dayOffsetOf(question, todayWeekday),
        count: countOf(question),
      };
    },
  };
}

function sportOf(question: string, things: readonly NamedThing[]): Sport | null {
  const first = things[0];
  if (first) return first.sport;
  if (/篮球|NBA|CBA/i.test(question)) return 'basketball';
  if (/足球|英超|西甲|意甲|德甲|法甲|中超|欧冠/.test(question)) return 'football';
  return null;
}
