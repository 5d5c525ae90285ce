import { SubmitButton, PhoneField, SmsCodeField, phoneGetter } from '../features/user/form-fields';
import { tokenData } from '@kanqiu/contract';
import { nickNameProblem } from '@kanqiu/domain';
import { Checkbox, Form, Input } from 'antd-mobile';
import { Toast } from '../lib/antd-imperative';
import { useState, type ReactElement } from 'react';
import { Link, redirect, useFetcher } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/user-register';
import { AppLogo } from '../features/shell/app-logo';
import { PageHeader } from '../features/shell/page-header';
import { PasswordInput } from '../features/user/password-input';
import { newPasswordRules } from '../features/user/phone-rules';
import { useActionFeedback } from '../features/user/use-action-feedback';
import { usePasswordSubmit } from '../features/user/use-password-submit';
import { actionError, formText, type ActionResult } from '../lib/action-result';
import { nickNameProblemLabels } from '../lib/labels';
import { useRootData } from '../lib/root-data';
import { loginPath, safeRedirect } from '../lib/safe-redirect';
import { useSearchParam } from '../lib/use-search-param';
import { getSession, requireGuest } from '../lib/session.server';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '注册 - 看球直播' }];

export async function loader(args: Route.LoaderArgs): Promise<null> {
  await requireGuest(args);
  return null;
}

/** Register answers the login token; should it only create the account, the fan is sent to log in. */
const registered = z.unknown();

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const form = await readForm(request);
  const password = formText(form, 'password');
  const ivId = formText(form, 'ivId');
  if (!password || !ivId) return actionError('页面尚未加载完成，请稍后重试');
  const body: Record<string, string> = {
    phone: formText(form, 'phone'),
    code: formText(form, 'code'),
    password,
    ivId,
  };
  const nickName = formText(form, 'nickName');
  if (nickName) body.nickName = nickName;

  const session = getSession(context);
  const result = await session.api.post('/user/register', registered, { form: body, anonymous: true });
  if (!result.ok) return actionError(result.msg, result.code);
  const target = safeRedirect(formText(form, 'redirect'), '/user');
  const token = tokenData.safeParse(result.data);
  if (!token.success) throw redirect(loginPath(target));
  session.signIn(token.data.token, token.data.expiresAt);
  throw redirect(target);
}

type RegisterValues = { phone: string; code: string; password: string; nickName?: string };

const nickNameRules = [
  {
    validator: (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return Promise.resolve();
      const problem = nickNameProblem(value.trim());
      return problem ? Promise.reject(new Error(nickNameProblemLabels[problem])) : Promise.resolve();
    },
  },
];

export default function RegisterPage(): ReactElement {
  const redirectTo = safeRedirect(useSearchParam('redirect'), '/user');
  const { appName } = useRootData();
  const fetcher = useFetcher<ActionResult>();
  const [form] = Form.useForm();
  const [agreed, setAgreed] = useState(false);
  const { encrypting, submit: submitEncrypted } = usePasswordSubmit(fetcher);
  const busy = encrypting || fetcher.state !== 'idle';

  useActionFeedback(fetcher.data);

  const submit = async (values: RegisterValues) => {
    if (!agreed) {
      Toast.show({ content: '请先阅读并同意《用户服务协议》和《隐私政策》' });
      return;
    }
    await submitEncrypted([values.password], (ivId, [password = '']) => ({
      phone: values.phone.trim(),
      code: values.code.trim(),
      password,
      ivId,
      nickName: values.nickName?.trim() ?? '',
      redirect: redirectTo,
    }));
  };

  const getPhone = phoneGetter(form);

  return (
    <div className="kq-auth">
      <PageHeader title="" transparent backTo="/user/login" />
      <div className="kq-auth-hero">
        <AppLogo size="1.2rem" />
        <h1>注册{appName}账号</h1>
        <p>比分提醒、直播互动、球迷圈子，等你加入</p>
      </div>

      <div className="kq-auth-card">
        <Form
          form={form}
          onFinish={(values: RegisterValues) => void submit(values)}
          className="kq-form"
          requiredMarkStyle="none"
          footer={
            <>
              <Checkbox checked={agreed} onChange={setAgreed} className="kq-agree" data-testid="register-agree">
                <span className="kq-agree-text">
                  我已阅读并同意<Link to="/user/agreement/yhxy">《用户服务协议》</Link>和
                  <Link to="/user/agreement/yszc">《隐私政策》</Link>
                </span>
              </Checkbox>
              <SubmitButton busy={busy} testId="register-submit">
                注册
              </SubmitButton>
            </>
          }
        >
          <PhoneField />
          <SmsCodeField purpose="register" getPhone={getPhone} />
          <Form.Item name="password" rules={newPasswordRules} label="密码">
            <PasswordInput placeholder="6–20 位，含字母和数字" autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="nickName" rules={nickNameRules} label="昵称">
            <Input maxLength={16} placeholder="选填，2–16 个字符" clearable />
          </Form.Item>
        </Form>
        <div className="kq-auth-links">
          <span>已有账号？</span>
          <Link to={redirectTo === '/user' ? '/user/login' : `/user/login?redirect=${encodeURIComponent(redirectTo)}`}>
            立即登录
          </Link>
        </div>
      </div>
    </div>
  );
}
