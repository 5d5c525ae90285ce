import type { ReportedSubject, ReportSubjectKind } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { apiAssetUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';

type Of<K extends ReportSubjectKind> = Extract<ReportedSubject, { kind: K }>;
type Person = { id: number; nickName: string } | null;

export const subjectNames: Record<ReportSubjectKind, string> = {
  roomChatLine: '聊天',
  imMessage: '私信',
  post: '帖子',
  comment: '评论',
  user: '用户',
};

function Author({ person }: { person: Person }): ReactElement {
  return (
    <dd>
      {person ? (
        <>
          {person.nickName} <small>ID {person.id}</small>
        </>
      ) : (
        '—'
      )}
    </dd>
  );
}

const Muted = ({ children }: { children: string }) => <p className="kq-admin-quote is-muted">{children}</p>;

/** Where a chat group is: a room, a match, or a sport's square. */
function groupName(group: string): string {
  if (group === 'football') return '足球聊天广场';
  if (group === 'basketball') return '篮球聊天广场';
  if (group.startsWith('match-')) return `比赛 ${group.slice('match-'.length)} 聊天`;
  return `直播间 ${group}`;
}

function ChatLine({ subject }: { subject: Of<'roomChatLine'> }): ReactElement {
  return (
    <>
      {subject.removed ? (
        <Muted>消息已删除</Muted>
      ) : (
        <p className="kq-admin-quote" data-testid="reported-text">
          {subject.text}
        </p>
      )}
      <p className="kq-admin-where">{groupName(subject.group)}</p>
    </>
  );
}

function ImMessage({ subject }: { subject: Of<'imMessage'> }): ReactElement {
  const { publicHosts } = useRootData();
  const { message } = subject;
  const body =
    subject.seq === null ? (
      <Muted>举报整个会话（未指定消息）</Muted>
    ) : !message ? (
      <Muted>消息已不存在</Muted>
    ) : message.deleted ? (
      <Muted>消息已删除</Muted>
    ) : message.recalled ? (
      <Muted>消息已被发送者撤回</Muted>
    ) : message.image ? (
      <img
        className="kq-admin-thumb"
        src={apiAssetUrl(message.image.thumb, publicHosts) ?? undefined}
        alt="被举报的图片"
        loading="lazy"
      />
    ) : (
      <p className="kq-admin-quote" data-testid="reported-text">
        {message.match ? '分享的比赛：' : ''}
        {message.text}
      </p>
    );
  return (
    <>
      {body}
      <p className="kq-admin-where">
        会话 #{subject.conversationId}
        {subject.seq === null ? '' : ` · 第 ${subject.seq} 条`}
      </p>
    </>
  );
}

function Post({ subject }: { subject: Of<'post'> }): ReactElement {
  const { publicHosts } = useRootData();
  const { post } = subject;
  return (
    <>
      <div className="kq-admin-quote" data-testid="reported-text">
        {post.title ? <strong>{post.title}</strong> : null}
        <p>{post.excerpt}</p>
      </div>
      {post.images.length > 0 ? (
        <div className="kq-admin-thumbs">
          {post.images.slice(0, 3).map((image) => (
            <img
              key={image.thumb}
              src={apiAssetUrl(image.thumb, publicHosts) ?? undefined}
              alt="帖子图片"
              loading="lazy"
            />
          ))}
        </div>
      ) : null}
      <p className="kq-admin-where">
        {post.circleName}
        {post.author.sample ? <span className="kq-admin-tag">示例帖</span> : null}
        {subject.hidden ? <span className="kq-admin-tag">已隐藏</span> : null}
      </p>
    </>
  );
}

function Comment({ subject }: { subject: Of<'comment'> }): ReactElement {
  return (
    <>
      <p className="kq-admin-quote" data-testid="reported-text">
        {subject.content}
      </p>
      <p className="kq-admin-where">
        帖子：{subject.post.title || subject.post.code}
        {subject.hidden ? <span className="kq-admin-tag">已隐藏</span> : null}
      </p>
    </>
  );
}

/** Whom the report is about. */
export function authorOf(subject: ReportedSubject | null): Person {
  if (!subject) return null;
  if (subject.kind === 'post') {
    const { id, nickName } = subject.post.author;
    return id === null ? null : { id, nickName };
  }
  return subject.kind === 'user' ? subject.user : subject.author;
}

/** The reported person, then the subject as its kind shows it (plain text, never HTML). */
export function ReportedSubjectView({ subject }: { subject: ReportedSubject | null }): ReactElement {
  const body = !subject ? (
    <Muted>内容已不存在</Muted>
  ) : subject.kind === 'roomChatLine' ? (
    <ChatLine subject={subject} />
  ) : subject.kind === 'imMessage' ? (
    <ImMessage subject={subject} />
  ) : subject.kind === 'post' ? (
    <Post subject={subject} />
  ) : subject.kind === 'comment' ? (
    <Comment subject={subject} />
  ) : null;
  return (
    <>
      <dl className="kq-admin-people">
        <dt>被举报</dt>
        <Author person={authorOf(subject)} />
      </dl>
      {body}
    </>
  );
}
