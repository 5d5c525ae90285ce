import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

// Smaller bodies are not worth the header (the compression plugin's threshold).
const COMPRESS_FROM_BYTES = 1024;
// Browsers' accept-encoding headers are few: each is negotiated once.
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new Map() });

const encoders: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (bytes) => gzipSync(bytes),
};

/**
 * An envelope serialised once for every guest, as UTF-8 bytes and, the first time a browser asks for them,
 * compressed: a burst of readers neither encodes the text nor compresses it again.
 */
export class SerialisedBody {
  readonly bytes: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(text: string) {
    this.bytes = Buffer.from(text);
  }

  encodedAs(encoding: Encoding): Buffer {
    const known = this.encoded.get(encoding);
    if (known) return known;
    const made = encoders[encoding](this.bytes);
    this.encoded.set(encoding, made);
    return made;
  }
}

function appendVary(reply: FastifyReply, field: string): FastifyReply {
  const vary = reply.getHeader('vary');
  return reply.header('vary', vary ? `${String(vary)}, ${field}` : field);
}

/**
 * Sends an envelope already serialised through the route's response schema, compressed as the client accepts
 * (the compression plugin leaves an encoded body alone); the typed send expects the envelope object, which
 * these bytes are. Returns the bytes sent.
 */
export function sendSerialised(reply: FastifyReply, body: SerialisedBody): Buffer {
  reply.type('application/json; charset=utf-8');
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = accepted && body.bytes.length >= COMPRESS_FROM_BYTES ? negotiator.negotiate(accepted) : null;
  const payload = encoding ? body.encodedAs(encoding) : body.bytes;
  if (encoding) appendVary(reply, 'accept-encoding').header('content-encoding', encoding);
  reply.send(payload as never);
  return payload;
}
