import { Button } from 'antd-mobile';
import { Dialog, Toast } from '../lib/antd-imperative';
import type { ReactElement } from 'react';
import { data, redirect, useFetcher } from 'react-router';
import { vapidPublicKey } from '@kanqiu/contract';
import { z } from 'zod';
import type { Route } from './+types/user-set';
import { EntryList } from '../features/shell/entry-list';
import { PageHeader } from '../features/shell/page-header';
import { PushSettingsCard } from '../features/notify';
import { SpoilerSettingsCard } from '../features/spoiler/spoiler-settings-card';
import { useActionFeedback } from '../features/user/use-action-feedback';
import { actionError, formText, type ActionResult } from '../lib/action-result';
import { useRootData } from '../lib/root-data';
import { getSession } from '../lib/session.server';
import { isThemeColor } from '../lib/theme';
import { themePresets } from '../lib/theme-presets';
import { themeCookie } from '../lib/theme-cookie.server';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '设置 - 看球直播' }];

/** The API's web push key: without it (API down) the push switch says the browser cannot take push. */
export async function loader({ context }: Route.LoaderArgs) {
  const result = await getSession(context).api.get('/push/vapidPublicKey', vapidPublicKey);
  return { pushKey: result.ok ? result.data.publicKey : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = formText(form, 'intent');
  const session = getSession(context);

  if (intent === 'logout') {
    if (session.hasToken) await session.api.get('/user/logout', z.unknown());
    session.signOut();
    throw redirect('/user');
  }

  if (intent === 'theme') {
    const color = formText(form, 'themeColor').toUpperCase();
    if (!isThemeColor(color)) return actionError('主题色格式不正确');
    // Logged in: the colour follows the account; the cookie keeps it for this browser either way.
    if (await session.user()) {
      const result = await session.api.post('/user/center/theme', z.unknown(), { json: { themeColor: color } });
      if (!result.ok && result.code !== 401) return actionError(result.msg, result.code);
    }
    const saved: ActionResult = { ok: true, message: '主题色已更换' };
    return data(saved, { headers: { 'Set-Cookie': await themeCookie.serialize(color) } });
  }

  return actionError('未知操作');
}

export default function SettingsPage({ loaderData }: Route.ComponentProps): ReactElement {
  const { user, theme } = useRootData();
  const themeFetcher = useFetcher<ActionResult>();
  const logoutFetcher = useFetcher();
  useActionFeedback(themeFetcher.data, (message) => Toast.show({ content: message ?? '已保存' }));

  // Optimistic: show the chosen colour as selected while it saves.
  const pendingTheme = themeFetcher.formData?.get('themeColor');
  const selected = typeof pendingTheme === 'string' ? pendingTheme : theme;

  const confirmLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: '确定要退出登录吗？',
      confirmText: '退出登录',
      cancelText: '取消',
    });
    if (confirmed) await logoutFetcher.submit({ intent: 'logout' }, { method: 'post' });
  };

  const accountEntries = user
    ? [
        { key: 'infor', title: '个人资料', to: '/user/infor' },
        { key: 'change-password', title: '修改密码', to: '/user/changePassWord' },
        {
          key: 'certification',
          title: '实名认证',
          to: '/user/certification',
          extra: user.certified ? '已认证' : '未认证',
        },
      ]
    : [];

  return (
    <div className="kq-page">
      <PageHeader title="设置" backTo="/user" />

      {user ? <EntryList title="账号与安全" entries={accountEntries} /> : null}

      <section className="kq-entry-card">
        <h2 className="kq-entry-card-title">主题色</h2>
        <div className="kq-theme-grid" role="radiogroup" aria-label="主题色">
          {themePresets.map((preset) => {
            const active = preset.color.toUpperCase() === selected.toUpperCase();
            return (
              <button
                key={preset.color}
                type="button"
                role="radio"
                aria-checked={active}
                className={active ? 'kq-theme-swatch is-active' : 'kq-theme-swatch'}
                onClick={() =>
                  void themeFetcher.submit({ intent: 'theme', themeColor: preset.color }, { method: 'post' })
                }
              >
                <span className="kq-theme-dot" style={{ background: preset.color }}>
                  {active ? '✓' : ''}
                </span>
                <span>{preset.name}</span>
              </button>
            );
          })}
        </div>
      </section>

      <PushSettingsCard publicKey={loaderData.pushKey} loggedIn={user !== null} />

      <SpoilerSettingsCard />

      <EntryList title="青少年模式" entries={[{ key: 'minor', title: '青少年模式', to: '/minor' }]} />

      <EntryList
        title="帮助与关于"
        entries={[
          { key: 'password', title: '找回密码', to: '/user/password' },
          { key: 'question', title: '常见问题', to: '/user/question' },
          { key: 'opinion', title: '意见反馈', to: '/user/opinion' },
          { key: 'about', title: '关于我们', to: '/user/about' },
        ]}
      />

      <EntryList
        title="协议与政策"
        entries={[
          { key: 'yhxy', title: '用户服务协议', to: '/user/agreement/yhxy' },
          { key: 'yszc', title: '隐私政策', to: '/user/agreement/yszc' },
          { key: 'all', title: '全部协议', to: '/user/about#agreements' },
        ]}
      />

      {user ? (
        <div className="kq-page-actions">
          <Button
            block
            size="large"
            shape="rounded"
            className="kq-logout"
            onClick={() => void confirmLogout()}
            data-testid="logout"
          >
            退出登录
          </Button>
        </div>
      ) : null}
    </div>
  );
}
