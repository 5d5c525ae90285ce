import { connect } from 'node:net';

/** What came back on a raw connection before the server closed it, and how long that took. */
export type RawExchange = { text: string; elapsedMs: number };

/**
 * Writes `chunks` to a plain TCP connection, waiting `gapMs` between them, and collects the answer
 * until the server closes the connection. For what fetch cannot send: slow bodies, oversized headers.
 */
export function rawExchange(url: string, chunks: string[], gapMs = 0): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const writeFrom = (index: number) => {
      if (index >= chunks.length || socket.destroyed) return;
      socket.write(chunks[index] ?? '');
      timer = setTimeout(() => writeFrom(index + 1), gapMs);
    };
    socket.on('connect', () => writeFrom(0));
    socket.on('data', (data) => received.push(data));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(received).toString('utf8'), elapsedMs: Date.now() - started });
    });
  });
}

/** The status code and the JSON body of a raw HTTP/1.1 answer. */
export function parseRawAnswer(text: string): { status: number; body: unknown } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}
