import type { MentionUser, PostTag, TagOptions } from '@kanqiu/contract';
import { POST_MENTIONS_MAX } from '@kanqiu/domain';
import { Popup } from 'antd-mobile';
import { useEffect, useState, type ReactElement } from 'react';
import type { MentionAnswer } from './data';

/** 关联比赛或球队: the circle's nearest matches, then their teams. */
export function TagPicker({
  visible,
  options,
  onPick,
  onClose,
}: {
  visible: boolean;
  options: TagOptions;
  onPick(tag: PostTag): void;
  onClose(): void;
}): ReactElement {
  const group = (title: string, tags: PostTag[]) =>
    tags.length > 0 && (
      <>
        <h3>{title}</h3>
        <ul>
          {tags.map((tag) => (
            <li key={`${tag.kind}${tag.id}`}>
              <button type="button" onClick={() => onPick(tag)}>
                {tag.label}
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="kq-picker" destroyOnClose>
      <div className="kq-picker-head">
        <strong>关联比赛或球队</strong>
        <button type="button" onClick={onClose}>
          关闭
        </button>
      </div>
      <div className="kq-picker-body" role="list" aria-label="可关联的比赛和球队">
        {options.matches.length + options.teams.length === 0 && <p className="kq-picker-empty">这个圈子暂时没有比赛</p>}
        {group('比赛', options.matches)}
        {group('球队', options.teams)}
      </div>
    </Popup>
  );
}

/** @ 提到: nicknames found as the fan types; a pick goes into the text as `@昵称 `. */
export function MentionPicker({
  visible,
  picked,
  onPick,
  onClose,
}: {
  visible: boolean;
  picked: MentionUser[];
  onPick(user: MentionUser): void;
  onClose(): void;
}): ReactElement {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; users: MentionUser[] }>({ query: '', users: [] });
  const q = query.trim();
  useEffect(() => {
    if (!visible || !q) return;
    let current = true;
    void fetch(`/community/act?q=${encodeURIComponent(q)}`)
      .then((response) => response.json() as Promise<MentionAnswer>)
      .then((answer) => current && setFound({ query: q, users: answer.users }))
      .catch(() => current && setFound({ query: q, users: [] }));
    return () => {
      current = false;
    };
  }, [q, visible]);
  const users = q && found.query === q ? found.users : [];
  const full = picked.length >= POST_MENTIONS_MAX;
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="kq-picker" destroyOnClose>
      <div className="kq-picker-head">
        <strong>提到谁</strong>
        <button type="button" onClick={onClose}>
          关闭
        </button>
      </div>
      <input
        className="kq-picker-search"
        value={query}
        placeholder="输入昵称查找"
        aria-label="查找用户"
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="kq-picker-body">
        {full && <p className="kq-picker-empty">最多提到 {POST_MENTIONS_MAX} 人</p>}
        {!full && q !== '' && found.query === q && users.length === 0 && (
          <p className="kq-picker-empty">没有找到这位用户</p>
        )}
        {!full && (
          <ul>
            {users.map((user) => (
              <li key={user.id}>
                <button type="button" onClick={() => onPick(user)}>
                  @{user.nickName}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popup>
  );
}
