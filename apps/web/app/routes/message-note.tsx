import { imNoteList } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { NotePage } from '../features/message';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/message-note';

export const meta = () => [{ title: '公告 - 看球直播' }];

export async function loader({ context }: Route.LoaderArgs) {
  const result = await getSession(context).api.get('/imapi/note/list', imNoteList);
  return { notes: result.ok ? result.data : [], error: result.ok ? null : result.msg };
}

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <NotePage notes={loaderData.notes} error={loaderData.error} />;
}
