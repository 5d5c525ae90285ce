/**
 * The chat emoji set (`/user/common/getEmojis`), fetched once and only when a screen needs it: the
 * composer's panel is opened, or a message on screen holds an emoji code. Each emoji is drawn as its
 * Twemoji picture from the messaging host (the machine has no emoji font).
 */
import { emojiList } from '@kanqiu/contract';
import { twemojiFileName } from '@kanqiu/domain';
import type { z } from 'zod';
import { useEffect, useState, type ReactElement } from 'react';
import { apiUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';
import type { ImApi } from './im-api';

export type Emoji = z.infer<typeof emojiList>[number];
export type EmojiSet = { list: Emoji[]; byCode: Map<string, Emoji> };

let loading: Promise<EmojiSet | null> | null = null;

function loadEmojis(api: ImApi): Promise<EmojiSet | null> {
  loading ??= api.get('/user/common/getEmojis', emojiList).then((result) => {
    if (result.ok) return { list: result.data, byCode: new Map(result.data.map((e) => [e.code, e])) };
    loading = null;
    return null;
  });
  return loading;
}

/** The emoji set once `needed` turns true (null until then, or while it loads). */
export function useEmojis(api: ImApi | null, needed: boolean): EmojiSet | null {
  const [emojis, setEmojis] = useState<EmojiSet | null>(null);
  useEffect(() => {
    if (!api || !needed || emojis) return;
    let live = true;
    void loadEmojis(api).then((set) => {
      if (live) setEmojis(set);
    });
    return () => {
      live = false;
    };
  }, [api, needed, emojis]);
  return emojis;
}

/** Whether a text may hold an emoji code (a bracketed word), so the set is worth loading. */
export function mayHoldEmoji(text: string): boolean {
  return /\[[^[\]\s]{1,8}\]/.test(text);
}

export function EmojiImage({ emoji, size = '0.4rem' }: { emoji: Emoji; size?: string }): ReactElement {
  const { publicHosts } = useRootData();
  return (
    <img
      className="kq-im-emoji"
      src={apiUrl(`/imapi/emoji/${twemojiFileName(emoji.char)}`, publicHosts)}
      alt={emoji.code}
      title={emoji.name}
      style={{ width: size, height: size }}
      draggable={false}
    />
  );
}
