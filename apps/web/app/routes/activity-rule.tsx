import type { ReactElement } from 'react';
import { RulePage } from '../features/activity';
import { loadRules } from '../features/activity/loaders.server';
import type { Route } from './+types/activity-rule';

export const meta = () => [{ title: '活动规则 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadRules(args);

export default function Page({ loaderData }: Route.ComponentProps): ReactElement {
  return <RulePage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
