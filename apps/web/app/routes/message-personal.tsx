import type { ReactElement } from 'react';
import { PersonalPage } from '../features/message';
import NotFound from './not-found';
import { useSearchParam } from '../lib/use-search-param';
import { signedInPage } from '../lib/session.server';

export const meta = () => [{ title: '个人名片 - 看球直播' }];

export const loader = signedInPage;

export default function Page(): ReactElement {
  const id = Number(useSearchParam('id'));
  return Number.isInteger(id) && id > 0 ? <PersonalPage key={id} id={id} /> : <NotFound />;
}
