import { Popup } from 'antd-mobile';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { GroupChat } from './group-chat';

export type ChatSport = 'football' | 'basketball';

const titles: Record<ChatSport, string> = { football: '足球聊球室', basketball: '篮球聊球室' };

/** 聊球: the sport's group chat in a sheet over the score list, which stays live under it. */
export function SportChatSheet(props: { sport: ChatSport; onClose: () => void }): ReactElement {
  const { pathname } = useLocation();
  return (
    <Popup visible position="bottom" onMaskClick={props.onClose} bodyClassName="kq-sport-chat-sheet" destroyOnClose>
      <header className="kq-sport-chat-head">
        <strong>{titles[props.sport]}</strong>
        <button type="button" onClick={props.onClose} aria-label="关闭聊球" data-testid="sport-chat-close">
          ×
        </button>
      </header>
      <GroupChat group={props.sport} loginTo={pathname} />
    </Popup>
  );
}
