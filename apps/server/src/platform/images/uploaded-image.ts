import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { fail } from '../http/app-error';
import { imageExtensionOf } from './image-type';

const missingFile = 'file: 请选择要上传的图片';

/** Busboy reports a broken multipart body with plain errors; it is the client's fault, so a 400. */
class MalformedMultipartError extends Error {
  readonly statusCode = 400;
}

function classifyMultipartError(request: FastifyRequest, error: unknown): never {
  if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) fail('uploadTooLarge');
  const hasStatus = typeof error === 'object' && error !== null && 'statusCode' in error;
  throw hasStatus ? error : new MalformedMultipartError('malformed multipart body', { cause: error });
}

/** The uploaded bytes of the `file` field; multipart stops one byte past the limit, which `reencodeImage` refuses. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file().catch((error: unknown) => classifyMultipartError(request, error));
  if (!part) fail('validationFailed', missingFile);
  const bytes = await part.toBuffer().catch((error: unknown) => classifyMultipartError(request, error));
  if (part.fieldname !== 'file') fail('validationFailed', missingFile);
  return bytes;
}

/**
 * The box a picture is fitted to: `inside` keeps its shape within the box (never enlarged), `cover` crops it to
 * exactly the box (a 16:9 cover).
 */
export type ImageShape = { width: number; height: number; fit: 'inside' | 'cover' };

/**
 * An upload as it may be served: no larger than `maxBytes`, one of the four formats by its first bytes (whatever
 * else the decoder could read, SVG, TIFF …, is refused), decoded and written anew as WebP, turned upright by its
 * EXIF orientation and stripped of every metadata, so nothing but pixels is served: a GIF/HTML polyglot or a
 * script in metadata does not survive. Bytes that do not decode are no image.
 */
export async function reencodeImage(image: Buffer, shape: ImageShape, maxBytes: number): Promise<Buffer> {
  if (image.length > maxBytes) fail('uploadTooLarge');
  if (!imageExtensionOf(image)) fail('uploadTypeRejected');
  try {
    return await sharp(image, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(shape.width, shape.height, { fit: shape.fit, withoutEnlargement: shape.fit === 'inside' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return fail('uploadTypeRejected');
  }
}
