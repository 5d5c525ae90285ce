import { maskPhone } from '@kanqiu/domain';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { useNoticeUnread } from '../features/message/notice-unread';
import { useDownloadDialog } from '../features/shell/download-dialog';
import { type Entry, EntryIcon, EntryList } from '../features/shell/entry-list';
import { ChevronRight, SettingsIcon } from '../features/shell/page-icons';
import { Avatar } from '../features/user/avatar';
import { apiAssetUrl } from '../lib/api-hosts';
import { portraitAuditLabels } from '../lib/labels';
import { useRootData } from '../lib/root-data';
import { unreadBadge } from '../lib/stores/message-store';
import { useNoticeStore } from '../lib/stores/notice-store';
import { useBannerClosed } from '../lib/use-banner-closed';

export const meta = () => [{ title: '我的 - 看球直播' }];

/** The five shortcuts under the profile: [page, label, icon path]. */
const shortcuts: [string, string, string][] = [
  ['/user/attention', '我的关注', 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z'],
  ['/user/match', '我的比赛', 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7.5l4 3-1.5 4.5h-5L8 10.5z'],
  ['/user/proposal', '我的方案', 'M6 3.5h9l3 3V20H6zM9 10h6M9 14h6M9 17h3'],
  ['/user/community', '我的圈子', 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5'],
  ['/user/history', '浏览历史', 'M12 4a8 8 0 11-7.4 5M12 8v4l3 2M4 4v5h5'],
];

function ShortcutIcon({ d }: { d: string }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" aria-hidden="true">
      <path d={d} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const iconPaths = {
  profile: 'M12 12a4 4 0 100-8 4 4 0 000 8zM5 20c1-3.5 3.8-5.5 7-5.5s6 2 7 5.5',
  shield: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  feedback: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  help: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9.5a2.5 2.5 0 114 2c-1 .6-1.5 1.2-1.5 2.5M12 17h.01',
  broadcast: 'M4 7h11v10H4zM15 10.5l5-3v9l-5-3M8 3.5l2 3.5 2-3.5',
  crown: 'M4 18h16M5 15L3.5 7l5 3.5L12 5l3.5 5.5 5-3.5L19 15z',
  message: 'M4 5h16v11h-7l-5 4v-4H4zM8 10h.01M12 10h.01M16 10h.01',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7.5h.01',
  bell: 'M6 16V11a6 6 0 1112 0v5l1.5 2h-15zM10 20.5a2 2 0 004 0',
  gift: 'M4 9h16v11H4zM3 9h18M12 9v11M12 9c-1.5-3.5-5.5-4-5.5-1.5S12 9 12 9zM12 9c1.5-3.5 5.5-4 5.5-1.5S12 9 12 9z',
  gear: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19 12l2-1-1-3-2.2.2-1.3-1.3.2-2.2-3-1-1 2h-1.4l-1-2-3 1 .2 2.2L6.2 8.2 4 8l-1 3 2 1v1.4l-2 1 1 3 2.2-.2 1.3 1.3-.2 2.2 3 1 1-2h1.4l1 2 3-1-.2-2.2 1.3-1.3 2.2.2 1-3-2-1z',
};

/** A row of the page's cards: the page it opens, its title, and its icon on a square of the colour. */
function pageEntry(to: string, title: string, color: string, icon: keyof typeof iconPaths, extra?: ReactNode): Entry {
  const prefix = (
    <EntryIcon color={color}>
      <ShortcutIcon d={iconPaths[icon]} />
    </EntryIcon>
  );
  return { key: to, title, to, prefix, extra };
}

export default function UserPage(): ReactElement {
  const { user, publicHosts, appName } = useRootData();
  const bannerClosed = useBannerClosed();
  const openDownload = useDownloadDialog();
  // The tab's badge asks too, but not where the fourth tab is 消息 (its badge counts the same).
  useNoticeUnread(user !== null);
  const noticeBadge = unreadBadge(useNoticeStore((state) => state.unread));
  // The fan sees their own new portrait while it waits for audit; others see it once approved.
  const portrait = user
    ? apiAssetUrl(user.portraitAudit === 'pending' && user.portraitNew ? user.portraitNew : user.portrait, publicHosts)
    : null;

  return (
    <div className="kq-my">
      <div className="kq-my-top">
        <Link to="/user/set" className="kq-my-settings" aria-label="设置">
          <SettingsIcon />
        </Link>
        {user ? (
          <Link to="/user/infor" className="kq-my-profile">
            <Avatar src={portrait} size="1.28rem" />
            <span className="kq-my-identity">
              <strong className="kq-my-nickname" data-testid="my-nickname">
                {user.nickName}
              </strong>
              <span className="kq-my-phone">
                {maskPhone(user.phone)}
                {user.portraitAudit === 'pending' ? (
                  <em className="kq-tag">头像{portraitAuditLabels.pending}</em>
                ) : null}
              </span>
            </span>
            <ChevronRight className="kq-my-chevron" />
          </Link>
        ) : (
          <div className="kq-my-profile">
            <Avatar src={null} size="1.28rem" />
            <span className="kq-my-identity">
              <Link to="/user/login?redirect=%2Fuser" className="kq-my-login" data-testid="my-login">
                登录/注册
              </Link>
              <span className="kq-my-phone">登录后享受更多精彩内容</span>
            </span>
          </div>
        )}
      </div>

      <div className="kq-card kq-my-shortcuts">
        {shortcuts.map(([to, label, d]) => (
          <Link key={to} to={to} className="kq-my-shortcut">
            <span className="kq-my-shortcut-icon">
              <ShortcutIcon d={d} />
            </span>
            <span>{label}</span>
          </Link>
        ))}
      </div>

      {/* One invitation at a time: this card stands in for the banner once it is closed. */}
      {bannerClosed ? (
        <button type="button" className="kq-card kq-my-promo" onClick={openDownload}>
          <span>
            <strong>下载{appName}APP</strong>
            <span>高清直播不卡顿，进球比分实时提醒</span>
          </span>
          <span className="kq-my-promo-button">立即下载</span>
        </button>
      ) : null}

      {user ? (
        <EntryList
          entries={[
            {
              ...pageEntry('/user/notice', '通知中心', '#16a34a', 'bell'),
              testId: 'my-notice-center',
              extra: noticeBadge ? <span className="kq-entry-badge">{noticeBadge}</span> : '比赛提醒 · 互动 · 私信',
            },
            pageEntry('/user/message', '消息', '#f97316', 'message'),
            pageEntry('/user/infor', '个人资料', '#3b82f6', 'profile'),
            pageEntry('/user/certification', '实名认证', '#10b981', 'shield', user.certified ? '已认证' : '未认证'),
            pageEntry('/user/broadcast', '我要开播', '#e8452c', 'broadcast', user.certified ? '' : '需实名认证'),
            pageEntry('/vlive/noble', '贵族特权', '#c9a227', 'crown'),
          ]}
        />
      ) : null}

      <EntryList
        entries={[
          pageEntry('/activity', '活动中心', '#e11d48', 'gift', '签到 · 竞猜 · 抽奖'),
          pageEntry('/user/opinion', '意见反馈', '#f59e0b', 'feedback'),
          pageEntry('/user/question', '常见问题', '#8b5cf6', 'help'),
          pageEntry('/user/about', '关于我们', '#06b6d4', 'info'),
          pageEntry('/user/set', '设置', '#64748b', 'gear'),
        ]}
      />
    </div>
  );
}
