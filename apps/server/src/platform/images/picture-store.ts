import sharp, { type Sharp } from 'sharp';
import { fail } from '../http/app-error';
import type { ObjectStore } from '../storage/object-store';
import { randomName, uploadFolder } from '../storage/upload-folder';

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif']);

/** A stored picture: its random name, where it is served full size and as a thumbnail, and its size. */
export type StoredPicture = { name: string; url: string; thumb: string; width: number; height: number };

/** Decodes the bytes, or refuses them: only the formats named above pass, whatever else sharp could read. */
async function decode(bytes: Buffer): Promise<Sharp> {
  const image = sharp(bytes, { limitInputPixels: 50_000_000 });
  const format = await image
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !acceptedFormats.has(format)) fail('uploadTypeRejected');
  return image;
}

/** Writes the picture anew as WebP no larger than `side` (turned upright, metadata such as EXIF dropped). */
async function reencode(image: Sharp, side: number) {
  try {
    return await image
      .clone()
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return fail('uploadTypeRejected');
  }
}

export type PictureStoreOptions = {
  store: ObjectStore;
  /** The folder under `uploads/` (served at `/uploads/<folder>/`). */
  folder: string;
  maxBytes: number;
  side: number;
  thumbSide: number;
};

/** Users' pictures (chat images, post images): each checked, re-encoded full size and as a thumbnail, named by random. */
export function createPictureStore({ store, folder, maxBytes, side, thumbSide }: PictureStoreOptions) {
  const files = uploadFolder(store, folder);
  const urlsOf = (name: string) => ({ url: files.pathOf(`${name}.webp`), thumb: files.pathOf(`${name}-thumb.webp`) });

  return {
    urlsOf,
    async save(bytes: Buffer): Promise<StoredPicture> {
      if (bytes.length > maxBytes) fail('uploadTooLarge');
      const image = await decode(bytes);
      const [full, thumb] = await Promise.all([reencode(image, side), reencode(image, thumbSide)]);
      const name = randomName();
      await Promise.all([files.put(`${name}.webp`, full.data), files.put(`${name}-thumb.webp`, thumb.data)]);
      return { name, ...urlsOf(name), width: full.info.width, height: full.info.height };
    },

    /** Deletes the picture and its thumbnail (a file already gone is no error). */
    async remove(name: string): Promise<void> {
      await Promise.all(Object.values(urlsOf(name)).map(files.remove));
    },
  };
}

export type PictureStore = ReturnType<typeof createPictureStore>;
