import type { ReactElement } from 'react';
import { PredictionsRecordPage } from '../features/predictions';
import { loadPredictionsRecord } from '../features/predictions/loaders.server';
import type { Route } from './+types/live-ai-list';

export const meta = () => [{ title: 'AI 预测战绩 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadPredictionsRecord(args);

export default function LiveAiList({ loaderData }: Route.ComponentProps): ReactElement {
  return <PredictionsRecordPage data={loaderData} />;
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
