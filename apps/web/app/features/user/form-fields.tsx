import { Button, Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import type { ReactNode } from 'react';
import { phoneRules, smsCodeRules } from './phone-rules';
import { PasswordInput } from './password-input';
import { SmsCodeButton } from './sms-code-button';
import type { SmsPurpose } from '@kanqiu/contract';

/** The full-width primary button at the foot of every account form. */
export function SubmitButton(props: { busy: boolean; testId?: string; children: ReactNode }) {
  return (
    <Button
      block
      color="primary"
      size="large"
      shape="rounded"
      type="submit"
      loading={props.busy}
      {...(props.testId ? { 'data-testid': props.testId } : {})}
    >
      {props.children}
    </Button>
  );
}

export function PhoneField() {
  return (
    <Form.Item name="phone" rules={phoneRules} label="手机号">
      <Input type="tel" inputMode="numeric" maxLength={11} placeholder="请输入手机号" clearable autoComplete="tel" />
    </Form.Item>
  );
}

export function SmsCodeField(props: { purpose: SmsPurpose; getPhone: () => Promise<string | null> }) {
  return (
    <Form.Item
      name="code"
      rules={smsCodeRules}
      label="验证码"
      extra={<SmsCodeButton purpose={props.purpose} getPhone={props.getPhone} />}
    >
      <Input inputMode="numeric" maxLength={6} placeholder="请输入验证码" autoComplete="one-time-code" />
    </Form.Item>
  );
}

/** Asks the form for a valid phone number (showing its error when there is none), for the SMS button. */
export function phoneGetter(form: FormInstance): () => Promise<string | null> {
  return async () => {
    try {
      const values = (await form.validateFields(['phone'])) as { phone: string };
      return values.phone.trim();
    } catch {
      return null;
    }
  };
}

export function ConfirmPasswordField() {
  return (
    <Form.Item
      name="confirm"
      label="确认密码"
      dependencies={['password']}
      rules={[
        { required: true, message: '请再次输入新密码' },
        ({ getFieldValue }) => ({
          validator: (_rule: unknown, value: unknown) =>
            !value || value === getFieldValue('password')
              ? Promise.resolve()
              : Promise.reject(new Error('两次输入的密码不一致')),
        }),
      ]}
    >
      <PasswordInput placeholder="请再次输入新密码" autoComplete="new-password" />
    </Form.Item>
  );
}
