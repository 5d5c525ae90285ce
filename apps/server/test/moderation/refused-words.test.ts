import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { adminToken, placesOf, type Place, type Writer } from './places';

/**
 * One word list for every place a fan writes (docs/decisions/0068-one-moderation-part.md). The words below are those
 * the three old lists disagreed on (IM let 加微信 and 大麻 through, posts let 赌 and 下注 through) and an operator's word,
 * which reached room chat only. Every word of the list in every scope is the text policy's unit test.
 */
// Eight, so that with the two writes below a news comment stays within its 10 a minute from one address.
const refusedWords = ['加微信', '加QQ', '大麻', '他妈的', '贱人', '赌', '庄家', '黑哨'];

describe.each(backends())('one word list for every place a fan writes, on $name', (backend) => {
  const server = useTestServer(backend, {
    env: { DEMO_STREAMS: '0', ADMIN_TOKEN: adminToken, CHAT_BLOCKED_WORDS: '黑哨' },
  });
  let places: Place[];
  let writer: () => Promise<Writer>;
  beforeAll(async () => {
    ({ places, writer } = await placesOf(server()));
  });

  it('refuses each word in every place with the place’s own code', async () => {
    for (const word of refusedWords) {
      const fan = await writer();
      for (const place of places) {
        const reply = await place.write(fan, word);
        expect(reply, `${word} in ${place.name}`).toMatchObject({ code: place.refusedCode, data: null });
      }
    }
  });

  it('lets plain football talk through everywhere', async () => {
    const fan = await writer();
    for (const place of places) {
      expect(await place.write(fan, '这球踢得漂亮'), place.name).toMatchObject({ code: Code.ok });
    }
  });

  it('refuses brand words in nicknames only', async () => {
    const fan = await writer();
    const [nickname, ...others] = places;
    expect(await nickname!.write(fan, '官方')).toMatchObject({ code: Code.nickNameSensitive });
    for (const place of others)
      expect(await place.write(fan, '官方的说法呢'), place.name).toMatchObject({ code: Code.ok });
  });
});
