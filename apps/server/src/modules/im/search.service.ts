import type { ImSearchResult } from '@kanqiu/contract';
import type { Db } from '../../platform/db/database';
import type { GroupsService } from './groups.service';
import * as repo from './im.repository';
import { toMessage, type MessagesService } from './messages.service';
import type { RelationsService } from './relations.service';

const messageHits = 30;

/** 搜索: users (by nickname or id), my groups by name, and the text of messages in my conversations. */
export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(
  db: Db,
  deps: { messages: MessagesService; relations: RelationsService; groups: GroupsService },
) {
  return async function search(userId: number, keyword: string): Promise<ImSearchResult> {
    const [users, groups, chats, rows] = await Promise.all([
      deps.relations.find(userId, keyword),
      deps.groups.list(userId),
      deps.messages.chatList(userId),
      repo.searchMessageRows(db, userId, keyword, messageHits),
    ]);
    const names = new Map(chats.map((chat) => [chat.id, chat.name]));
    return {
      users,
      groups: groups.filter((group) => group.name.includes(keyword)),
      messages: rows.map((row) => ({
        message: toMessage(row),
        conversationName: names.get(row.conversation_id) ?? '',
      })),
    };
  };
}
