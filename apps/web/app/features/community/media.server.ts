import { mentionCandidates, uploadedPostImage } from '@kanqiu/contract';
import type { RouterContextProvider } from 'react-router';
import { isOversizedUpload, maxImageBytes } from '../../lib/image-upload';
import { getSession } from '../../lib/session.server';
import type { MentionAnswer, UploadAnswer } from './data';
import { readForm } from '../../lib/read-form.server';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const tooLarge: UploadAnswer = { ok: false, error: '图片不能超过 2 MB' };

/** One post picture (multipart `file`), passed to the API with the session's token; the page never sees the token. */
export async function uploadPostImage({ request, context }: Args): Promise<Response> {
  const session = getSession(context);
  if (!session.hasToken) return Response.json({ ok: false, error: '请先登录' } satisfies UploadAnswer);
  if (isOversizedUpload(request)) return Response.json(tooLarge);
  const file = (await readForm(request)).get('file');
  if (!(file instanceof File) || file.size === 0) return Response.json({ ok: false, error: '请选择图片' });
  if (file.size > maxImageBytes) return Response.json(tooLarge);
  const upload = new FormData();
  upload.set('file', file, file.name || 'image');
  const result = await session.api.post('/community/images', uploadedPostImage, { multipart: upload });
  return Response.json(
    (result.ok ? { ok: true, image: result.data } : { ok: false, error: result.msg }) satisfies UploadAnswer,
  );
}

/** The @ picker's candidates for `?q=`. */
export async function searchMentions({ request, context }: Args): Promise<Response> {
  const session = getSession(context);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 20);
  if (!session.hasToken) return Response.json({ users: [] } satisfies MentionAnswer);
  const result = await session.api.get('/community/mentions', mentionCandidates, { q });
  return Response.json({ users: result.ok ? result.data : [] } satisfies MentionAnswer);
}
