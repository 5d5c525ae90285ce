import type { ArticleDetail } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { apiAssetUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';

const uploadsPrefix = '/uploads/news/';

/**
 * The article's text: a generated one's paragraphs as text; an operator's HTML, which the API sanitised to a safe
 * subset when it was saved, with its pictures pointed at the API host that serves the uploads.
 */
export function ArticleText({ article }: { article: ArticleDetail }): ReactElement {
  const { publicHosts } = useRootData();
  if (article.html === null) {
    return (
      <>
        {article.paragraphs.map((paragraph, index) => (
          <p key={index} className="kq-article-paragraph">
            {paragraph}
          </p>
        ))}
      </>
    );
  }
  const html = article.html.replaceAll(`src="${uploadsPrefix}`, `src="${apiAssetUrl(uploadsPrefix, publicHosts)}`);
  return <div className="kq-article-html" data-testid="article-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
