import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Where operators' uploaded pictures are served from: the only images an article may show. */
export const NEWS_IMAGES_PREFIX = '/uploads/news/';

// Raw HTML in the Markdown is shown as text, never passed through; links are turned into anchors.
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

const safeSubset: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'loading'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Pictures only from our own uploads; anything else is dropped with its tag.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.startsWith(NEWS_IMAGES_PREFIX),
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
};

/** An operator's Markdown as the HTML readers get: rendered, then cut down to a safe subset of tags and attributes. */
export function editorialHtml(source: string): string {
  return sanitizeHtml(markdown.render(source), safeSubset);
}

// What sanitize-html escapes in text, turned back: the plain text is rendered as text, never as HTML.
const escaped: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"' };

/** The article's text without its markup, for its summary and the search index. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(lt|gt|amp|quot);/g, (entity) => escaped[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
