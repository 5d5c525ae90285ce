import { POST_CONTENT_MAX, POST_TITLE_MAX } from '@kanqiu/domain';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { postHref, type CommunityActionResult } from './data';

type Draft = { kind: 'post' | 'question'; title: string; content: string };
const emptyDraft: Draft = { kind: 'post', title: '', content: '' };
const draftKey = (circleId: number) => `communityDraft:${circleId}`;

function readDraft(circleId: number): Draft {
  try {
    const value = JSON.parse(window.localStorage.getItem(draftKey(circleId)) ?? 'null') as Partial<Draft> | null;
    if (!value) return emptyDraft;
    return {
      kind: value.kind === 'question' ? 'question' : 'post',
      title: typeof value.title === 'string' ? value.title : '',
      content: typeof value.content === 'string' ? value.content : '',
    };
  } catch {
    return emptyDraft;
  }
}

/** 发帖 / 提问 in a circle; the draft is kept in local storage until it is posted, so it survives a reload. */
export function Composer({ circleId, onClose }: { circleId: number; onClose(): void }): ReactElement {
  const [draft, setDraft] = useState<Draft>(() => readDraft(circleId));
  const fetcher = useFetcher<CommunityActionResult>();
  const navigate = useNavigate();
  const update = (change: Partial<Draft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    window.localStorage.setItem(draftKey(circleId), JSON.stringify(next));
  };
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle') return;
    if (result.ok && result.code) {
      window.localStorage.removeItem(draftKey(circleId));
      void navigate(postHref({ code: result.code, kind: draft.kind }));
    } else if (!result.ok) {
      Toast.show({ content: result.error });
    }
  }, [fetcher.data, fetcher.state, circleId, navigate, draft.kind]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fetcher.submit({ intent: 'post', circleId: String(circleId), ...draft }, { method: 'post' });
  };
  return (
    <div className="kq-composer-mask" role="dialog" aria-label="发帖">
      <form className="kq-composer" onSubmit={submit}>
        <div className="kq-composer-head">
          <button type="button" onClick={onClose}>
            取消
          </button>
          <div className="kq-composer-kinds" role="radiogroup" aria-label="类型">
            {(['post', 'question'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                role="radio"
                aria-checked={draft.kind === kind}
                className={draft.kind === kind ? 'is-active' : ''}
                onClick={() => update({ kind })}
              >
                {kind === 'post' ? '发帖' : '提问'}
              </button>
            ))}
          </div>
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
          rows={8}
          onChange={(event) => update({ content: event.target.value })}
        />
        <p className="kq-composer-hint">
          {draft.content.length}/{POST_CONTENT_MAX} · 草稿会自动保存
        </p>
      </form>
    </div>
  );
}
