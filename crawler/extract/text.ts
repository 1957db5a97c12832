/**
 * Page text as an extractor needs it: boilerplate removed, block elements as line breaks, the main
 * content block found by text density, and an abbreviation-aware sentence splitter.
 */
import type { CheerioAPI } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { keepAnswers } from '../../core/kept-answers.js';

/** Elements whose text is never obituary prose. */
const DROP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'nav',
  'aside',
  'footer',
  'form',
  'select',
  'button',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
]);

/** ARIA roles of page furniture. */
const DROP_ROLES = new Set(['navigation', 'complementary', 'contentinfo']);

/** Class/id tokens of page furniture (matched per token, so "content-sidebar-wrap" survives). */
const FURNITURE_TOKEN =
  /^(?:sidebar|side-bar|widget(?:s|-area)?|nav|navbar|navigation|menu|main-menu|site-footer|footer|breadcrumbs?|comments?|comment-list|share|sharing|social|social-share|share-buttons|related|related-posts|recent-obituaries|recent-posts|more-obituaries|cookie|cookie-banner|newsletter|subscribe|advert|advertisement|ads?|ad-slot|promo|modal|popup|skip-link|screen-reader-text|sr-only|visually-hidden)$/i;

/** Class/id fragments that mark the obituary body. */
const CONTENT_HINT =
  /obit|tribute|memorial|entry-content|article-body|articlebody|story|post-content|content-body|life-story|biography|notice-text|description|deceased/i;
const NOT_CONTENT_HINT =
  /comment|sidebar|footer|header|nav|menu|related|recent|share|guestbook|condolence|widget/i;

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'time',
]);

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Whether an element is page furniture: a dropped tag, a furniture role, or a furniture class/id token. */
function isFurniture(el: Element): boolean {
  if (DROP_TAGS.has(el.name)) return true;
  const a = el.attribs;
  if (a.role !== undefined && DROP_ROLES.has(a.role)) return true;
  if (a.class === undefined && a.id === undefined) return false;
  return `${a.class ?? ''} ${a.id ?? ''}`.split(/\s+/).some((t) => t && FURNITURE_TOKEN.test(t));
}

/**
 * Removes scripts, navigation, sidebars and the like in place, in one walk of the document (a
 * removed element's descendants go with it). Hidden blocks stay: teaser pages often hide the full
 * notice behind a "read more" toggle.
 */
export function removeFurniture($: CheerioAPI): void {
  const drop: Element[] = [];
  const walk = (nodes: readonly AnyNode[]): void => {
    for (const n of nodes) {
      if (!isElement(n)) continue;
      if (isFurniture(n)) drop.push(n);
      else walk(n.children);
    }
  };
  walk($.root().toArray()[0]?.children ?? []);
  if (drop.length > 0) $(drop).remove();
}

/** A heading that is a link's text: the heading of a teaser card for another page. */
const LINK_HEADING = 'h2 a[href], h3 a[href], h4 a[href], h5 a[href]';
/** Fewest teaser cards that make a run (one linked heading may be the page's own). */
const MIN_TEASER_CARDS = 2;

/**
 * Removes teaser cards for other pages in place: blocks (an article, a list item, or the heading's
 * own container) whose heading is a link, in runs of two or more siblings of one tag and class. Their text is the other
 * pages': "Former teacher dies at 84" / "A longtime Peoria teacher died ..." on a reporter's page
 * headed with the reporter's name is no death of the reporter's.
 */
export function removeTeaserCards($: CheerioAPI): void {
  const cards = new Set<Element>();
  for (const link of $(LINK_HEADING).toArray()) {
    const heading = $(link).closest('h2, h3, h4, h5').get(0);
    const card = ($(link).closest('article, li').get(0) ?? heading?.parent ?? null) as Element | null;
    if (card && card.type === 'tag' && !['body', 'main', 'html'].includes(card.name)) cards.add(card);
  }
  // A card inside another counts once, as the outer one; one holding the page's h1 is the page's own
  // text under a linked heading. Teasers come in a run: siblings of one tag and class ("John
  // Whitaker" over the obituary, beside a box of "Send Flowers" links, is no run).
  const runs = new Map<AnyNode | null, Map<string, Element[]>>();
  for (const c of cards) {
    if (
      $(c)
        .parents()
        .toArray()
        .some((p) => cards.has(p as Element)) ||
      $(c).find('h1').length > 0
    )
      continue;
    const byShape = runs.get(c.parent) ?? new Map<string, Element[]>();
    runs.set(c.parent, byShape);
    const shape = `${c.name} ${c.attribs.class ?? ''}`;
    byShape.set(shape, [...(byShape.get(shape) ?? []), c]);
  }
  const teasers = [...runs.values()]
    .flatMap((byShape) => [...byShape.values()])
    .filter((run) => run.length >= MIN_TEASER_CARDS)
    .flat();
  if (teasers.length > 0) $(teasers).remove();
}

/**
 * Text of preformatted plain-text notices: blank lines separate paragraphs, single line breaks are
 * the typist's wrapping.
 */
function preformattedText(data: string): string {
  return data
    .split(/\r?\n[ \t]*(?:\r?\n[ \t]*)+/)
    .map((para) => para.replace(/[\s\u00a0]+/g, ' '))
    .join('\n');
}

/** The text of a node with block elements and <br> as line breaks, whitespace collapsed per line. */
export function blockText(node: AnyNode | AnyNode[]): string {
  const parts: string[] = [];
  let inPre = 0;
  const walk = (n: AnyNode): void => {
    if (n.type === 'text') {
      const data = (n as unknown as { data: string }).data;
      // Elsewhere line breaks inside text are only source formatting: hard-wrapped paragraphs are one line.
      parts.push(inPre > 0 ? preformattedText(data) : data.replace(/[\s\u00a0]+/g, ' '));
      return;
    }
    if (!isElement(n)) return;
    if (n.name === 'br') {
      parts.push('\n');
      return;
    }
    if (n.type !== 'tag') return;
    const block = BLOCK_TAGS.has(n.name);
    if (n.name === 'pre') inPre++;
    if (block) parts.push('\n');
    for (const c of n.children) walk(c);
    if (block) parts.push('\n');
    if (n.name === 'pre') inPre--;
  };
  for (const n of Array.isArray(node) ? node : [node]) walk(n);
  return parts
    .join('')
    .split('\n')
    .map((l) => l.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((l) => l.length > 0)
    .join('\n');
}

/** Inline text length directly inside an element (not crossing into child blocks). */
function inlineLength(el: Element): number {
  let n = 0;
  for (const c of el.children) {
    if (c.type === 'text') n += (c as unknown as { data: string }).data.replace(/\s+/g, ' ').trim().length;
    else if (c.type === 'tag' && !BLOCK_TAGS.has(c.name)) n += inlineLength(c);
  }
  return n;
}

/** Below this much inline text a block is a caption or a label, not prose. */
const MIN_PROSE_CHARS = 25;

/**
 * The element that holds the obituary prose: the block whose own text plus its child blocks' text
 * is largest, favouring class/id names that say "obituary" and disfavouring furniture names.
 */
export function findMainContent($: CheerioAPI): Element | null {
  const scores = new Map<Element, number>();
  const add = (el: Element | null, v: number): void => {
    if (el && el.type === 'tag') scores.set(el, (scores.get(el) ?? 0) + v);
  };
  $('body *').each((_i, el) => {
    if (!BLOCK_TAGS.has(el.name)) return;
    const own = inlineLength(el);
    if (own < MIN_PROSE_CHARS) return;
    add(el, own);
    const parent = el.parent as Element | null;
    add(parent, own);
    add((parent?.parent as Element | null) ?? null, own / 2);
  });
  let best: Element | null = null;
  let bestScore = 0;
  for (const [el, raw] of scores) {
    const label = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''} ${el.attribs.itemprop ?? ''}`;
    let score = raw;
    if (CONTENT_HINT.test(label)) score *= 1.25;
    if (NOT_CONTENT_HINT.test(label)) score *= 0.5;
    // A heading-sized block cannot be the body.
    if (/^h[1-6]$/.test(el.name)) score *= 0.1;
    if (score > bestScore) {
      best = el;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The blocks of the main text: the main content, and when it is one paragraph, the paragraphs after it
 * too. Those are too short to count as prose ("He died Nov. 18, 2026." after the one long paragraph),
 * or the paragraph would not be the main content alone. Short paragraphs before it (a name line, a
 * byline) are the page's lines, not its text.
 */
export function mainBlocks(main: Element): Element[] {
  const parent = main.parent;
  if (main.name !== 'p' || !parent || parent.type !== 'tag' || ['body', 'html'].includes(parent.name)) {
    return [main];
  }
  const paragraphs = parent.children.filter((c): c is Element => c.type === 'tag' && c.name === 'p');
  return paragraphs.slice(paragraphs.indexOf(main));
}

/** Words before a period that do not end a sentence. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'jr',
  'sr',
  // Spanish: "la Sra. María López", "la Srta.", "la Dra. Ana Ruiz".
  'sra',
  'srta',
  'dra',
  'st',
  'ste',
  'mt',
  'ft',
  'rev',
  'fr',
  'lt',
  'sgt',
  'capt',
  'col',
  'gen',
  'maj',
  'cpl',
  'pvt',
  'pfc',
  'adm',
  'cmdr',
  'co',
  'inc',
  'no',
  'vs',
  'ave',
  'blvd',
  'apt',
  'a.k.a',
  'hon',
  'prof',
  'msgr',
  'dept',
  'univ',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'approx',
  'corp',
  'bros',
  'etc',
  'u.s',
  'u.s.a',
  'a.m',
  'p.m',
  'sen',
  'gov',
  'rep',
  'sgt',
  'spc',
  'ret',
]);

/** State abbreviations that often end a sentence ("of Springfield, Ill."). */
const STATE_ABBREVIATIONS = new Set([
  'ala',
  'ariz',
  'ark',
  'calif',
  'colo',
  'conn',
  'del',
  'fla',
  'ga',
  'ill',
  'ind',
  'kan',
  'kans',
  'ky',
  'la',
  'md',
  'mass',
  'mich',
  'minn',
  'miss',
  'mo',
  'mont',
  'neb',
  'nebr',
  'nev',
  'okla',
  'ore',
  'pa',
  'tenn',
  'tex',
  'vt',
  'va',
  'wash',
  'wis',
  'wisc',
  'wyo',
  'n.h',
  'n.j',
  'n.m',
  'n.y',
  'n.c',
  'n.d',
  'r.i',
  's.c',
  's.d',
  'w.va',
  'd.c',
]);

/**
 * Abbreviations other than a state's that often end a sentence too, a name's suffix above all
 * ("preceded in death by his father, Robert Whitaker Sr. He is survived by ..."); like a state's,
 * they end one only before a word that starts a sentence.
 */
const ENDING_ABBREVIATIONS = new Set([
  'jr',
  'sr',
  'inc',
  'co',
  'corp',
  'bros',
  'etc',
  'ret',
  'st',
  'ave',
  'blvd',
]);

/** Words that start a new sentence after a state abbreviation or a name's suffix. */
const SENTENCE_STARTERS = new Set([
  'he',
  'she',
  'they',
  'the',
  'his',
  'her',
  'their',
  'in',
  'on',
  'after',
  'born',
  'a',
  'an',
  'services',
  'service',
  'visitation',
  'funeral',
  'memorial',
  'memorials',
  'survivors',
  'survived',
  'preceded',
  'burial',
  'interment',
  'friends',
  'family',
  'donations',
  'arrangements',
  'it',
  'we',
  'i',
  'this',
  'there',
  'following',
  'during',
  'as',
  'when',
  'while',
  'with',
  'throughout',
  'later',
  'upon',
  'mr',
  'mrs',
  'ms',
  'dr',
  'left',
  'those',
  'graveside',
  'online',
  'condolences',
  'private',
  'cremation',
  'per',
  'for',
  'to',
  'at',
  'age',
  // A paid notice's family sentences: "... of Las Vegas, Nev. Son of Donna and the late James."
  'beloved',
  'loving',
  'devoted',
  'dear',
  'dearest',
  'cherished',
  'son',
  'daughter',
]);

/** Splits text into sentences; line breaks always end one. */
export function splitSentences(text: string): string[] {
  // A page's reading splits the same text many times over; each caller gets an array of its own.
  return sentencesKept(text).slice();
}

/** What `splitSentences` works out afresh. */
function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let start = 0;
    const re = /[.!?]["”’)]*\s+(?=["“(]?[\p{Lu}\d])/gu;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      const before = /([\p{L}.]+)\.?["”’)]*$/u.exec(line.slice(start, m.index + 1));
      const word = (before?.[1] ?? '').toLowerCase().replace(/\.$/, '');
      if (m[0].startsWith('.')) {
        if (/^\p{L}$/u.test(word)) continue;
        // Initials written together ("J.R. Whitaker", "A.J. Cole") belong to the name after them, and
        // end a sentence only as an abbreviation that may end one does.
        const initials = /^(?:\p{Lu}\.)+\p{Lu}\.?$/u.test(before?.[1] ?? '');
        if (initials || STATE_ABBREVIATIONS.has(word) || ENDING_ABBREVIATIONS.has(word)) {
          const next = /^[\p{L}]+/u.exec(line.slice(m.index + m[0].length))?.[0]?.toLowerCase() ?? '';
          if (!SENTENCE_STARTERS.has(next)) continue;
        } else if (ABBREVIATIONS.has(word)) continue;
      }
      const sentence = line.slice(start, m.index + m[0].length).trim();
      if (sentence) out.push(sentence);
      start = m.index + m[0].length;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out;
}

/** `sentencesOf`, its answers kept. */
const sentencesKept = keepAnswers(sentencesOf);

/** Up to `max` characters of text, cut at the last word boundary. */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '');
}
