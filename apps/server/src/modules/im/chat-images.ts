import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImImage } from '@kanqiu/contract';
import { imLimits } from '@kanqiu/domain';
import sharp, { type Sharp } from 'sharp';
import { fail } from '../../platform/http/app-error';

const publicPrefix = '/uploads/im/';
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif']);

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

/** Chat pictures under `uploads/im/`, each stored full size and as a thumbnail, named by random. */
export function createChatImages({ uploadsDir, maxBytes }: { uploadsDir: string; maxBytes: number }) {
  const directory = join(uploadsDir, 'im');
  mkdirSync(directory, { recursive: true });

  return {
    async save(bytes: Buffer): Promise<ImImage> {
      if (bytes.length > maxBytes) fail('uploadTooLarge');
      const image = await decode(bytes);
      const [full, thumb] = await Promise.all([
        reencode(image, imLimits.imageSide),
        reencode(image, imLimits.thumbnailSide),
      ]);
      const name = randomBytes(16).toString('hex');
      await Promise.all([
        writeFile(join(directory, `${name}.webp`), full.data),
        writeFile(join(directory, `${name}-thumb.webp`), thumb.data),
      ]);
      return {
        url: `${publicPrefix}${name}.webp`,
        thumb: `${publicPrefix}${name}-thumb.webp`,
        width: full.info.width,
        height: full.info.height,
      };
    },
  };
}

export type ChatImages = ReturnType<typeof createChatImages>;
