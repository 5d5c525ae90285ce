import { chatLineCaps, fanFilterLimits } from '@kanqiu/domain';
import { Popup } from 'antd-mobile';
import { useState, type FormEvent, type ReactElement } from 'react';
import { RadioButtons } from '../shell';
import type { FanChat } from './fan-chat';

/**
 * 聊天设置: the keywords and users a fan blocked for themself (added here or from a line's menu, removed with
 * ×), how many lines stay on screen; repeated lines are always merged.
 */
export function ChatSettingsSheet({ fan, onClose }: { fan: FanChat; onClose: () => void }): ReactElement {
  const [word, setWord] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = word.trim();
    if (trimmed === '') return;
    fan.blockWord(trimmed, true);
    setWord('');
  };
  return (
    <Popup visible position="bottom" onMaskClick={onClose} bodyClassName="kq-chat-settings-body" destroyOnClose>
      <div className="kq-chat-settings" data-testid="chat-settings">
        <header>
          <h1>聊天设置</h1>
          <button type="button" onClick={onClose}>
            完成
          </button>
        </header>
        <section>
          <h2>
            屏蔽关键词 <small>含这些词的消息不再显示，只对你生效</small>
          </h2>
          <form className="kq-chat-settings-add" onSubmit={add}>
            <input
              value={word}
              onChange={(event) => setWord(event.target.value)}
              maxLength={fanFilterLimits.wordLength}
              placeholder="输入关键词，如：加微信"
              aria-label="屏蔽关键词"
            />
            <button type="submit" disabled={word.trim() === ''}>
              添加
            </button>
          </form>
          <ul className="kq-chat-settings-chips">
            {fan.lists.words.map((w) => (
              <li key={w}>
                {w}
                <button type="button" aria-label={`取消屏蔽 ${w}`} onClick={() => fan.blockWord(w, false)}>
                  ×
                </button>
              </li>
            ))}
            {fan.lists.words.length === 0 && <li className="is-empty">还没有屏蔽关键词</li>}
          </ul>
        </section>
        <section>
          <h2>
            屏蔽的用户 <small>轻点聊天中的发言可屏蔽发言人</small>
          </h2>
          <ul className="kq-chat-settings-users">
            {fan.lists.users.map((user) => (
              <li key={user.id}>
                <span>{user.nickName}</span>
                <button type="button" onClick={() => fan.blockUser(user.id, false)}>
                  取消屏蔽
                </button>
              </li>
            ))}
            {fan.lists.users.length === 0 && <li className="is-empty">还没有屏蔽用户</li>}
          </ul>
        </section>
        <section>
          <h2>
            屏幕上最多显示 <small>重复刷屏的相同消息会合并为一条（×N）</small>
          </h2>
          <RadioButtons
            className="kq-chat-settings-caps"
            label="最多显示条数"
            choices={chatLineCaps}
            chosen={fan.cap}
            chosenClass="is-on"
            onChoose={fan.setCap}
          >
            {(cap) => `${cap} 条`}
          </RadioButtons>
        </section>
      </div>
    </Popup>
  );
}
