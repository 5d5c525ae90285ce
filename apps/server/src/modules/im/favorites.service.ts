import type { FavoriteItem } from '@kanqiu/contract';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import * as repo from './im.repository';
import { toMessage, type MessagesService } from './messages.service';

const listSize = 200;

/** 收藏: messages a user keeps, from any conversation they are in; a recalled or deleted one drops out. */
export function createFavoritesService(db: Db, messages: MessagesService) {
  return {
    async favor(userId: number, body: { id: number; seq: number; favored: boolean }): Promise<void> {
      await messages.requireMember(body.id, userId);
      const row = await repo.messageBySeq(db, body.id, body.seq);
      if (!row || row.kind === 'notice' || row.recalled || row.deleted) fail('notFound', '这条消息已不存在');
      if (body.favored) await repo.addFavorite(db, userId, row.id, messages.nowMs());
      else await repo.removeFavorite(db, userId, row.id);
    },

    async list(userId: number): Promise<FavoriteItem[]> {
      const rows = await repo.favoriteRows(db, userId, listSize);
      return rows.map((row) => ({ message: toMessage(row), favoredAt: row.favored_at }));
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
