import { articleColumns } from '@kanqiu/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { reencodeImage, type ImageShape } from '../../platform/images/uploaded-image';
import type { SearchIndex } from '../../platform/search';
import type { ObjectStore } from '../../platform/storage/object-store';
import { uploadFolder } from '../../platform/storage/upload-folder';
import { articleDocument } from './article-search';
import { editorialHtml, plainText } from './editorial-html';
import { findEditorial, insertEditorial, updateEditorial } from './news.repository';

const SUMMARY = 80;
const imageShape: ImageShape = { width: 1600, height: 1600, fit: 'inside' };

export type EditorialInput = { columnId: number; title: string; markdown: string; cover?: string | null | undefined };

type EditorialDeps = {
  db: Db;
  clock: Clock;
  sportsClock: Clock;
  search: SearchIndex;
  images: { store: ObjectStore; maxBytes: number };
  /** Told after each save, so the cached column pages are made again. */
  articlesChanged: () => void;
};

/**
 * The columns' fields of an operator's article. A league column files it under that league (and so under its sport
 * and 头条); a sport column under the sport; 头条 under 足球 as well, since every article belongs to a sport.
 */
function filing(columnId: number) {
  const column =
    articleColumns.find((c) => c.id === columnId) ?? fail('notFound', '栏目不存在或不收录文章（视频栏目只有直播回放）');
  return { column_id: column.id, sport: column.sport ?? 'football', competition_id: column.competitionIds?.[0] ?? 0 };
}

function rendered(input: EditorialInput) {
  const html = editorialHtml(input.markdown);
  const text = plainText(html);
  return {
    ...filing(input.columnId),
    title: input.title,
    markdown: input.markdown,
    html,
    summary: text.length > SUMMARY ? `${text.slice(0, SUMMARY)}…` : text,
    cover_image: input.cover ?? null,
  };
}

/** Operators' articles: Markdown sanitised to a safe HTML subset on save, pictures re-encoded, hiding, search. */
export function createEditorialService({ db, clock, sportsClock, search, images, articlesChanged }: EditorialDeps) {
  // Served at NEWS_IMAGES_PREFIX, where the sanitiser lets pictures come from.
  const imageFolder = uploadFolder(images.store, 'news');

  const existing = async (id: number) => (await findEditorial(db, id)) ?? fail('articleNotFound');

  async function saved(id: number) {
    const article = await existing(id);
    articlesChanged();
    if (article.hidden === 1) await search.remove('news', String(id));
    else await search.index(articleDocument(article));
    return { id, html: article.html ?? '', hidden: article.hidden === 1 };
  }

  return {
    async create(input: EditorialInput) {
      const id = await insertEditorial(db, {
        ...rendered(input),
        kind: 'editorial',
        match_id: null,
        body: '[]',
        cover: null,
        generated: 0,
        published_at: sportsClock(),
        created_at: clock(),
      });
      return saved(id);
    },

    async update(id: number, input: EditorialInput) {
      await existing(id);
      await updateEditorial(db, id, { ...rendered(input), updated_at: clock() });
      return saved(id);
    },

    async setHidden(id: number, hidden: boolean) {
      await existing(id);
      await updateEditorial(db, id, { hidden: hidden ? 1 : 0, updated_at: clock() });
      return saved(id);
    },

    /** A picture for an article, re-encoded to WebP without metadata; its URL goes into the Markdown. */
    async uploadImage(image: Buffer): Promise<{ url: string }> {
      const encoded = await reencodeImage(image, imageShape, images.maxBytes);
      return { url: await imageFolder.add(encoded) };
    },
  };
}

export type EditorialService = ReturnType<typeof createEditorialService>;
