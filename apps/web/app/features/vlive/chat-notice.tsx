import { chatNoticeMaxLength } from '@kanqiu/domain';
import { Popup, TextArea } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import type { ChatModerationResult, ChatNotice } from './data';

/** The anchor's 公告 editor: a sheet with the text; saving publishes it to everyone in the room. */
function NoticeEditor(props: {
  notice: ChatNotice;
  onClose: () => void;
  onSaved: (notice: ChatNotice) => void;
}): ReactElement {
  const fetcher = useFetcher<ChatModerationResult>({ key: 'chat-notice' });
  // An announcement of its own starts the box; the platform's (updatedAt null) leaves it empty.
  const [text, setText] = useState(props.notice.updatedAt === null ? '' : props.notice.text);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });
  useEffect(() => {
    if (!result) return;
    if (!result.ok) return void Toast.show({ content: result.msg });
    if (result.intent !== 'notice') return;
    Toast.show({ content: result.notice.updatedAt === null ? '已恢复平台公告' : '公告已更新' });
    handlers.current.onSaved(result.notice);
    handlers.current.onClose();
  }, [result]);

  return (
    <div className="kq-chat-notice-editor">
      <h3>编辑直播间公告</h3>
      <TextArea
        value={text}
        onChange={setText}
        maxLength={chatNoticeMaxLength}
        showCount
        rows={3}
        placeholder="告诉观众今天播什么，留空则显示平台公告"
      />
      <button
        type="button"
        className="kq-chat-notice-save"
        disabled={fetcher.state !== 'idle'}
        onClick={() => void fetcher.submit({ intent: 'notice', text }, { method: 'post' })}
        data-testid="notice-save"
      >
        保存公告
      </button>
    </div>
  );
}

/** 公告, pinned above the chat; the room's anchor may edit it. */
export function ChatNoticeBar(props: {
  notice: ChatNotice;
  editable: boolean;
  onSaved: (notice: ChatNotice) => void;
}): ReactElement {
  const [editing, setEditing] = useState(false);
  return (
    <div className="kq-chat-notice" data-testid="chat-notice">
      <span className="kq-chat-notice-tag">公告</span>
      <p>{props.notice.text}</p>
      {props.editable && (
        <button
          type="button"
          className="kq-chat-notice-edit"
          onClick={() => setEditing(true)}
          data-testid="notice-edit"
        >
          编辑
        </button>
      )}
      {props.editable && (
        <Popup visible={editing} onMaskClick={() => setEditing(false)} bodyClassName="kq-chat-notice-popup">
          {editing && <NoticeEditor notice={props.notice} onClose={() => setEditing(false)} onSaved={props.onSaved} />}
        </Popup>
      )}
    </div>
  );
}
