/**
 * One crawled notice -> a SourceObservation (what that page said, folded for comparison, with a
 * content hash) and its family list as relative drafts. Pure.
 */
import { createHash } from 'node:crypto';
import {
  NOTICE_FRAGMENT,
  type DecedentName,
  type ExtractedObituary,
  type Relative,
  type SourceType,
} from '../core/obituary.js';
import type { PartialDate } from '../core/verification.js';
import { normalizeNamePart } from '../core/names/normalize.js';
import { defaultNameLexicon, type NameLexicon } from '../core/names/lexicon.js';
import { surnameAmongMiddleNames } from '../core/names/former-surname.js';
import type {
  IndexedRelative,
  NormalizedName,
  ObservedFacts,
  RelativeKind,
  SourceObservation,
} from '../store/index/ports.js';
import { blockingKeysForRelative, type GivenNameGroups } from '../store/index/blocking-keys.js';

/** What the crawler knows about the page besides its content: where and when it was captured. */
export interface NoticeCapture {
  url: string;
  /** From the source registration; falls back to what the page itself said. */
  sourceType?: SourceType;
  publisher?: string | null;
  state?: string | null;
  county?: string | null;
  /** When the page was fetched (ISO timestamp or Date). */
  capturedAt: string | Date;
  /**
   * When the content read was fetched, where it is later than `capturedAt`: a page read again from the
   * raw store is captured at its first fetch, but holds what its latest fetch found.
   */
  contentFetchedAt?: string | Date;
}

/** One page for the indexer: the extraction and how it was captured. */
export interface NoticeInput {
  obituary: ExtractedObituary;
  source: NoticeCapture;
}

/** A relative before it is tied to a decedent id and a position. */
export type RelativeDraft = Omit<IndexedRelative, 'decedentId' | 'seq'>;

/** An observation with the family list it came with. */
export interface Observed {
  observation: SourceObservation;
  relatives: RelativeDraft[];
}

/** Hex characters of the URL hash in a decedent id: 96 bits, no collision among billions of notices. */
const ID_HASH_HEX = 24;

/**
 * Drops the fragment: `#comments` and `#guestbook` are the same notice. A column's notice fragment
 * (`NOTICE_FRAGMENT`, "#notice-carol-j-anderson") is kept: each notice of the column is its own.
 */
export function canonicalNoticeUrl(url: string): string {
  const trimmed = url.trim();
  const hash = trimmed.indexOf('#');
  if (hash < 0 || NOTICE_FRAGMENT.exec(trimmed)?.index === hash) return trimmed;
  return trimmed.slice(0, hash).trim();
}

/** The stable decedent id a notice URL founds (`attempt` > 0 only when that id is already taken). */
export function decedentIdFor(url: string, attempt = 0): string {
  const input = attempt === 0 ? canonicalNoticeUrl(url) : `${canonicalNoticeUrl(url)}#${attempt}`;
  return `dec_${createHash('sha256').update(input).digest('hex').slice(0, ID_HASH_HEX)}`;
}

/** Folds a generational suffix or credential: "Jr." -> "jr", "III" -> "iii". */
function foldSuffix(suffix: string | undefined): string | null {
  if (!suffix) return null;
  return normalizeNamePart(suffix).replace(/\s+/g, '') || null;
}

/**
 * The folded parts of a decedent name. Former surnames are the written maiden names, or else a
 * surname among the middle names (`surnameAmongMiddleNames`), which stays a middle name too.
 */
export function normalizeDecedentName(
  name: DecedentName,
  lexicon: NameLexicon = defaultNameLexicon(),
): NormalizedName {
  const middleSurname = surnameAmongMiddleNames(name, lexicon);
  return {
    given: normalizeNamePart(name.given),
    middle: name.middle.map(normalizeNamePart).filter((m) => m.length > 0),
    nickname: name.nickname ? normalizeNamePart(name.nickname) || null : null,
    surname: normalizeNamePart(name.surname),
    former: middleSurname ? [middleSurname] : name.maiden.map(normalizeNamePart).filter((m) => m.length > 0),
    suffix: foldSuffix(name.suffix),
  };
}

const RELATIVE_TITLE = /^(?:dr|rev|mr|mrs|ms|miss|fr|sr|sister|brother|pastor|the)$/i;
const RELATIVE_SUFFIX = /^(?:jr|sr|ii|iii|iv|v|md|phd)$/i;

/**
 * Given name and surname of a relative as the family paragraph writes it ("Linda (Bob) Jones",
 * "Dr. Anne Smith", "Mary"): parentheses and quotes dropped, titles and suffixes dropped, first word
 * and last word. A one-word name has no surname.
 */
export function relativeNameParts(name: string): { given: string; surname: string } {
  const words = name
    .replace(/\([^)]*\)|"[^"]*"|“[^”]*”/g, ' ')
    .split(/[\s,]+/)
    .map((w) => w.replace(/\.$/, ''))
    .filter((w) => w.length > 0 && !RELATIVE_SUFFIX.test(w));
  while (words.length > 1 && RELATIVE_TITLE.test(words[0]!)) words.shift();
  if (words.length === 0) return { given: '', surname: '' };
  return { given: words[0]!, surname: words.length > 1 ? words[words.length - 1]! : '' };
}

function relativeDraft(r: Relative, kind: RelativeKind, groups: GivenNameGroups | undefined): RelativeDraft {
  const { given, surname } = relativeNameParts(r.name);
  return {
    kind,
    name: r.name,
    given,
    surname,
    relationship: r.relationship,
    degreeOfKinship: r.degreeOfKinship,
    location: r.location,
    blockingKeys: blockingKeysForRelative(kind, given, surname, groups),
  };
}

function toIso(t: string | Date): string {
  const d = typeof t === 'string' ? new Date(t) : t;
  if (Number.isNaN(d.getTime())) throw new Error(`capture time is not a date: ${String(t)}`);
  return d.toISOString();
}

/**
 * A death date after the day the page was fetched: no one has died on a day still to come, so the
 * page mistyped it ("died Nov. 18, 2062"). A day after the fetch is allowed for the time zones: a
 * page fetched late on the 17th in UTC may date a death of the 18th somewhere east of it.
 */
function deathAfterCapture(death: PartialDate | null, capturedAt: string): boolean {
  if (!death) return false;
  const captured = new Date(capturedAt);
  const latest = Date.UTC(captured.getUTCFullYear(), captured.getUTCMonth(), captured.getUTCDate() + 1);
  // The first day the date may be: a year alone is its January 1st.
  return Date.UTC(death.year, (death.month ?? 1) - 1, death.day ?? 1) > latest;
}

/** Reads one captured notice into an observation and its relatives. */
export function observeNotice(input: NoticeInput, groups?: GivenNameGroups): Observed {
  const o = input.obituary;
  const s = input.source;
  const capturedAt = toIso(s.capturedAt);
  const url = canonicalNoticeUrl(s.url);
  const facts: ObservedFacts = {
    url,
    sourceType: o.sourceType,
    publisher: o.publisher,
    publishedDate: o.publishedDate,
    // A birth surname known only from the parents is a former surname like a written maiden name.
    name:
      o.birthSurname && o.name.maiden.length === 0 ? { ...o.name, maiden: [o.birthSurname.value] } : o.name,
    deathDate: deathAfterCapture(o.deathDate, toIso(s.contentFetchedAt ?? capturedAt)) ? null : o.deathDate,
    birthDate: o.birthDate,
    age: o.age,
    residence: o.residence,
    placeOfDeath: o.placeOfDeath,
    snippet: o.snippet,
    familyCounts: o.familyCounts,
    occupation: o.occupation,
    militaryService: o.militaryService,
    education: o.education,
  };
  const relatives = [
    ...o.survivors.map((r) => relativeDraft(r, 'survivor', groups)),
    ...o.predeceased.map((r) => relativeDraft(r, 'predeceased', groups)),
  ];
  const sourceType: SourceType = s.sourceType ?? o.sourceType;
  const publisher = s.publisher ?? o.publisher;
  const state = s.state ? s.state.toUpperCase() : null;
  const county = s.county ?? null;
  const contentHash = createHash('sha256')
    .update(JSON.stringify([facts, o.survivors, o.predeceased, sourceType, publisher, state, county]))
    .digest('hex');
  return {
    observation: {
      url,
      sourceType,
      publisher,
      state,
      county,
      firstCapturedAt: capturedAt,
      contentHash,
      capturedAt,
      facts,
      relativeCount: relatives.length,
    },
    relatives,
  };
}
