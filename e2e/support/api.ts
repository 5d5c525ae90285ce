import type { APIRequestContext } from '@playwright/test';
import { createCipheriv } from 'node:crypto';
import { e2ePorts } from './ports';

/** The API of this run, reached directly (the web app reaches it server-side). */
export const apiUrl = process.env.KQ_E2E_API_URL ?? `http://127.0.0.1:${e2ePorts.api}`;

/** A fresh mainland mobile number per call: 138 + 8 random digits. */
export function randomPhone(): string {
  return `138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

type Envelope = { code: number; msg: string; data: unknown };

async function envelopeOf(response: { json(): Promise<unknown> }): Promise<Envelope> {
  const body = (await response.json()) as Envelope;
  return body;
}

/** The last SMS code sent to a phone, read from the development outbox (absent in production). */
export async function readSmsCode(
  request: APIRequestContext,
  phone: string,
  purpose?: string,
  api = apiUrl,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const body = await envelopeOf(await request.get(`${api}/dev/sms/outbox`, { params: { phone } }));
    const data = body.data as { code?: string; purpose?: string } | null;
    if (body.code === 200 && data?.code && (!purpose || data.purpose === purpose)) return data.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No SMS code for ${phone} in the dev outbox`);
}

export async function encryptForApi(
  request: APIRequestContext,
  passwords: string[],
  api = apiUrl,
): Promise<{ ivId: string; values: string[] }> {
  const body = await envelopeOf(await request.get(`${api}/user/password/iv`));
  const iv = body.data as { ivId: string; key: string; iv: string };
  const values = passwords.map((password) => {
    const cipher = createCipheriv('aes-256-cbc', Buffer.from(iv.key, 'base64'), Buffer.from(iv.iv, 'base64'));
    return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
  });
  return { ivId: iv.ivId, values };
}

/**
 * Creates an account straight through the API (for journeys that start logged out with an account); its token.
 * `api`: another API of the journey's own (e2e/vlive/recharge-provider.spec.ts).
 */
export async function registerThroughApi(
  request: APIRequestContext,
  account: { phone: string; password: string; nickName: string },
  api = apiUrl,
): Promise<string> {
  const sent = await envelopeOf(
    await request.post(`${api}/inform/send/code`, { data: { phone: account.phone, type: 'register' } }),
  );
  if (sent.code !== 200) throw new Error(`send code: ${sent.msg}`);
  const code = await readSmsCode(request, account.phone, 'register', api);
  const { ivId, values } = await encryptForApi(request, [account.password], api);
  const registered = await envelopeOf(
    await request.post(`${api}/user/register`, {
      data: { phone: account.phone, code, password: values[0], ivId, nickName: account.nickName },
    }),
  );
  if (registered.code !== 200) throw new Error(`register: ${registered.msg}`);
  return (registered.data as { token: string }).token;
}

/** A nickname that passes the rules and is unique enough for one run. */
export function randomNickName(prefix = '球迷'): string {
  return `${prefix}${Math.floor(Math.random() * 1e6)}`;
}

/** A valid mainland ID number (GB 11643 check digit) with a random birthday and sequence, unique enough for one run. */
export function randomIdNumber(): string {
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const body = `1101051990${month}${day}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

/**
 * Real-name certification of an adult (docs/decisions/0064-minor-mode-and-money-rules.md: only adults buy coins and
 * send gifts, 贵族 and tips).
 */
export async function certifyThroughApi(
  request: APIRequestContext,
  token: string,
  realName = '李球迷',
  base = apiUrl,
): Promise<void> {
  const certified = await envelopeOf(
    await request.post(`${base}/user/center/real-name`, {
      headers: { accessToken: token },
      data: { realName, idNumber: randomIdNumber() },
    }),
  );
  if (certified.code !== 200) throw new Error(`certify: ${certified.msg}`);
}

/**
 * A registered, real-name certified anchor with their own room; the token, the room id and where OBS publishes.
 * `api`: another API (e2e/cluster).
 */
export async function anchorWithRoom(
  request: APIRequestContext,
  room: { title: string; category: number; matchId?: number },
  api = apiUrl,
): Promise<{
  account: { phone: string; password: string; nickName: string };
  token: string;
  roomId: number;
  ingestTarget: string;
}> {
  const account = { phone: randomPhone(), password: 'anchor2026', nickName: randomNickName('主播') };
  const token = await registerThroughApi(request, account, api);
  const headers = { accessToken: token };
  await certifyThroughApi(request, token, '王主播', api);
  const opened = await envelopeOf(await request.post(`${api}/vlive/my/room`, { headers, data: room }));
  if (opened.code !== 200) throw new Error(`open room: ${opened.msg}`);
  const mine = opened.data as { room: { id: number }; ingestServer: string; ingest: { streamKey: string } };
  return { account, token, roomId: mine.room.id, ingestTarget: `${mine.ingestServer}/${mine.ingest.streamKey}` };
}
