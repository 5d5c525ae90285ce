import type { ReactElement } from 'react';
import { FavorPage } from '../features/message';
import { signedInPage } from '../lib/session.server';

export const meta = () => [{ title: '我的收藏 - 看球直播' }];

export const loader = signedInPage;

export default function Page(): ReactElement {
  return <FavorPage />;
}
