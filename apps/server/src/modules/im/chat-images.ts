import type { ImImage } from '@kanqiu/contract';
import { imLimits } from '@kanqiu/domain';
import { createPictureStore } from '../../platform/images/picture-store';

/** Chat pictures under `uploads/im/`, each stored full size and as a thumbnail, named by random. */
export function createChatImages({ uploadsDir, maxBytes }: { uploadsDir: string; maxBytes: number }) {
  const store = createPictureStore({
    uploadsDir,
    folder: 'im',
    maxBytes,
    side: imLimits.imageSide,
    thumbSide: imLimits.thumbnailSide,
  });
  return {
    async save(bytes: Buffer): Promise<ImImage> {
      const { url, thumb, width, height } = await store.save(bytes);
      return { url, thumb, width, height };
    },
  };
}

export type ChatImages = ReturnType<typeof createChatImages>;
