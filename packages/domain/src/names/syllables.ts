// Writing sounds in characters, syllable by syllable: a consonant before a vowel opens its syllable, a nasal
// closes it when no vowel follows, a doubled consonant is written once, any other consonant stands alone.
// A vowel after a vowel glides (迪亚, 甘博亚) unless a nasal closes it (法比安).
import { clusterFinals, type Grid, type Onset, type Rime, velarNasals, xinhuaFinals, xinhuaGrid } from './xinhua-grid';

/** How a language writes sounds: its own cells over the shared grid, and whether C+ie is one syllable (迭, 列). */
export interface Writing {
  readonly cells?: Grid;
  readonly finals?: Partial<Record<Onset, string>>;
  /** A consonant before another consonant, where it differs from a final (夫斯基 for the Slavic -vski). */
  readonly clusters?: Partial<Record<Onset, string>>;
  readonly joinsIe?: boolean;
  /** Whether i + e stays two vowels (加布里埃尔) rather than gliding (基耶). */
  readonly keepsIeApart?: boolean;
}

const vowels = new Set(['a', 'e', 'i', 'o', 'u', 'ü', 'ə', 'ai', 'ao', 'ei']);
const isVowel = (sound: string | undefined): boolean => sound !== undefined && vowels.has(sound);

function cell(onset: Onset, rime: string, writing: Writing, velar: boolean): string | undefined {
  const key = rime as Rime;
  return writing.cells?.[onset]?.[key] ?? (velar ? velarNasals[onset]?.[key] : undefined) ?? xinhuaGrid[onset]?.[key];
}

function finalOf(sound: string, writing: Writing, beforeConsonant = false): string {
  const onset = sound as Onset;
  const cluster = beforeConsonant ? (writing.clusters?.[onset] ?? clusterFinals[onset]) : undefined;
  return cluster ?? writing.finals?.[onset] ?? xinhuaFinals[onset] ?? '';
}

// The nasal rimes of ə and ü are written as en and in (森, 格林).
const nasalRimes: Readonly<Record<string, string>> = { ə: 'en', ü: 'in' };

/** One syllable; a cell the tables lack is written as its parts (迈 + 恩, 克莱 + 因, 诺 + 伊). */
function syllable(onset: Onset, vowel: string, coda: string, writing: Writing): string {
  const rime = coda === '' ? vowel : (nasalRimes[vowel] ?? `${vowel}n`);
  const whole = cell(onset, rime, writing, coda === 'ng');
  if (whole !== undefined) return whole;
  if (coda !== '' && vowel.length === 2)
    return syllable(onset, vowel, '', writing) + syllable('', vowel.charAt(1), coda, writing);
  if (coda !== '') return syllable(onset, vowel, '', writing) + finalOf('n', writing);
  if (vowel.length === 2)
    return syllable(onset, vowel.charAt(0), '', writing) + syllable('', vowel.charAt(1), '', writing);
  if (onset !== '') return finalOf(onset, writing) + syllable('', vowel, '', writing);
  return '';
}

/** The nasal that closes the vowel at `at`, if the next sound is one and no vowel follows it. */
function codaAfter(sounds: readonly string[], at: number): string {
  const next = sounds[at + 1];
  const after = sounds[at + 2];
  if (isVowel(after)) return '';
  if (next === 'n' || next === 'ng') return next;
  return next === 'm' && (after === 'b' || after === 'p') ? 'n' : '';
}

function onsetOfBareVowel(previous: string | undefined, vowel: string, coda: string, writing: Writing): Onset {
  if (coda !== '' || !isVowel(previous)) return '';
  const fromI = previous === 'i' && (vowel === 'u' || (vowel === 'e' && !writing.keepsIeApart));
  return vowel === 'a' || fromI ? 'y' : '';
}

/** C + i + e as one syllable (迭戈, 列), where the language's table has it and no nasal closes the e. */
function joinedIe(sounds: readonly string[], onset: Onset, vowelAt: number, writing: Writing): string | undefined {
  const joins = writing.joinsIe && onset !== '' && sounds[vowelAt] === 'i' && sounds[vowelAt + 1] === 'e';
  return joins && codaAfter(sounds, vowelAt + 1) === '' ? cell(onset, 'ie', writing, false) : undefined;
}

export function writeSounds(sounds: readonly string[], writing: Writing): string {
  let text = '';
  let at = 0;
  while (at < sounds.length) {
    const sound = sounds[at] ?? '';
    const vowelAt = isVowel(sound) ? at : isVowel(sounds[at + 1]) ? at + 1 : -1;
    if (vowelAt === -1) {
      if (sound !== sounds[at + 1]) text += finalOf(sound, writing, at + 1 < sounds.length);
      at += 1;
      continue;
    }
    const bare = vowelAt === at;
    const ie = bare ? undefined : joinedIe(sounds, sound as Onset, vowelAt, writing);
    const coda = ie === undefined ? codaAfter(sounds, vowelAt) : '';
    const onset = bare ? onsetOfBareVowel(sounds[at - 1], sound, coda, writing) : (sound as Onset);
    text += ie ?? syllable(onset, sounds[vowelAt] ?? '', coda, writing);
    at = vowelAt + (ie === undefined ? 1 : 2) + (coda === '' ? 0 : 1);
    while (coda !== '' && sounds[at] === sounds[at - 1] && !isVowel(sounds[at + 1])) at += 1;
  }
  return text;
}
