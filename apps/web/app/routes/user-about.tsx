import { apkResource } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import type { Route } from './+types/user-about';
import { EntryList } from '../features/shell/entry-list';
import { AppLogo } from '../features/shell/app-logo';
import { PageHeader } from '../features/shell/page-header';
import { aboutDoc } from '../features/user/content/about';
import { agreements, agreementSlugs, naming } from '../features/user/content/agreements';
import { FilingsFooter } from '../features/shell/filings-footer';
import { webConfig } from '../config.server';
import { useRootData } from '../lib/root-data';
import { getSession } from '../lib/session.server';
import webPackage from '../../package.json';

export const meta = () => [{ title: '关于我们 - 看球直播' }];

export async function loader({ context }: Route.LoaderArgs) {
  const apk = await getSession(context).api.get('/inform/apk/resource', apkResource);
  const { operator } = webConfig();
  return {
    doc: { ...aboutDoc, paragraphs: aboutDoc.paragraphs.map((paragraph) => naming(paragraph, operator.name)) },
    filings: operator.filings,
    version: apk.ok ? apk.data.version : webPackage.version,
    agreementLinks: agreementSlugs.map((slug) => ({ slug, title: agreements[slug].title })),
  };
}

export default function AboutPage({ loaderData }: Route.ComponentProps): ReactElement {
  const { doc, version, agreementLinks, filings } = loaderData;
  const { appName } = useRootData();
  return (
    <div className="kq-page">
      <PageHeader title={doc.title} backTo="/user" />
      <div className="kq-about-hero">
        <AppLogo size="1.4rem" />
        <h1>{appName}直播</h1>
        <p className="kq-about-slogan">{doc.slogan}</p>
        <p className="kq-about-version" data-testid="app-version">
          当前版本 V{version}
        </p>
      </div>
      <section className="kq-entry-card kq-about-text">
        {doc.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </section>
      <section className="kq-entry-card kq-about-text">
        <h2 className="kq-entry-card-title">{doc.dataCredits.title}</h2>
        {doc.dataCredits.lines.map((line) => (
          <p key={line} className="kq-about-credit">
            {line}
          </p>
        ))}
      </section>
      <div id="agreements">
        <EntryList
          title="协议与政策"
          entries={agreementLinks.map((link) => ({
            key: link.slug,
            title: link.title,
            to: `/user/agreement/${link.slug}`,
          }))}
        />
      </div>
      <p className="kq-page-note kq-center">© {appName}直播 · 只做纯粹的体育内容，不提供任何投注服务</p>
      <FilingsFooter filings={filings} />
    </div>
  );
}
