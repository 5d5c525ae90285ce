import { aiAskBody, aiConversation, aiConversationList, emptyData } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import type { RouterContextProvider } from 'react-router';
import { apiUrl } from '../../lib/api-hosts';
import { CLIENT_IP_HEADER, getSession, tokenCookie } from '../../lib/session.server';
import { webConfig } from '../../config.server';
import type { ChatPageData } from './data';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params?: { id?: string } };

const noStore = { 'Cache-Control': 'private, no-store' };
const envelopeReply = (code: number, msg: string, status = 200) =>
  Response.json({ code, msg, data: null }, { status, headers: noStore });

/** The chat page: whether the fan is signed in (history on the server) and their conversations. */
export async function loadChat({ context }: Args): Promise<ChatPageData> {
  const session = getSession(context);
  const user = await session.user();
  if (!user) return { signedIn: false, conversations: [] };
  const list = await session.api.get('/ai/conversations', aiConversationList);
  return { signedIn: true, conversations: list.ok ? list.data.list : [] };
}

/**
 * POST /ChatGPT/ask: passes the question to the API with the fan's token and streams the answer back
 * (text/event-stream); a refusal (bad input, too many questions) comes back as the API's envelope.
 */
export async function askAction({ request }: Args): Promise<Response> {
  const parsed = aiAskBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return envelopeReply(Code.validationFailed, parsed.error.issues[0]?.message ?? '请输入问题');
  const token: unknown = await tokenCookie.parse(request.headers.get('cookie'));
  const clientIp = request.headers.get(CLIENT_IP_HEADER);
  const headers = new Headers({ 'content-type': 'application/json', accept: 'text/event-stream' });
  if (typeof token === 'string' && token) headers.set('accessToken', token);
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  let upstream: Response;
  try {
    upstream = await fetch(apiUrl('/ai/ask', webConfig().apiHosts), {
      method: 'POST',
      headers,
      body: JSON.stringify(parsed.data),
      signal: request.signal,
    });
  } catch {
    return envelopeReply(Code.internalError, 'AI 助手暂时连不上，请稍后再试', 502);
  }
  return new Response(upstream.body, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json', ...noStore },
  });
}

/** GET /ChatGPT/conversation/:id: one of the fan's conversations; DELETE removes it. */
export async function conversationLoader({ context, params }: Args): Promise<Response> {
  const result = await getSession(context).api.get(`/ai/conversations/${Number(params?.id)}`, aiConversation);
  return result.ok ? Response.json(result.data, { headers: noStore }) : envelopeReply(result.code, result.msg, 404);
}

export async function conversationAction({ request, context, params }: Args): Promise<Response> {
  if (request.method !== 'DELETE') return envelopeReply(Code.validationFailed, '不支持的操作', 405);
  const result = await getSession(context).api.call(`/ai/conversations/${Number(params?.id)}`, emptyData, {
    method: 'DELETE',
  });
  return result.ok ? Response.json({ done: true }, { headers: noStore }) : envelopeReply(result.code, result.msg);
}
