import { pushSettingLabels, type PushSettings } from '@kanqiu/domain';
import { Switch } from 'antd-mobile';
import { useMemo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { loginPath } from '../../lib/safe-redirect';
import type { ActionResult } from '../../lib/action-result';
import { pushGap, type PushGap } from './push-browser';
import { usePushSubscription, type PushState, type PushSync } from './use-push-subscription';
import './push.css';

async function send(method: 'POST' | 'DELETE', body: unknown): Promise<ActionResult> {
  const response = await fetch('/user/push', {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as ActionResult;
}

const pushSync: PushSync = {
  async save(subscription, settings) {
    return (await send('POST', { ...subscription, settings })).ok;
  },
  async remove(endpoint) {
    await send('DELETE', { endpoint });
  },
};

const notes: Partial<Record<PushState, ReactElement>> = {
  unsupported: (
    <p className="kq-push-note">
      当前浏览器不支持推送通知。iPhone 需 iOS 16.4 及以上，并先
      <Link to="/download/wapStep">将看球直播添加到主屏幕</Link>。
    </p>
  ),
  blocked: <p className="kq-push-note">你已拒绝看球直播发送通知，请在浏览器的网站设置中允许通知后再开启。</p>,
};

const gapReasons: Record<PushGap, string> = {
  serviceWorker: '此浏览器没有 Service Worker',
  pushManager: '此浏览器没有推送服务（PushManager）',
  notification: '此浏览器不能显示系统通知',
};

/** Why web push cannot reach this device, in words; null while it can (or is still being checked). */
function pushUnavailable(state: PushState, publicKey: string | null): string | null {
  if (state === 'blocked') return '通知权限已被拒绝';
  if (state !== 'unsupported') return null;
  const gap = pushGap();
  if (gap) return gapReasons[gap];
  return publicKey ? '此浏览器的推送服务无法连接' : '推送服务暂时不可用';
}

const pushStateLabels: Record<PushState, string> = {
  checking: '检测中',
  busy: '设置中',
  unsupported: '此设备不可用',
  blocked: '已被拒绝',
  off: '未开启',
  on: '已开启',
};

/**
 * 提醒通道: where this device hears of a followed match. The 通知中心 always (kept on the server), the open page's
 * live alerts, and web push only where this browser can take it: said plainly when it cannot.
 */
function AlertChannels({ state, publicKey }: { state: PushState; publicKey: string | null }): ReactElement {
  const unavailable = pushUnavailable(state, publicKey);
  return (
    <ul className="kq-push-channels" data-testid="push-channels" aria-label="提醒通道">
      <li data-channel="center" data-active="true">
        <Link to="/user/notice">
          <span className="kq-setting-text">
            <strong>通知中心</strong>
            <small>所有提醒保存在服务器上，换设备、关掉页面也能查看</small>
          </span>
          <em className="kq-push-on">已开启</em>
        </Link>
      </li>
      <li data-channel="page" data-active="true">
        <span className="kq-setting-text">
          <strong>页面内提醒</strong>
          <small>打开看球时，进球、红牌等即时弹出</small>
        </span>
        <em className="kq-push-on">已开启</em>
      </li>
      <li data-channel="webpush" data-active={state === 'on'}>
        <span className="kq-setting-text">
          <strong>浏览器推送</strong>
          <small data-testid="webpush-reason">
            {unavailable
              ? `网页推送在此设备不可用：${unavailable}，提醒请到通知中心查看`
              : '关掉页面后由浏览器弹出通知'}
          </small>
        </span>
        <em className={state === 'on' ? 'kq-push-on' : 'kq-push-off'}>{pushStateLabels[state]}</em>
      </li>
    </ul>
  );
}

/** 比赛推送 in 设置: kick-off, goals, red cards, half and full time of followed matches, page closed or not. */
export function PushSettingsCard({
  publicKey,
  loggedIn,
}: {
  publicKey: string | null;
  loggedIn: boolean;
}): ReactElement {
  const push = usePushSubscription(publicKey, pushSync);
  const on = push.state === 'on';
  const choose = useMemo(
    () => (kind: keyof PushSettings, checked: boolean) => push.choose({ ...push.settings, [kind]: checked }),
    [push],
  );
  const turnOn = async () => {
    const turnedOn = await push.turnOn();
    if (turnedOn) Toast.show({ content: '已开启比赛推送' });
    else if (Notification.permission === 'granted') Toast.show({ content: '开启推送失败，请稍后再试' });
  };
  return (
    <section className="kq-entry-card kq-push-card" data-testid="push-settings" data-state={push.state}>
      <h2 className="kq-entry-card-title">比赛推送</h2>
      {loggedIn ? (
        <>
          <AlertChannels state={push.state} publicKey={publicKey} />
          <div className="kq-push-row">
            <span className="kq-setting-text">
              <strong>开启浏览器推送</strong>
              <small>关注的比赛开赛、进球、红牌、完场时通知你，不打开页面也能收到</small>
            </span>
            <Switch
              checked={on}
              loading={push.state === 'busy' || push.state === 'checking'}
              disabled={push.state === 'unsupported' || push.state === 'blocked'}
              onChange={(checked) => void (checked ? turnOn() : push.turnOff())}
              aria-label="关注比赛推送"
            />
          </div>
          {notes[push.state] ?? null}
          <ul className="kq-push-kinds" aria-label="推送内容">
            {pushSettingLabels.map((item) => (
              <li key={item.kind}>
                <span>{item.label}</span>
                <Switch
                  checked={push.settings[item.kind]}
                  disabled={!on}
                  onChange={(checked) => choose(item.kind, checked)}
                  aria-label={item.label}
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="kq-push-note">
          <Link to={loginPath('/user/set')}>登录</Link>后，关注的比赛开赛、进球、完场时会通知你。
        </p>
      )}
    </section>
  );
}
