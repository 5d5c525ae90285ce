import type { TagOptions } from '@kanqiu/contract';
import { POST_CONTENT_MAX, POST_TITLE_MAX } from '@kanqiu/domain';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { RadioButtons } from '../shell';
import { useFetcher, useNavigate } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { ComposerImages } from './composer-images';
import { MentionPicker, TagPicker } from './composer-pickers';
import { postHref, type CommunityActionResult } from './data';
import { clearDraft, readDraft, saveDraft, type Draft } from './draft';

/**
 * 发帖 / 提问 in a circle: text, up to nine pictures, a match or team tag, @mentions. The draft (pictures, tag and
 * mentions included) is kept in local storage until it is posted, so it survives a reload.
 */
export function Composer({
  circleId,
  tags,
  onClose,
}: {
  circleId: number;
  tags: TagOptions;
  onClose(): void;
}): ReactElement {
  const [draft, setDraft] = useState<Draft>(() => readDraft(circleId));
  const [picker, setPicker] = useState<'tag' | 'mention' | null>(null);
  const fetcher = useFetcher<CommunityActionResult>();
  const navigate = useNavigate();
  const update = (change: Partial<Draft>) =>
    setDraft((current) => {
      const next = { ...current, ...change };
      saveDraft(circleId, next);
      return next;
    });
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle') return;
    if (result.ok && result.code) {
      clearDraft(circleId);
      void navigate(postHref({ code: result.code, kind: draft.kind }));
    } else if (!result.ok) {
      Toast.show({ content: result.error });
    }
  }, [fetcher.data, fetcher.state, circleId, navigate, draft.kind]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fetcher.submit(
      {
        intent: 'post',
        circleId: String(circleId),
        kind: draft.kind,
        title: draft.title,
        content: draft.content,
        images: JSON.stringify(draft.images.map((image) => image.name)),
        tag: draft.tag ? JSON.stringify({ kind: draft.tag.kind, id: draft.tag.id }) : '',
        mentions: JSON.stringify(draft.mentions.map((user) => user.id)),
      },
      { method: 'post' },
    );
  };
  return (
    <div className="kq-composer-mask" role="dialog" aria-label="发帖">
      <form className="kq-composer" onSubmit={submit}>
        <div className="kq-composer-head">
          <button type="button" onClick={onClose}>
            取消
          </button>
          <RadioButtons
            className="kq-composer-kinds"
            label="类型"
            choices={['post', 'question'] as const}
            chosen={draft.kind}
            chosenClass="is-active"
            onChoose={(kind) => update({ kind })}
          >
            {(kind) => (kind === 'post' ? '发帖' : '提问')}
          </RadioButtons>
          <button
            type="submit"
            className="kq-composer-send"
            disabled={!draft.content.trim() || fetcher.state !== 'idle'}
          >
            发布
          </button>
        </div>
        <input
          value={draft.title}
          maxLength={POST_TITLE_MAX}
          placeholder={draft.kind === 'question' ? '问题标题（选填）' : '标题（选填）'}
          aria-label="标题"
          onChange={(event) => update({ title: event.target.value })}
        />
        <textarea
          value={draft.content}
          maxLength={POST_CONTENT_MAX}
          placeholder={draft.kind === 'question' ? '描述你的问题，懂球的朋友会来回答' : '聊聊比赛，说说你的看法…'}
          aria-label="内容"
          rows={6}
          onChange={(event) => update({ content: event.target.value })}
        />
        <ComposerImages images={draft.images} onChange={(images) => update({ images })} />
        <div className="kq-composer-tools">
          <button type="button" className="kq-composer-tool" onClick={() => setPicker('tag')}>
            # 关联比赛/球队
          </button>
          <button type="button" className="kq-composer-tool" onClick={() => setPicker('mention')}>
            @ 提到
          </button>
          <span className="kq-composer-hint">
            {draft.content.length}/{POST_CONTENT_MAX} · 草稿自动保存
          </span>
        </div>
        {draft.tag && (
          <p className="kq-composer-tag" data-testid="composer-tag">
            <span className="kq-post-tag">{draft.tag.label}</span>
            <button type="button" aria-label="移除关联" onClick={() => update({ tag: null })}>
              ×
            </button>
          </p>
        )}
      </form>
      <TagPicker
        visible={picker === 'tag'}
        options={tags}
        onClose={() => setPicker(null)}
        onPick={(tag) => {
          update({ tag });
          setPicker(null);
        }}
      />
      <MentionPicker
        visible={picker === 'mention'}
        picked={draft.mentions}
        onClose={() => setPicker(null)}
        onPick={(user) => {
          const spacer = draft.content === '' || draft.content.endsWith(' ') ? '' : ' ';
          update({
            content: `${draft.content}${spacer}@${user.nickName} `,
            mentions: draft.mentions.some((m) => m.id === user.id) ? draft.mentions : [...draft.mentions, user],
          });
          setPicker(null);
        }}
      />
    </div>
  );
}
