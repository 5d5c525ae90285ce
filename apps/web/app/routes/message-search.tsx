import type { ReactElement } from 'react';
import { SearchPage } from '../features/message';
import { signedInPage } from '../lib/session.server';

export const meta = () => [{ title: '搜索 - 看球直播' }];

export const loader = signedInPage;

export default function Page(): ReactElement {
  return <SearchPage />;
}
