import './community.css';
import type { PostComment, PostDetail } from '@kanqiu/contract';
import { HIDDEN_COMMENT_TEXT, reportReasons, splitMentions } from '@kanqiu/domain';
import { useState, type FormEvent, type ReactElement } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { ImageViewer } from 'antd-mobile';
import { ActionSheet, Toast } from '../../lib/antd-imperative';
import { apiAssetUrl } from '../../lib/api-hosts';
import { formatShanghai } from '../../lib/format-date';
import { useRootData } from '../../lib/root-data';
import { loginPath } from '../../lib/safe-redirect';
import { ShortcutWidget, useShortcuts } from '../news';
import { PageHeader } from '../shell';
import { postHref, tagHref, type CommunityActionResult, type PostPageData } from './data';
import { PostImages } from './post-images';
import { AuthorName } from './post-card';
import { useLongPress } from './use-long-press';

type Target = { commentId?: number; text: string; mine: boolean };

/** Copy, report and delete-own for a long-pressed post or comment. */
function usePressMenu(code: string, signedIn: boolean, submit: (fields: Record<string, string>) => void) {
  const navigate = useNavigate();
  const report = (target: Target) => {
    const handler = ActionSheet.show({
      extra: '选择举报原因',
      actions: reportReasons.map((reason) => ({ key: reason, text: reason })),
      cancelText: '取消',
      onAction: (action) => {
        handler.close();
        submit({
          intent: 'report',
          reason: String(action.key),
          ...(target.commentId ? { commentId: String(target.commentId) } : {}),
        });
      },
    });
  };
  return (target: Target) => {
    const handler = ActionSheet.show({
      actions: [
        { key: 'copy', text: '复制' },
        { key: 'report', text: '举报' },
        ...(target.mine ? [{ key: 'delete', text: '删除', danger: true }] : []),
      ],
      cancelText: '取消',
      onAction: (action) => {
        handler.close();
        if (action.key === 'copy') {
          void navigator.clipboard?.writeText(target.text).then(
            () => Toast.show({ content: '已复制' }),
            () => Toast.show({ content: '复制失败，请手动选择文字' }),
          );
        } else if (!signedIn) {
          void navigate(loginPath(postHref({ code, kind: 'post' })));
        } else if (action.key === 'report') {
          report(target);
        } else if (action.key === 'delete') {
          submit({ intent: 'delete', ...(target.commentId ? { commentId: String(target.commentId) } : {}) });
        }
      },
    });
  };
}

function CommentItem({
  comment,
  post,
  onReply,
  onPress,
  onAccept,
  canAccept,
}: {
  comment: PostComment | PostComment['replies'][number];
  post: PostDetail;
  onReply(comment: { id: number; nickName: string }): void;
  onPress(target: Target): void;
  onAccept?(id: number): void;
  canAccept: boolean;
}): ReactElement {
  const press = useLongPress(() => onPress({ commentId: comment.id, text: comment.content, mine: comment.mine }));
  const accepted = post.acceptedCommentId === comment.id;
  // Hidden by an operator: others read 该评论已被隐藏 and cannot answer it; its author still reads it.
  const masked = comment.hidden && !comment.mine;
  return (
    <div className={accepted ? 'kq-pcomment is-accepted' : 'kq-pcomment'} data-testid="post-comment">
      <div className="kq-pcomment-head">
        <span className="kq-post-name">{comment.author.nickName}</span>
        {comment.replyTo && <span className="kq-pcomment-to">回复 {comment.replyTo}</span>}
        {accepted && <span className="kq-post-answered">最佳回答</span>}
        <span className="kq-post-time">{formatShanghai(comment.createdAt, 'MM-DD HH:mm')}</span>
      </div>
      {masked ? (
        <p className="kq-pcomment-text is-hidden">{HIDDEN_COMMENT_TEXT}</p>
      ) : (
        <p className="kq-pcomment-text" {...press}>
          {comment.content}
          {comment.hidden && <span className="kq-pcomment-flag">已被隐藏，仅自己可见</span>}
        </p>
      )}
      {!masked && (
        <div className="kq-pcomment-actions">
          <button type="button" onClick={() => onReply({ id: comment.id, nickName: comment.author.nickName })}>
            回复
          </button>
          {canAccept && onAccept && (
            <button type="button" className="kq-accept" onClick={() => onAccept(comment.id)}>
              采纳为最佳回答
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The post's text with each `@昵称` it mentions as a link to that fan's card. */
function PostText({ post }: { post: PostDetail }): ReactElement {
  return (
    <>
      {splitMentions(post.content, post.mentions).map((part, index) =>
        part.mention ? (
          <Link key={index} to={`/message/personal?id=${part.mention.id}`} className="kq-mention">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** /community/detail?code= and /community/qdetail?code=: a post or a question with its comments or answers. */
export function PostPage({ data }: { data: PostPageData }): ReactElement {
  const { post, signedIn } = data;
  const fetcher = useFetcher<CommunityActionResult>();
  const navigate = useNavigate();
  const shortcuts = useShortcuts();
  const [draft, setDraft] = useState('');
  const [replyTo, setReplyTo] = useState<{ id: number; nickName: string } | null>(null);
  const [handled, setHandled] = useState<CommunityActionResult | undefined>(undefined);
  const here = postHref(post);
  const question = post.kind === 'question';
  const { publicHosts } = useRootData();
  const openImage = (index: number) =>
    ImageViewer.Multi.show({
      images: post.images.map((image) => apiAssetUrl(image.url, publicHosts) ?? ''),
      defaultIndex: index,
    });

  if (fetcher.data !== handled && fetcher.state === 'idle') {
    const result = fetcher.data;
    setHandled(result);
    if (result?.ok) {
      if (result.intent === 'comment') {
        setDraft('');
        setReplyTo(null);
      }
      if (result.intent === 'report') Toast.show({ content: '已收到举报，我们会尽快处理' });
      if (result.intent === 'delete' && !result.code) Toast.show({ content: '已删除' });
    } else if (result) {
      Toast.show({ content: result.error });
    }
  }

  const submit = (fields: Record<string, string>) =>
    void fetcher.submit({ code: post.code, ...fields }, { method: 'post' });
  const pressMenu = usePressMenu(post.code, signedIn, submit);
  const postPress = useLongPress(() =>
    pressMenu({ text: `${post.title ?? ''}\n${post.content}`.trim(), mine: post.mine }),
  );
  const pendingLike = fetcher.formData?.get('intent') === 'like' ? fetcher.formData.get('liked') : null;
  const liked = pendingLike === null ? post.liked : pendingLike === '1';
  const likeCount = post.likeCount + (liked === post.liked ? 0 : liked ? 1 : -1);
  const saved = shortcuts.list.some((s) => s.linkType === 'qz' && s.id === post.code);

  const toggleLike = () => {
    if (!signedIn) return void navigate(loginPath(here));
    submit({ intent: 'like', liked: liked ? '0' : '1' });
  };
  const sendComment = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    submit({ intent: 'comment', content: draft, ...(replyTo ? { parentId: String(replyTo.id) } : {}) });
  };
  const canAccept = question && post.mine && post.acceptedCommentId === null;
  const accept = (commentId: number) => submit({ intent: 'accept', commentId: String(commentId) });

  return (
    <div className="kq-community kq-post-page">
      <PageHeader title={question ? '问答' : '帖子'} backTo={`/community/list?id=${post.circleId}`} />
      <article className="kq-post-main">
        <div className="kq-post-card-head">
          <AuthorName author={post.author} />
          <Link to={`/community/list?id=${post.circleId}`} className="kq-post-circle">
            {post.circleName}
          </Link>
        </div>
        {post.title && (
          <h1 className="kq-post-title">
            {question && <span className="kq-post-q">问</span>}
            {post.title}
          </h1>
        )}
        <p className="kq-post-content" data-testid="post-content" {...postPress}>
          <PostText post={post} />
        </p>
        <PostImages images={post.images} onOpen={openImage} />
        {post.tag && (
          <Link to={tagHref(post.tag)} className="kq-post-tag is-link" data-testid="post-tag">
            {post.tag.kind === 'match' ? '比赛' : '球队'} · {post.tag.label}
          </Link>
        )}
        {post.author.sample && (
          <p className="kq-post-sample-note">示例内容：由示例用户根据真实比分撰写，用于展示圈子功能。</p>
        )}
        <div className="kq-post-meta">
          <span>{formatShanghai(post.createdAt, 'MM-DD HH:mm')}</span>
          <span>长按正文或评论可复制、举报</span>
        </div>
        <div className="kq-article-actions">
          <button type="button" className={liked ? 'is-active' : ''} onClick={toggleLike} aria-pressed={liked}>
            {liked ? '已赞' : '点赞'} {likeCount > 0 ? likeCount : ''}
          </button>
          <button
            type="button"
            className={saved ? 'is-active' : ''}
            disabled={saved}
            onClick={() => {
              shortcuts.add({
                linkType: 'qz',
                id: post.code,
                label: post.circleName,
                title: post.title ?? post.excerpt.slice(0, 30),
              });
              Toast.show({ content: '已添加到快捷' });
            }}
          >
            {saved ? '已添加到快捷' : '添加到快捷'}
          </button>
        </div>
      </article>

      <section className="kq-post-comments" aria-label={question ? '回答' : '评论'}>
        <h2>
          {question ? '回答' : '评论'} {post.commentCount > 0 ? post.commentCount : ''}
        </h2>
        {post.comments.length === 0 && (
          <p className="kq-article-empty">{question ? '还没有人回答' : '还没有评论，来抢沙发'}</p>
        )}
        {post.comments.map((comment) => (
          <div key={comment.id} className="kq-pcomment-thread">
            <CommentItem
              comment={comment}
              post={post}
              onReply={setReplyTo}
              onPress={pressMenu}
              onAccept={accept}
              canAccept={canAccept}
            />
            {comment.replies.length > 0 && (
              <div className="kq-pcomment-replies">
                {comment.replies.map((reply) => (
                  <CommentItem
                    key={reply.id}
                    comment={reply}
                    post={post}
                    onReply={setReplyTo}
                    onPress={pressMenu}
                    canAccept={false}
                  />
                ))}
              </div>
            )}
          </div>
        ))}
      </section>

      <form className="kq-comment-bar" onSubmit={sendComment}>
        {signedIn ? (
          <>
            <input
              value={draft}
              maxLength={500}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={replyTo ? `回复 ${replyTo.nickName}` : question ? '写回答…' : '写评论…'}
              aria-label="写评论"
            />
            {replyTo && (
              <button type="button" className="kq-reply-cancel" onClick={() => setReplyTo(null)}>
                取消回复
              </button>
            )}
            <button type="submit" disabled={!draft.trim() || fetcher.state !== 'idle'}>
              发送
            </button>
          </>
        ) : (
          <Link to={loginPath(here)}>登录后参与讨论</Link>
        )}
      </form>
      <ShortcutWidget />
    </div>
  );
}
