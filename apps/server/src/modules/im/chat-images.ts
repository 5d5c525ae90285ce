import type { ImImage } from '@kanqiu/contract';
import { imLimits } from '@kanqiu/domain';
import { createPictureStore } from '../../platform/images/picture-store';
import type { ObjectStore } from '../../platform/storage/object-store';

/** Chat pictures under `uploads/im/`, each stored full size and as a thumbnail, named by random. */
export function createChatImages({ store, maxBytes }: { store: ObjectStore; maxBytes: number }) {
  const pictures = createPictureStore({
    store,
    folder: 'im',
    maxBytes,
    side: imLimits.imageSide,
    thumbSide: imLimits.thumbnailSide,
  });
  return {
    async save(bytes: Buffer): Promise<ImImage> {
      const { url, thumb, width, height } = await pictures.save(bytes);
      return { url, thumb, width, height };
    },
  };
}

export type ChatImages = ReturnType<typeof createChatImages>;
