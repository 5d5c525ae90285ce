import { SubmitButton, ConfirmPasswordField } from '../features/user/form-fields';
import { Form } from 'antd-mobile';
import { Toast } from '../lib/antd-imperative';
import type { ReactElement } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/user-change-password';
import { PageHeader } from '../features/shell/page-header';
import { PasswordInput } from '../features/user/password-input';
import { newPasswordRules } from '../features/user/phone-rules';
import { useActionFeedback } from '../features/user/use-action-feedback';
import { usePasswordSubmit } from '../features/user/use-password-submit';
import { actionError, failure, formText, type ActionResult } from '../lib/action-result';
import { passwordRuleText } from '../lib/labels';
import { getSession, requireUser, signedInPage } from '../lib/session.server';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '修改密码 - 看球直播' }];

export const loader = signedInPage;

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  await requireUser(args);
  const form = await readForm(args.request);
  const oldPassword = formText(form, 'oldPassword');
  const password = formText(form, 'password');
  const ivId = formText(form, 'ivId');
  if (!oldPassword || !password || !ivId) return actionError('页面尚未加载完成，请稍后重试');
  const session = getSession(args.context);
  const result = await session.api.post('/user/password/change', z.unknown(), {
    json: { oldPassword, password, ivId },
  });
  if (!result.ok) return failure(result, args.request);
  // The API signs every other device out and keeps this one.
  return { ok: true, message: '密码修改成功，其他设备需重新登录' };
}

type ChangeValues = { oldPassword: string; password: string; confirm: string };

export default function ChangePasswordPage(): ReactElement {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const { encrypting, submit: submitEncrypted } = usePasswordSubmit(fetcher);
  useActionFeedback(fetcher.data, (message) => {
    Toast.show({ content: message ?? '密码修改成功', icon: 'success' });
    void navigate('/user/set', { replace: true });
  });

  // Both passwords go under one iv and one ivId (docs/api.md).
  const submit = (values: ChangeValues) =>
    submitEncrypted([values.oldPassword, values.password], (ivId, [oldPassword = '', password = '']) => ({
      oldPassword,
      password,
      ivId,
    }));

  return (
    <div className="kq-page">
      <PageHeader title="修改密码" backTo="/user/set" />
      <Form
        className="kq-form kq-form-card"
        requiredMarkStyle="none"
        onFinish={(values: ChangeValues) => void submit(values)}
        footer={<SubmitButton busy={encrypting || fetcher.state !== 'idle'}>确认修改</SubmitButton>}
      >
        <Form.Item name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]} label="原密码">
          <PasswordInput placeholder="请输入原密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label="新密码"
          dependencies={['oldPassword']}
          rules={[
            ...newPasswordRules,
            ({ getFieldValue }) => ({
              validator: (_rule: unknown, value: unknown) =>
                !value || value !== getFieldValue('oldPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error('新密码不能与原密码相同')),
            }),
          ]}
        >
          <PasswordInput placeholder={passwordRuleText} autoComplete="new-password" />
        </Form.Item>
        <ConfirmPasswordField />
      </Form>
      <p className="kq-page-note">
        修改成功后，其他设备上的登录将失效。忘记原密码？<Link to="/user/password">通过短信验证码找回</Link>
      </p>
    </div>
  );
}
