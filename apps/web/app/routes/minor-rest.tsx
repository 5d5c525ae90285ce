import { minorStatus } from '@kanqiu/contract';
import { MINOR_DAILY_MINUTES } from '@kanqiu/domain';
import { Button } from 'antd-mobile';
import { useEffect, useState, type ReactElement } from 'react';
import { Link, redirect, useFetcher } from 'react-router';
import type { Route } from './+types/minor-rest';
import { minorPasswordAction } from '../features/minor-mode/minor-actions.server';
import { MinorRestIcon } from '../features/minor-mode/minor-icons';
import { PasswordPad } from '../features/minor-mode/password-pad';
import '../features/minor-mode/minor-mode.css';
import { formText, type ActionResult } from '../lib/action-result';
import { readForm } from '../lib/read-form.server';
import { getSession } from '../lib/session.server';

export const meta = () => [{ title: '休息一下 - 看球直播' }];

/** The rest screen of 青少年模式: shown while the API keeps the product closed to this browser, else home. */
export async function loader({ context }: Route.LoaderArgs) {
  const result = await getSession(context).api.get('/minor/status', minorStatus);
  if (!result.ok || !result.data.lock) throw redirect('/');
  return { lock: result.data.lock };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return minorPasswordAction(request, getSession(context), 'pass', formText(form, 'password'));
}

const texts = {
  curfew: {
    title: '休息时间到了',
    body: '青少年模式下，每日 22:00 至次日 06:00 无法使用看球直播。早点休息，明天再来看球吧。',
  },
  timeLimit: {
    title: '今日使用时长已到',
    body: `青少年模式下每天最多使用 ${MINOR_DAILY_MINUTES} 分钟，今天的时间已经用完。放下手机，出去踢场球吧！`,
  },
};

export default function MinorRestPage({ loaderData }: Route.ComponentProps): ReactElement {
  const fetcher = useFetcher<ActionResult>();
  const [asking, setAsking] = useState(false);
  const text = texts[loaderData.lock];
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;

  useEffect(() => {
    // Past the limits for today: the mode's own screens take the fan on from here.
    if (fetcher.data?.ok) window.location.assign('/');
  }, [fetcher.data]);

  return (
    <div className={loaderData.lock === 'curfew' ? 'kq-minor-rest is-night' : 'kq-minor-rest'} data-testid="minor-rest">
      <MinorRestIcon night={loaderData.lock === 'curfew'} />
      <h1>{text.title}</h1>
      <p>{text.body}</p>
      {asking ? (
        <PasswordPad
          title="输入监护人密码"
          hint="输入青少年模式密码后，今天可继续使用"
          error={failed}
          onFill={(password) => void fetcher.submit({ password }, { method: 'post' })}
        />
      ) : (
        <Button block shape="rounded" size="large" color="primary" onClick={() => setAsking(true)}>
          输入密码继续使用
        </Button>
      )}
      <div className="kq-minor-links">
        <Link to="/minor">青少年模式设置</Link>
      </div>
    </div>
  );
}
