import type { PortraitState } from '@kanqiu/contract';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { reencodeImage, type ImageShape } from '../../platform/images/uploaded-image';
import type { ObjectStore } from '../../platform/storage/object-store';
import { uploadFolder } from '../../platform/storage/upload-folder';
import { pendingFolder, type PendingLinks } from './pending-upload';
import { accountTag, userProfilesTag } from './profile.service';
import { findPortraitState, updateUser } from './user.repository';

const portraitShape: ImageShape = { width: 512, height: 512, fit: 'inside' };

type PortraitDeps = {
  db: Db;
  clock: Clock;
  store: ObjectStore;
  maxBytes: number;
  pendingLinks: PendingLinks;
  cache: ReadCache;
};

/** New portraits wait for an operator: `portraitNew` holds one until it is approved or rejected. */
export function createPortraitService({ db, clock, store, maxBytes, pendingLinks, cache }: PortraitDeps) {
  const portraits = uploadFolder(store, 'portraits');
  const pending = uploadFolder(store, pendingFolder);

  async function removeFile(url: string | null | undefined): Promise<void> {
    await Promise.all([portraits.remove(url), pending.remove(url)]);
  }

  /** An approved upload moves out of the pending folder, where only signed links reach it. */
  async function publish(url: string): Promise<string> {
    return pending.holds(url) ? pending.moveTo(url, portraits) : url;
  }

  async function state(userId: number): Promise<PortraitState> {
    const row = await findPortraitState(db, userId);
    if (!row) fail('notFound');
    return { portrait: row.portrait, portraitNew: row.portrait_new, portraitAudit: row.portrait_audit };
  }

  async function linkedState(userId: number): Promise<PortraitState> {
    const current = await state(userId);
    return { ...current, portraitNew: pendingLinks.link(current.portraitNew) };
  }

  return {
    async upload(userId: number, image: Buffer): Promise<PortraitState> {
      const encoded = await reencodeImage(image, portraitShape, maxBytes);
      const path = await pending.add(encoded);
      const replaced = await state(userId);
      await updateUser(db, userId, { portrait_new: path, portrait_audit: 'pending' }, clock());
      cache.invalidate([accountTag(userId)]);
      await removeFile(replaced.portraitNew);
      return linkedState(userId);
    },

    async review(userId: number, approve: boolean): Promise<PortraitState> {
      const current = await state(userId);
      if (!current.portraitNew) fail('notFound', '没有待审核的头像');
      if (approve) {
        await updateUser(
          db,
          userId,
          { portrait: await publish(current.portraitNew), portrait_new: null, portrait_audit: 'approved' },
          clock(),
        );
        await removeFile(current.portrait);
        cache.invalidate([userProfilesTag]);
      } else {
        await updateUser(db, userId, { portrait_new: null, portrait_audit: 'rejected' }, clock());
        await removeFile(current.portraitNew);
      }
      cache.invalidate([accountTag(userId)]);
      return linkedState(userId);
    },

    /** The bytes of a pending upload, or null when there is no such file. */
    async pendingFile(fileName: string): Promise<Buffer | null> {
      return pending.read(fileName);
    },
  };
}

export type PortraitService = ReturnType<typeof createPortraitService>;
