// Writing sounds in characters, syllable by syllable: a consonant before a vowel opens its syllable, a nasal
// closes it when no vowel follows, a doubled consonant is written once, any other consonant stands alone.
import { type Grid, type Onset, type Rime, velarNasals, xinhuaFinals, xinhuaGrid } from './xinhua-grid';

/** How a language writes sounds: its own cells over the shared grid, and whether C+ie is one syllable (迭, 列). */
export interface Writing {
  readonly cells?: Grid;
  readonly finals?: Partial<Record<Onset, string>>;
  readonly joinsIe?: boolean;
}

const vowels = new Set(['a', 'e', 'i', 'o', 'u', 'ü', 'ə', 'ai', 'ao', 'ei', 'ou']);
const isVowel = (sound: string | undefined): boolean => sound !== undefined && vowels.has(sound);

function cell(onset: Onset, rime: string, writing: Writing, velar: boolean): string | undefined {
  const key = rime as Rime;
  return writing.cells?.[onset]?.[key] ?? (velar ? velarNasals[onset]?.[key] : undefined) ?? xinhuaGrid[onset]?.[key];
}

function finalOf(sound: string, writing: Writing): string {
  const onset = sound as Onset;
  return writing.finals?.[onset] ?? xinhuaFinals[onset] ?? '';
}

/** One syllable; a cell the tables lack is written as its parts (迈 + 恩, 诺 + 伊). */
function syllable(onset: Onset, vowel: string, coda: string, writing: Writing): string {
  const rime = coda === '' ? vowel : `${vowel}n`;
  const whole = cell(onset, rime, writing, coda === 'ng');
  if (whole !== undefined) return whole;
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

/** i before a, e, u glides into the next syllable (迪亚, 耶). */
const onsetOfBareVowel = (previous: string | undefined, vowel: string): Onset =>
  previous === 'i' && ['a', 'e', 'u'].includes(vowel) ? 'y' : '';

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
      if (sound !== sounds[at + 1]) text += finalOf(sound, writing);
      at += 1;
      continue;
    }
    const onset = (vowelAt === at ? onsetOfBareVowel(sounds[at - 1], sound) : sound) as Onset;
    const ie = joinedIe(sounds, onset, vowelAt, writing);
    const coda = ie === undefined ? codaAfter(sounds, vowelAt) : '';
    text += ie ?? syllable(onset, sounds[vowelAt] ?? '', coda, writing);
    at = vowelAt + (ie === undefined ? 1 : 2) + (coda === '' ? 0 : 1);
  }
  return text;
}
