/**
 * Link discovery on any obituary site: detail pages (paths that say obituary/obit/tribute/memorial,
 * or links whose text is a person's name matching the path) and listing pages (rel=next, "Next",
 * "Older", page numbers, ?page=N, /page/N/, the obituaries section itself).
 */
import { load, type CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { defaultNameLexicon, type NameLexicon } from '../../core/names/lexicon.js';
import { decodeURIComponentSafe } from '../../core/net/decode.js';
import { normalizeNamePart } from '../../core/names/normalize.js';
import { parseDecedentName } from '../../core/names/parse.js';
import { looksLikePersonName } from './person-name.js';

/** Links found on one page, absolute, deduplicated, in page order. */
export interface DiscoveredLinks {
  obituaryLinks: string[];
  listingLinks: string[];
}

const OBITUARY_SEGMENT = /obituar|obits?\b|obit[-_]|tribute|memorial|death[-_]?notice|deceased|\bnotices?\b/i;
const LISTING_SEGMENT =
  /^(?:obituaries|obituary|obits?|tributes?|memorials?|death-?notices|notices|recent-obituaries|obituary-listing|obituary-listings|listings?|all-obituaries)$/i;
const NOT_DETAIL =
  /(?:^|[/_-])(?:send-flowers|flowers?|sympathy|store|shop|guestbook|condolences?|share|print|login|signin|sign-in|register|subscribe|photos?|videos?|gallery|pre-?plan(?:ning)?|grief|contact|about|staff|careers|privacy|terms|search|feed|rss|wp-admin|wp-login|wp-json|tag|tags|category|categories|author|archive|archives|calendar|events|amp)(?:$|[/_.-])/i;
const ASSET = /\.(?:jpe?g|png|gif|webp|svg|pdf|css|js|ico|xml|json|mp4|mp3|zip|docx?)$/i;
const PAGE_PARAM = /^(?:page|p|pg|paged|pagenum|pagenumber|offset|start|skip|currentpage)$/i;
const NEXT_TEXT =
  /^(?:next|next page|next ?[›»>→]+|[›»>→]+|older|older posts|older entries|older obituaries|older notices|more obituaries|view more|load more|show more|see more obituaries|more|previous|prev|[‹«<←]+|newer|newer posts|page \d+|\d{1,4})$/i;
const READ_MORE =
  /^(?:read more|read full (?:obituary|notice|story)|full obituary|view obituary|view full obituary|view notice|continue reading|more\b.*|read obituary|view tribute|view details)$/i;

function sameSite(a: URL, b: URL): boolean {
  const base = (h: string): string =>
    h
      .replace(/^www\./, '')
      .split('.')
      .slice(-2)
      .join('.');
  return a.hostname === b.hostname || base(a.hostname) === base(b.hostname);
}

function isPagination(u: URL, text: string, rel: string): boolean {
  if (/\bnext\b|\bprev\b/i.test(rel)) return true;
  if (/\/page\/\d+\/?$/i.test(u.pathname) || /[/-]p(?:age)?-?\d+\/?$/i.test(u.pathname)) return true;
  for (const [k, v] of u.searchParams) if (PAGE_PARAM.test(k) && /^\d+$/.test(v)) return true;
  return (
    NEXT_TEXT.test(text) &&
    (u.search.length > 0 || /\d/.test(u.pathname) || OBITUARY_SEGMENT.test(u.pathname))
  );
}

function slugHasName(u: URL, text: string, lexicon: NameLexicon): boolean {
  const name = parseDecedentName(text, { lexicon });
  const path = normalizeNamePart(decodeURIComponentSafe(u.pathname + u.search).replace(/[/_+=?&.]/g, '-'));
  const given = normalizeNamePart(name.given).split(/[ -]/)[0] ?? '';
  const surname = normalizeNamePart(name.surname).split(/[ -]/).pop() ?? '';
  return given.length > 0 && surname.length > 0 && path.includes(given) && path.includes(surname);
}

/**
 * The path segments of a link below those it shares with the page: the site's own sections (a
 * newspaper called the Register, /news/malcolm-register/obits/) are not the link's words.
 */
function pathBelowPage(u: URL, page: URL): string {
  const link = u.pathname.split('/');
  const own = page.pathname.split('/');
  let shared = 0;
  while (shared < link.length - 1 && shared < own.length && link[shared] === own[shared]) shared++;
  return link.slice(shared).join('/');
}

/**
 * A path's words that say it is no obituary (flowers, guestbook, register ...), leaving out the words
 * of the person the link names: the obituary of James Flowers is not a flower shop.
 */
function notDetail(path: string, personWords: readonly string[]): boolean {
  let rest = decodeURIComponentSafe(path)
    .toLowerCase()
    .replace(/[/_+=?&.]/g, '-');
  // A word the path does not hold needs no pattern built to drop it.
  for (const w of personWords)
    if (w.length > 1 && rest.includes(w)) rest = rest.replace(new RegExp(`(^|-)${w}(?=-|$)`, 'g'), '$1');
  return NOT_DETAIL.test(rest);
}

/** The words of a person's name as a slug writes them ("Mary Ann O'Neil" -> mary, ann, oneil). */
function nameWords(text: string, lexicon: NameLexicon): string[] {
  const name = parseDecedentName(text, { lexicon });
  return [name.given, ...name.middle, name.surname]
    .flatMap((part) => normalizeNamePart(part).split(/[ -]/))
    .filter((w) => /^[a-z]+$/.test(w));
}

/** How many levels above a "Read more" link its card (the element that also shows the name) may be. */
const CARD_LEVELS = 3;

/**
 * The person a "Read more" link's card names: the first heading (or element whose class says
 * name or title) in the nearest enclosing element that has one, up to `CARD_LEVELS` levels up, when
 * it looks like a person's name that the link's path spells; else null.
 */
function cardName($: CheerioAPI, link: Element, u: URL, lexicon: NameLexicon): string | null {
  let node = $(link).parent();
  for (let level = 0; level < CARD_LEVELS && node.length > 0; level++, node = node.parent()) {
    const heading = node.find('h1, h2, h3, h4, h5, h6, [class*="name"], [class*="title"]').first();
    if (heading.length === 0) continue;
    const text = heading.text().replace(/\s+/g, ' ').trim();
    return text && looksLikePersonName(text, lexicon) && slugHasName(u, text, lexicon) ? text : null;
  }
  return null;
}

/** What the page's relative links resolve against: its <base href>, else the page's own URL. */
export function linkBase($: CheerioAPI, pageUrl: string): URL {
  try {
    return new URL($('base[href]').attr('href') ?? pageUrl, pageUrl);
  } catch {
    return new URL(pageUrl);
  }
}

/** Discovers obituary detail links and listing/pagination links on a page. */
export function findObituaryLinks(
  html: string | CheerioAPI,
  baseUrl: string,
  lexicon: NameLexicon = defaultNameLexicon(),
): DiscoveredLinks {
  // A parsed page may be passed in (readPage parses once for links and extraction); it is only read.
  const $ = typeof html === 'string' ? load(html) : html;
  const base = linkBase($, baseUrl);
  const page = new URL(baseUrl);
  page.hash = '';
  const obituary = new Set<string>();
  const listing = new Set<string>();

  $('link[rel~="next"][href]').each((_i, el) => {
    try {
      const u = new URL(el.attribs.href!, base);
      if (sameSite(u, page)) listing.add(u.href);
    } catch {
      // An unparseable href is skipped: nothing to crawl.
    }
  });

  $('a[href]').each((_i, el) => {
    const href = el.attribs.href!.trim();
    if (!href || /^(?:mailto|tel|javascript|data|sms):/i.test(href) || href.startsWith('#')) return;
    let u: URL;
    try {
      u = new URL(href, base);
    } catch {
      return;
    }
    if (!/^https?:$/.test(u.protocol) || !sameSite(u, page) || ASSET.test(u.pathname)) return;
    u.hash = '';
    if (u.href === page.href) return;
    const $a = $(el);
    const text = (
      $a.text().replace(/\s+/g, ' ').trim() ||
      $a.find('img').attr('alt') ||
      el.attribs.title ||
      el.attribs['aria-label'] ||
      ''
    ).trim();
    const rel = el.attribs.rel ?? '';

    const nameText = text.length > 0 && looksLikePersonName(text, lexicon);
    // A person's name that the path spells is a detail page, whatever else the path looks like: the
    // obituary of John Page at /obituaries/john-page-123 is no page 123.
    const namedSlug = nameText && slugHasName(u, text, lexicon);
    if (!namedSlug && isPagination(u, text, rel)) {
      listing.add(u.href);
      return;
    }
    const segments = u.pathname.split('/').filter(Boolean);
    const last = segments[segments.length - 1] ?? '';
    if (LISTING_SEGMENT.test(last) && u.search === '') {
      listing.add(u.href);
      return;
    }
    // Whose words the path may carry: the link's own name, or for a "Read more" link the name its
    // card shows, when the path spells it.
    const person = nameText ? text : READ_MORE.test(text) ? cardName($, el, u, lexicon) : null;
    if (notDetail(pathBelowPage(u, page), person ? nameWords(person, lexicon) : [])) {
      if (
        /(?:^|\/)(?:category|categories|archive|archives|tag)\//i.test(u.pathname) &&
        OBITUARY_SEGMENT.test(u.pathname)
      ) {
        listing.add(u.href);
      }
      return;
    }
    const keywordAt = segments.findIndex((s) => OBITUARY_SEGMENT.test(s));
    const detailByPath =
      keywordAt >= 0 &&
      (keywordAt < segments.length - 1 ||
        !LISTING_SEGMENT.test(segments[keywordAt]!) ||
        /[?&](?:id|obit|obituary|pid)=/i.test(u.search));
    if (detailByPath || namedSlug || READ_MORE.test(text)) {
      obituary.add(u.href);
    }
  });
  for (const l of obituary) listing.delete(l);
  return { obituaryLinks: [...obituary], listingLinks: [...listing] };
}
