import { releaseNotes } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { VersionPage } from '../features/message';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/message-version';

export const meta = () => [{ title: '版本说明 - 看球直播' }];

export async function loader({ context }: Route.LoaderArgs) {
  const result = await getSession(context).api.get('/imapi/version/list', releaseNotes);
  return { releases: result.ok ? result.data : null };
}

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <VersionPage releases={loaderData.releases} />;
}
