/**
 * One person's notice read out of a page of several (a death-notice column, a couple's joint
 * obituary): set as a page of its own for `extractObituary`, under the page's URL and a fragment
 * naming the person (`NOTICE_FRAGMENT`).
 */
import type { CheerioAPI } from 'cheerio/slim';
import { normalizeNamePart } from '../../core/names/normalize.js';
import { NOTICE_FRAGMENT, type ExtractedObituary } from '../../core/obituary.js';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's <meta> elements but its titles (which name the whole page), as HTML. */
export function headMetas($: CheerioAPI): string {
  return $('head meta')
    .toArray()
    .filter((el) => !/title/i.test(`${el.attribs.property ?? ''}${el.attribs.name ?? ''}`))
    .map((el) => $.html(el))
    .join('');
}

/** A notice as a page: the page's metas (and any more), a title, the name as its heading, its lines. */
export function noticePage(parts: {
  metas: string;
  /** The date the notice was published, ISO, when the page's metas do not give it. */
  published?: string | null;
  title: string;
  heading: string;
  lines: readonly string[];
}): string {
  const published = parts.published ? `<meta name="dc.date" content="${escapeHtml(parts.published)}">` : '';
  return (
    `<html><head>${parts.metas}${published}<title>${escapeHtml(parts.title)}</title></head>` +
    `<body><article><h1>${escapeHtml(parts.heading)}</h1>` +
    parts.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    '</article></body></html>'
  );
}

/**
 * The URL of a person's notice on a page: the page's with "#notice-" and the name folded
 * ("...#notice-carol-j-anderson"); `nth` > 1 for a second notice of one name on the page.
 */
export function noticeUrl(pageUrl: string, name: string, nth = 1): string {
  const slug =
    normalizeNamePart(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'person';
  return `${pageUrl.replace(/#.*$/, '')}#notice-${slug}${nth > 1 ? `-${nth}` : ''}`;
}

/**
 * The URL an obituary is indexed under: the page's as requested, with the fragment that names a
 * notice on a death-notice column ("...#notice-carol-j-anderson"), so each notice is an observation of its
 * own. `extracted.url` is the URL the page was read at (after redirects).
 */
export function obituaryUrl(pageUrl: string, extracted: Pick<ExtractedObituary, 'url'>): string {
  const fragment = NOTICE_FRAGMENT.exec(extracted.url);
  return fragment ? pageUrl.replace(/#.*$/, '') + fragment[0] : pageUrl;
}
