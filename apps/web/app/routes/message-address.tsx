import type { ReactElement } from 'react';
import { RelationListPage } from '../features/message';
import { signedInPage } from '../lib/session.server';

export const meta = () => [{ title: '通讯录 - 看球直播' }];

export const loader = signedInPage;

export default function Page(): ReactElement {
  return <RelationListPage kind="address" />;
}
