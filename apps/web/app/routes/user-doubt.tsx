import type { ReactElement } from 'react';
import type { Route } from './+types/user-doubt';
import { PageHeader } from '../features/shell/page-header';
import { doubtDoc } from '../features/user/content/doubt';
import { DocView } from '../features/user/doc-view';

export const meta = () => [{ title: `${doubtDoc.title} - 看球直播` }];

export function loader() {
  return { doc: doubtDoc };
}

export default function DoubtPage({ loaderData }: Route.ComponentProps): ReactElement {
  const { doc } = loaderData;
  return (
    <div className="kq-page">
      <PageHeader title={doc.title} backTo="/user/opinion" />
      <DocView title={doc.title} intro={doc.intro} sections={doc.sections} />
    </div>
  );
}
