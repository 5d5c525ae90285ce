import { SubmitButton, SmsCodeField, ConfirmPasswordField, phoneGetter } from '../features/user/form-fields';
import { Form, Input } from 'antd-mobile';
import type { ReactElement } from 'react';
import { redirect, useFetcher } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/user-password';
import { PageHeader } from '../features/shell/page-header';
import { PasswordInput } from '../features/user/password-input';
import { newPasswordRules, phoneRules } from '../features/user/phone-rules';
import { useActionFeedback } from '../features/user/use-action-feedback';
import { usePasswordSubmit } from '../features/user/use-password-submit';
import { actionError, formText, type ActionResult } from '../lib/action-result';
import { passwordRuleText } from '../lib/labels';
import { getSession } from '../lib/session.server';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '找回密码 - 看球直播' }];

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const form = await readForm(request);
  const password = formText(form, 'password');
  const ivId = formText(form, 'ivId');
  if (!password || !ivId) return actionError('页面尚未加载完成，请稍后重试');
  const session = getSession(context);
  const result = await session.api.post('/user/password/reset', z.unknown(), {
    json: { phone: formText(form, 'phone'), code: formText(form, 'code'), password, ivId },
    anonymous: true,
  });
  if (!result.ok) return actionError(result.msg, result.code);
  // A reset signs every device out; this browser logs in again with the new password.
  if (session.hasToken) session.signOut();
  throw redirect('/user/login?notice=password-reset');
}

type ResetValues = { phone: string; code: string; password: string; confirm: string };

export default function ResetPasswordPage(): ReactElement {
  const fetcher = useFetcher<ActionResult>();
  const [form] = Form.useForm();
  const { encrypting, submit: submitEncrypted } = usePasswordSubmit(fetcher);
  useActionFeedback(fetcher.data);

  const submit = (values: ResetValues) =>
    submitEncrypted([values.password], (ivId, [password = '']) => ({
      phone: values.phone.trim(),
      code: values.code.trim(),
      password,
      ivId,
    }));

  const getPhone = phoneGetter(form);

  return (
    <div className="kq-page">
      <PageHeader title="找回密码" backTo="/user/login" />
      <p className="kq-page-lead">通过注册手机号接收验证码，设置新密码。</p>
      <Form
        form={form}
        className="kq-form kq-form-card"
        requiredMarkStyle="none"
        onFinish={(values: ResetValues) => void submit(values)}
        footer={<SubmitButton busy={encrypting || fetcher.state !== 'idle'}>重置密码</SubmitButton>}
      >
        <Form.Item name="phone" rules={phoneRules} label="手机号">
          <Input
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder="请输入注册手机号"
            clearable
            autoComplete="tel"
          />
        </Form.Item>
        <SmsCodeField purpose="reset" getPhone={getPhone} />
        <Form.Item name="password" rules={newPasswordRules} label="新密码">
          <PasswordInput placeholder={passwordRuleText} autoComplete="new-password" />
        </Form.Item>
        <ConfirmPasswordField />
      </Form>
    </div>
  );
}
