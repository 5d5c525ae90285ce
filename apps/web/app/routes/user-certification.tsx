import { SubmitButton } from '../features/user/form-fields';
import { realNameInfo } from '@kanqiu/contract';
import { isValidIdNumber, maskIdNumber, maskRealName } from '@kanqiu/domain';
import { Form, Input } from 'antd-mobile';
import { Toast } from '../lib/antd-imperative';
import type { ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/user-certification';
import { EntryList } from '../features/shell/entry-list';
import { PageHeader } from '../features/shell/page-header';
import { useActionFeedback } from '../features/user/use-action-feedback';
import { actionError, failure, formText, type ActionResult } from '../lib/action-result';
import { formatShanghai } from '../lib/format-date';
import { getSession, requireUser } from '../lib/session.server';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '实名认证 - 看球直播' }];

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const result = await getSession(args.context).api.get('/user/center/real-name', realNameInfo);
  if (!result.ok) {
    if (result.code === 401) await requireUser(args);
    return { info: null, error: result.msg };
  }
  return { info: result.data, error: null };
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  await requireUser(args);
  const form = await readForm(args.request);
  const realName = formText(form, 'realName');
  const idNumber = formText(form, 'idNumber').toUpperCase();
  if (!isValidIdNumber(idNumber)) return actionError('身份证号码不正确');
  const result = await getSession(args.context).api.post('/user/center/real-name', z.unknown(), {
    json: { realName, idNumber },
  });
  if (!result.ok) return failure(result, args.request);
  return { ok: true, message: '实名认证成功' };
}

const nameRules = [
  { required: true, message: '请输入真实姓名' },
  { pattern: /^[\u4e00-\u9fa5·]{2,20}$/, message: '请输入 2–20 个汉字的真实姓名' },
];

const idRules = [
  { required: true, message: '请输入身份证号' },
  {
    validator: (_rule: unknown, value: unknown) =>
      typeof value !== 'string' || value === '' || isValidIdNumber(value.trim().toUpperCase())
        ? Promise.resolve()
        : Promise.reject(new Error('身份证号码不正确，请检查后重新输入')),
  },
];

/** Shows the masked result once certified; masks again in case the API sent more than it should. */
function Certified({ info }: { info: z.infer<typeof realNameInfo> }): ReactElement {
  return (
    <>
      <div className="kq-cert-banner">
        <svg viewBox="0 0 24 24" width="0.72rem" height="0.72rem" fill="none" aria-hidden="true">
          <path
            d="M12 2.5l8 3.2v5.6c0 5-3.4 8.7-8 10.2-4.6-1.5-8-5.2-8-10.2V5.7z"
            fill="#fff"
            fillOpacity="0.2"
            stroke="#fff"
            strokeWidth="1.6"
          />
          <path
            d="M8.3 12.2l2.6 2.6 4.9-5"
            stroke="#fff"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <div>
          <strong>已完成实名认证</strong>
          <span>您的身份信息已加密保存，仅用于账号安全与合规</span>
        </div>
      </div>
      <EntryList
        entries={[
          { key: 'name', title: '真实姓名', extra: info.realName ? maskRealName(info.realName) : '—' },
          { key: 'id', title: '身份证号', extra: info.idNumber ? maskIdNumber(info.idNumber) : '—' },
          ...(info.certifiedAt
            ? [{ key: 'at', title: '认证时间', extra: formatShanghai(info.certifiedAt, 'YYYY-MM-DD') }]
            : []),
        ]}
      />
    </>
  );
}

export default function CertificationPage({ loaderData }: Route.ComponentProps): ReactElement {
  const fetcher = useFetcher<ActionResult>();
  useActionFeedback(fetcher.data, (message) => Toast.show({ content: message ?? '认证成功', icon: 'success' }));
  const { info, error } = loaderData;

  return (
    <div className="kq-page">
      <PageHeader title="实名认证" backTo="/user/infor" />
      {info?.certified ? (
        <Certified info={info} />
      ) : (
        <>
          <p className="kq-page-lead">
            根据国家有关网络实名制的规定，发言、直播互动等功能需完成实名认证。您的信息将加密保存，仅用于身份核验。
          </p>
          {error ? <p className="kq-page-note is-warning">{error}</p> : null}
          <Form
            className="kq-form kq-form-card"
            requiredMarkStyle="none"
            onFinish={(values: { realName: string; idNumber: string }) =>
              void fetcher.submit(
                { realName: values.realName.trim(), idNumber: values.idNumber.trim().toUpperCase() },
                { method: 'post' },
              )
            }
            footer={<SubmitButton busy={fetcher.state !== 'idle'}>提交认证</SubmitButton>}
          >
            <Form.Item name="realName" rules={nameRules} label="真实姓名">
              <Input maxLength={20} placeholder="请输入身份证上的姓名" clearable />
            </Form.Item>
            <Form.Item name="idNumber" rules={idRules} label="身份证号">
              <Input maxLength={18} placeholder="请输入 18 位身份证号码" clearable />
            </Form.Item>
          </Form>
          <p className="kq-page-note">每个账号只能认证一次，认证后不可修改。</p>
        </>
      )}
    </div>
  );
}
