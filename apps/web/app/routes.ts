/**
 * The route table, mirroring the spec's route list (§2); a path it does not list is answered by the
 * catch-all 404 page.
 */
import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // Resource routes of the message screens: the socket's token, the tab badge.
  route('message/token', 'routes/message-token.ts'),
  route('message/unread', 'routes/message-unread.ts'),
  // The 通知中心's unread total, for the 我的 tab's badge (features/notify).
  route('user/noticeUnread', 'routes/user-notice-unread.ts'),
  route('news', 'routes/news-redirect.tsx'),
  // The browser's web push subscription, passed to the API with the session (features/notify).
  route('user/push', 'routes/user-push.ts'),
  // The signed-in fan's 防剧透 settings, read and saved with the session (features/spoiler).
  route('user/spoiler', 'routes/user-spoiler.ts'),
  // The AI chat's question (streamed answer) and the signed-in fan's conversations (features/ai).
  route('ChatGPT/ask', 'routes/chatgpt-ask.ts'),
  route('ChatGPT/conversation/:id', 'routes/chatgpt-conversation.ts'),
  // A chat line of any group (a room, a match, a sport), sent with the session (features/vlive).
  route('chat/send', 'routes/chat-send.ts'),
  route('chat/filters', 'routes/chat-filters.ts'),
  // Follow and buy of the 专家方案 screens (features/experts).
  route('proposal/act', 'routes/proposal-act.ts'),
  // The 圈子 composer's picture upload and @ picker (features/community).
  route('community/act', 'routes/community-act.ts'),
  // 青少年模式: its settings, the rest screen, the password reset, and the open page's minute (features/minor-mode).
  route('minor', 'routes/minor.tsx'),
  route('minor/rest', 'routes/minor-rest.tsx'),
  route('minor/reset', 'routes/minor-reset.tsx'),
  route('minor/heartbeat', 'routes/minor-heartbeat.ts'),

  layout('layouts/download-tips.tsx', [
    layout('layouts/tab-bar.tsx', [
      // The live view (spec §2, §4): every match in play, both sports (features/live-now).
      route('live', 'routes/live.tsx'),
      route('live/hot', 'routes/live-hot.tsx'),
      route('live/zq/:type?', 'routes/live-zq.tsx'),
      route('live/lq/:type?', 'routes/live-lq.tsx'),
      route('news/:type', 'routes/news-list.tsx'),
      route('message', 'routes/message.tsx'),
      route('ChatGPT', 'routes/chatgpt.tsx'),
      layout('layouts/database.tsx', { id: 'layout-database-tab' }, [route('database', 'routes/database.tsx')]),
      route('community', 'routes/community.tsx'),
      route('community/list', 'routes/community-list.tsx'),
      route('proposal', 'routes/proposal.tsx'),
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
    route('download', 'routes/download.tsx', { id: 'download' }),
    ...prefix('download', [
      route('Android', 'routes/download.tsx', { id: 'download-android' }),
      route('android-down', 'routes/download.tsx', { id: 'download-android-down' }),
      route('ios-down', 'routes/download.tsx', { id: 'download-ios-down' }),
      route('wapStep', 'routes/download.tsx', { id: 'download-wap-step' }),
    ]),
    route('live/ai', 'routes/live-ai.tsx'),
    route('live/ai/list', 'routes/live-ai-list.tsx'),
    route('live/zq/detail/:id?', 'routes/live-zq-detail.tsx'),
    route('live/lq/detail/:id?', 'routes/live-lq-detail.tsx'),
    route('vlive/noble', 'routes/vlive-noble.tsx'),
    route('vlive/detail/replay', 'routes/vlive-replay.tsx'),
    layout('layouts/database.tsx', { id: 'layout-database-pages' }, [
      ...prefix('database', [
        route('detail', 'routes/database-detail.tsx'),
        route('detail/lq', 'routes/database-detail-lq.tsx'),
        route('team/zq', 'routes/database-team-zq.tsx'),
        route('team/lq', 'routes/database-team-lq.tsx'),
        route('player/zq', 'routes/database-player-zq.tsx'),
        route('player/lq', 'routes/database-player-lq.tsx'),
      ]),
    ]),
    route('vlive/detail/:id?', 'routes/vlive-detail.tsx'),
    route('vlive/anim/:sport/:id', 'routes/vlive-anim.tsx'),
    ...prefix('message', [
      route('chat', 'routes/message-chat.tsx'),
      route('chatDetail', 'routes/message-chat-detail.tsx'),
      route('personal', 'routes/message-personal.tsx'),
      route('address', 'routes/message-address.tsx'),
      route('attention', 'routes/message-attention.tsx'),
      route('fans', 'routes/message-fans.tsx'),
      route('find', 'routes/message-find.tsx'),
      route('groupList', 'routes/message-group-list.tsx'),
      route('createGroup', 'routes/message-create-group.tsx'),
      route('groupDetail', 'routes/message-group-detail.tsx'),
      route('notice', 'routes/message-notice.tsx'),
      route('note', 'routes/message-note.tsx'),
      route('version', 'routes/message-version.tsx'),
      route('favor', 'routes/message-favor.tsx'),
      route('search', 'routes/message-search.tsx'),
    ]),
    // 搜索 (reached from the 头条 header): a static segment, so it is never read as a column id.
    route('news/search', 'routes/news-search.tsx'),
    route('news/:type/:id', 'routes/news-article.tsx'),
    ...prefix('proposal', [
      route('detail', 'routes/proposal-detail.tsx'),
      route('matchList', 'routes/proposal-match-list.tsx'),
      route('rank', 'routes/proposal-rank.tsx'),
      route('rank/attention', 'routes/proposal-rank-attention.tsx'),
    ]),
    route('activity', 'routes/activity.tsx'),
    ...prefix('activity', [
      route('reg', 'routes/activity-reg.tsx'),
      route('lottery', 'routes/activity-lottery.tsx'),
      route('rank', 'routes/activity-rank.tsx'),
      route('history', 'routes/activity-history.tsx'),
      route('address', 'routes/activity-address.tsx'),
      route('rule', 'routes/activity-rule.tsx'),
    ]),
    // 运营: the operators' report queues (token in sessionStorage), outside the tabs (features/admin).
    route('admin/reports', 'routes/admin-reports.tsx'),
    route('community/detail', 'routes/community-detail.tsx', { id: 'community-detail' }),
    route('community/qdetail', 'routes/community-detail.tsx', { id: 'community-qdetail' }),
    ...prefix('user', [
      route('set', 'routes/user-set.tsx'),
      route('infor', 'routes/user-infor.tsx'),
      route('nickname', 'routes/user-nickname.tsx'),
      route('password', 'routes/user-password.tsx'),
      route('changePassWord', 'routes/user-change-password.tsx'),
      route('certification', 'routes/user-certification.tsx'),
      route('broadcast', 'routes/user-broadcast.tsx'),
      route('opinion', 'routes/user-opinion.tsx'),
      route('question', 'routes/user-question.tsx'),
      route('doubt', 'routes/user-doubt.tsx'),
      route('about', 'routes/user-about.tsx'),
      route('message', 'routes/user-message.tsx'),
      route('notice', 'routes/user-notice.tsx'),
      route('notice/:group', 'routes/user-notice-group.tsx'),
      route('community', 'routes/user-community.tsx'),
      route('history', 'routes/user-history.tsx'),
      route('authorHome', 'routes/user-author-home.tsx'),
      route('proposal', 'routes/user-proposal.tsx'),
      route('attention', 'routes/user-attention.tsx'),
      route('match', 'routes/user-match.tsx'),
      route('agreement/:slug', 'routes/user-agreement.tsx'),
      // Where WeChat Pay and Alipay send the fan back after paying (features/gifts).
      route('recharge/result', 'routes/user-recharge-result.tsx'),
      // Where WeChat's 网页授权 sends the fan back before JSAPI 支付 (features/gifts).
      route('recharge/wechat', 'routes/user-recharge-wechat.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
