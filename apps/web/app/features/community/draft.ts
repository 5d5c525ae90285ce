import type { MentionUser, PostTag } from '@kanqiu/contract';
import type { DraftImage } from './data';

/** What the composer holds; kept in local storage per circle until it is posted, so it survives a reload. */
export type Draft = {
  kind: 'post' | 'question';
  title: string;
  content: string;
  images: DraftImage[];
  tag: PostTag | null;
  mentions: MentionUser[];
};

export const emptyDraft: Draft = { kind: 'post', title: '', content: '', images: [], tag: null, mentions: [] };
const draftKey = (circleId: number) => `communityDraft:${circleId}`;

const arrayOf = <T>(value: unknown, keep: (item: Record<string, unknown>) => boolean): T[] =>
  Array.isArray(value) ? (value.filter((item) => typeof item === 'object' && item !== null && keep(item)) as T[]) : [];

export function readDraft(circleId: number): Draft {
  try {
    const value = JSON.parse(window.localStorage.getItem(draftKey(circleId)) ?? 'null') as Partial<Draft> | null;
    if (!value) return emptyDraft;
    const tag = value.tag;
    return {
      kind: value.kind === 'question' ? 'question' : 'post',
      title: typeof value.title === 'string' ? value.title : '',
      content: typeof value.content === 'string' ? value.content : '',
      images: arrayOf<DraftImage>(value.images, (i) => typeof i.name === 'string' && typeof i.thumb === 'string'),
      tag: tag && typeof tag.id === 'number' && typeof tag.label === 'string' ? tag : null,
      mentions: arrayOf<MentionUser>(value.mentions, (m) => typeof m.id === 'number' && typeof m.nickName === 'string'),
    };
  } catch {
    return emptyDraft;
  }
}

export const saveDraft = (circleId: number, draft: Draft) =>
  window.localStorage.setItem(draftKey(circleId), JSON.stringify(draft));
export const clearDraft = (circleId: number) => window.localStorage.removeItem(draftKey(circleId));
