/**
 * A newspaper's death-notice column: one page holding several people's notices, each opened by the
 * person's name ("ANDERSON, Carol J., 81, of Pekin, died Nov. 18, 2026, ..." or a name line above its
 * paragraph). `extractObituary` reads such a page as a listing and gives nothing, so every death the
 * column reports would be missed. Here the column is cut into its notices and each is read on its own
 * as one obituary, its URL the page's with a fragment naming the person
 * ("https://paper.example/obituaries/notices-nov-20#notice-carol-j-anderson").
 *
 * Only a page whose heading calls it a column of notices ("Death Notices", "Deaths", "Obituaries",
 * "Funeral Notices") is cut. A notice counts only when it reports its own person's death, and a page
 * counts only with two notices or more. A name that is a link's text is a teaser for another page,
 * which the crawler reads there: such a page (a listing) gives nothing here.
 */
import { load, type CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import type { ExtractedObituary } from '../../core/obituary.js';
import { defaultNameLexicon, type NameLexicon } from '../../core/names/lexicon.js';
import { normalizeNamePart } from '../../core/names/normalize.js';
import {
  AFTER_NOTICE_GIVEN_NAMES,
  isNameSuffix,
  NOTICE_GIVEN_NAMES,
  parseDecedentName,
  type ParsedName,
} from '../../core/names/parse.js';
import { formatPartialDate, isFullDate, parseDate } from '../../core/dates/parse.js';
import {
  opensAColumnEntry,
  ownDeathVerbAt,
  paidNoticeDeathAt,
  ritesForTheDecedent,
  ritesOfAPaidNotice,
} from './death-sentence.js';
import {
  extractObituary,
  isProseLine,
  OPEN_LIFESPAN,
  type ExtractHints,
  type ExtractOptions,
} from './extract.js';
import { extractCouple } from './couples.js';
import { extractStoryDeaths } from './story-deaths.js';
import { headMetas, noticePage, noticeUrl } from './notice-page.js';
import { findObituaryLinks, linkBase } from './links.js';
import {
  DATELINE,
  looksLikePersonName,
  NAME_SHAPE,
  nameWithKnownGiven,
  RITES_FOR,
  sentenceSubject,
} from './person-name.js';
import { blockText, findMainContent, removeFurniture, splitSentences } from './text.js';

/** Fewest notices that make a page a column (one is an obituary `extractObituary` reads or refused). */
export const MIN_NOTICES = 2;
/** Most notices read from one page: a column of a day's or a week's deaths stays well below it. */
export const MAX_NOTICES = 200;
/** Longest name line (a name alone, above its notice's paragraph). */
const MAX_NAME_LINE = 80;

/** A heading that calls the page a column of notices. */
const COLUMN_HEADING =
  /\b(?:(?:death|funeral|obituary|memorial|paid)\s+notices?|deaths|obituaries|deaths\s+(?:and|&)\s+funerals)\b/i;

/**
 * An inverted name opening a notice: "ANDERSON, Carol J., 81, of Pekin, died ...", "VAN DYKE, Mary
 * Ellen, of Peoria, ...", a paid notice's "WHITAKER--John R., on November 18, 2026, ..." or its name
 * as a sentence of its own ("BLEVINS--Ann G. (Bass). Age 67, of Baltimore.", "WHITAKER, John R. Of
 * Peoria, November 18, 2026.", "WHITAKER, JOHN R. - On Nov. 18, 2026"). The family name is written in
 * capitals, as columns print it. After a spaced dash ("WHITAKER - John R. November 18, 2026, age 84",
 * "COLE - Mary (nee Smith), 91, of Pekin", "HALE - Robert, 77"), one given name and its initials or
 * brackets only (`NOTICE_GIVEN_NAMES`): "PONTIAC - Gerald R. Moss, 77, ..." is a town's dateline before
 * a name.
 */
const INVERTED_OPENER = new RegExp(
  String.raw`^(\p{Lu}[\p{Lu}'’-]*\p{Lu}(?:\s+\p{Lu}[\p{Lu}'’-]+){0,2}(?:\s+(?:JR|SR)\.)?)(?:(?:,\s+|\s*--\s*)(\p{Lu}[^,]{1,40}?)|\s+[-–—]\s+(${NOTICE_GIVEN_NAMES}))${AFTER_NOTICE_GIVEN_NAMES}`,
  'u',
);

/**
 * The heading of a section of a vital-records page that is not deaths: its lines are no one's
 * notice, and the notice above it ends there.
 */
const OTHER_SECTION =
  /^(?:births?|birth\s+announcements|marriages?|marriage\s+licen[cs]es|weddings|engagements|anniversar(?:y|ies)|birthdays|divorces?(?:\s+granted)?|dissolutions|police\s+(?:log|beat|reports?)|court\s+records?|arrests|property\s+transfers|real\s+estate\s+transfers|building\s+permits)\s*:?$/i;

/** A heading of a column of deaths ("Deaths", "Death Notices", "Obituaries"); a column of funerals dates its rites. */
const DEATHS_COLUMN = /\b(?:deaths|death\s+notices?|obituaries)\b/i;
/** ... and one of remembrances, whose dates may be a birthday's ("Memorial Notices", "In Memoriam"). */
const REMEMBRANCE_COLUMN = /\b(?:memorial|memoriam|remembrance|anniversar)/i;

/** The heading of a section of funerals, whose notices date their rites. */
const FUNERALS_SECTION = /^funerals\s*:?$/i;
/** The heading of a section of deaths on a page of several sections: "Deaths", "Funerals". */
const DEATHS_SECTION =
  /^(?:(?:area\s+)?(?:deaths|death\s+notices)|funerals|obituaries|deaths\s+(?:and|&)\s+funerals)\s*:?$/i;

interface Opener {
  /** The person as the column names them. */
  name: ParsedName;
  /** The name as written (a link with this text makes the notice a teaser). */
  written: string;
  /** The name in reading order, as the notice's heading: as written, or an inverted one turned. */
  heading: string;
  /** The line (its notice's first, unless it is the name alone). */
  line: string;
  /** Whether the line is the name alone (its notice is the paragraph below). */
  nameLine: boolean;
}

interface Notice {
  opener: Opener;
  /** The index of the opener's line in the page's lines. */
  at: number;
  lines: string[];
  /** Under a "Funerals" section's heading: a date the notice gives without a death verb is the rites'. */
  funeral: boolean;
}

const fold = (s: string): string => normalizeNamePart(s);

const textOf = ($: CheerioAPI, el: Parameters<CheerioAPI>[0]): string =>
  $(el).text().replace(/\s+/g, ' ').trim();

/**
 * Where the page calls itself a column of notices: its main heading ("<h1>Death Notices</h1>"), or
 * only a lesser heading or its title ("Carol J. Anderson | Obituaries | Springfield Register" is one
 * obituary in a paper's obituaries section); null when nowhere.
 */
function columnHeading($: CheerioAPI): 'main' | 'lesser' | null {
  if (
    $('h1')
      .toArray()
      .some((el) => COLUMN_HEADING.test(textOf($, el)))
  )
    return 'main';
  const lesser = [
    ...$('h2')
      .toArray()
      .slice(0, 3)
      .map((el) => textOf($, el)),
    textOf($, $('title').first()),
    $('meta[property="og:title"]').attr('content') ?? '',
  ];
  return lesser.some((h) => COLUMN_HEADING.test(h)) ? 'lesser' : null;
}

/**
 * Whether two readings name one person: one given name and one surname. A surname of two words
 * ("HERNANDEZ REYES, Richard W.") is the same as its last word read after the first as a middle
 * name ("Richard W. Hernandez Reyes").
 */
function samePerson(a: ParsedName, b: ParsedName): boolean {
  if (fold(a.given) !== fold(b.given)) return false;
  if (fold(a.surname) === fold(b.surname)) return true;
  const withLastMiddle = (n: ParsedName): string =>
    n.middle.length > 0 ? fold(`${n.middle[n.middle.length - 1]} ${n.surname}`) : '';
  return withLastMiddle(a) === fold(b.surname) || withLastMiddle(b) === fold(a.surname);
}

/**
 * What may follow a name on its own line: an age ("Carol J. Anderson, 81"), a lifespan ("(1945 -
 * 2026)") or a town ("Carol J. Anderson, Pekin").
 */
const NAME_LINE_TAIL =
  /\s*(?:,\s*(?:age\s+)?\d{1,3}\b.*|,\s*(?:of\s+)?\p{Lu}[\p{L}.' -]{1,30}$|\(?\s*(?:1[89]|20)\d{2}\s*[-–—]\s*(?:1[89]|20)\d{2}\s*\)?)\s*$/u;

/** A line's first sentence without a town's dateline before it ("PONTIAC — Gerald R. Moss, 77, ..."). */
const leadSentence = (line: string): string => (splitSentences(line)[0] ?? '').replace(DATELINE, '');

/** The line as the opening of a notice, or null. */
function openerOf(line: string, lexicon: NameLexicon, deathColumn = false): Opener | null {
  const inverted = INVERTED_OPENER.exec(line);
  if (inverted) {
    const given = inverted[2] ?? inverted[3]!;
    const written = `${inverted[1]}, ${given}`;
    const name = parseDecedentName(written, { lexicon });
    // Tested in reading order: a family name that is also a page word ("FLOWERS, Deborah") is a name
    // after a given name.
    if (!name.given || !name.surname || !looksLikePersonName(name.full, lexicon)) return null;
    const rest = line.slice(inverted[0].length);
    return { name, written, heading: readingOrder(given, name), line, nameLine: rest.trim() === '' };
  }
  const bare = looksLikePersonName(line, lexicon) ? line : line.replace(NAME_LINE_TAIL, '');
  if (line.length <= MAX_NAME_LINE && !isProseLine(line) && looksLikePersonName(bare, lexicon)) {
    const name = parseDecedentName(bare, { lexicon });
    if (!name.given || !name.surname) return null;
    // A line with more than the name (age, lifespan, town) is the notice's first line.
    return { name, written: bare, heading: bare, line, nameLine: bare === line && !/\d/.test(line) };
  }
  // "Carol J. Anderson, 81, of Pekin, died Nov. 18, 2026." opens a notice when it reports that death;
  // "Services for Carol J. Anderson ..." opens one whatever it says. A town's dateline may come
  // first ("PONTIAC — Gerald R. Moss, 77, ...").
  const first = leadSentence(line);
  // A notice that opens with its services: "Services for Carol J. Anderson, 81, of Pekin, will be ...".
  const services = RITES_FOR.exec(first);
  const rest = services ? first.slice(services[0].length) : first;
  // A heading "Services for John Miller" is the name alone.
  const subject = sentenceSubject(rest) ?? (services ? rest.replace(/[.:]$/, '') : null);
  // A sentence that reports the death may name someone the tables know only by the given name
  // ("Thomas Michael Homes": Homes is also a page word).
  if (!subject || !(looksLikePersonName(subject, lexicon) || nameWithKnownGiven(subject, lexicon)))
    return null;
  const name = parseDecedentName(subject, { lexicon });
  if (!name.given || !name.surname) return null;
  const decedent = { given: name.given, surname: name.surname };
  // A paid notice may open with the manner and the date, no verb: "Peacefully on November 15, 2026,
  // Ruth Ann Cummings, of East Peoria, aged 93."
  // In a column of deaths an entry needs no verb: "John Whitaker, 84, Peoria, Nov. 18, 2026.", "John
  // Whitaker, 84, of Peoria. Services 10 a.m. Saturday at Wilton Mortuary."
  if (
    !services &&
    ownDeathVerbAt(first, decedent) === null &&
    paidNoticeDeathAt(first, decedent, false, deathColumn) === null &&
    !(deathColumn && ritesOfAPaidNotice(splitSentences(line), decedent, true))
  )
    return null;
  return { name, written: subject, heading: subject, line, nameLine: false };
}

/**
 * An inverted name in reading order as written: "RAMEY, Jane (Cotton)" is "Jane (Cotton) Ramey" (a
 * maiden name in brackets stays one), "SMITH, John R. Jr." is "John R. Smith Jr.".
 */
function readingOrder(givenPart: string, name: ParsedName): string {
  const words = givenPart.trim().split(/\s+/);
  // A single letter is a middle initial ("LONGO, Marilyn V."), not the fifth of the name.
  const last = words[words.length - 1]!;
  const suffix = words.length > 1 && isNameSuffix(last) && !/^\p{L}\.?$/u.test(last) ? words.pop()! : null;
  // Or written after the family name: "WHITAKER JR. - John R." is "John R. Whitaker Jr.".
  const generation = suffix ?? name.suffix ?? null;
  return [...words, name.surname, ...(generation ? [generation] : [])].join(' ');
}

/**
 * A line that opens like a notice without passing as one: an inverted name in capitals, or a name
 * that reports a death. It is another notice whose name the tables do not know, so the notice above
 * ends before it rather than take its facts.
 */
function opensLikeANotice(line: string): boolean {
  if (INVERTED_OPENER.test(line)) return true;
  const first = leadSentence(line);
  const subject = sentenceSubject(first);
  return subject !== null && NAME_SHAPE.test(subject) && ownDeathVerbAt(first, null) !== null;
}

/** A label before a list of deaths run on in one line: "Deaths: ", "DEATHS — ". */
const LIST_LABEL = /^(?:(?:area\s+)?deaths|death\s+notices)\s*(?::|—|–|--?)\s*/i;

/**
 * A column's line that runs its entries on, a semicolon between ("Deaths: John Whitaker, 84, Peoria,
 * Nov. 18; Mary Nowak, 90, Pekin, Nov. 17."), as one line each; any other line as it is. Every part
 * must open as an entry, a name and its age ("Mary Nowak, 90, ") or an inverted name.
 */
function entriesOfAListLine(line: string): string[] {
  if (!line.includes(';')) return [line];
  const parts = line
    .replace(LIST_LABEL, '')
    .split(/;\s+/)
    .map((p) => p.trim().replace(/^(?:and|&)\s+/i, ''));
  if (parts.length < MIN_NOTICES || !parts.every((p) => opensAColumnEntry(p) || INVERTED_OPENER.test(p)))
    return [line];
  return parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`));
}

/** The page's text cut at its openers; lines before the first opener are the column's own. */
function cutIntoNotices(lines: readonly string[], lexicon: NameLexicon, deathColumn: boolean): Notice[] {
  const notices: Notice[] = [];
  // After another section's heading ("Births", "Marriage Licenses"), and after a line that opens an
  // unreadable notice, lines belong to no notice until the next opener.
  let closed = false;
  let otherSection = false;
  let funerals = false;
  for (const [at, line] of lines.entries()) {
    if (OTHER_SECTION.test(line) || DEATHS_SECTION.test(line)) {
      otherSection = OTHER_SECTION.test(line);
      funerals = FUNERALS_SECTION.test(line);
      closed = true;
      continue;
    }
    if (otherSection) continue;
    const opener = openerOf(line, lexicon, deathColumn);
    if (!opener && opensLikeANotice(line)) {
      const current = notices[notices.length - 1];
      const subject = sentenceSubject(leadSentence(line));
      const sameAsCurrent =
        current !== undefined &&
        subject !== null &&
        samePerson(parseDecedentName(subject, { lexicon }), current.opener.name);
      if (!sameAsCurrent) {
        closed = true;
        continue;
      }
    }
    if (opener) closed = false;
    const current = closed ? undefined : notices[notices.length - 1];
    if (opener) {
      // A name line above a paragraph that opens with the same name is one notice.
      if (current && samePerson(current.opener.name, opener.name)) {
        current.lines.push(opener.line);
        continue;
      }
      notices.push({ opener, at, lines: opener.nameLine ? [] : [opener.line], funeral: funerals });
    } else if (current) {
      current.lines.push(line);
    }
  }
  return notices;
}

/** Levels above the page's main prose searched for the column that holds it. */
const COLUMN_SEARCH_LEVELS = 4;

/** Whether two elements are alike: the same tag and class, as a column's notices are. */
const alike = (a: Element, b: Element): boolean =>
  a.name === b.name && (a.attribs.class ?? '') === (b.attribs.class ?? '');

/**
 * The column that holds the page's main prose: the text-richest block is often one paragraph of one
 * notice (its own `<div class="notice">`), and the column is the element whose children are that
 * notice and others like it. The highest such ancestor within reach is taken (a notice's paragraphs
 * are alike too, one level down); the prose itself when none is.
 */
function columnOf(prose: Element): Element {
  let column: Element = prose;
  let at: Element = prose;
  for (let level = 0; level < COLUMN_SEARCH_LEVELS; level++) {
    const parent = at.parent;
    if (!parent || parent.type !== 'tag' || parent.name === 'body' || parent.name === 'html') break;
    const up = parent as Element;
    const siblings = up.children.filter((c): c is Element => c.type === 'tag' && alike(c as Element, at));
    if (siblings.length >= MIN_NOTICES) column = up;
    at = up;
  }
  return column;
}

/** A table's header cells: the name, the date of death, and the age and town when given. */
const TABLE_NAME = /^(?:(?:full\s+)?name|deceased|decedent)$/i;
const TABLE_DIED = /^(?:died|death|date\s+of\s+death|death\s+date|date\s+died|passed)$/i;
const TABLE_AGE = /^age$/i;
const TABLE_TOWN = /^(?:town|city|residence|hometown|of|from|city\s+of\s+residence)$/i;

/**
 * A column of deaths set as a table (Name · Age · Town · Died · Funeral home): each row becomes a
 * paragraph that tells its death as a notice does ("John R. Whitaker, 84, of Peoria, died Nov. 18,
 * 2026."), so the notices are read as the column's paragraphs are. Only a table whose header names
 * the person and the date of death; its other columns are left out.
 */
function tablesOfDeathsAsNotices($: CheerioAPI): void {
  for (const table of $('table').toArray()) {
    const rows = $(table).find('tr').toArray();
    const header = rows[0]
      ? $(rows[0])
          .find('th, td')
          .toArray()
          .map((c) => textOf($, c))
      : [];
    const column = (re: RegExp): number => header.findIndex((h) => re.test(h.replace(/[:.]$/, '').trim()));
    const [name, died, age, town] = [TABLE_NAME, TABLE_DIED, TABLE_AGE, TABLE_TOWN].map(column);
    if (name! < 0 || died! < 0) continue;
    const paragraphs = rows.slice(1).flatMap((row) => {
      const cells = $(row)
        .find('td, th')
        .toArray()
        .map((c) => textOf($, c));
      const who = cells[name!]?.trim();
      const when = cells[died!]?.trim();
      if (!who || !when) return [];
      const parts = [
        who,
        age! >= 0 && /^\d{1,3}$/.test(cells[age!]?.trim() ?? '') ? cells[age!]!.trim() : null,
      ];
      const of = town! >= 0 ? cells[town!]?.trim() : '';
      const opening = parts.filter((x): x is string => x !== null).join(', ');
      return [`${opening}${of ? `, of ${of}` : ''}, died ${when}.`];
    });
    if (paragraphs.length === 0) continue;
    const notices = $('<div class="notices"></div>');
    for (const text of paragraphs) notices.append($('<p></p>').text(text));
    $(table).replaceWith(notices);
  }
}

/** Options of `extractNotices`: the reference tables, and the page's links when already found. */
export interface NoticeOptions extends ExtractOptions {
  /** The page's obituary links (`findObituaryLinks`), when the caller has them: not found again. */
  obituaryLinks?: readonly string[];
  /**
   * Whether a column of deaths of several notices, one of which reads, gives that one (the default);
   * not when the page reads as an obituary of its own (`extractObituaries`).
   */
  loneNotice?: boolean;
}

/**
 * The notices of a column page; [] for any other page. `html` parsed by the caller is changed
 * (navigation and scripts removed), as `extractObituary` changes it.
 */
export function extractNotices(
  html: string | CheerioAPI,
  url: string,
  hints: ExtractHints = {},
  options: NoticeOptions = {},
): ExtractedObituary[] {
  const lexicon = options.lexicon ?? defaultNameLexicon();
  const $ = typeof html === 'string' ? load(html) : html;
  const heading = columnHeading($);
  if (!heading) return [];
  // A column of deaths, not of remembrances: a date opening a notice is the death's.
  const deathColumn = [...$('h1').toArray(), ...$('h2').toArray().slice(0, 3), ...$('title').toArray()]
    .map((el) => textOf($, el))
    .some((h) => DEATHS_COLUMN.test(h) && !REMEMBRANCE_COLUMN.test(h));
  // A page headed by one person's name is that person's page, whatever its title's section says
  // (a column may head each notice with an h1 of its own: several h1s); one whose title leaves a
  // life open ("(1950 - Living)") is a living person's.
  const h1s = $('h1').toArray();
  if (h1s.length === 1 && looksLikePersonName(textOf($, h1s[0]!), lexicon)) return [];
  const title = textOf($, $('title').first());
  if (OPEN_LIFESPAN.test(title)) return [];

  removeFurniture($);
  if (deathColumn) tablesOfDeathsAsNotices($);
  const prose = findMainContent($);
  if (!prose) return [];
  const main = columnOf(prose);
  const lines = blockText(main)
    .split('\n')
    .flatMap((l) => (deathColumn ? entriesOfAListLine(l) : [l]));
  // Links to obituary pages beside the notices ("Read more"), or a name that is a link's text, make
  // the notices teasers for the people's own pages, which are read there: the page is a listing.
  const mainLinks = $(main).find('a[href]').toArray();
  if (mainLinks.length >= MIN_NOTICES) {
    const detail = new Set(options.obituaryLinks ?? findObituaryLinks($, url, lexicon).obituaryLinks);
    // Resolved as the link finder resolves them (a <base href> included), so the two agree.
    const base = linkBase($, url);
    const resolve = (href: string): string | null => {
      try {
        const u = new URL(href, base);
        u.hash = '';
        return u.href;
      } catch {
        return null;
      }
    };
    const toDetail = mainLinks.filter((el) => detail.has(resolve(el.attribs.href ?? '') ?? '')).length;
    if (toDetail >= MIN_NOTICES) return [];
  }
  const notices = cutIntoNotices(lines, lexicon, deathColumn).slice(0, MAX_NOTICES);
  // A page of vital records ("Births", "Deaths", "Marriage Licenses") prints a day's one death under
  // its section heading as it prints several, and a column of deaths under its main heading ("Deaths",
  // "Death Notices") a day's one notice: one notice there is a column's.
  const vitalRecords = lines.some((l) => DEATHS_SECTION.test(l)) && lines.some((l) => OTHER_SECTION.test(l));
  const oneOfAColumn = notices.length === 1 && h1s.some((el) => DEATHS_SECTION.test(textOf($, el)));
  const fewest = vitalRecords || oneOfAColumn ? 1 : MIN_NOTICES;
  if (notices.length < fewest) return [];
  const linkTexts = mainLinks.map((el) => fold($(el).text())).filter((t) => t.length > 0);
  if (notices.some((n) => linkTexts.some((t) => t.includes(fold(n.opener.written))))) return [];

  // Each notice is read as a page of its own: the column's <head> facts (publisher, date), the name as
  // its heading and before the column's title (which names the paper), and the notice's lines. The
  // column's date, when its head does not give it, is the first <time> or the "Published ..." line
  // above the notices, carried as a meta element (a relative "died Tuesday" resolves against it).
  const metas = headMetas($);
  const dateline = lines.slice(0, notices[0]!.at).find((l) => /\b(?:published|posted|updated)\b/i.test(l));
  const written = dateline ? parseDate(dateline) : null;
  const columnDate =
    $('time[datetime]').first().attr('datetime') ?? (isFullDate(written) ? formatPartialDate(written) : null);

  const out: ExtractedObituary[] = [];
  const names = new Map<string, number>();
  for (const notice of notices) {
    if (notice.lines.length === 0) continue;
    const { name, heading } = notice.opener;
    const page = noticePage({
      metas,
      published: columnDate,
      title: title ? `${heading} - ${title}` : heading,
      heading,
      lines: notice.lines,
    });
    const nth = (names.get(fold(name.full)) ?? 0) + 1;
    names.set(fold(name.full), nth);
    const obituary = extractObituary(
      page,
      noticeUrl(url, name.full, nth),
      { ...hints, deathColumn },
      options,
    );
    if (!obituary) continue;
    // The notice must report its own person's death: a date read, a sentence saying it, its person's
    // rites ("Memorial services for Skylar Robison, 25, ... will be at 2 p.m. Tuesday"), or in a
    // column of deaths the rites after the opening ("WHITAKER, John R., 84, Peoria. Services 10 a.m.").
    const person = { given: obituary.name.given, surname: obituary.name.surname };
    const noticeSentences = notice.lines.flatMap(splitSentences);
    const toldDead = noticeSentences.some((s) => ownDeathVerbAt(s, person) !== null);
    const reported =
      obituary.deathDate !== null ||
      toldDead ||
      noticeSentences.some((s) => ritesForTheDecedent(s, person)) ||
      (deathColumn && ritesOfAPaidNotice(noticeSentences, person, true));
    if (!reported || !samePerson(parseDecedentName(obituary.name.full, { lexicon }), name)) continue;
    // "Funerals" / "WHITAKER, John, 84, Peoria, Nov. 21, 2026, Wilton Mortuary.": the rites' day.
    if (notice.funeral && obituary.deathDate !== null && !toldDead) {
      out.push({
        ...obituary,
        deathDate: null,
        extraction: {
          ...obituary.extraction,
          warnings: [
            ...obituary.extraction.warnings,
            "funerals section: the date is the rites'; no death date",
          ],
        },
      });
      continue;
    }
    out.push(obituary);
  }
  // A column of deaths keeps the notice it reads when its others do not read (`loneNotice`).
  return out.length >= fewest || (deathColumn && options.loneNotice !== false) ? out : [];
}

/**
 * Every obituary a page holds: its one obituary, a couple's joint obituary's two, or else the notices
 * of a death-notice column, or none. A page is cut into notices when `extractObituary` refuses it,
 * or when its main heading calls it a column.
 */
export function extractObituaries(
  html: string | CheerioAPI,
  url: string,
  hints: ExtractHints = {},
  options: NoticeOptions = {},
): ExtractedObituary[] {
  const $ = typeof html === 'string' ? load(html) : html;
  // A column says so in its main heading, or in its title with each notice under an h1 of its own.
  const heading = columnHeading($);
  const lexicon = options.lexicon ?? defaultNameLexicon();
  const column =
    heading === 'main' ||
    (heading === 'lesser' &&
      $('h1')
        .toArray()
        .filter((el) => looksLikePersonName(textOf($, el), lexicon)).length >= MIN_NOTICES);
  const one = extractObituary($, url, hints, options);
  // A couple's joint obituary is each spouse's whose death it reports (couples.ts). One spouse's
  // alone, when the page read as that spouse's obituary, stays the page's own.
  const couple = extractCouple($, url, hints, options);
  const sameGiven = couple.length === 1 && one !== null && couple[0]!.name.given === one.name.given;
  if (couple.length > 0 && !sameGiven) return couple;
  // A news story of several deaths is each dead person's (story-deaths.ts).
  const several = column ? [] : extractStoryDeaths($, url, hints, options);
  if (several.length > 0) return several;
  if (one && !column) return [one];
  // A page headed "Death Notices" whose column reads as several notices is that column, even when
  // one of its notices reads as the page's obituary (the others' deaths would be lost).
  // A column of which one notice reads gives that notice, unless the page reads as an obituary of its own.
  const notices = extractNotices($, url, hints, { ...options, loneNotice: one === null });
  return notices.length > 0 ? notices : one ? [one] : [];
}
