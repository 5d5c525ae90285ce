// What the kick-off benchmarks share: finding a live match and the pages around it, and signing fans in.
import { createCipheriv } from 'node:crypto';

/**
 * The API of a kick-off bench: development (fans sign up through the SMS outbox, with no per-address limit, as a
 * crowd behind one machine), the busy replay, no media.
 */
export const kickoffApiEnv = {
  NODE_ENV: 'development',
  SMS_OUTBOX: 'on',
  FEED_DEMO: 'busy',
  MEDIA: 'off',
  SMS_DAILY_LIMIT_PER_IP: '1000000',
  SMS_ATTEMPTS_PER_IP_PER_HOUR: '1000000',
};

/** JSON over HTTP from the API at `base`; `from` is the fan's address, as the loopback web server passes it. */
export function apiClient(base) {
  async function call(path, init = {}, from = '10.0.0.1') {
    const response = await fetch(base + path, { ...init, headers: { ...init.headers, 'x-forwarded-for': from } });
    return response.json();
  }
  const postJson = (path, body, token, from) =>
    call(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { accessToken: token } : {}) },
        body: JSON.stringify(body),
      },
      from,
    );
  return { call, postJson };
}

const addressOf = (index) => `10.2.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** A fan registered through the API's development SMS outbox (encrypted password), signed in: their token. */
export async function registerFan(base, index) {
  const { call, postJson } = apiClient(base);
  const phone = `137${String(10_000_000 + index * 7919 + Math.floor(Math.random() * 7000)).slice(-8)}`;
  const from = addressOf(index);
  await postJson('/inform/send/code', { phone, type: 'register' }, undefined, from);
  const { data: sms } = await call(`/dev/sms/outbox?phone=${phone}`);
  const { data: iv } = await call('/user/password/iv', {}, from);
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(iv.key, 'base64'), Buffer.from(iv.iv, 'base64'));
  const password = Buffer.concat([cipher.update('kickoff2026', 'utf8'), cipher.final()]).toString('base64');
  const body = { phone, code: sms.code, password, ivId: iv.ivId, nickName: `球迷${index}` };
  const registered = await postJson('/user/register', body, undefined, from);
  if (registered.code === 503) {
    await new Promise((r) => setTimeout(r, 1000));
    return registerFan(base, index);
  }
  if (registered.code !== 200) throw new Error(`register: ${registered.msg}`);
  return registered.data.token;
}

/** The web's session cookie for an API token (React Router's unsigned cookie: base64 of the JSON value). */
export const webCookieOf = (token) => `kq_token=${Buffer.from(JSON.stringify(token)).toString('base64')}`;

/**
 * The ids a fan's tap reaches at a busy moment: a live football match (the most advanced one) and another one, a
 * basketball game, a room, an article of 头条.
 */
export async function kickoffTargets(base) {
  const { call, postJson } = apiClient(base);
  const live = (await call('/live/football/v1_1/live')).data.list;
  if (live.length === 0) throw new Error('no live football match: run the API with FEED_DEMO=busy');
  const match = live.toSorted((a, b) => b.state - a.state)[0];
  const basketball =
    (await call('/live/basketball/match?type=0')).data.scoreList[0] ??
    (await call('/live/basketball/match?type=2')).data.scoreList[0];
  const rooms = (await call('/vlive/room/list?type=0')).data.list;
  const articles = (await postJson('/inform/info/list', { columnId: 1002, page: 1, size: 10 })).data.list;
  const companies = (await call(`/live/odds/${match.id}?type=1`)).data;
  return {
    matchId: match.id,
    otherMatchId: live.find((other) => other.id !== match.id)?.id ?? null,
    basketballId: basketball?.id ?? null,
    roomId: rooms[0]?.id ?? null,
    articleId: articles[0]?.id ?? null,
    companyId: (Array.isArray(companies) ? companies : (companies.list ?? []))[0]?.companyId ?? 1,
  };
}
