import { SubmitButton, PhoneField, SmsCodeField, phoneGetter } from '../features/user/form-fields';
import { tokenData } from '@kanqiu/contract';
import { Form } from 'antd-mobile';
import { showToast } from '../lib/toast';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Link, redirect, useFetcher } from 'react-router';
import type { Route } from './+types/user-login';
import { AppLogo } from '../features/shell/app-logo';
import { PageHeader } from '../features/shell/page-header';
import { PasswordInput } from '../features/user/password-input';
import { useActionFeedback } from '../features/user/use-action-feedback';
import { usePasswordSubmit } from '../features/user/use-password-submit';
import { actionError, formText, type ActionResult } from '../lib/action-result';
import { useRootData } from '../lib/root-data';
import { safeRedirect } from '../lib/safe-redirect';
import { useSearchParam } from '../lib/use-search-param';
import { getSession, requireGuest } from '../lib/session.server';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '登录 - 看球直播' }];

export async function loader(args: Route.LoaderArgs): Promise<null> {
  await requireGuest(args);
  return null;
}

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const form = await readForm(request);
  const phone = formText(form, 'phone');
  const mode = formText(form, 'mode');
  let body: Record<string, string>;
  if (mode === 'code') {
    body = { phone, code: formText(form, 'code') };
  } else {
    const password = formText(form, 'password');
    const ivId = formText(form, 'ivId');
    // Without the browser's encryption (e.g. submitted before the page finished loading) there is no ivId.
    if (!password || !ivId) return actionError('页面尚未加载完成，请稍后重试');
    body = { phone, password, ivId };
  }
  const session = getSession(context);
  const result = await session.api.post('/user/login', tokenData, { form: body, anonymous: true });
  if (!result.ok) return actionError(result.msg, result.code);
  session.signIn(result.data.token, result.data.expiresAt);
  throw redirect(safeRedirect(formText(form, 'redirect'), '/user'));
}

const notices: Record<string, string> = {
  'password-changed': '密码已修改，请使用新密码登录',
  'password-reset': '密码已重置，请使用新密码登录',
};

type LoginMode = 'password' | 'code';

const loginModes: { key: LoginMode; title: string }[] = [
  { key: 'password', title: '密码登录' },
  { key: 'code', title: '验证码登录' },
];

/** One way of logging in: the phone, then `children` (the password or the SMS code), and 登录. */
function LoginForm<Values>(props: {
  form: ReturnType<typeof Form.useForm>[0];
  busy: boolean;
  onFinish: (values: Values) => void;
  children: ReactNode;
}): ReactElement {
  return (
    <Form
      form={props.form}
      onFinish={props.onFinish}
      className="kq-form"
      requiredMarkStyle="none"
      footer={
        <SubmitButton busy={props.busy} testId="login-submit">
          登录
        </SubmitButton>
      }
    >
      <PhoneField />
      {props.children}
    </Form>
  );
}

export default function LoginPage(): ReactElement {
  const redirectTo = safeRedirect(useSearchParam('redirect'), '/user');
  const notice = notices[useSearchParam('notice') ?? ''];
  const { appName } = useRootData();
  const fetcher = useFetcher<ActionResult>();
  const [mode, setMode] = useState<LoginMode>('password');
  const { encrypting, submit: submitEncrypted } = usePasswordSubmit(fetcher);
  const [passwordForm] = Form.useForm();
  const [codeForm] = Form.useForm();
  const busy = encrypting || fetcher.state !== 'idle';

  useActionFeedback(fetcher.data);
  useEffect(() => {
    if (notice) showToast(notice);
  }, [notice]);

  const submitPassword = (values: { phone: string; password: string }) =>
    submitEncrypted([values.password], (ivId, [password = '']) => ({
      mode: 'password',
      phone: values.phone.trim(),
      password,
      ivId,
      redirect: redirectTo,
    }));

  const submitCode = async (values: { phone: string; code: string }) => {
    await fetcher.submit(
      { mode: 'code', phone: values.phone.trim(), code: values.code.trim(), redirect: redirectTo },
      { method: 'post' },
    );
  };

  const codePhone = phoneGetter(codeForm);

  const registerLink =
    redirectTo === '/user' ? '/user/register' : `/user/register?redirect=${encodeURIComponent(redirectTo)}`;

  return (
    <div className="kq-auth">
      <PageHeader title="" transparent backTo="/user" />
      <div className="kq-auth-hero">
        <AppLogo size="1.2rem" />
        <h1>欢迎来到{appName}直播</h1>
        <p>足球篮球比分直播，一个账号全搞定</p>
      </div>

      <div className="kq-auth-card">
        {/* Two plain tabs: antd-mobile's Tabs would bring its animation library to the first screen
            (docs/decisions/0046-first-screen-stylesheets-in-html.md). */}
        <div className="kq-auth-tabs" role="tablist">
          {loginModes.map(({ key, title }) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={mode === key}
              className={mode === key ? 'is-active' : undefined}
              onClick={() => setMode(key)}
            >
              <span>{title}</span>
            </button>
          ))}
        </div>

        {mode === 'password' ? (
          <LoginForm
            form={passwordForm}
            busy={busy}
            onFinish={(values: { phone: string; password: string }) => void submitPassword(values)}
          >
            <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]} label="密码">
              <PasswordInput placeholder="请输入密码" autoComplete="current-password" />
            </Form.Item>
          </LoginForm>
        ) : (
          <LoginForm
            form={codeForm}
            busy={busy}
            onFinish={(values: { phone: string; code: string }) => void submitCode(values)}
          >
            <SmsCodeField purpose="login" getPhone={codePhone} />
          </LoginForm>
        )}

        <div className="kq-auth-links">
          <Link to={registerLink}>注册账号</Link>
          <Link to="/user/password">忘记密码？</Link>
        </div>
      </div>

      <p className="kq-auth-terms">
        登录即表示您已阅读并同意
        <Link to="/user/agreement/yhxy">《用户服务协议》</Link>和<Link to="/user/agreement/yszc">《隐私政策》</Link>
      </p>
    </div>
  );
}
