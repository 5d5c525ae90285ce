import { createCipheriv } from 'node:crypto';
import { envelope, passwordIv, tokenData, type PasswordIv, type SmsPurpose } from '@kanqiu/contract';
import { z } from 'zod';
import type { TestServer } from './test-server';

/** A response: the HTTP status and the envelope, whose `data` each test parses with its contract schema. */
export type Reply = { status: number; code: number; msg: string; data: unknown };

export type CallOptions = {
  token?: string;
  headers?: Record<string, string>;
  /** Send the body form-encoded (as the spec's login does) instead of JSON. */
  form?: boolean;
};

const anyEnvelope = envelope(z.unknown());

async function toReply(response: Response): Promise<Reply> {
  const body = anyEnvelope.parse(await response.json());
  return { status: response.status, code: body.code, msg: body.msg, data: body.data };
}

function headersFor({ token, headers }: CallOptions): Record<string, string> {
  return { ...(token ? { accessToken: token } : {}), ...headers };
}

export async function post(server: TestServer, path: string, body: Record<string, unknown>, options: CallOptions = {}) {
  const encoded = options.form
    ? new URLSearchParams(Object.entries(body).map(([key, value]): [string, string] => [key, String(value)])).toString()
    : JSON.stringify(body);
  const contentType = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
  return toReply(
    await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': contentType, ...headersFor(options) },
      body: encoded,
    }),
  );
}

export async function get(
  server: TestServer,
  path: string,
  options: CallOptions & { query?: Record<string, string> } = {},
) {
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  return toReply(await fetch(server.url + path + query, { headers: headersFor(options) }));
}

export async function upload(
  server: TestServer,
  path: string,
  file: { bytes: Uint8Array; name: string; type: string },
  options: CallOptions & { field?: string } = {},
) {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([file.bytes], { type: file.type }), file.name);
  return toReply(await fetch(server.url + path, { method: 'POST', headers: headersFor(options), body: form }));
}

/** The data of a successful reply, parsed by its contract schema; fails the test with the message otherwise. */
export function dataOf<S extends z.ZodType>(reply: Reply, schema: S): z.output<S> {
  if (reply.code !== 200) throw new Error(`Expected code 200, got ${reply.code} ${reply.msg}`);
  return schema.parse(reply.data);
}

/** What a client does before sending a password: AES-256-CBC (PKCS#7) under the one-time key and iv, in base64. */
export function encryptPassword(material: Pick<PasswordIv, 'key' | 'iv'>, text: string): string {
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(material.key, 'base64'), Buffer.from(material.iv, 'base64'));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

export async function fetchIv(server: TestServer): Promise<PasswordIv> {
  return dataOf(await get(server, '/user/password/iv'), passwordIv);
}

/** `{password, ivId}` ready to post: a fresh iv, the password encrypted under it. */
export async function encryptedPassword(server: TestServer, password: string) {
  const material = await fetchIv(server);
  return { password: encryptPassword(material, password), ivId: material.ivId };
}

let phoneCounter = Math.floor(Math.random() * 1_000_000);

/** A valid mainland mobile number not used before in this test run. */
export function newPhone(): string {
  phoneCounter += 1;
  return `139${String(phoneCounter).padStart(8, '0')}`;
}

/** Sends a code and reads it back from the test server's memory SMS sender. */
export async function smsCode(server: TestServer, phone: string, type: SmsPurpose): Promise<string> {
  const reply = await post(server, '/inform/send/code', { phone, type });
  if (reply.code !== 200) throw new Error(`Sending a code failed: ${reply.code} ${reply.msg}`);
  const sent = server.sms.lastFor(phone);
  if (!sent) throw new Error(`No code was sent to ${phone}`);
  return sent.code;
}

export type TestUser = { phone: string; password: string; token: string };

export async function registerUser(
  server: TestServer,
  {
    phone = newPhone(),
    password = 'kanqiu2026',
    nickName,
  }: { phone?: string; password?: string; nickName?: string } = {},
): Promise<TestUser> {
  const code = await smsCode(server, phone, 'register');
  const body = { phone, code, ...(await encryptedPassword(server, password)), ...(nickName ? { nickName } : {}) };
  const { token } = dataOf(await post(server, '/user/register', body), tokenData);
  return { phone, password, token };
}

export async function loginWithPassword(server: TestServer, phone: string, password: string): Promise<Reply> {
  return post(server, '/user/login', { phone, ...(await encryptedPassword(server, password)) }, { form: true });
}
