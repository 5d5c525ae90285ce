import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import { decrypt } from 'http_ece';
import { selfSignedCertificate } from '../support/tls';

/** What a browser holds for one subscription: the endpoint and the keys the server encrypts to. */
export type BrowserSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
};

export type Received = {
  subscription: string;
  headers: Record<string, string | string[] | undefined>;
  payload: unknown;
};

/**
 * A push service of our own over HTTPS (as FCM or Mozilla's autopush are): it takes what the API sends,
 * decrypts it with the subscription's private key (RFC 8291) and keeps it; a subscription marked gone
 * answers 410 as a real service does for an expired one.
 */
export async function startPushService(): Promise<{
  agent: Agent;
  received: Received[];
  subscribe: () => BrowserSubscription;
  expire: (subscription: BrowserSubscription) => void;
  close: () => Promise<void>;
}> {
  const { cert, key } = selfSignedCertificate();

  const browsers = new Map<string, BrowserSubscription>();
  const gone = new Set<string>();
  const received: Received[] = [];
  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url?.split('/').pop() ?? '';
      const browser = browsers.get(id);
      if (!browser || gone.has(id)) {
        response.writeHead(410).end();
        return;
      }
      const plain = decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.authSecret,
      });
      received.push({ subscription: id, headers: request.headers, payload: JSON.parse(plain.toString('utf8')) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    agent: new Agent({ ca: cert }),
    received,
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const browser = {
        endpoint: `https://127.0.0.1:${port}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
      browsers.set(id, browser);
      return browser;
    },
    expire(subscription) {
      gone.add(subscription.endpoint.split('/').pop() ?? '');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
