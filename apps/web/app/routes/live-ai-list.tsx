import type { ReactElement } from 'react';
import { PredictionsRecordPage } from '../features/predictions';
import { loadPredictionsRecord } from '../features/predictions/loaders.server';
import { ErrorPage } from '../features/shell/error-page';
import type { Route } from './+types/live-ai-list';

export const meta = () => [{ title: 'AI 预测战绩 - 看球直播' }];

export const loader = (args: Route.LoaderArgs) => loadPredictionsRecord(args);

export default function LiveAiList({ loaderData }: Route.ComponentProps): ReactElement {
  return <PredictionsRecordPage data={loaderData} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
