import type { ReactElement } from 'react';
import { MessageHomePage } from '../features/message';
import { signedInPage } from '../lib/session.server';

export const meta = () => [{ title: '消息 - 看球直播' }];

export const loader = signedInPage;

/** 我的 → 消息: the same conversations, whatever the fourth tab is. */
export default function Page(): ReactElement {
  return <MessageHomePage backTo="/user" />;
}
