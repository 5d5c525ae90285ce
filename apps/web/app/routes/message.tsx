import type { ReactElement } from 'react';
import { MessageHomePage } from '../features/message';

export const meta = () => [{ title: '消息 - 看球直播' }];

/** The 消息 tab: a prompt to log in when logged out, the conversations otherwise. */
export default function Page(): ReactElement {
  return <MessageHomePage />;
}
