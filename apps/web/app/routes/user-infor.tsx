import { maskPhone } from '@kanqiu/domain';
import { portraitState } from '@kanqiu/contract';
import { Toast } from '../lib/antd-imperative';
import { useRef, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import type { Route } from './+types/user-infor';
import { EntryList } from '../features/shell/entry-list';
import { ImageFileInput } from '../features/shell/image-file-input';
import { PageHeader } from '../features/shell/page-header';
import { Avatar } from '../features/user/avatar';
import { useActionFeedback } from '../features/user/use-action-feedback';
import { actionError, failure, type ActionResult } from '../lib/action-result';
import { apiAssetUrl } from '../lib/api-hosts';
import { formatShanghai } from '../lib/format-date';
import { isOversizedUpload, maxImageBytes } from '../lib/image-upload';
import { portraitAuditLabels } from '../lib/labels';
import { useRootData } from '../lib/root-data';
import { getSession, requireUser } from '../lib/session.server';
import { readForm } from '../lib/read-form.server';

export const meta = () => [{ title: '个人资料 - 看球直播' }];

export async function loader(args: Route.LoaderArgs) {
  return { user: await requireUser(args) };
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  await requireUser(args);
  // Refuse oversized bodies before buffering them (the form parser would hold them in memory).
  if (isOversizedUpload(args.request)) return actionError('图片不能超过 2 MB');
  const form = await readForm(args.request);
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return actionError('请选择一张图片');
  if (file.size > maxImageBytes) return actionError('图片不能超过 2 MB');
  const upload = new FormData();
  upload.set('file', file, file.name || 'portrait');
  const result = await getSession(args.context).api.post('/user/center/portrait', portraitState, { multipart: upload });
  if (!result.ok) return failure(result, args.request);
  return { ok: true, message: result.data.portraitAudit === 'pending' ? '头像已提交审核' : '头像已更新' };
}

export default function ProfilePage({ loaderData }: Route.ComponentProps): ReactElement {
  const { user } = loaderData;
  const { publicHosts } = useRootData();
  const fetcher = useFetcher<ActionResult>();
  const fileInput = useRef<HTMLInputElement>(null);
  useActionFeedback(fetcher.data, (message) => Toast.show({ content: message ?? '已保存' }));

  const pending = user.portraitAudit === 'pending';
  const shown = apiAssetUrl(pending && user.portraitNew ? user.portraitNew : user.portrait, publicHosts);
  const uploading = fetcher.state !== 'idle';

  const auditLabel = portraitAuditLabels[user.portraitAudit];

  return (
    <div className="kq-page">
      <PageHeader title="个人资料" backTo="/user" />
      <EntryList
        entries={[
          {
            key: 'portrait',
            title: '头像',
            onClick: () => fileInput.current?.click(),
            testId: 'portrait-entry',
            extra: (
              <span className="kq-portrait-extra">
                {auditLabel && user.portraitAudit !== 'approved' ? (
                  <em className={`kq-audit kq-audit-${user.portraitAudit}`} data-testid="portrait-audit">
                    {auditLabel}
                  </em>
                ) : null}
                {uploading ? <em className="kq-audit">上传中…</em> : null}
                <Avatar src={shown} size="0.96rem" />
              </span>
            ),
          },
          { key: 'nickname', title: '昵称', to: '/user/nickname', extra: user.nickName, testId: 'nickname-entry' },
          { key: 'phone', title: '手机号', extra: maskPhone(user.phone) },
          { key: 'id', title: '用户ID', extra: String(user.id) },
          {
            key: 'certification',
            title: '实名认证',
            to: '/user/certification',
            extra: user.certified ? '已认证' : '去认证',
          },
          { key: 'since', title: '注册时间', extra: formatShanghai(user.createdAt, 'YYYY-MM-DD') },
        ]}
      />
      {pending ? <p className="kq-page-note">新头像正在审核中，审核通过后将对其他球迷展示。</p> : null}
      {user.portraitAudit === 'rejected' ? (
        <p className="kq-page-note is-warning">头像未通过审核，请更换一张图片。</p>
      ) : null}
      <ImageFileInput
        ref={fileInput}
        label="选择头像图片"
        testId="portrait-input"
        onPicked={(form) => void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' })}
      />
    </div>
  );
}
