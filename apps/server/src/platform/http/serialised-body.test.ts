import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SerialisedBody } from './serialised-body';

const text = JSON.stringify({
  code: 200,
  msg: '成功',
  data: { list: Array.from({ length: 20 }, (_, i) => `第${i}篇`) },
});

describe('SerialisedBody', () => {
  it('holds the text as UTF-8 bytes', () => {
    expect(new SerialisedBody(text).bytes).toEqual(Buffer.from(text, 'utf8'));
  });

  it('compresses once per encoding, to bytes that give the text back', () => {
    const body = new SerialisedBody(text);
    const gzip = body.encodedAs('gzip');
    expect(gunzipSync(gzip).toString()).toBe(text);
    expect(brotliDecompressSync(body.encodedAs('br')).toString()).toBe(text);
    expect(body.encodedAs('gzip')).toBe(gzip);
  });
});
