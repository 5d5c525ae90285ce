import type { ReactElement } from 'react';
import { PredictionsPage } from '../features/predictions';
import { loadPredictionsToday } from '../features/predictions/loaders.server';
import type { Route } from './+types/live-ai';

export const meta = () => [{ title: 'AI 预测 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadPredictionsToday(args);

export default function LiveAi({ loaderData }: Route.ComponentProps): ReactElement {
  return <PredictionsPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
