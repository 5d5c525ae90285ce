import type { SearchIndex } from '../../platform/search';

const TITLE = 30;

type SearchablePost = { code: string; title: string | null; content: string; created_at: number };

/** Keeps the search index to the posts anyone may read: in on writing or showing again, out on hiding or deleting. */
export function createPostSearch(search: Pick<SearchIndex, 'index' | 'remove'>) {
  return {
    add: (post: SearchablePost) =>
      search.index({
        kind: 'post',
        ref: post.code,
        title: post.title || post.content.slice(0, TITLE),
        text: post.content,
        publishedAt: post.created_at,
      }),
    drop: (code: string) => search.remove('post', code),
  };
}

export type PostSearch = ReturnType<typeof createPostSearch>;
