/**
 * A news story of several deaths: "John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin, died
 * Nov. 18, 2026, in a two-car crash on Route 9", or "Two people were killed Nov. 18, 2026, in a crash
 * on Route 9. The coroner identified them as John Whitaker, 45, of Peoria, and Mary Cole, 30, of
 * Pekin." `extractObituary` reads such a page as one of them or as nobody, and every death but one
 * was lost. Here each person the list names is read on their own, as a couple's joint obituary is
 * (couples.ts): the death said again of that person alone, with the age and town the list gives
 * them, as a page of its own under the page's URL and a fragment naming them (notice-page.ts).
 *
 * Only a list of two or more people, each named in full with an age, that is the whole subject of a
 * death verb, or whom police or a coroner identify as the dead of a death the story told of several
 * people by a noun ("Two people", "Three teens"), or that follows that death after a colon ("Two people
 * died Tuesday in a crash: John Whitaker, 45, ..."), or that the dead name first ("Killed in the crash
 * were John Whitaker, 45, ..."). A list that is the subject of anything else ("...
 * were injured", "... were charged") gives nobody.
 */
import type { CheerioAPI } from 'cheerio/slim';
import type { ExtractedObituary } from '../../core/obituary.js';
import { defaultNameLexicon, type NameLexicon } from '../../core/names/lexicon.js';
import { normalizeNamePart } from '../../core/names/normalize.js';
import { deathVerbAt } from './death-sentence.js';
import { extractObituary, SNIPPET_CHARS, type ExtractHints, type ExtractOptions } from './extract.js';
import { headMetas, noticePage, noticeUrl } from './notice-page.js';
import { DATELINE, looksLikePersonName } from './person-name.js';
import { stateCodeOf } from './place.js';
import { blockText, cutAtWord, findMainContent, splitSentences } from './text.js';

/** How far into a story its sentences of the deaths and of the identification are looked for. */
const STORY_SENTENCES = 8;

/** Most people one list names: a story of more deaths than this is a disaster's, told otherwise. */
const MAX_LISTED = 6;

/**
 * Two ages set off after names, joined by "and", or two given names of one family before one age
 * ("John and Mark Whitaker, 19,"): the least a list of several people writes.
 */
const TWO_AGES =
  /,\s*\d{1,3},[^.;]{0,80}\band\s+(?:(?:his|her|an?|the)\s+[^,.;]{1,30},\s*)?\p{Lu}[^.;]{0,60},\s*\d{1,3}\b|\p{Lu}\p{Ll}+\s+(?:and|&)\s+\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'’-]+,\s*(?:both\s+)?\d{1,3},/u;

/**
 * What a list of kin calls them together before their names: "Twin brothers", "Brothers", "Teenage
 * cousins". Kin of someone else ("Her parents, John and Mary Whitaker") are not this.
 */
const KIN_TOGETHER =
  /^(?:(?:twin|teenage|young|elderly|infant|little)\s+)*(?:brothers|sisters|siblings|cousins|twins)\s+(?=\p{Lu})/iu;

/**
 * How a list joins someone of the one it named before: "and his wife", "and her husband of 60 years",
 * "and his passenger". Group: the noun when it is close kin, who carry the family name.
 */
const SOMEONE_OF_THE_LAST =
  /^and\s+(?:his|her)\s+(?:(?:beloved|loving|young|teenage|adult)\s+)?(?:(wife|husband|son|daughter|brother|sister)|passenger|friend|companion|girlfriend|boyfriend|fianc[eé]e?|coworker|co-worker|neighbou?r)(?:\s+of\s+\d{1,2}\s+years)?$/;

/** Two given names of one family: "John and Mark Whitaker". Groups: the given names, the family name. */
const SHARED_FAMILY_NAME = /^(\p{Lu}[\p{Ll}'’-]+)\s+(?:and|&)\s+(\p{Lu}[\p{Ll}'’-]+)\s+(\p{Lu}[\p{L}'’-]+)$/u;

/** A person a list names: the name as written, the age, and the town when it gives one. */
interface Listed {
  name: string;
  age: string;
  town: string | null;
}

/**
 * A story's noun set off before a listed name: "A Peoria man", "and a 30-year-old Pekin woman", "a
 * Pekin passenger", "a Peoria teacher". Group: the words before the noun.
 */
const NOUN_BEFORE_THE_NAME = /^(?:and\s+)?(?:[Aa]n?|[Tt]he)\s+((?:[\p{L}\d'’.-]+\s+){0,3})\p{Ll}[\p{Ll}-]+$/u;

/** "Two people", "Three teens", "Both drivers": a death told of several people by a noun. */
const SEVERAL_BY_A_NOUN =
  /^(?:two|three|four|five|six|both|several)\s+(?:[\p{Ll}-]+\s+){0,2}(?:people|persons|men|women|teens|teenagers|children|boys|girls|drivers|occupants|residents|workers|victims|brothers|sisters|friends)\s+$/iu;

/** The dead named again by a noun before their names, after a colon: "the drivers, ", "both men, ". */
const THE_DEAD_AGAIN =
  /^\s*(?:the|both)\s+(?:(?:two|three|four|five|six)\s+)?(?:drivers|victims|occupants|men|women|teens|teenagers|brothers|sisters|friends|pilots|passengers),\s*/iu;

/**
 * A story's inverted sentence, the dead first and several named after: "Killed in the crash Tuesday
 * were John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin." Groups: the words after "Killed"
 * (with the space before them), the list.
 */
const DEAD_FIRST_THEN_LIST = /^Killed((?:\s+[^;:]{1,80}?)?)\s+were\s+(.+?)\.?$/u;

/**
 * Police or a coroner naming the dead of such a death: "identified them as", "identified the victims
 * as", "the two dead". "Identified the two drivers as" may name others than the dead.
 */
const IDENTIFIED_THEM =
  /\bidentified\s+(?:them|the\s+(?:(?:two|three|four|five|six)\s+)?(?:victims|dead|deceased))\s+as\s+(.+?)\.?$/iu;

/**
 * The people a list names, each in full with an age and perhaps a town: "John Whitaker, 45, of
 * Peoria, and Mary Cole, 30, of Pekin", "..., both of Peoria". Null unless the whole text is such a
 * list of two or more.
 */
export function peopleInList(text: string, lexicon: NameLexicon): Listed[] | null {
  const parts = text
    .trim()
    .replace(KIN_TOGETHER, '')
    // "Both Mark Cole, 30, and Amy Cole, 28,": the word that joins them is no name.
    .replace(/^both\s+(?=\p{Lu})/iu, '')
    .replace(/[\s,]+$/, '')
    .split(/\s*,\s*/);
  const people: Listed[] = [];
  let both: string | null = null;
  for (let i = 0; i < parts.length;) {
    // "A Peoria man, John Whitaker, 45, and a Pekin woman, Mary Cole, 30,": a story's noun before the
    // name, its town the person's when no other follows.
    const noun = NOUN_BEFORE_THE_NAME.exec(parts[i]!);
    if (noun) i++;
    const nounTown = noun?.[1]!.replace(/(?:^|\s)[^\s\p{Lu}]\S*/gu, '').trim() || null;
    const bothOf = /^both\s+(?:of|from)\s+(.+)$/.exec(parts[i]!);
    if (bothOf && people.length >= 2) {
      both = bothOf[1]!;
      i++;
      if (i < parts.length && stateCodeOf(parts[i]!) !== null) both += `, ${parts[i++]!}`;
      if (i < parts.length) return null;
      break;
    }
    // "John Whitaker, 88, and his wife, Helen, 86,", "..., and his passenger, Mary Cole, 30,": someone
    // of the one named before; close kin by the given name alone, under that family name.
    const someoneOf = people.length > 0 ? SOMEONE_OF_THE_LAST.exec(parts[i]!) : null;
    if (someoneOf) i++;
    const last = people[people.length - 1]?.name.split(' ').pop();
    const written = (parts[i] ?? '').replace(/^and\s+/, '');
    const name =
      someoneOf?.[1] && last && /^\p{Lu}[\p{Ll}'’-]+$/u.test(written) ? `${written} ${last}` : written;
    const age = /^(?:age\s+|both\s+)?(\d{1,3})$/.exec(parts[i + 1] ?? '')?.[1];
    // "John and Mark Whitaker, 19,": two given names of one family, of one age.
    const family = SHARED_FAMILY_NAME.exec(name);
    const names = family ? [`${family[1]} ${family[3]}`, `${family[2]} ${family[3]}`] : [name];
    if (!age || !names.every((n) => looksLikePersonName(n, lexicon))) return null;
    i += 2;
    let town: string | null = null;
    const of = /^(?:of|from)\s+(.+)$/.exec(parts[i] ?? '');
    if (of) {
      town = of[1]!;
      i++;
      // "of Peoria, Ill.": the state written after the town is the town's.
      if (i < parts.length && stateCodeOf(parts[i]!) !== null && !/^and\s/.test(parts[i]!))
        town += `, ${parts[i++]!}`;
    }
    for (const n of names) people.push({ name: n, age, town: town ?? nounTown });
    if (people.length > MAX_LISTED) return null;
  }
  if (people.length < 2) return null;
  return both ? people.map((p) => ({ ...p, town: p.town ?? both })) : people;
}

/** The death said again of one listed person: "John Whitaker, 45, of Peoria, died Nov. 18, 2026, ...". */
function deathOf(person: Listed, verbAndRest: string): string {
  return `${person.name}, ${person.age}${person.town ? `, of ${person.town}` : ''}, ${verbAndRest}`;
}

/**
 * Each person a news story of several deaths names, read on their own; [] for any other page. `$`
 * is the page as the caller parsed it (furniture may already be removed).
 */
export function extractStoryDeaths(
  $: CheerioAPI,
  url: string,
  hints: ExtractHints = {},
  options: ExtractOptions = {},
): ExtractedObituary[] {
  // Most pages list no two people with their ages ("Name, 45, ... and Name, 30,"): the page's text
  // as one string tells, before its main content is looked for.
  if (!TWO_AGES.test($.root().text())) return [];
  const lexicon = options.lexicon ?? defaultNameLexicon();
  const main = findMainContent($);
  const text = main ? blockText(main) : blockText($('body').toArray());
  const sentences = splitSentences(text).slice(0, STORY_SENTENCES);
  let deaths: string[] = [];
  // The sentence before the deaths, read with each: it may date the crash, fire or shooting they are
  // told by alone ("A crash happened Nov. 18, 2026. John Whitaker, 84, and Mark Cole, 80, were killed.").
  let sentenceBefore: string | null = null;
  // The death of several told by a noun, which an identification later names.
  let byANoun: string | null = null;
  for (const [i, sentence] of sentences.entries()) {
    const at = deathVerbAt(sentence);
    if (at !== null) {
      const before = sentence.slice(0, at).replace(DATELINE, '');
      const people = peopleInList(before, lexicon);
      if (people) {
        deaths = people.map((p) => deathOf(p, sentence.slice(at)));
        sentenceBefore = sentences[i - 1] ?? null;
        break;
      }
      if (byANoun === null && SEVERAL_BY_A_NOUN.test(before)) {
        byANoun = sentence.slice(at);
        // "Two people died Tuesday in a crash on Route 6: John Whitaker, 45, of Peoria, and ...".
        const colon = byANoun.indexOf(':');
        // The noun of the dead may come again before the names: "...: the drivers, John Whitaker, 45, ...".
        const names = byANoun
          .slice(colon + 1)
          .replace(/\.$/, '')
          .replace(THE_DEAD_AGAIN, '');
        const listed = colon > 0 ? peopleInList(names, lexicon) : null;
        if (listed) {
          deaths = listed.map((p) => deathOf(p, `${byANoun!.slice(0, colon)}.`));
          break;
        }
      }
      continue;
    }
    // "Killed in the crash Tuesday were John Whitaker, 45, of Peoria, and Mary Cole, 30, of Pekin."
    const killed = DEAD_FIRST_THEN_LIST.exec(sentence.replace(DATELINE, ''));
    const listedFirst = killed ? peopleInList(killed[2]!, lexicon) : null;
    if (killed && listedFirst) {
      deaths = listedFirst.map((p) => deathOf(p, `was killed${killed[1]!.replace(/,\s*$/, '')}.`));
      break;
    }
    const identified = byANoun === null ? null : IDENTIFIED_THEM.exec(sentence);
    const people = identified ? peopleInList(identified[1]!, lexicon) : null;
    if (people) {
      deaths = people.map((p) => deathOf(p, byANoun!));
      break;
    }
  }
  if (deaths.length < 2) return [];
  const metas = headMetas($);
  const snippet = cutAtWord(text.replace(/\s+/g, ' ').trim(), SNIPPET_CHARS);
  const out: ExtractedObituary[] = [];
  for (const death of deaths) {
    const name = death.slice(0, death.indexOf(','));
    const page = noticePage({
      metas,
      title: name,
      heading: name,
      lines: sentenceBefore ? [sentenceBefore, death] : [death],
    });
    const obituary = extractObituary(page, noticeUrl(url, name), hints, options);
    // Each record needs the date of the death the story reports, and the person the list names.
    const words = normalizeNamePart(name).split(/[\s.]+/);
    const named = (part: string): boolean => words.includes(normalizeNamePart(part));
    if (obituary && obituary.deathDate !== null && named(obituary.name.given) && named(obituary.name.surname))
      out.push({ ...obituary, snippet });
  }
  return out.length >= 2 ? out : [];
}
