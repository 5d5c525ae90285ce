import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

// Smaller bodies are not worth the header (the compression plugin's threshold).
const COMPRESS_FROM_BYTES = 1024;
// Browsers' accept-encoding headers are few: each is negotiated once.
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new Map() });

/** A body shared by many callers is compressed well once; a viewer's own body is compressed fast, for one sending. */
const encoders: Record<'shared' | 'once', Record<Encoding, (bytes: Buffer) => Buffer>> = {
  shared: {
    br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    gzip: (bytes) => gzipSync(bytes),
  },
  once: {
    br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
    gzip: (bytes) => gzipSync(bytes, { level: 1 }),
  },
};

/** The encoding a client accepts for a body of this size, or null to send it as it is. */
export function encodingFor(headers: IncomingHttpHeaders, bytes: Buffer): Encoding | null {
  const accepted = headers['accept-encoding'];
  return accepted && bytes.length >= COMPRESS_FROM_BYTES ? negotiator.negotiate(accepted) : null;
}

/**
 * An envelope serialised once, as UTF-8 bytes and, the first time a browser asks for them, compressed: a burst
 * of readers neither encodes the text nor compresses it again. A body for `'shared'` readers is compressed well,
 * one made for a single reading (`'once'`) fast.
 */
export class SerialisedBody {
  readonly bytes: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    text: string,
    private readonly readers: 'shared' | 'once' = 'shared',
  ) {
    this.bytes = Buffer.from(text);
  }

  encodedAs(encoding: Encoding): Buffer {
    const known = this.encoded.get(encoding);
    if (known) return known;
    const made = encoders[this.readers][encoding](this.bytes);
    this.encoded.set(encoding, made);
    return made;
  }
}

function appendVary(reply: FastifyReply, field: string): FastifyReply {
  const vary = reply.getHeader('vary');
  return reply.header('vary', vary ? `${String(vary)}, ${field}` : field);
}

/** Sends JSON bytes already encoded as `encoding`; the compression plugin leaves an encoded body alone. */
function sendEncoded(reply: FastifyReply, payload: Buffer, encoding: Encoding | null): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (encoding) appendVary(reply, 'accept-encoding').header('content-encoding', encoding);
  // The typed send expects the envelope object, which these bytes are.
  return reply.send(payload as never);
}

/**
 * Sends an envelope already serialised through the route's response schema, compressed as the client accepts.
 * Returns the bytes sent.
 */
export function sendSerialised(reply: FastifyReply, body: SerialisedBody): Buffer {
  const encoding = encodingFor(reply.request.headers, body.bytes);
  const payload = encoding ? body.encodedAs(encoding) : body.bytes;
  sendEncoded(reply, payload, encoding);
  return payload;
}
