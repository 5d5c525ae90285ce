import { SubmitButton } from '../features/user/form-fields';
import { nickNameLength, nickNameProblem } from '@kanqiu/domain';
import { Form, Input } from 'antd-mobile';
import { Toast } from '../lib/antd-imperative';
import type { ReactElement } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/user-nickname';
import { PageHeader } from '../features/shell/page-header';
import { useActionFeedback } from '../features/user/use-action-feedback';
import { actionError, failure, formText, type ActionResult } from '../lib/action-result';
import { nickNameProblemLabels } from '../lib/labels';
import { getSession, requireUser } from '../lib/session.server';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '修改昵称 - 看球直播' }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  return { nickName: user.nickName };
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  await requireUser(args);
  const form = await readForm(args.request);
  const nickName = formText(form, 'nickName');
  const problem = nickNameProblem(nickName);
  if (problem) return actionError(nickNameProblemLabels[problem]);
  const result = await getSession(args.context).api.post('/user/center/nickname', z.unknown(), { json: { nickName } });
  if (!result.ok) return failure(result, args.request);
  return { ok: true, message: '昵称修改成功' };
}

const rules = [
  { required: true, message: '请输入昵称' },
  {
    validator: (_rule: unknown, value: unknown) => {
      const problem = typeof value === 'string' ? nickNameProblem(value.trim()) : null;
      return problem ? Promise.reject(new Error(nickNameProblemLabels[problem])) : Promise.resolve();
    },
  },
];

export default function NicknamePage({ loaderData }: Route.ComponentProps): ReactElement {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  useActionFeedback(fetcher.data, (message) => {
    Toast.show({ content: message ?? '已保存' });
    void navigate('/user/infor', { replace: true });
  });

  return (
    <div className="kq-page">
      <PageHeader title="修改昵称" backTo="/user/infor" />
      <Form
        className="kq-form kq-form-card"
        initialValues={{ nickName: loaderData.nickName }}
        requiredMarkStyle="none"
        onFinish={(values: { nickName: string }) =>
          void fetcher.submit({ nickName: values.nickName.trim() }, { method: 'post' })
        }
        footer={
          <SubmitButton busy={fetcher.state !== 'idle'} testId="nickname-save">
            保存
          </SubmitButton>
        }
      >
        <Form.Item name="nickName" rules={rules} label="昵称">
          <Input maxLength={nickNameLength.max} placeholder="请输入新昵称" clearable data-testid="nickname-input" />
        </Form.Item>
      </Form>
      <p className="kq-page-note">
        昵称需为 {nickNameLength.min}–{nickNameLength.max} 个字符，可使用中英文、数字、下划线和减号，不能包含敏感词。
      </p>
    </div>
  );
}
