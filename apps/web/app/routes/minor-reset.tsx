import { done } from '@kanqiu/contract';
import { Form, Input } from 'antd-mobile';
import { useEffect, type ReactElement } from 'react';
import { redirect, useFetcher } from 'react-router';
import type { Route } from './+types/minor-reset';
import '../features/minor-mode/minor-mode.css';
import { PageHeader } from '../features/shell/page-header';
import { SmsCodeField, SubmitButton } from '../features/user/form-fields';
import { failure, formText, type ActionResult } from '../lib/action-result';
import { Toast } from '../lib/antd-imperative';
import { readForm } from '../lib/read-form.server';
import { getSession, requireUser } from '../lib/session.server';

export const meta = () => [{ title: '找回青少年模式密码 - 看球直播' }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  return { phone: user.phone };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const result = await getSession(context).api.post('/minor/password/reset', done, {
    json: { code: formText(form, 'code'), password: formText(form, 'password') },
  });
  if (!result.ok) return failure(result, request);
  throw redirect('/minor');
}

const passwordRules = [{ required: true, pattern: /^\d{4}$/, message: '请输入 4 位数字密码' }];

/** A forgotten 青少年模式 password: the account phone's 找回密码 code, then a new one. */
export default function MinorResetPage({ loaderData }: Route.ComponentProps): ReactElement {
  const fetcher = useFetcher<ActionResult>();
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) Toast.show({ content: fetcher.data.error });
  }, [fetcher.data]);
  return (
    <div className="kq-page">
      <PageHeader title="找回青少年模式密码" backTo="/minor" />
      <p className="kq-page-lead">
        验证码将发送到账号绑定的手机号 {loaderData.phone.replace(/^(\d{3})\d{4}/, '$1****')}
      </p>
      <Form
        className="kq-form kq-form-card"
        requiredMarkStyle="none"
        onFinish={(values: { code: string; password: string }) => void fetcher.submit(values, { method: 'post' })}
        footer={<SubmitButton busy={fetcher.state !== 'idle'}>重设密码</SubmitButton>}
      >
        <SmsCodeField purpose="reset" getPhone={async () => loaderData.phone} />
        <Form.Item name="password" rules={passwordRules} label="新密码">
          <Input inputMode="numeric" maxLength={4} placeholder="4 位数字" type="password" />
        </Form.Item>
      </Form>
    </div>
  );
}
