import { groupDetail, imMessage, type GroupMember } from '@kanqiu/contract';
import { ImCode, imLimits } from '@kanqiu/domain';
import { Popup } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Toast } from '../../lib/antd-imperative';
import { EmojiImage, useEmojis } from './emoji';
import type { ImApi } from './im-api';
import { imSend } from './im-session';
import { useImStore } from './im-store';
import { EmptyNote, UserAvatar } from './parts';

function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

type Target = { api: ImApi; id: number; kind: 'direct' | 'group' };

async function sendText({ api, id, kind }: Target, text: string, atInfo: number[]): Promise<boolean> {
  const frame = { id, clientId: newClientId(), text, atInfo };
  if (imSend(kind === 'group' ? ImCode.groupMessage : ImCode.privateMessage, frame)) return true;
  const sent = await api.post('/imapi/chat/send', imMessage, frame);
  if (!sent.ok) {
    Toast.show({ content: sent.msg });
    return false;
  }
  useImStore.getState().receive(sent.data);
  return true;
}

async function sendImage({ api, id }: Target, file: File): Promise<void> {
  const loading = Toast.show({ icon: 'loading', content: '图片发送中…', duration: 0 });
  const sent = await api.upload(`/imapi/chat/image?id=${id}&clientId=${newClientId()}`, imMessage, file);
  loading.close();
  if (sent.ok) useImStore.getState().receive(sent.data);
  else Toast.show({ content: sent.msg });
}

const icons = {
  emoji: 'M12 21a9 9 0 100-18 9 9 0 000 18zM8.5 14.5c.9 1.2 2 1.8 3.5 1.8s2.6-.6 3.5-1.8M9 9.5h.01M15 9.5h.01',
  keyboard: 'M3.5 6.5h17v11h-17zM7 10h.01M10.5 10h.01M14 10h.01M17.5 10h.01M8 14h8',
  image: 'M4 5.5h16v13H4zM4 15.5l4.5-4.5 4 4 2.5-2.5 5 5M15.5 9.5h.01',
} as const;

function ToolButton({ label, path, onClick }: { label: string; path: string; onClick: () => void }) {
  return (
    <button type="button" className="kq-im-tool" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** 选择提醒的人: the group's other members; picking one puts `@昵称 ` into the text. */
function MentionPicker({
  api,
  id,
  onPick,
  onClose,
}: {
  api: ImApi;
  id: number;
  onPick: (member: GroupMember) => void;
  onClose: () => void;
}): ReactElement {
  const userId = useImStore((state) => state.userId);
  const [members, setMembers] = useState<GroupMember[] | null>(null);
  useEffect(() => {
    let live = true;
    void api.get('/imapi/group/detail', groupDetail, { id }).then((result) => {
      if (live) setMembers(result.ok ? result.data.members.filter((m) => m.id !== userId) : []);
    });
    return () => {
      live = false;
    };
  }, [api, id, userId]);
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="kq-im-sheet" data-testid="mention-picker">
      <h3 className="kq-im-section-title">选择提醒的人</h3>
      {members === null ? <EmptyNote>加载中…</EmptyNote> : null}
      {members?.length === 0 ? <EmptyNote>群里还没有其他成员</EmptyNote> : null}
      <ul className="kq-im-list">
        {members?.map((member) => (
          <li key={member.id} className="kq-im-row">
            <button type="button" className="kq-im-row-main" onClick={() => onPick(member)}>
              <UserAvatar portrait={member.portrait} size="0.64rem" />
              <span className="kq-im-row-text">
                <strong>{member.nickName}</strong>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}

/**
 * The composer: text, the emoji panel (loaded the first time it opens), pictures, and in a group the
 * @ picker that opens when the fan types @.
 */
export function Composer({ api, id, kind }: { api: ImApi | null; id: number; kind: 'direct' | 'group' }) {
  const [text, setText] = useState('');
  const [panel, setPanel] = useState(false);
  const [picking, setPicking] = useState(false);
  const mentioned = useRef(new Map<number, string>());
  const input = useRef<HTMLInputElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const emojis = useEmojis(api, panel);

  const edit = (next: string) => {
    if (kind === 'group' && next.length === text.length + 1 && next.endsWith('@')) setPicking(true);
    setText(next);
  };

  const pick = (member: GroupMember) => {
    mentioned.current.set(member.id, member.nickName);
    setText((current) => `${current.endsWith('@') ? current : `${current}@`}${member.nickName} `);
    setPicking(false);
    input.current?.focus();
  };

  const submit = async () => {
    const body = text.trim();
    if (!api || body === '') return;
    const atInfo = [...mentioned.current].filter(([, nick]) => body.includes(`@${nick}`)).map(([userId]) => userId);
    if (await sendText({ api, id, kind }, body, atInfo)) {
      setText('');
      mentioned.current.clear();
    }
  };

  return (
    <div className="kq-im-composer-wrap">
      <form
        className="kq-im-composer"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ToolButton
          label={panel ? '键盘' : '表情'}
          path={panel ? icons.keyboard : icons.emoji}
          onClick={() => setPanel(!panel)}
        />
        <input
          ref={input}
          value={text}
          onChange={(event) => edit(event.target.value)}
          onFocus={() => setPanel(false)}
          maxLength={imLimits.maxTextLength}
          placeholder={kind === 'group' ? '说点什么，输入 @ 提醒群友' : '说点什么…'}
          aria-label="输入消息"
          enterKeyHint="send"
        />
        <ToolButton label="图片" path={icons.image} onClick={() => file.current?.click()} />
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          data-testid="image-input"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen && api) void sendImage({ api, id, kind }, chosen);
          }}
        />
        <button type="submit" className="kq-im-send" disabled={text.trim() === '' || !api}>
          发送
        </button>
      </form>
      {panel ? (
        <div className="kq-im-emoji-panel" data-testid="emoji-panel">
          {emojis === null ? (
            <EmptyNote>表情加载中…</EmptyNote>
          ) : (
            emojis.list.map((emoji) => (
              <button
                key={emoji.code}
                type="button"
                aria-label={emoji.name}
                onClick={() => setText((current) => (current + emoji.code).slice(0, imLimits.maxTextLength))}
              >
                <EmojiImage emoji={emoji} size="0.56rem" />
              </button>
            ))
          )}
        </div>
      ) : null}
      {picking && api ? <MentionPicker api={api} id={id} onPick={pick} onClose={() => setPicking(false)} /> : null}
    </div>
  );
}
