import type { ReactElement } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/user-agreement';
import { PageHeader } from '../features/shell/page-header';
import { agreementFor, isAgreementSlug } from '../features/user/content/agreements';
import { DocView } from '../features/user/doc-view';
import { webConfig } from '../config.server';

export function loader({ params }: Route.LoaderArgs) {
  // Slugs are the spec's, case and all; anything else is a 404.
  if (!isAgreementSlug(params.slug)) throw data('Not Found', { status: 404 });
  return { doc: agreementFor(params.slug, webConfig().operator.name) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `${loaderData.doc.title} - 看球直播` : '404-页面不存在 - 看球直播' },
];

export default function AgreementPage({ loaderData }: Route.ComponentProps): ReactElement {
  const { doc } = loaderData;
  return (
    <div className="kq-page kq-page-white">
      <PageHeader title={doc.title} backTo="/user/about" />
      <DocView title={doc.title} intro={doc.intro} updatedAt={doc.updatedAt} sections={doc.sections} />
    </div>
  );
}

export { ErrorPage as ErrorBoundary } from '../features/shell/error-page';
