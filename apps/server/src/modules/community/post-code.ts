import { randomInt } from 'node:crypto';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A post's public code (the `code` of /community/detail): 10 characters, not guessable in sequence. */
export function newPostCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}
