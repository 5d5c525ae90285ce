import { describe, expect, it } from 'vitest';
import { imageExtensionOf } from './image-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('imageExtensionOf', () => {
  it.each([
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR')],
    ['gif', bytes('GIF87a', [1, 0])],
    ['gif', bytes('GIF89a', [1, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('recognises %s by its signature', (extension, content) => {
    expect(imageExtensionOf(content)).toBe(extension);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WEBP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['nothing', bytes()],
  ])('refuses %s', (_label, content) => {
    expect(imageExtensionOf(content)).toBeNull();
  });
});
