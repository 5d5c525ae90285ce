import type { ReactElement } from 'react';
import { CreateGroupPage } from '../features/message';
import { signedInPage } from '../lib/session.server';

export const meta = () => [{ title: '发起群聊 - 看球直播' }];

export const loader = signedInPage;

export default function Page(): ReactElement {
  return <CreateGroupPage />;
}
