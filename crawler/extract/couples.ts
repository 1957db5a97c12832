/**
 * A couple's joint obituary: one page for two deaths ("Robert and Helen Whitaker", "Robert L.
 * Whitaker, 88, and his wife of 65 years, Helen M. Whitaker, 86, ... died within days of each other.
 * Robert died November 10, 2026, and Helen died November 14, 2026"). `extractObituary` reads such a
 * page as one person with both people's facts, or as nobody. Here each spouse is read on their own:
 * a page of the sentences whose subject they are (a sentence of two clauses, "Robert died ..., and
 * Helen died ...", is cut between them), with the sentences of them both ("They are survived by ...")
 * for each. One sentence may report both deaths ("Robert L. Whitaker, 88, and his wife of 65 years,
 * Helen M. Whitaker, 85, both of Pekin, died Nov. 10, 2026"): it is said again of each spouse alone,
 * with the age and town it gives them. A spouse counts only when those sentences report their own
 * death; the page URL gains the
 * fragment naming them, as a death-notice column's notices do (notices.ts).
 */
import type { CheerioAPI } from 'cheerio/slim';
import type { ExtractedObituary } from '../../core/obituary.js';
import { defaultNameLexicon, type NameLexicon } from '../../core/names/lexicon.js';
import { normalizeNamePart } from '../../core/names/normalize.js';
import { findDates } from '../../core/dates/parse.js';
import { escapeRegExp, wholeWordTest } from '../../core/regexp.js';
import { deathVerbAt, ownDeathVerbAt } from './death-sentence.js';
import { headMetas, noticePage, noticeUrl } from './notice-page.js';
import { RELATIONSHIP_WORDS } from './kinship.js';
import { extractObituary, SNIPPET_CHARS, type ExtractHints, type ExtractOptions } from './extract.js';
import { sentenceSubject } from './person-name.js';
import { blockText, cutAtWord, findMainContent, splitSentences } from './text.js';

/**
 * A couple's heading: two given names (each with an optional initial), one family name: "Robert and
 * Helen Whitaker", "Robert L. & Helen M. Whitaker".
 */
const COUPLE_HEADING =
  /^(\p{Lu}[\p{Ll}'’-]+)(?:\s+(\p{Lu})\.?)?\s+(?:and|&)\s+(\p{Lu}[\p{Ll}'’-]+)(?:\s+(\p{Lu})\.?)?\s+(\p{Lu}[\p{L}'’-]+)$/u;

/** Words before a death verb that make the death someone else's than the sentence's subject's. */
const SOMEONE_ELSE_BEFORE = new RegExp(
  `\\b(?:${RELATIONSHIP_WORDS.map(escapeRegExp).join('|')}|late|who|whom|whose|parents?)\\b`,
  'i',
);

/** A sentence of them both: "They are survived by ...", "Their son ...", "Both were ...". */
const BOTH = /^(?:they|their|both|the\s+couple)\b/i;

/** The verbs a spouse's own clause opens with after the given name: "Helen died ...", "Robert was ...". */
const CLAUSE_VERB = String.raw`(?:died|passed|was|is|had|will)\b`;

/** A clause that opens with its own subject after ", and": "..., and Helen died November 14, 2026". */
const NEXT_CLAUSE = new RegExp(
  String.raw`,?\s+and\s+(?=\p{Lu}\p{Ll}+\s+(?:\p{Lu}\.\s+)?(?:\p{Lu}\p{Ll}+\s+)?${CLAUSE_VERB})`,
  'u',
);

/** A given name alone before its clause's verb ("Helen died ..."), where `sentenceSubject` finds none. */
const GIVEN_BEFORE_VERB = new RegExp(String.raw`^\p{Lu}[\p{Ll}'’-]+(?=\s+${CLAUSE_VERB})`, 'u');

/** "his wife of 65 years", "her beloved husband": how a joint sentence joins the second spouse. */
const SPOUSE_JOIN =
  /\b(?:his|her)\s+(?:(?:beloved|loving|dear)\s+)?(?:wife|husband)(?:\s+of\s+\d{1,2}\s+years)?\b/gi;

interface Spouse {
  given: string;
  initial: string | undefined;
  surname: string;
}

const fold = (s: string): string => normalizeNamePart(s);

/** The two spouses a heading names, or null. */
function coupleOf(heading: string, lexicon: NameLexicon): [Spouse, Spouse] | null {
  const m = COUPLE_HEADING.exec(heading.replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const [, g1, i1, g2, i2, surname] = m;
  if (!lexicon.isGivenName(g1!) || !lexicon.isGivenName(g2!)) return null;
  return [
    { given: g1!, initial: i1, surname: surname! },
    { given: g2!, initial: i2, surname: surname! },
  ];
}

/** Whether the sentence's subject is this spouse: by the given name alone or with the family name. */
function isAbout(sentence: string, spouse: Spouse): boolean {
  const subject = sentenceSubject(sentence) ?? GIVEN_BEFORE_VERB.exec(sentence)?.[0];
  if (!subject) return false;
  const words = fold(subject)
    .split(/[\s.]+/)
    .filter(Boolean);
  return (
    words[0] === fold(spouse.given) &&
    (words.length === 1 || words[words.length - 1] === fold(spouse.surname))
  );
}

/** The spouse's name as a text may write it: the given name, up to two middle names or initials, the family name. */
function writtenName(spouse: Spouse): string {
  return `\\b${escapeRegExp(spouse.given)}(?:\\s+\\p{Lu}\\.|\\s+\\p{Lu}\\p{Ll}+){0,2}\\s+${escapeRegExp(spouse.surname)}`;
}

/**
 * The spouse's name as the text writes it most fully ("Helen M. Whitaker" where the heading says
 * "Helen"): the given name, up to two middle names or initials, the family name.
 */
function fullNameIn(text: string, spouse: Spouse): string {
  const re = new RegExp(`${writtenName(spouse)}\\b`, 'gu');
  const written = [...text.matchAll(re)].map((m) => m[0]).sort((a, b) => b.length - a.length)[0];
  return (
    written ??
    [spouse.given, spouse.initial ? `${spouse.initial}.` : null, spouse.surname].filter(Boolean).join(' ')
  );
}

/**
 * Where the death verb of a sentence that reports both spouses' deaths at once stands: "Robert L.
 * Whitaker, 88, and his wife of 65 years, Helen M. Whitaker, 85, both of Pekin, died Nov. 10, 2026",
 * "They died Nov. 10, 2026, in a car accident". Both given names (or "They", "Both", "The couple")
 * open it, no other relative stands before the verb ("Robert and Helen's son, Mark, died ..." is
 * Mark's death), and it gives a date. Null for any other sentence.
 */
function jointDeathAt(sentence: string, couple: readonly [Spouse, Spouse]): number | null {
  // "They died ...": whose the death is, is the couple's, which no one person's reading allows.
  const both = BOTH.test(sentence.trim());
  const at = both
    ? deathVerbAt(sentence)
    : ownDeathVerbAt(sentence, { given: couple[0].given, surname: couple[0].surname });
  if (at === null) return null;
  const before = sentence.slice(0, at);
  if (SOMEONE_ELSE_BEFORE.test(before.replace(SPOUSE_JOIN, ' '))) return null;
  const names = (g: string): boolean => wholeWordTest(g)(before);
  if (!both && !(names(couple[0].given) && names(couple[1].given))) return null;
  return findDates(sentence.slice(at)).length > 0 ? at : null;
}

/** The spouse's age a joint sentence gives after their name: "Helen M. Whitaker, 85,". */
function ageIn(sentence: string, spouse: Spouse): string | null {
  const re = new RegExp(`${writtenName(spouse)},\\s*(\\d{1,3}),`, 'u');
  return re.exec(sentence)?.[1] ?? null;
}

/**
 * Each spouse of a couple's joint obituary whose own death the page reports, in heading order; []
 * for any other page. `$` is the page as the caller parsed it (furniture may already be removed).
 */
export function extractCouple(
  $: CheerioAPI,
  url: string,
  hints: ExtractHints = {},
  options: ExtractOptions = {},
): ExtractedObituary[] {
  const lexicon = options.lexicon ?? defaultNameLexicon();
  const heading =
    $('h1').first().text() ||
    ($('title')
      .first()
      .text()
      .split(/\s[-|–—]\s/)[0] ??
      '');
  const couple = coupleOf(heading, lexicon);
  if (!couple) return [];
  const main = findMainContent($);
  const text = main ? blockText(main) : blockText($('body').toArray());
  const prose = text.split('\n').filter((l) => l.trim() !== heading.trim());
  const sentences = splitSentences(text)
    .flatMap((s) => s.split(NEXT_CLAUSE))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const metas = headMetas($);
  // "both of Springfield, Illinois": the town of them both, set under each spouse's name as a
  // dateline (in the sentence it follows the other spouse's name, and would be read as a relative's).
  const bothOf = /\bboth\s+of\s+([^.;]+?)(?:,\s+(?:died|passed)\b|[.;]|$)/i.exec(text)?.[1] ?? null;
  const out: ExtractedObituary[] = [];
  for (const spouse of couple) {
    const own = sentences.filter((s) => isAbout(s, spouse));
    const person = { given: spouse.given, surname: spouse.surname };
    // The spouse's own death, said of them directly: no relative, "the late" or "who" before the verb
    // ("Karen is the daughter of the late Frank and Mary Miller, who died in 1999" is her parents').
    const deaths = own.filter((s) => {
      const at = ownDeathVerbAt(s, person);
      return at !== null && !SOMEONE_ELSE_BEFORE.test(s.slice(0, at));
    });
    const name = fullNameIn(text, spouse);
    if (deaths.length === 0) {
      // One sentence for both deaths: said again of this spouse alone, with the age it gives them.
      for (const s of sentences) {
        const at = jointDeathAt(s, couple);
        if (at === null) continue;
        const age = ageIn(s, spouse);
        // "..., both of Pekin, died": the town of them both goes with each.
        const town = /,\s*(?:both\s+)?(of\s+[^;,]+(?:,\s*[^;,]+)?),\s*$/.exec(s.slice(0, at))?.[1];
        deaths.push(`${name}${age ? `, ${age}` : ''}${town ? `, ${town}` : ''}, ${s.slice(at)}`);
        break;
      }
    }
    if (deaths.length === 0) continue;
    // A dated death sentence first: "Robert died November 10, 2026" rather than the joint "died
    // within days of each other", whose date is nobody's.
    const dated = deaths.filter((s) => findDates(s).length > 0);
    const lines = [
      ...dated,
      ...sentences.filter((s) => !dated.includes(s) && (own.includes(s) || BOTH.test(s))),
    ];
    const page = noticePage({
      metas,
      title: name,
      heading: name,
      lines: [...(bothOf ? [bothOf] : []), ...lines],
    });
    const obituary = extractObituary(page, noticeUrl(url, name), hints, options);
    // A spouse's record needs the date of the death the page reports. Its snippet is the page's own
    // opening, not the spouse's page as arranged here.
    if (obituary && obituary.deathDate !== null && fold(obituary.name.given) === fold(spouse.given))
      out.push({ ...obituary, snippet: cutAtWord(prose.join(' '), SNIPPET_CHARS) });
  }
  return out;
}
