import {
  circleFollow,
  circleList,
  createdPost,
  done,
  myCommentPage,
  noticePage,
  postDetail,
  postLike,
  postPage,
  tagOptions,
} from '@kanqiu/contract';
import { Code, reportReasons } from '@kanqiu/domain';
import { data } from 'react-router';
import { z } from 'zod';
import { NOT_FOUND_MESSAGE } from '../../lib/error-status';
import { getSession, requireUser } from '../../lib/session.server';
import type {
  CircleData,
  CommunityActionResult,
  CommunityHomeData,
  MyCommunityData,
  MyCommunityTab,
  PostPageData,
} from './data';
import { readForm } from '../../lib/read-form.server';
import { type LoaderArgs, notFound } from '../../lib/loader.server';

export async function loadCommunityHome({ context }: LoaderArgs): Promise<CommunityHomeData> {
  const { api } = getSession(context);
  const [circles, hot] = await Promise.all([
    api.get('/community/circles', circleList),
    api.get('/community/posts/hot', postPage, { size: 20 }),
  ]);
  return {
    circles: circles.ok ? circles.data : [],
    hot: hot.ok ? hot.data.list : [],
    error: !circles.ok ? circles.msg : !hot.ok ? hot.msg : null,
  };
}

/** /community/list?id=&sort=: a circle and its posts. */
export async function loadCircle({ request, context }: LoaderArgs): Promise<CircleData> {
  const params = new URL(request.url).searchParams;
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) throw notFound();
  const sort = params.get('sort') === 'hot' ? 'hot' : 'latest';
  const session = getSession(context);
  const [circles, posts, tags] = await Promise.all([
    session.api.get('/community/circles', circleList),
    session.api.get(`/community/circles/${id}/posts`, postPage, { sort, size: 30 }),
    session.api.get('/community/tags', tagOptions, { circleId: id }),
  ]);
  const circle = circles.ok ? circles.data.find((c) => c.id === id) : undefined;
  if (circles.ok && !circle) throw notFound();
  if (!circle) throw data(circles.ok ? NOT_FOUND_MESSAGE : circles.msg, { status: circles.ok ? 404 : 503 });
  return {
    circle,
    sort,
    posts: posts.ok ? posts.data.list : [],
    next: posts.ok && posts.data.next,
    signedIn: session.hasToken,
    tags: tags.ok ? tags.data : { matches: [], teams: [] },
    error: posts.ok ? null : posts.msg,
  };
}

export async function loadPost({ request, context }: LoaderArgs): Promise<PostPageData> {
  const code = new URL(request.url).searchParams.get('code') ?? '';
  if (!/^[A-Za-z0-9]{6,16}$/.test(code)) throw notFound();
  const session = getSession(context);
  const result = await session.api.get(`/community/posts/${code}`, postDetail);
  if (!result.ok) {
    if (result.code === Code.postNotFound) throw notFound();
    if (result.code === Code.postHidden) throw data(result.msg, { status: 410 });
    throw data(result.msg, { status: 503 });
  }
  return { post: result.data, signedIn: session.hasToken };
}

const myTabs: readonly MyCommunityTab[] = ['posts', 'comments', 'notices'];

/** /user/community?tab=: my posts, my replies, or 互动消息 (opening them marks them read; the list keeps its marks). */
export async function loadMyCommunity(args: LoaderArgs): Promise<MyCommunityData> {
  await requireUser(args);
  const asked = new URL(args.request.url).searchParams.get('tab');
  const tab = myTabs.find((t) => t === asked) ?? 'posts';
  const { api } = getSession(args.context);
  const empty: MyCommunityData = { tab, posts: [], comments: [], notices: [], unread: 0 };
  const notices = await api.get('/user/community/notices', noticePage, { size: 50 });
  const unread = notices.ok ? notices.data.unread : 0;
  if (tab === 'notices') {
    if (unread > 0) await api.post('/user/community/notices/read', done);
    return { ...empty, notices: notices.ok ? notices.data.list : [], unread: 0 };
  }
  if (tab === 'comments') {
    const comments = await api.get('/user/community/comments', myCommentPage, { size: 50 });
    return { ...empty, unread, comments: comments.ok ? comments.data.list : [] };
  }
  const posts = await api.get('/user/community/posts', postPage, { size: 50 });
  return { ...empty, unread, posts: posts.ok ? posts.data.list : [] };
}

/** A JSON list field of the composer's form, or [] when it is missing or not a list. */
function jsonList(form: FormData, name: string): unknown[] {
  try {
    const value: unknown = JSON.parse(field(form, name) || '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function jsonObject(form: FormData, name: string): object | undefined {
  try {
    const value: unknown = JSON.parse(field(form, name) || 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const optionalId = (form: FormData, name: string) => {
  const value = Number(field(form, name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** Every write of the community screens, with the session's token. */
export async function communityAction({ request, context }: LoaderArgs): Promise<CommunityActionResult> {
  const form = await readForm(request);
  const intent = field(form, 'intent');
  const session = getSession(context);
  if (!session.hasToken) return { ok: false, error: '请先登录', login: true };
  const api = session.api;
  const code = field(form, 'code');
  const answer = (result: { ok: true } | { ok: false; msg: string; code: number }, extra: { code?: string } = {}) =>
    result.ok
      ? ({ ok: true, intent, ...extra } as const)
      : { ok: false as const, error: result.msg, ...(result.code === Code.noToken ? { login: true } : {}) };
  switch (intent) {
    case 'follow': {
      const id = optionalId(form, 'circleId');
      return answer(
        await api.post(`/community/circles/${id ?? 0}/follow`, circleFollow, {
          json: { follow: field(form, 'follow') === '1' },
        }),
      );
    }
    case 'post': {
      const title = field(form, 'title');
      const result = await api.post('/community/posts', createdPost, {
        json: {
          circleId: optionalId(form, 'circleId'),
          kind: field(form, 'kind') === 'question' ? 'question' : 'post',
          content: field(form, 'content'),
          images: jsonList(form, 'images'),
          mentions: jsonList(form, 'mentions'),
          tag: jsonObject(form, 'tag'),
          ...(title ? { title } : {}),
        },
      });
      return result.ok ? { ok: true, intent, code: result.data.code } : answer(result);
    }
    case 'comment':
      return answer(
        await api.post(`/community/posts/${code}/comments`, z.object({ id: z.number() }), {
          json: { content: field(form, 'content'), parentId: optionalId(form, 'parentId') },
        }),
      );
    case 'like':
      return answer(
        await api.post(`/community/posts/${code}/like`, postLike, { json: { liked: field(form, 'liked') === '1' } }),
      );
    case 'report': {
      const reason = field(form, 'reason');
      return answer(
        await api.post(`/community/posts/${code}/report`, done, {
          json: {
            reason: (reportReasons as readonly string[]).includes(reason) ? reason : '其他',
            commentId: optionalId(form, 'commentId'),
          },
        }),
      );
    }
    case 'accept':
      return answer(
        await api.post(`/community/posts/${code}/accept`, done, { json: { commentId: optionalId(form, 'commentId') } }),
      );
    case 'delete':
      return answer(
        await api.post(`/community/posts/${code}/delete`, done, { json: { commentId: optionalId(form, 'commentId') } }),
      );
    default:
      return { ok: false, error: '无法识别的操作' };
  }
}
