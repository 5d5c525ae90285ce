import { basketballList, footballList, myRoom } from '@kanqiu/contract';
import { Code, isBasketballLive } from '@kanqiu/domain';
import type { RouterContextProvider } from 'react-router';
import { failure, formText } from '../../lib/action-result';
import { isOversizedUpload, maxImageBytes } from '../../lib/image-upload';
import { getSession, requireUser } from '../../lib/session.server';
import type { BroadcastAnswer, BroadcastData, LinkableMatch } from './broadcast-data';
import { readForm } from '../../lib/read-form.server';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The matches in play now, football then basketball, that a new room may be tied to. */
async function linkableMatches(context: Args['context']): Promise<LinkableMatch[]> {
  const api = getSession(context).api;
  const [football, basketball] = await Promise.all([
    api.get('/live/football/v1_1/live', footballList),
    api.get('/live/basketball/match', basketballList, { type: 0 }),
  ]);
  const label = (m: { leagueName: string; homeName: string; awayName: string }) =>
    `${m.leagueName} ${m.homeName} vs ${m.awayName}`;
  return [
    ...(football.ok ? football.data.list.map((m) => ({ id: m.id, label: `足球 · ${label(m)}` })) : []),
    ...(basketball.ok
      ? basketball.data.scoreList
          .filter((m) => isBasketballLive(m.s))
          .map((m) => ({ id: m.id, label: `篮球 · ${label(m)}` }))
      : []),
  ];
}

export async function loadBroadcast(args: Args): Promise<BroadcastData> {
  const user = await requireUser(args);
  if (!user.certified) return { certified: false, room: null, ingestServer: null, matches: [], error: null };
  const [mine, matches] = await Promise.all([
    getSession(args.context).api.get('/vlive/my/room', myRoom),
    linkableMatches(args.context),
  ]);
  if (!mine.ok) return { certified: true, room: null, ingestServer: null, matches, error: mine.msg };
  return { certified: true, room: mine.data.room, ingestServer: mine.data.ingestServer, matches, error: null };
}

const messages = { reset: '推流码已重置，旧推流码立即失效', save: '直播间已保存', cover: '封面已更新' } as const;

/** The API call of a form: 开播 (open or save the room), 重置推流码, or a cover upload (multipart `file`). */
function submitted(form: FormData, api: ReturnType<typeof getSession>['api']) {
  const intent = formText(form, 'intent');
  if (intent === 'reset') return api.post('/vlive/my/room/key', myRoom);
  if (intent === 'save') {
    const json = {
      title: formText(form, 'title'),
      category: Number(formText(form, 'category')),
      matchId: Number(formText(form, 'matchId') || '0'),
    };
    return api.post('/vlive/my/room', myRoom, { json });
  }
  const file = form.get('file');
  if (intent !== 'cover' || !(file instanceof File) || file.size === 0) return null;
  const upload = new FormData();
  upload.set('file', file, file.name || 'cover');
  return api.post('/vlive/my/room/cover', myRoom, { multipart: upload });
}

/** 开播, 重置推流码 and the cover; the key comes back only on the first two answers. */
export async function broadcastAction(args: Args): Promise<BroadcastAnswer> {
  await requireUser(args);
  // Refuse oversized bodies before buffering them (the form parser would hold them in memory).
  if (isOversizedUpload(args.request)) return { ok: false, error: '图片不能超过 2 MB' };
  const form = await readForm(args.request);
  const file = form.get('file');
  if (file instanceof File && file.size > maxImageBytes) return { ok: false, error: '图片不能超过 2 MB' };
  const intent = formText(form, 'intent') as keyof typeof messages;
  const result = await submitted(form, getSession(args.context).api);
  if (!result) return { ok: false, error: '无法识别的操作' };
  if (!result.ok) {
    // A lost session goes to login and comes back here.
    if (result.code === Code.noToken) failure(result, args.request);
    return { ok: false, error: result.msg };
  }
  return { ok: true, message: messages[intent], ingest: result.data.ingest };
}
