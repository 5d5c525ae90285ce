import type { ReactElement } from 'react';
import { NoticePage } from '../features/message';
import { signedInPage } from '../lib/session.server';

export const meta = () => [{ title: '通知 - 看球直播' }];

export const loader = signedInPage;

export default function Page(): ReactElement {
  return <NoticePage />;
}
