import { minorStatus } from '@kanqiu/contract';
import { data } from 'react-router';
import { getSession } from '../lib/session.server';
import type { Route } from './+types/minor-heartbeat';

/** The open page's minute of 青少年模式 (features/minor-mode): the API counts it and says whether to rest now. */
export async function action({ context }: Route.ActionArgs) {
  const result = await getSession(context).api.post('/minor/heartbeat', minorStatus, { json: {} });
  return data(result.ok ? result.data : null, {
    status: result.ok ? 200 : 502,
    headers: { 'cache-control': 'no-store' },
  });
}
