// Rich text of news and platform pages: an allow-list of harmless tags and attributes
// (sanitize-html). Scripts, event handlers, styles, iframes and javascript: URLs are dropped,
// so whatever an editor pastes renders inert. Server-side only (the platform on write, the app
// before rendering). Images are ours only (issue 44): an <img> whose source is a file of the file
// service through the download path, with alt, width and height; any other image — data:, an
// external URL, another path of ours — is dropped whole, so a page never loads what we do not hold
// and a reader's browser tells no one else that it read it.
import sanitizeHtml from 'sanitize-html';
import { CONTENT_IMAGE_SRC } from './content-images';

export { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_MESSAGES, CONTENT_IMAGE_PURPOSE, CONTENT_IMAGE_SRC } from './content-images';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The markup an uploaded image is inserted with: our download path and its description. */
export function contentImageSnippet(uuid: string, alt: string): string {
  return `<img src="/actions/download/?uuid=${uuid}" alt="${escapeAttribute(alt.trim())}" />`;
}

/** A width or height kept only as a plain number of pixels (1–4000). */
const pixels = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,3}$/.test(value.trim()) ? value.trim() : undefined);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // no scheme at all for images: only our own path (CONTENT_IMAGE_SRC) is kept, by exclusiveFilter
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // An image from anywhere but our download path goes whole (not left as an <img> without a source).
  exclusiveFilter: (frame) => frame.tag === 'img' && !CONTENT_IMAGE_SRC.test(frame.attribs.src ?? ''),
  // Dropped with their content, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Every image gets a text alternative (WCAG 1.1.1): the editor's alt, else its title, else
    // alt="" — an image nobody described is announced as nothing rather than as its file name.
    img: (tagName, attribs) => {
      const kept: Record<string, string> = { src: attribs.src ?? '', alt: attribs.alt ?? attribs.title ?? '' };
      const width = pixels(attribs.width);
      const height = pixels(attribs.height);
      if (width) kept.width = width;
      if (height) kept.height = height;
      return { tagName, attribs: kept };
    },
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
  },
};
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'rel'] };

/**
 * The content's headings under the page's own h1 (issue 41: news and policies went from h1 to
 * h3): the content's highest level becomes h2 and the others follow it without gaps, so a screen
 * reader's outline has no missing level and no second h1 (WCAG 1.3.1). Idempotent.
 */
function outlineUnderTitle(html: string): string {
  const levels = [...new Set([...html.matchAll(/<h([1-6])>/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  const level = new Map(levels.map((used, rank) => [used, Math.min(6, rank + 2)]));
  return html.replace(/<(\/?)h([1-6])>/g, (_, slash: string, used: string) => `<${slash}h${level.get(Number(used))}>`);
}

/**
 * The rich texts made safe lately, by their text: a policy page or a news item is the same text on
 * every view, and sanitize-html parsed it anew each time, twice a view (the platform on read, the
 * page before rendering): about 5 % of /about/platform's CPU (decision 009, lever 27). The answer is
 * a function of the text alone, whoever asks; the oldest goes first, and long texts are not kept.
 */
const SAFE_KEPT = 64;
const SAFE_KEPT_MAX_LENGTH = 64 * 1024;
const safeByText = new Map<string, string>();

export function sanitizeRichText(html: string): string {
  const kept = safeByText.get(html);
  if (kept !== undefined) return kept;
  // Sanitised first: headings then carry no attributes, so the outline sees every one as <hN>.
  const safe = outlineUnderTitle(sanitizeHtml(html, OPTIONS));
  if (html.length <= SAFE_KEPT_MAX_LENGTH) {
    if (safeByText.size >= SAFE_KEPT) safeByText.delete(safeByText.keys().next().value as string);
    safeByText.set(html, safe);
  }
  return safe;
}

/** The files the rich text's images show (their uuids, lower case, once each). */
export function contentImageUuids(html: string): string[] {
  const found = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/gi)].map((m) => CONTENT_IMAGE_SRC.exec(m[1])?.[1]?.toLowerCase()).filter(Boolean);
  return [...new Set(found as string[])];
}

/** Plain text of rich text (for summaries), whitespace collapsed, at most `max` characters. */
export function richTextSummary(html: string, max = 80): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
