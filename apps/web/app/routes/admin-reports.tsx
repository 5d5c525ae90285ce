import type { ReactElement } from 'react';
import { ReportQueuePage } from '../features/admin';

export const meta = () => [{ title: '举报处理 - 看球直播运营' }, { name: 'robots', content: 'noindex' }];

export default function Page(): ReactElement {
  return <ReportQueuePage />;
}
