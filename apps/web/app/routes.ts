/**
 * The route table, mirroring the spec's route list (§2). Routes of features that arrive with
 * later issues are either registered here already as tab pages that answer 404 inside the
 * tab-bar layout (so the fan can still move between tabs), or not registered at all and
 * answered by the catch-all 404 page.
 */
import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

const notYet = 'routes/not-yet.tsx';

/** Tab pages whose feature has not landed yet: 404 inside the tab bar. */
const pendingTabRoute = (path: string, id: string) => route(path, notYet, { id });

export default [
  index('routes/home.tsx'),
  route('news', 'routes/news-redirect.tsx'),

  layout('layouts/download-tips.tsx', [
    layout('layouts/tab-bar.tsx', [
      route('live/hot', 'routes/live-hot.tsx'),
      route('live/zq/:type?', 'routes/live-zq.tsx'),
      route('live/lq/:type?', 'routes/live-lq.tsx'),
      pendingTabRoute('news/:type', 'pending-news-type'),
      pendingTabRoute('message', 'pending-message'),
      pendingTabRoute('ChatGPT', 'pending-chatgpt'),
      pendingTabRoute('database', 'pending-database'),
      pendingTabRoute('community', 'pending-community'),
      pendingTabRoute('community/list', 'pending-community-list'),
      pendingTabRoute('proposal', 'pending-proposal'),
      layout('layouts/user.tsx', { id: 'layout-user-tab' }, [route('user', 'routes/user.tsx')]),
    ]),
    layout('layouts/vlive.tsx', [
      route('vlive/match', 'routes/vlive-match.tsx'),
      route('vlive/:type?', 'routes/vlive-list.tsx'),
    ]),
  ]),

  layout('layouts/user.tsx', { id: 'layout-user-auth' }, [
    route('user/login', 'routes/user-login.tsx'),
    route('user/register', 'routes/user-register.tsx'),
  ]),

  layout('layouts/default.tsx', [
    route('download', 'routes/download.tsx'),
    route('live/zq/detail/:id?', 'routes/live-zq-detail.tsx'),
    route('live/lq/detail/:id?', 'routes/live-lq-detail.tsx'),
    route('vlive/detail/replay', 'routes/vlive-replay.tsx'),
    route('vlive/detail/:id?', 'routes/vlive-detail.tsx'),
    ...prefix('user', [
      route('set', 'routes/user-set.tsx'),
      route('infor', 'routes/user-infor.tsx'),
      route('nickname', 'routes/user-nickname.tsx'),
      route('password', 'routes/user-password.tsx'),
      route('changePassWord', 'routes/user-change-password.tsx'),
      route('certification', 'routes/user-certification.tsx'),
      route('opinion', 'routes/user-opinion.tsx'),
      route('question', 'routes/user-question.tsx'),
      route('doubt', 'routes/user-doubt.tsx'),
      route('about', 'routes/user-about.tsx'),
      route('agreement/:slug', 'routes/user-agreement.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
