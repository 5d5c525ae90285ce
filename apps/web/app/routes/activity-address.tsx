import type { ReactElement } from 'react';
import { AddressPage } from '../features/activity';
import { loadAddresses, activityAction } from '../features/activity/loaders.server';
import type { Route } from './+types/activity-address';

export const meta = () => [{ title: '收货地址 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadAddresses(args);

export const action = (args: Route.ActionArgs) => activityAction(args);

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <AddressPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
