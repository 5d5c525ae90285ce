import { SubmitButton } from '../features/user/form-fields';
import { feedbackCreated } from '@kanqiu/contract';
import { Form, Input, Selector, TextArea } from 'antd-mobile';
import { Toast } from '../lib/antd-imperative';
import type { ReactElement } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import type { Route } from './+types/user-opinion';
import { PageHeader } from '../features/shell/page-header';
import { useActionFeedback } from '../features/user/use-action-feedback';
import { actionError, failure, formText, type ActionResult } from '../lib/action-result';
import { feedbackCategories, isFeedbackCategory, type FeedbackCategory } from '../lib/labels';
import { getSession } from '../lib/session.server';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '意见反馈 - 看球直播' }];

const CONTENT_MIN = 5;
const CONTENT_MAX = 500;

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const form = await readForm(request);
  const category = formText(form, 'category');
  const content = formText(form, 'content');
  const contact = formText(form, 'contact');
  if (!isFeedbackCategory(category)) return actionError('请选择反馈类型');
  if ([...content].length < CONTENT_MIN) return actionError(`反馈内容至少 ${CONTENT_MIN} 个字`);
  const result = await getSession(context).api.post('/inform/feedback/add', feedbackCreated, {
    json: { category, content, ...(contact ? { contact } : {}) },
  });
  if (!result.ok) return failure(result, request);
  return { ok: true, message: '提交成功，感谢您的反馈' };
}

type OpinionValues = { category: FeedbackCategory[]; content: string; contact?: string };

export default function OpinionPage(): ReactElement {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  useActionFeedback(fetcher.data, (message) => {
    Toast.show({ content: message ?? '提交成功', icon: 'success' });
    void navigate('/user', { replace: true });
  });

  return (
    <div className="kq-page">
      <PageHeader
        title="意见反馈"
        backTo="/user"
        right={
          <Link to="/user/doubt" className="kq-header-link">
            反馈须知
          </Link>
        }
      />
      <Form
        className="kq-form kq-form-card kq-form-vertical"
        layout="vertical"
        requiredMarkStyle="none"
        initialValues={{ category: ['suggestion'] }}
        onFinish={(values: OpinionValues) =>
          void fetcher.submit(
            {
              category: values.category[0] ?? 'other',
              content: values.content.trim(),
              contact: values.contact?.trim() ?? '',
            },
            { method: 'post' },
          )
        }
        footer={
          <SubmitButton busy={fetcher.state !== 'idle'} testId="opinion-submit">
            提交反馈
          </SubmitButton>
        }
      >
        <Form.Item name="category" label="反馈类型" rules={[{ required: true, message: '请选择反馈类型' }]}>
          <Selector
            columns={3}
            options={feedbackCategories.map((category) => ({ label: category.label, value: category.value }))}
            showCheckMark={false}
          />
        </Form.Item>
        <Form.Item
          name="content"
          label="反馈内容"
          rules={[
            { required: true, message: '请填写反馈内容' },
            { min: CONTENT_MIN, message: `反馈内容至少 ${CONTENT_MIN} 个字` },
          ]}
        >
          <TextArea
            placeholder="请描述您遇到的问题或建议，例如在哪个页面、做了什么操作、看到了什么结果"
            maxLength={CONTENT_MAX}
            rows={5}
            showCount
          />
        </Form.Item>
        <Form.Item name="contact" label="联系方式（选填）">
          <Input maxLength={50} placeholder="手机号、邮箱或 QQ，方便我们联系您" clearable />
        </Form.Item>
      </Form>
      <p className="kq-page-note">请勿在反馈中填写密码、验证码或完整的身份证号码。</p>
    </div>
  );
}
