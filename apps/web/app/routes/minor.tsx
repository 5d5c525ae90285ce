import { minorStatus } from '@kanqiu/contract';
import { Button } from 'antd-mobile';
import { useEffect, useState, type ReactElement } from 'react';
import { Link, useFetcher } from 'react-router';
import type { Route } from './+types/minor';
import { minorPasswordAction } from '../features/minor-mode/minor-actions.server';
import { MinorShieldIcon } from '../features/minor-mode/minor-shield';
import { MinorRules } from '../features/minor-mode/minor-rules';
import { PasswordPad } from '../features/minor-mode/password-pad';
import '../features/minor-mode/minor-mode.css';
import { PageHeader } from '../features/shell/page-header';
import { actionError, formText, type ActionResult } from '../lib/action-result';
import { Toast } from '../lib/antd-imperative';
import { readForm } from '../lib/read-form.server';
import { useRootData } from '../lib/root-data';
import { getSession } from '../lib/session.server';

export const meta = () => [{ title: '青少年模式 - 看球直播' }];

export async function loader({ context }: Route.LoaderArgs) {
  const result = await getSession(context).api.get('/minor/status', minorStatus);
  return { status: result.ok ? result.data : null, error: result.ok ? null : result.msg };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = formText(form, 'intent');
  if (intent !== 'enable' && intent !== 'disable') return actionError('未知操作');
  return minorPasswordAction(request, getSession(context), intent, formText(form, 'password'));
}

type Step = 'view' | 'set' | 'confirm' | 'off';

export default function MinorModePage({ loaderData }: Route.ComponentProps): ReactElement {
  const { user } = useRootData();
  const { status } = loaderData;
  const fetcher = useFetcher<ActionResult>();
  const [step, setStep] = useState<Step>('view');
  const [first, setFirst] = useState('');
  const [error, setError] = useState<string>();

  // A new answer: a success closes the pad (the loader shows the new state), a refusal shows under it.
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (fetcher.data?.ok) setStep('view');
    setError(fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined);
  }
  useEffect(() => {
    if (fetcher.data?.ok) Toast.show({ content: fetcher.data.message ?? '已保存' });
  }, [fetcher.data]);

  const submit = (intent: 'enable' | 'disable', password: string) =>
    void fetcher.submit({ intent, password }, { method: 'post' });

  const on = status?.on ?? false;
  return (
    <div className="kq-page">
      <PageHeader title="青少年模式" backTo="/user/set" />
      <section className="kq-minor-hero">
        <MinorShieldIcon />
        <h1>青少年模式</h1>
        <p>为青少年健康上网，开启后部分功能将受到限制</p>
        <span className={on ? 'kq-minor-state is-on' : 'kq-minor-state'} data-testid="minor-state">
          {on ? `已开启 · 今日已用 ${status?.usedMinutes ?? 0} 分钟` : '未开启'}
        </span>
      </section>

      {step === 'view' ? (
        <>
          <MinorRules />
          <div className="kq-page-actions">
            <Button block color="primary" size="large" shape="rounded" onClick={() => setStep(on ? 'off' : 'set')}>
              {on ? '关闭青少年模式' : '开启青少年模式'}
            </Button>
          </div>
          {on && user ? (
            <div className="kq-minor-links">
              <Link to="/minor/reset">忘记密码</Link>
            </div>
          ) : null}
          {!user ? (
            <p className="kq-minor-note">未登录时只对本设备生效；登录后开启可在任何设备生效，并可用短信找回密码</p>
          ) : null}
          {loaderData.error ? <p className="kq-minor-note">{loaderData.error}</p> : null}
        </>
      ) : null}

      {step === 'set' ? (
        <PasswordPad
          title="设置密码"
          hint="请设置 4 位数字密码，关闭青少年模式或超出时长时需要输入"
          error={error}
          onFill={(password) => {
            setFirst(password);
            setError(undefined);
            setStep('confirm');
          }}
        />
      ) : null}
      {step === 'confirm' ? (
        <PasswordPad
          title="确认密码"
          hint="请再次输入刚才的密码"
          error={error}
          onFill={(password) => {
            if (password !== first) {
              setError('两次输入的密码不一致，请重新设置');
              setStep('set');
              return;
            }
            submit('enable', password);
          }}
        />
      ) : null}
      {step === 'off' ? (
        <PasswordPad
          title="输入密码"
          hint="输入 4 位数字密码以关闭青少年模式"
          error={error}
          onFill={(p) => submit('disable', p)}
        />
      ) : null}
    </div>
  );
}
