import type { ModerationBlock } from '@kanqiu/contract';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { ModerationBlocksTable } from './tables';
import { fail } from '../../platform/http/app-error';
import { hasActiveBlock, saveBlock, userExists } from './blocks.repository';

/** Where a block holds: room and match chat, private and group messages, 圈子, or everywhere. */
export type BlockScope = ModerationBlocksTable['scope'];

export type Blocks = {
  /** Whether a block of this scope (or of scope `all`, or of this room) holds the user now. */
  holds(userId: number, scope: BlockScope, roomId?: number): Promise<boolean>;
  /** Blocks a user until `until` (seconds; null: no end), replacing their block of the same scope and room. */
  block(input: {
    userId: number;
    scope: BlockScope;
    roomId?: number;
    until: number | null;
    reason?: string;
  }): Promise<void>;
};

export type BlocksAdmin = {
  /** An operator's block for `minutes` (absent: no end; 0 lifts it) of a user who exists. */
  blockFor(input: {
    userId: number;
    scope: BlockScope;
    minutes?: number | undefined;
    roomId?: number | undefined;
    reason: string;
  }): Promise<ModerationBlock>;
};

export function createBlocks(db: Db, clock: Clock): Blocks & BlocksAdmin {
  const block: Blocks['block'] = ({ reason = '', ...input }) => saveBlock(db, { ...input, reason, now: clock() });
  return {
    holds: (userId, scope, roomId) => hasActiveBlock(db, { userId, scope, roomId }, clock()),
    block,
    async blockFor({ minutes, roomId, ...input }) {
      if (!(await userExists(db, input.userId))) fail('notFound', '用户不存在');
      const until = minutes === undefined ? null : clock() + minutes * 60;
      await block({ ...input, until, ...(roomId === undefined ? {} : { roomId }) });
      return { userId: input.userId, scope: input.scope, roomId: roomId ?? null, until };
    },
  };
}
