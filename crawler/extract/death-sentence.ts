/**
 * Sentences that report a death, and whose death each reports.
 *
 * A page about a living person can say that someone died: a funeral director's staff page ("After
 * his father, Robert Whitaker, passed away in 1990, John took over the firm"), a grief counsellor's
 * ("Her husband, Tom, died in 2010"). Read as the page's own death sentence, either made a living
 * person a decedent, and a verify for them `found`. So a death verb counts for the page's decedent
 * only when no one else's relative or associate is its subject: "his father ... passed away", "when
 * my grandfather died", "the passing of her husband", "our founder ... died" are another person's
 * death. Only the family's voice ("Our mother passed away June 1", "the passing of our father, John
 * Smith") is the decedent, as family-written obituaries put it, unless an apposition names someone
 * else. A pronoun of the other sex than the decedent's given name ("Mary ... he died") is someone
 * else too; extract.ts adds the sentence that opens with another person's name. The same reading
 * tells a relative's birth from the decedent's ("His son, Mark, was born March 3, 1980").
 */
import { keepAnswers } from '../../core/kept-answers.js';
import { escapeRegExp, holdsIgnoringCase, wholeWordTest } from '../../core/regexp.js';
import { SURNAME_PARTICLES } from '../../core/names/particles.js';
import { normalizeNamePart } from '../../core/names/normalize.js';
import { FAMILY_NAME_IN_CAPITALS, GENERATION_AFTER_FAMILY, isNameSuffix } from '../../core/names/parse.js';
import { findDates, findMonthDay, MONTH_WORD } from '../../core/dates/parse.js';
import { parseAgeAt } from '../../core/dates/lifespan.js';
import type { PartialDate } from '../../core/verification.js';
import { PRONOUN_SEX, RELATIONSHIP_WORDS, relationSex } from './kinship.js';
import {
  BLAME,
  LEADING_CIRCUMSTANCE,
  NOTICE_MANNER,
  RITES_FOR,
  SPANISH_PERSON_NOUN,
  STORY_NOUN,
  WORDS_BEFORE_STORY_NOUN,
  withoutDateline,
} from './person-name.js';
import { stateCodeOf } from './place.js';

/**
 * The verbs and phrases an obituary reports a death with (a child's birth without life, "was
 * stillborn", among them), and those of a Spanish-language notice
 * ("falleció el 18 de noviembre de 2026", "pasó a mejor vida"). "Passed" alone is one ("passed Tuesday",
 * "passed peacefully"), but not before an object or a direction ("passed the state board exam"). A body
 * found is one under a name's or a pronoun's possessive ("John Whitaker's body was found", "His body
 * was recovered"), not under a relative's ("his brother's body was recovered").
 *
 * No alternative opens with a lookbehind: what must come before a phrase is asked after its first
 * word ("the(?<=announced the)"). A lookbehind at an alternative's start keeps the engine from
 * skipping ahead to the letters a phrase can open with, and made the pattern four times as slow over
 * a page's sentences.
 */
export const DEATH_VERB =
  /\b(?:the\s+passing\s+of|the(?<=\b(?:announce[sd]?|announcing|mourn(?:s|ed|ing)?|griev(?:e|es|ed|ing)|share[sd]?|sharing)\s+the)\s+(?:(?:sudden|unexpected|tragic|untimely|peaceful)\s+)?(?:loss|death)\s+of|passed\s+away|passed\s+awayon|(?:past|pasted)\s+away|passed\s+(?:a\s+)?way(?=\s+(?:in|at|peacefully|suddenly|unexpectedly|surrounded)\b|\s*[,.;]|\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d))|passed\s+on|passed\s+to\s+(?:his|her|their)\s+(?:eternal|heavenly)\s+(?:home|rest|reward)|passed(?!\s+(?:the|a|an|his|her|their|its|this|that|my|our|your|by|through|along|down|up|out|over)\b)|died|went\s+(?:home\s+)?to\s+be\s+with|went\s+home|entered\s+(?:into\s+)?(?:eternal\s+|heavenly\s+)?(?:rest|life)|(?:was|has\s+been)\s+called\s+home|departed\s+this\s+(?:earthly\s+)?life|left\s+this\s+(?:earthly\s+)?(?:world|life|earth)|was\s+born\s+into\s+(?:eternal|everlasting|heavenly)\s+life|was\s+stillborn|peacefully\s+departed|(?:has|had|have)\s+gone\s+(?:home\s+)?to\s+be\s+with|(?:has|had|have)\s+gone\s+home|(?:is|are)\s+now\s+(?:at\s+(?:rest|peace)\s+)?with\s+(?:the\s+lord|jesus|christ|god|(?:his|her|their)\s+(?:lord|savior|saviour|heavenly\s+father))|(?:is|are)\s+with\s+(?:the\s+lord|jesus|christ|god)\s+now|lost\s+(?:his|her|their)\s+(?:(?:courageous|brave|valiant|long|lengthy|heroic|hard[\s-]fought|[\w-]+-year)\s+){0,2}(?:battle|fight)|slipped\s+away|slipped\s+from\s+this\s+life|gained\s+(?:his|her)\s+(?:angel\s+)?wings|earned\s+(?:his|her)\s+(?:angel\s+)?wings|received\s+(?:his|her)\s+angel\s+wings|entered\s+the\s+gates|passed\s+through\s+heaven['’]s\s+gates|said\s+goodbye\s+to\s+this\s+world|bid\s+farewell\s+to\s+this\s+world|entered\s+the\s+kingdom\s+of\s+heaven|went\s+to\s+heaven|(?:danced|went|was\s+(?:ushered|escorted))\s+(?:(?:peacefully|quietly|gently|straight)\s+)?(?:in)?to\s+(?:heaven|glory|paradise)(?!['’])|entered\s+(?:into\s+)?glory(?!['’])|entered\s+heaven['’]s\s+gates|entered\s+(?:his|her|their)\s+(?:eternal|heavenly)\s+(?:home|rest|reward)|transitioned|fell\s+(?:(?:peacefully|gently|quietly)\s+)?asleep|went\s+(?:(?:peacefully|quietly|gently)\s+)?to\s+(?:(?:his|her|their)\s+)?(?:(?:heavenly|eternal)\s+(?:home|rest|reward)|final\s+(?:rest|reward))|went\s+(?:(?:peacefully|quietly|gently)\s+)?to\s+(?:his|her|their)\s+rest|departed\s+(?:for|to)\s+(?:heaven|glory|(?:his|her|their)\s+(?:heavenly|eternal)\s+(?:home|rest|reward))|went\s+to\s+(?:meet|join)\s+(?:his|her|their)\s+(?:lord|savior|saviour|maker|creator|redeemer)|met\s+(?:his|her|their)\s+maker|met\s+(?:his|her|their)\s+(?:lord|savior|saviour|creator|redeemer)(?:\s+and\s+(?:savior|saviour))?\s+face\s+to\s+face|reposed\s+in\s+(?:the\s+lord|christ|jesus)|was\s+called\s+to\s+(?:(?:his|her|their)\s+)?(?:eternal|heavenly)\s+(?:home|rest|reward)|was\s+promoted\s+to\s+(?:glory|heaven)|(?:went|(?:has|had|have)\s+gone)\s+(?:on\s+)?to\s+(?:his|her|their)\s+reward|was\s+called\s+to\s+(?:glory|heaven|(?:his|her|their)\s+reward|be\s+with\s+(?:the\s+lord|jesus|christ|god))|was\s+(?:released|freed)\s+from\s+(?:his|her|their)\s+(?:earthly\s+(?:suffering|pain|body|bonds)|suffering)|slipped\s+the\s+surly\s+bonds\s+of\s+earth|was\s+welcomed\s+into\s+(?:heaven|glory|(?:the\s+)?(?:arms|presence)\s+of\s+(?:jesus|christ|god|the\s+lord|(?:his|her|their)\s+(?:lord|savior|saviour)))|was\s+welcomed\s+(?:home\s+)?by\s+(?:jesus|christ|god|the\s+lord|(?:his|her|their)\s+(?:lord|savior|saviour|heavenly\s+father))(?!['’])|made\s+(?:his|her|their)\s+(?:(?:heavenly|eternal|final)\s+)?transition|answered\s+(?:his|her|the)\s+(?:final|last)\s+(?:alarm|roll\s+call|call)|(?:heard|answered)\s+(?:(?:god|the\s+lord|jesus|christ)['’]s|(?:his|her|their)\s+(?:lord|savior|saviour|master|maker|creator|redeemer)['’]s)\s+(?:final\s+|last\s+)?call|(?:heard|answered)\s+(?:the|his|her|their)\s+(?:final\s+|last\s+)?call\s+(?:of|from)\s+(?:(?:his|her|their|the)\s+)?(?:lord|savior|saviour|master|maker|creator|redeemer|god|jesus|christ)|graduated\s+to\s+(?:heaven|glory)|joined\s+the\s+(?:angels|heavenly\s+(?:choir|host|angels))|took\s+flight\s+with\s+the\s+angels|is\s+now\s+dancing\s+with\s+the\s+angels|joined\s+(?:the\s+lord(?!['’])|(?:his|her|their)\s+heavenly\s+father)|was\s+taken\s+home\s+by\s+(?:the\s+lord|jesus|christ|god|(?:his|her|their)\s+(?:lord|savior|saviour|heavenly\s+father))|returned\s+home\s+to\s+(?:the\s+lord|jesus|christ|god|(?:his|her|their)\s+(?:lord|savior|saviour|heavenly\s+father))|returned\s+to\s+(?:his|her|their)\s+(?:maker|creator)(?!['’])|left\s+for\s+(?:heaven|glory)(?!['’])|laid\s+down\s+(?:his|her|their)\s+(?:earthly\s+)?(?:burdens?|cross)|received\s+(?:his|her|their)\s+(?:(?:heavenly|eternal)\s+(?:reward|crown|home)|crown\s+of\s+(?:life|glory))|began\s+(?:his|her|their)\s+new\s+life\s+in\s+(?:heaven|glory|eternity)|(?:ended|surrendered)\s+(?:(?:his|her|their)\s+(?:(?:long|brief|short|courageous|brave|valiant|lengthy|hard[\s-]fought|[\w-]+-year)\s+){0,2}(?:battle|fight|struggle)\s+(?:with|against)|to\s+(?:his|her|their)(?:\s+(?:long|brief|short|lengthy))?)\s+(?:(?:a\s+)?(?:long|brief|short|courageous|brave|valiant|lengthy|hard[\s-]fought|[\w-]+-year)\s+)?(?:cancer|leukemia|lymphoma|als|alzheimer['’]?s|dementia|parkinson['’]?s|copd|covid(?:-19)?|illness|disease|heart\s+disease|kidney\s+disease)|went\s+to\s+sleep|began\s+(?:his|her|their)\s+eternal\s+(?:rest|life)|(?:joined|entered(?:\s+into)?)\s+the\s+church\s+triumphant|(?:the\s+lord|god|jesus)\s+(?:called|took)\s+(?:him|her|(?:[\w'’.-]+\s+){1,4}?|(?:[\w'’.-]+\s+){1,3}?[\w'’.-]+(?:,\s*(?:\d{1,3}|of\s+[^,.;]{1,40})){1,2},\s+)home|passed\s+into\s+(?:eternal|everlasting|heavenly)\s+(?:rest|life|glory)|was\s+received\s+into\s+(?:the\s+arms\s+of|heaven|glory|eternal)|crossed\s+over|closed\s+(?:his|her|their)\s+eyes\s+for\s+the\s+(?:last|final)\s+time|rested\s+from\s+(?:his|her|their)\s+labou?rs|(?:stepped|slipped)\s+(?:into|through\s+the\s+gates\s+of)\s+(?:eternity|heaven|glory|paradise)|took\s+(?:his|her|their)\s+place\s+in\s+heaven|left\s+(?:his|her|their)\s+earthly\s+(?:home|body|life|dwelling)|(?:went|walked|ran)\s+(?:peacefully\s+|quietly\s+|gently\s+)?(?:in)?to\s+the\s+(?:loving\s+)?arms\s+of\s+(?:jesus|christ|god|the\s+lord|(?:his|her|their)\s+(?:lord|savior|saviour|heavenly\s+father))|(?:was|were)\s+taken\s+to\s+(?:heaven|glory|be\s+with\s+(?:the\s+lord|jesus|christ|god))|(?:was|were)\s+carried\s+(?:home\s+)?(?:to\s+heaven\s+)?by\s+(?:the\s+)?angels|(?:was|were)\s+taken\s+home\s+to\s+(?:be\s+with\s+)?(?:the\s+lord|jesus|christ|god|heaven|glory|(?:his|her|their)\s+(?:lord|savior|saviour|heavenly\s+father))|earthly\s+(?:journey|life|walk|pilgrimage)\s+(?:ended|came\s+to\s+an\s+end)|(?:journey|life|time|walk)(?<=(?:['’]s\s|\b(?:his|her)\s)(?:journey|life|time|walk))\s+on\s+(?:this\s+)?earth\s+(?:ended|came\s+to\s+an\s+end)|life(?<=(?:['’]s\s|\b(?:his|her)\s)life)\s+(?:ended|came\s+to\s+an\s+end)|(?:lifeless(?<=(?:['’]s\s(?<!\b(?:his|her)\s+[\w-]+['’]s\s)|\b(?:his|her)\s)lifeless)\s+body\s+was|body(?<=(?:['’]s\s(?<!\b(?:his|her)\s+[\w-]+['’]s\s)|\b(?:his|her)\s)body)\s+was|remains(?<=(?:['’]s\s(?<!\b(?:his|her)\s+[\w-]+['’]s\s)|\b(?:his|her)\s)remains)\s+were)\s+(?:found|recovered)|(?:(?:long|brief|short|courageous|brave|valiant|lengthy|hard[\s-]fought|[\w-]+-year)\s+){0,2}(?:battle|fight|struggle)\s+(?:with|against)\s+(?:(?:a\s+)?(?:long|brief|short|courageous|brave|valiant|lengthy|hard[\s-]fought|[\w-]+-year)\s+)?(?:cancer|leukemia|lymphoma|als|alzheimer['’]?s|dementia|parkinson['’]?s|copd|covid(?:-19)?|illness|disease|heart\s+disease|kidney\s+disease)\s+ended|(?:took|drew)\s+(?:his|her|their)\s+(?:last|final)\s+breath|breathed\s+(?:his|her|their)\s+last|succumbed\s+to|succumbed(?!\s+to\b)|lost\s+(?:his|her|their)\s+li(?:fe|ves)|made\s+the\s+(?:ultimate|supreme)\s+sacrifice(?!\s+(?:of\b|for\s+(?:his|her|their)\s+(?:kids|children|family|team|fans|wife|husband)\b))|gave\s+(?:his|her|their)\s+li(?:fe|ves)\s+(?:for\s+(?:(?:his|her|their|our|the)\s+)?(?:country|nation|freedom)|in\s+(?:the\s+line\s+of\s+duty|combat|battle|(?:the\s+)?defen[cs]e\s+of))|(?:was|were|(?:had|has|have)\s+been)\s+(?:(?:shot|struck|hit|stabbed|beaten|run\s+over|attacked|mauled|crushed|electrocuted|burned)\s+and\s+)?killed|(?:was|were)\s+(?:shot|stabbed|beaten|burned|crushed|strangled|bludgeoned|choked|trampled)\s+to\s+death|(?:was|were)\s+shot\s+dead|(?:was|were)\s+murdered|(?:was|were)\s+executed|drowned|took\s+(?:his|her|their)\s+own\s+li(?:fe|ves)|committed\s+suicide|was\s+fatally\s+(?:injured|wounded|shot|struck|stabbed|hurt)|perished|expired|was\s+taken\s+from\s+(?:us|this\s+(?:world|earth|life))|(?:completed|ended|finished|ran)\s+(?:his|her|their)\s+earthly\s+(?:journey|life|walk|pilgrimage|race|course)|finished\s+(?:his|her|their)\s+(?:race|course)|finished(?<=\bfought\s+the\s+good\s+fight,?\s+(?:and\s+)?finished)\s+the\s+(?:race|course)|(?:took|made|began)\s+(?:his|her|their)\s+(?:final|last)\s+journey\s+home|departed\s+this\s+(?:earth|world)|left\s+us|(?:was|were)\s+pronounced\s+dead|(?:was|were)\s+declared\s+(?:brain[\s-]+)?dead|heard\s+(?:his|her|their)\s+(?:lord|savior|saviour|master)\s+say|(?:was|is)\s+(?:one\s+of|among)\s+(?:the\s+)?(?:(?!not\b|never\b|nearly\b|almost\b|injured\b|hurt\b)[\w-]+\s+){0,3}(?:killed|who\s+(?:died|perished|were\s+killed))|(?:was|were)\s+found\s+dead|(?:is|was)\s+dead(?=\s+at\s+\d{1,3}\b|\s*[.;]|\s*$)|the\s+(?:lifeless\s+)?(?:body|remains)\s+of|(?:joined|joins|(?:was\s+|were\s+|is\s+)?reunited\s+with)\s+(?:his|her|their)\s+(?:[\w'’-]+,?\s+){1,8}in\s+(?:heaven|glory|eternity|eternal\s+rest)|followed\s+(?:his|her|their)\s+(?:[\w'’-]+,?\s+){1,8}in\s+death\b|(?:was\s+|were\s+)?reunited\s+in\s+(?:heaven|glory|eternity)\s+with|(?:was\s+|were\s+)reunited\s+with|(?:the\s+world|we|our\s+family)\s+lost\s+a\s+(?:(?:good|great|kind|wonderful|gentle|true)\s+(?:and\s+)?){1,2}(?:man|woman|soul|gentleman|lady)|(?:we|i)\s+(?:sadly\s+|suddenly\s+)?lost\s+(?:our|my)\s+(?:(?:beloved|dear|sweet|wonderful|precious|loving)\s+)?(?:dad|father|mom|mother|husband|wife|son|daughter|brother|sister|grandpa|grandma|grandfather|grandmother))\b|\b(?:el\s+(?:sensible\s+)?fallecimiento\s+de|falleci[oó]|muri[oó]|fallecieron|murieron|ha\s+(?:fallecido|muerto)|perdi[oó]\s+la\s+vida|perdieron\s+la\s+vida|fue\s+asesinad[oa]|fue\s+(?:encontrad[oa]|hallad[oa])\s+(?:muert[oa]|sin\s+vida)|se\s+fue\s+(?:al\s+cielo|con\s+(?:dios|el\s+se[nñ]or)(?!\s+a\b))|se\s+nos\s+fue|se\s+march[oó]\s+al\s+cielo|vol[oó]\s+al\s+cielo(?!\s+en\b)|se\s+durmi[oó]\s+en\s+el\s+se[nñ]or|perdi[oó]\s+(?:la|su)\s+(?:batalla|lucha)\s+contra\s+(?:el|la)\s+(?:c[aá]ncer|enfermedad)|pas[oó]\s+a\s+(?:mejor\s+vida|la\s+presencia\s+del\s+se[nñ]or)|dej[oó]\s+de\s+existir|descans[oó]\s+en\s+(?:(?:la\s+)?paz|el\s+se[nñ]or)|descansa\s+en\s+(?:la\s+)?paz(?:\s+desde|(?=\s*[.;]|\s*$))|parti[oó]\s+(?:con\s+el\s+se[nñ]or|al\s+cielo|a\s+la\s+casa\s+del\s+(?:padre|se[nñ]or)|a\s+la\s+presencia\s+de\s+dios|de\s+este\s+mundo(?!\s+del?\b))|dej[oó]\s+este\s+mundo(?!\s+del?\b)|se\s+despidi[oó]\s+de\s+este\s+mundo(?!\s+del?\b)|est[aá]\s+ahora\s+con\s+el\s+se[nñ]or|ya\s+no\s+est[aá]\s+con\s+nosotros(?=\s*\.)|dio\s+su\s+[uú]ltimo\s+(?:suspiro|aliento)|se\s+reuni[oó]\s+con\s+el\s+se[nñ]or|se\s+reuni[oó](?=\s+con\s+[^.;]{1,40}?\ben\s+el\s+cielo\b)|emprendi[oó]\s+su\s+viaje\s+al\s+cielo|nos\s+dej[oó]|se\s+nos\s+adelant[oó]|entreg[oó]\s+su\s+alma\s+(?:al?\s+(?:se[nñ]or|creador|cielo)|a\s+dios)|fue\s+llamad[oa]\s+(?:a\s+la\s+presencia\s+del?\s+(?:se[nñ]or|dios|padre)|por\s+dios))(?![\wáéíóúñ])/i;

/** A relationship word with the prefixes lists write ("great-grandfather", "stepson", "sister-in-law"). */
const KIN = `(?:(?:great[\\s-]+)*(?:step[\\s-]?|half[\\s-])?(?:${[...RELATIONSHIP_WORDS, 'dad', 'mom']
  .map(escapeRegExp)
  .join('|')})(?:[\\s-]+in[\\s-]+law)?)`;
/** A family's animals. */
const ANIMALS = ['dog', 'cat', 'horse', 'pet', 'puppy', 'kitten'];
/**
 * People of a firm or a parish a staff page names ("our founder, Henry Whitaker, died in 1958"), and
 * a family's animals.
 */
const ASSOCIATES = [
  'founder',
  'co-founder',
  'owner',
  'mentor',
  'colleague',
  'pastor',
  'director',
  'predecessor',
  // "His namesake, John Whitaker Sr., died in 1990": the other man of the name.
  'namesake',
  // A family's animals: "John Whitaker's dog, Max, died Nov. 18" is the dog's death.
  ...ANIMALS,
];
/** Companions who are no kin of the one they are of: a news story's "her neighbor, John Cole". */
const NEIGHBOURS = [
  'neighbor',
  'neighbour',
  'roommate',
  'co-worker',
  'coworker',
  'employee',
  'boss',
  'teammate',
  'client',
  'patient',
  'tenant',
  'landlord',
  'classmate',
];
/**
 * People a news story names by whose they are ("His passenger died at the scene", "her neighbor was
 * killed"): someone else than the page's person, as a relative is. In the family's voice ("our
 * neighbor") they follow a relative's rule.
 */
const COMPANIONS = ['passenger', 'co-pilot', ...NEIGHBOURS, 'girlfriend', 'boyfriend', 'player'];
/** Whose relative or associate: a pronoun or a name's possessive ("John's father", "whose wife"). */
const POSSESSOR = "(his|her|their|my|our|whose|[a-z]+['’]s)";
/** Words between the possessor and the relationship ("her beloved late husband"). */
const EPITHETS =
  '(?:(?:beloved|late|dying|dear|dearest|loving|older|younger|eldest|oldest|youngest|only|twin|infant|baby|unborn|newborn|best|business|longtime|former|first|second)\\s+){0,3}';
const RELATION = `(${KIN}|${[...ASSOCIATES, ...COMPANIONS].map(escapeRegExp).join('|')})`;
/** Relationships alone, joined as a list: "grandfather and friend", "grandfather, brother". */
const MORE_RELATIONS = new RegExp(
  String.raw`^${EPITHETS}${RELATION}(?:\s*(?:,|\band\b|&)\s*(?:and\s+)?${EPITHETS}${RELATION})*$`,
  'i',
);
/** An age or a town set off after a person's name: ", 30,", ", of Pekin,". */
const AGE_OR_TOWN_AFTER = String.raw`(?:\s*(?:\d{1,3}|(?:of|from)\s+[^,]{1,40}),)`;
/** The years a marriage or a friendship lasted, after its word: "wife of 60 years", "of sixty-two years". */
const OF_YEARS = String.raw`(?:\s+of\s+(?:\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+years)?`;
/** A relative by whose they are, up to the years of a marriage: "his late father", "her husband of 60 years". */
const RELATIVE_PHRASE = `${POSSESSOR}\\s+${EPITHETS}${RELATION}${OF_YEARS}`;
/** A name set off after a sentence's subject, between commas: ", Robert,". */
const SET_OFF_NAME = `(?:\\s*,\\s*([^,]{1,50}),)?`;
/**
 * "his father", "her husband, Tom," right before a death verb ("... passed away"), an age or a town
 * after the name ("My father, Mark Whitaker Sr., of Pekin, died"), "his father and namesake, who",
 * "whose father of the same name".
 */
const RELATIVE_BEFORE = new RegExp(
  `\\b${RELATIVE_PHRASE}(?:\\s+and\\s+namesake|\\s+of\\s+the\\s+same\\s+name)?(?:\\s*,\\s*([^,]{1,50}),${AGE_OR_TOWN_AFTER}{0,2})?\\s*(?:,\\s*)?(?:who\\s+)?(?:had\\s+|has\\s+|also\\s+|later\\s+|suddenly\\s+|unexpectedly\\s+|peacefully\\s+)?$`,
  'i',
);
/**
 * A relative named without commas, right before the verb or a clause between: "whose father John
 * Whitaker died Nov. 18", "her husband John, who died Nov. 18", "Her late husband John Whitaker, who
 * passed away in 2015". Case decides what a name is, so the possessor is matched either way it is
 * written.
 */
const RELATIVE_NAMED = new RegExp(
  String.raw`(?<![\p{L}])([Hh]is|[Hh]er|[Tt]heir|[Mm]y|[Oo]ur|[Ww]hose|\p{L}+['’]s)\s+${EPITHETS}${RELATION}${OF_YEARS}\s+((?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’-]*)(?:\s*,?\s+who)?\s+(?:had\s+|has\s+|suddenly\s+|unexpectedly\s+|peacefully\s+)?$`,
  'u',
);

/**
 * `RELATIVE_NAMED` in `before`, unless the relative is named right before the verb as one of two
 * subjects ("John Whitaker and his wife Mary Whitaker died Nov. 18": both died).
 */
function relativeNamedBefore(before: string): RegExpExecArray | null {
  return notASecondSubject(RELATIVE_NAMED.exec(before), before);
}

/**
 * A relative matched before the verb, unless it is named right before the verb as the second of two
 * subjects ("John Whitaker and ", the first, before it); a relative clause on it is its own.
 */
function notASecondSubject(m: RegExpExecArray | null, before: string): RegExpExecArray | null {
  return m && !/\bwho\s+\S*\s*$/.test(m[0]) && SUBJECT_AND.test(before.slice(0, m.index)) ? null : m;
}

/**
 * `RELATIVE_BEFORE` in `before`, unless the relative is the second of two subjects ("John Whitaker,
 * 84, and his wife, Mary Whitaker, 80, of Peoria, died": both died). "Mary was at home and her
 * husband, John, died" is his death alone: the word before "and" is no name. A relative clause is the
 * relative's alone ("John Whitaker, 45, and his late father, John Whitaker, who died in 2020, both
 * served").
 */
/**
 * An open clause or description set off after a subject, up to a relative: ", who lived with ", ", a
 * friend to ", ", beloved husband of Mary and devoted father to ".
 */
const SET_OFF_BEFORE_THE_RELATIVE = /(?:\bwho\b|,\s*(?:an?|beloved|loving|devoted)\s)[^,]*$/i;

function relativeBefore(before: string, name: DecedentName | null): RegExpExecArray | null {
  const m = notASecondSubject(RELATIVE_BEFORE.exec(before), before);
  // "John Whitaker, who lived with his daughter, died", "..., a devoted husband to his wife, died": a
  // relative in a clause or a description set off after the decedent's name, the comma the clause's
  // close, is no subject. Not after anyone else ("His brother Mark, who lived with his daughter,
  // died"); a clause of the relative's own is the relative's ("who cared for his wife, who died"), and
  // a relative named is someone else ("Mary Cole, who lived with her husband, John Whitaker, died").
  // "John Whitaker, 84, her husband, died": a relation set off right after the decedent's full name is
  // the decedent's own.
  if (m && name && m[3] === undefined && /,\s*$/.test(m[0])) {
    const upToTheRelative = before.slice(0, m.index);
    const clause = SET_OFF_BEFORE_THE_RELATIVE.exec(upToTheRelative);
    if (clause && namesTheDecedent(before.slice(0, clause.index), name)) return null;
    const named = FULL_NAME_SET_OFF.exec(upToTheRelative);
    if (named && namesThePerson(named[1]!, name)) return null;
  }
  return m;
}

/**
 * A relative as the sentence's subject, then a pronoun of a later clause right before the verb: "His
 * late father, Robert, also worked there until he died in 1990". The pronoun is the relative's when
 * of the relative's sex. Groups: possessor, relation, apposition, pronoun.
 */
const RELATIVE_SUBJECT_THEN_PRONOUN = new RegExp(
  `^\\s*${RELATIVE_PHRASE}${SET_OFF_NAME}[^.;]*?\\b(?:until|when|after|before|as|since|while|because|where|and|but|so|then)\\s+(he|she)\\s+(?:had\\s+|has\\s+|later\\s+|finally\\s+|suddenly\\s+)?$`,
  'i',
);
/**
 * A relative as the sentence's subject, then a second verb of the same subject: "His father, Robert,
 * founded the firm and died in 1995", "His brother Paul served in Vietnam and was killed there in
 * 1968". Groups: possessor, relation, apposition.
 */
const RELATIVE_SUBJECT_AND = new RegExp(
  `^\\s*(?:(?:In|By|After|Before)\\s+[^,]{1,25},\\s*)?${RELATIVE_PHRASE}${SET_OFF_NAME}[^.;]*?\\s(?:and|but|then)\\s+(?:later\\s+|eventually\\s+|finally\\s+|sadly\\s+|tragically\\s+)?$`,
  'i',
);

/**
 * A relative, or a person by name, as the subject of a clause of time or of what was told, then a
 * second verb of the same subject: "... after his wife collapsed and ", "when his son became ill and ",
 * "when Mary Cole collapsed and " (died), "told police his roommate fell and ". Groups: possessor,
 * relation, apposition; or the name.
 */
const CLAUSE_SUBJECT_AND = new RegExp(
  String.raw`\b(?:[Aa]fter|[Ww]hen|told\s+police)\s+(?:${RELATIVE_PHRASE}${SET_OFF_NAME}|((?:\p{Lu}[\p{L}'’.-]*\s+){0,2}\p{Lu}[\p{L}'’-]*))\s[^.;,]{1,60}?\sand\s+$`,
  'u',
);

/** A second verb of one subject, right before the death verb: "... founded the firm and " (died). */
const SECOND_VERB = /\s(?:and|but|then)\s+(?:later\s+|eventually\s+|finally\s+|sadly\s+|tragically\s+)?$/i;
/**
 * The antecedent of a "who" clause: a relative ("his father, Robert, who"), or a name ("Mark Cole, who",
 * "Mark Cole, 30, who").
 */
const WHO_ANTECEDENT = new RegExp(
  `(?:\\b${RELATIVE_PHRASE}(?:\\s*,\\s*([^,]{1,50}))?|((?:\\p{Lu}[\\p{L}'’.-]*\\s+){1,3}\\p{Lu}[\\p{L}'’-]*)(?:,${AGE_OR_TOWN_AFTER})?)\\s*,?\\s*who\\s+(?![^,]*\\bwho\\b)[^;]*$`,
  'iu',
);
/** A name the sentence opens with, right before its first verb (a word in lower case). */
const OPENING_NAME = /^\s*((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*)\s+\p{Ll}/u;

/**
 * Whether the death verb is the second verb of someone else than the page's person: of a relative the
 * sentence opens with ("His father, Robert, founded the firm and died in 1995"), of the relative or the
 * person a "who" clause hangs on ("... his father, Robert, who founded the firm and died in 1995"), of
 * a person the sentence opens with by name ("Mark Cole founded the firm in 1985 and died in 1995", "Cole
 * was shot and died"), of
 * a relative or a person by name a clause of time opens with ("John Whitaker started the foundation
 * after his son became ill and died in 2010").
 */
function relativeSubjectOfBothVerbs(before: string, name: DecedentName | null): boolean {
  if (!SECOND_VERB.test(before)) return false;
  const opening = RELATIVE_SUBJECT_AND.exec(before);
  if (opening) return relationIsSomeoneElse(opening[1]!, opening[2]!, opening[3], name);
  // "John Whitaker started the foundation after his son became ill and died in 2010".
  const clause = CLAUSE_SUBJECT_AND.exec(before);
  if (clause?.[2] !== undefined && relationIsSomeoneElse(clause[1]!, clause[2], clause[3], name)) return true;
  if (anotherPersonNamed(clause?.[4], name)) return true;
  const who = WHO_ANTECEDENT.exec(before);
  if (who) {
    if (who[2] !== undefined) return relationIsSomeoneElse(who[1]!, who[2], who[3], name);
    return name !== null && !namesThePerson(who[4]!, name);
  }
  if (anotherPersonNamed(OPENING_NAME.exec(before)?.[1], name)) return true;
  // "Cole was shot and died": a name alone the sentence opens with, read as one right before the verb.
  const alone = OPENING_WORD.exec(before);
  return alone !== null && anotherNameBefore(`${alone[1]!} `, name);
}

/**
 * A capitalised word a sentence opens with, then words in lower case (not a pronoun first) up to the
 * verb: "Cole was shot and ". Not "Peoria lost a legend when John Whitaker fell ill and ".
 */
const OPENING_WORD = /^\s*(\p{Lu}[\p{L}'’-]*)\s+(?!(?:he|she|they|we|i)\b)\p{Ll}[^\p{Lu},;]*$/u;

/**
 * Whether a written name is another person's than the page's: by a given name the tables know ("Mark
 * Cole"), not a place or a phrase ("In Peoria he", "Caterpillar").
 */
function anotherPersonNamed(written: string | undefined, name: DecedentName | null): boolean {
  return (
    written !== undefined &&
    name !== null &&
    name.sexOfGiven?.(written.split(/\s+/)[0]!) !== undefined &&
    !namesThePerson(written, name)
  );
}

/** Whether a written name is the page's person's: the family name, and the given name or another of theirs. */
function namesThePerson(written: string, name: DecedentName): boolean {
  const words = normalizeNamePart(written)
    .split(/[\s.-]+/)
    .filter((w) => w.length > 0);
  const given = [name.given, ...(name.otherNames ?? [])].map((n) => normalizeNamePart(n));
  const surname = normalizeNamePart(name.surname);
  if (!words.includes(surname)) return false;
  // "Dr. Whitaker", "Mr. Whitaker": a title before the family name alone.
  const rest = words.filter((w) => w !== surname);
  if (rest.every((w) => ['mr', 'mrs', 'ms', 'dr', 'rev', 'judge', 'coach', 'sgt', 'capt'].includes(w)))
    return true;
  return rest.some((w) => given.includes(w) || (name.sameGivenName?.(w, name.given) ?? false));
}

/** Whether a pronoun ("he", "she") may stand for a relation ("father", "aunt"): both of one sex. */
function pronounOfTheRelation(pronoun: string, relation: string): boolean {
  return relationSex(relation) === PRONOUN_SEX[pronoun.toLowerCase()];
}

/**
 * The same, a relation of no sex in its word ("neighbor", "roommate") taking either pronoun; a plural
 * ("friends", "neighbors") neither.
 */
function pronounMayBeTheRelation(pronoun: string, relation: string): boolean {
  if (/[^s]s$/i.test(relation)) return false;
  const sex = relationSex(relation);
  return sex === undefined || sex === PRONOUN_SEX[pronoun.toLowerCase()];
}

/**
 * Whether a relative named by whose they are ("his", "passenger", a name set off or none) may be the one
 * a pronoun tells of (`pronounMayBeTheRelation`) and is someone else than the page's person
 * (`relationIsSomeoneElse`).
 */
function pronounsOtherRelative(
  pronoun: string,
  possessor: string,
  relation: string,
  apposition: string | undefined,
  name: DecedentName | null,
): boolean {
  return (
    pronounMayBeTheRelation(pronoun, relation) && relationIsSomeoneElse(possessor, relation, apposition, name)
  );
}

/** Whether a pronoun before the verb is a relative the sentence opens with (`RELATIVE_SUBJECT_THEN_PRONOUN`). */
function pronounOfARelativeSubject(before: string, name: DecedentName | null): boolean {
  const m = RELATIVE_SUBJECT_THEN_PRONOUN.exec(before);
  if (!m) return false;
  if (!pronounOfTheRelation(m[4]!, m[2]!)) return false;
  return relationIsSomeoneElse(m[1]!, m[2]!, m[3], name);
}

/** A Spanish notice's family words, and the English relation each is. */
const SPANISH_KIN: Readonly<Record<string, string>> = {
  padre: 'father',
  papá: 'father',
  madre: 'mother',
  mamá: 'mother',
  esposo: 'husband',
  marido: 'husband',
  esposa: 'wife',
  hijo: 'son',
  hija: 'daughter',
  hermano: 'brother',
  hermana: 'sister',
  abuelo: 'grandfather',
  abuela: 'grandmother',
  tío: 'uncle',
  tía: 'aunt',
  primo: 'cousin',
  prima: 'cousin',
  nieto: 'grandson',
  nieta: 'granddaughter',
  suegro: 'father-in-law',
  suegra: 'mother-in-law',
  cuñado: 'brother-in-law',
  cuñada: 'sister-in-law',
  sobrino: 'nephew',
  sobrina: 'niece',
  amigo: 'friend',
  amiga: 'friend',
  vecino: 'neighbor',
  vecina: 'neighbor',
  pasajero: 'passenger',
  pasajera: 'passenger',
  acompañante: 'companion',
};
/** The words of `SPANISH_KIN`, as alternatives of a pattern: "padre|papá|madre|...". */
const SPANISH_KIN_WORDS = Object.keys(SPANISH_KIN).join('|');

/** Whose relative a Spanish notice names, as English says it: "su" (his or her), "mi", "nuestro". */
const SPANISH_POSSESSOR: Readonly<Record<string, string>> = {
  su: 'his',
  sus: 'his',
  cuyo: 'whose',
  cuya: 'whose',
  mi: 'my',
  mis: 'my',
  nuestro: 'our',
  nuestra: 'our',
  nuestros: 'our',
  nuestras: 'our',
};
/**
 * The possessor words of `SPANISH_POSSESSOR`, lower case or capitalised, for a pattern that must tell
 * a name's capital from a word's ("su amigo Pedro López"): "[Ss]u|[Ss]us|[Cc]uyo|...".
 */
const SPANISH_POSSESSOR_CASED = Object.keys(SPANISH_POSSESSOR)
  .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join('|');
const SPANISH_RELATIVE = String.raw`(${Object.keys(SPANISH_POSSESSOR).join('|')})\s+(?:(?:querid[oa]s?|amad[oa]s?|difunt[oa]s?|fallecid[oa]s?)\s+)?(${SPANISH_KIN_WORDS})`;
/**
 * "Su jefe ", "su compañero de trabajo " right before a Spanish verb: a person "su" names by
 * any noun is someone the subject knows, as "his" or "her" does in English. Not what the dead had ("Su
 * cuerpo fue encontrado sin vida").
 */
const SPANISH_POSSESSED_NOUN_BEFORE = /(?<![\p{L}])[Ss]u\s+(?!cuerpo\b)\p{Ll}+(?:\s+de\s+\p{Ll}+)?\s*$/u;
/** "su padre, Roberto Whitaker, quien " right before a Spanish verb. Groups: possessor, relation, apposition. */
const SPANISH_RELATIVE_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])${SPANISH_RELATIVE}(?:\s*,\s*([^,]{1,50}),)?\s*(?:,\s*)?(?:quien\s+|que\s+)?(?:ya\s+)?$`,
  'iu',
);
/**
 * "su amigo Pedro López, quien " right before a Spanish verb: the name not set off. Groups: possessor,
 * relation, name.
 */
const SPANISH_RELATIVE_NAMED_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(${SPANISH_POSSESSOR_CASED})\s+(${SPANISH_KIN_WORDS})\s+(\p{Lu}[^,]{0,49}),\s*(?:quien\s+|que\s+)(?:ya\s+)?$`,
  'u',
);
/** "El padre de Juan " right before a Spanish verb: a named person's relative, someone else. */
const SPANISH_KIN_OF_NAMED = new RegExp(
  String.raw`(?<![\p{L}])(?:[Ee]l|[Ll]as?|[Ll]os|[Uu]na?)\s+(?:${SPANISH_KIN_WORDS})\s+de\s+(?:\p{Lu}[\p{L}'’.-]*\s+){0,2}\p{Lu}[\p{L}'’.-]*(?:\s*,\s*[^,]{1,40},)?\s*(?:,\s*)?(?:quien\s+|que\s+)?(?:ya\s+)?$`,
  'u',
);

/** A Spanish notice's relative anywhere in a text: "su hijo", "sus queridos nietos". */
const SPANISH_RELATIVE_ANYWHERE = new RegExp(String.raw`(?<![\p{L}])${SPANISH_RELATIVE}(?![\p{L}])`, 'giu');

/** "el fallecimiento de su padre": the relative right after the noun. */
const SPANISH_RELATIVE_AFTER = new RegExp(
  String.raw`^\s*${SPANISH_RELATIVE}(?![\p{L}])(?:\s*,\s*([^,]{1,50}))?`,
  'iu',
);

/** A Spanish story's noun for a person as a verb's subject: "hombre", "víctima", "acompañante". */
const SPANISH_SUBJECT_NOUN = String.raw`(?:hombre|mujer|v[ií]ctima|paciente|pasajer[oa]|conductora?|niñ[oa]|joven|menor|ancian[oa]|peat[oó]n|motociclista|trabajadora?|obrer[oa]|desconocid[oa]|persona|individuo|sujeto|beb[eé]|adolescente|inquilin[oa]|cliente|acompañante)`;
/**
 * Someone a Spanish story names by a noun right before the verb, not set off after a name: "halló al
 * hombre que " (murió), "la víctima ", "atendió a la paciente que ", "el pasajero ", "vio cómo un
 * niño ", "es hijo del hombre que ", "el conductor del otro vehículo ".
 * "Juan Pérez, un hombre bueno, " and "Juan Pérez, el hombre que fundó la tienda, " are the person's.
 */
const SPANISH_NOUN_BEFORE = new RegExp(
  String.raw`(?<!\p{Lu}[\p{L}'’.-]*,\s*)(?<![\p{L}])(?:[Ee]l|[Ll]as?|[Ll]os|[Uu]na?|al|del)\s+(?:otr[oa]\s+)?${SPANISH_SUBJECT_NOUN}(?:\s+\p{Ll}+|\s+del?\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+)?\s+(?:que\s+|quien\s+)?(?:ya\s+)?$`,
  'u',
);
/** A Spanish notice's third-person pronoun: "él" (often written "el"), "ella". */
const SPANISH_PRONOUN = String.raw`[ÉéEe]l|[Ee]lla`;
/** A Spanish pronoun right before the verb: "hasta que ella " (murió). Group: the pronoun. */
const SPANISH_PRONOUN_BEFORE = new RegExp(String.raw`(?<![\p{L}])(${SPANISH_PRONOUN})\s+$`, 'u');
/**
 * A relative the subject tended until the death, its pronoun dropped or written: "cuidó a su padre hasta
 * que " (murió), "... hasta que él ", "estuvo al lado de su hermano hasta que ", "sostenía la mano de
 * su padre cuando ", "estaba junto a la cama de su padre cuando ", as "cared for his father until he
 * died"; a relative's thing inherited or taken over at the death: "heredó la finca de su tío cuando ",
 * "se hizo cargo de la tienda de su padre después de que "; an elder the subject was with: "estaba con
 * su padre cuando " ("estaba con su esposa cuando falleció" is the person's own). Groups: being there,
 * the relative.
 */
const SPANISH_TENDED_UNTIL_DEATH = new RegExp(
  String.raw`(?<![\p{L}])(?:cuid[oó]\s+a|estuvo\s+al\s+lado\s+de|estaba\s+junto\s+a\s+la\s+cama\s+de|sosten[ií]a\s+la\s+mano\s+de|(?:hered[oó]|se\s+hizo\s+cargo\s+de)\s+[^.;]{1,40}?\bde|(estaba\s+con))\s+sus?\s+(${SPANISH_KIN_WORDS})(?![\p{L}])[^.;]*?\b(?:hasta\s+que|cuando|despu[eé]s\s+de\s+que)\s+(?:(?:${SPANISH_PRONOUN})\s+)?$`,
  'u',
);
/** The elders of a Spanish family, whom one is with when they die: "padre", "abuela", "tío". */
const SPANISH_ELDER = /^(?:padre|papá|madre|mamá|abuel[oa]|tí[oa])$/;

/**
 * What one does to save a relative in Spanish, up to the relative: "intentó salvar a", "le dio RCP a",
 * "llamó al 911 por", "auxilió a".
 */
const SPANISH_RESCUE_VERBS = [
  String.raw`(?:intent[oó]|trat[oó]\s+de)\s+(?:salvar|reanimar|revivir|rescatar)\s+a`,
  String.raw`llam[oó]\s+al\s+911\s+(?:por|para)`,
  String.raw`(?:le\s+)?(?:dio|practic[oó]|hizo)\s+(?:RCP|reanimaci[oó]n(?:\s+cardiopulmonar)?|primeros\s+auxilios)\s+a`,
  String.raw`(?:auxili[oó]|socorri[oó]|rescat[oó])\s+a`,
];
/**
 * A relative the subject tried to save, then "pero": "intentó salvar a su amigo, pero " (murió en sus
 * brazos), "llamó al 911 por su hermano, pero ", "le dio RCP a su padre, pero ", "encontró a su vecino
 * en el piso, pero " ("sacó a su hija adelante" is raising her); or took somewhere, then "donde":
 * "llevó a su padre a OSF, donde ", "acompañó a su padre al hospital, donde ".
 */
const SPANISH_RESCUED_BUT = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${SPANISH_RESCUE_VERBS.join('|')}|(?:sac[oó](?![^.;]*\badelante\b)|encontr[oó])\s+a)\s+sus?\s+(?:${SPANISH_KIN_WORDS})(?![\p{L}])[^.;]*?\bpero|(?:llev[oó]|acompañ[oó]|traslad[oó])\s+a\s+sus?\s+(?:${SPANISH_KIN_WORDS})(?![\p{L}])[^.;]*?\bdonde)\s+(?:(?:${SPANISH_PRONOUN}|[EeÉé]st[ea])\s+)?$`,
  'iu',
);

/**
 * Whether the death is of a relative the subject tended or was with (`SPANISH_TENDED_UNTIL_DEATH`), or
 * tried to save (`SPANISH_RESCUED_BUT`).
 */
function spanishTendedUntilDeath(before: string): boolean {
  if (SPANISH_RESCUED_BUT.test(before)) return true;
  const m = SPANISH_TENDED_UNTIL_DEATH.exec(before);
  return !!m && (m[1] === undefined || SPANISH_ELDER.test(m[2]!.toLowerCase()));
}
/**
 * A relative a Spanish sentence names, then a written pronoun before the verb in a clause after:
 * "cuidó a su padre durante años, y él " (falleció), "visitó a su abuelo en el hospital, donde él ",
 * "habló de su padre; él ". Spanish leaves out the subject it goes on with, so a pronoun written there
 * names another: the relative, when of the relative's sex. Groups: the relative, the pronoun.
 */
const SPANISH_RELATIVE_THEN_PRONOUN = new RegExp(
  String.raw`(?<![\p{L}])sus?\s+(${SPANISH_KIN_WORDS})(?![\p{L}])[^.;]*?(?:,?\s+(?:y|pero|donde|cuando|mientras|porque)|;)\s+(${SPANISH_PRONOUN})\s+$`,
  'iu',
);

/**
 * Whether the pronoun before a Spanish verb names the relative named before it
 * (`SPANISH_RELATIVE_THEN_PRONOUN`).
 */
function spanishRelativeThePronounNames(before: string): boolean {
  const m = SPANISH_RELATIVE_THEN_PRONOUN.exec(before);
  if (!m) return false;
  const word = m[1]!.toLowerCase();
  // "su vecino", "su primo": the sex the word's ending gives, where the relation gives none.
  const kin = SPANISH_KIN[word];
  const sex =
    (kin ? relationSex(kin) : undefined) ?? (/o$/.test(word) ? 'M' : /a$/.test(word) ? 'F' : undefined);
  const pronoun = m[2]!.toLowerCase();
  return sex === undefined || PRONOUN_SEX[pronoun === 'el' ? 'él' : pronoun] === sex;
}
/**
 * A Spanish page's dog right before the verb: "contó que su perro " (murió), "era dueño del perro que "
 * (murió); or the dog taken somewhere, then "donde": "llevó a su perro al veterinario, donde " (murió).
 */
const SPANISH_DOG_BEFORE =
  /(?<![\p{L}])(?:[Ss]us?\s+perr[oa]|del\s+perr[oa]\s+que|llev[oó]\s+a\s+sus?\s+perr[oa](?![\p{L}])[^.;]*?\sdonde)\s+$/u;
/** A full name right after a Spanish verb, its subject: "donde falleció Pedro López". */
const NAME_RIGHT_AFTER = /^\s+((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*)/u;

/** Whether the full name right after a Spanish verb (`NAME_RIGHT_AFTER`) is another person's than the decedent's. */
function anotherNameAfter(after: string, name: DecedentName | null): boolean {
  const m = name && NAME_RIGHT_AFTER.exec(after);
  return !!m && !mayNameTheDecedent(m[1]!, name);
}

/** Whether a Spanish notice's relative (`SPANISH_RELATIVE_BEFORE` or `_AFTER`) is someone else than the person. */
function spanishRelativeIsSomeoneElse(m: RegExpExecArray | null, name: DecedentName | null): boolean {
  if (!m) return false;
  const possessor = SPANISH_POSSESSOR[m[1]!.toLowerCase()]!;
  const relation = SPANISH_KIN[m[2]!.toLowerCase()]!;
  return relationIsSomeoneElse(possessor, relation, m[3], name);
}

/** A relative or an associate, its name set off after it or not: "his father, Robert,", "His mentor, Robert Hale,". */
const RELATIVE_MENTION = new RegExp(
  `\\b${RELATIVE_PHRASE}(?:\\s*,\\s*(?!\\s*who\\b)([^,]{1,50})(?:,|$))?`,
  'gi',
);

/**
 * Whether a sentence that tells a death by a bare pronoun ("He died in 1990.") tells the death of a
 * relative or an associate the sentence before it (`previous`) is about: its subject ("His father,
 * Robert, founded the firm in 1950."), or the person a relative clause hangs on ("... about his
 * grandfather, who built the library in 1910."). The relation's word gives the sex ("father"), else
 * the given name set off after it (`sexOfGiven`, "His mentor, Robert Hale,"); the pronoun must be of
 * that sex. In the family's voice ("Our mother ...") the relative is the decedent.
 */
export function pronounOfThePreviousRelative(
  pronoun: string,
  previous: string,
  name: DecedentName | null,
  sexOfGiven?: (given: string) => 'M' | 'F' | undefined,
): boolean {
  const sex = PRONOUN_SEX[pronoun.toLowerCase()];
  if (!sex) return false;
  for (const m of previous.matchAll(RELATIVE_MENTION)) {
    const subject = previous.slice(0, m.index).trim() === '';
    const hung = /^\s*,?\s*who\b/i.test(previous.slice(m.index + m[0].length));
    if (!subject && !hung) continue;
    // "His father, Robert, founded the firm, and John ran it for 40 years. He died ...": the page's
    // person, named after the relative, is the one the pronoun names.
    const later = previous.slice(m.index + m[0].length);
    if (name && [name.given, name.surname].some((n) => wholeWordTest(n, true)(later))) continue;
    const relation = m[2]!;
    const named = m[3]?.trim().split(/\s+/)[0];
    const ofSex = relationSex(relation) ?? (named ? sexOfGiven?.(named) : undefined);
    if (ofSex === sex && relationIsSomeoneElse(m[1]!, relation, m[3], name)) return true;
  }
  return false;
}

/** The age and the town set off after a name: ", 45, of Peoria" (either or both, or neither). */
const AGE_TOWN_SET_OFF = String.raw`(?:,\s*\d{1,3})?(?:,\s*(?:of|from)\s+[^,;]{1,40})?`;
/**
 * A present-tense verb right after a subject (its age and town set off): "misses", "still visits",
 * "runs". Not "is", "was", "has", nor an obituary's present of the dead ("leaves his wife", "rests
 * beside", "lies", "joins his wife in heaven"). Of the progressive, only what the living do after a
 * death: "is suing OSF over his father's death", "is still grieving his son" ("is dancing with his
 * father again" is an obituary's).
 */
const PRESENT_VERB_AFTER_SUBJECT = new RegExp(
  String.raw`^${AGE_TOWN_SET_OFF},?\s+(?:is\s+(?:still\s+)?(?:suing|raising|grieving|planning|mourning)\b|(?:(?:still|now|also|often|always)\s+)?(?!(?:is|was|has|leaves|rests|lies|joins)\b)\p{Ll}+[^s\s]s\b)`,
  'u',
);
/** Where an obituary tells its dead in the present: "in heaven". */
const IN_HEAVEN = /\bin\s+heaven\b/i;
/** Any verb right after a subject: "lost", "wrote", "was 12 when". */
const VERB_AFTER_SUBJECT = new RegExp(String.raw`^${AGE_TOWN_SET_OFF},?\s+\p{Ll}`, 'u');
/** A relative the sentence names by a possessive: "his brother Mark", "his father's grave". */
const POSSESSED_RELATIVE = /\b(?:his|her|their)\s+(\p{Ll}+)/gu;

/**
 * Whether a bare pronoun's death ("He died Nov. 18, 2025.") is of a relative the sentence before
 * names, when that sentence tells its person in the present, alive as the page is written, and the
 * relative is of the pronoun's sex: "John Whitaker, 45, of Peoria, misses his brother Mark.", "...
 * still visits his father's grave."; in any tense when `present` is false (for a death long before
 * the page). The person is the page's (`name`), or, before the page has named anyone, whoever that
 * sentence opens with.
 */
export function pronounOfARelativeOfTheLiving(
  pronoun: string,
  previous: string,
  name: DecedentName | null,
  present = true,
): boolean {
  // "John Whitaker, 84, now walks with his father in heaven": an obituary's present of the dead.
  if (present && IN_HEAVEN.test(previous)) return false;
  return (
    relativesOfThePronounsSex(
      pronoun,
      previous,
      name,
      present ? PRESENT_VERB_AFTER_SUBJECT : VERB_AFTER_SUBJECT,
    ).length > 0
  );
}

/**
 * Whether a death told by a pronoun is of a relative of the pronoun's sex named earlier in the same
 * sentence, which opens with its person in the present, alive as the page is written
 * (`pronounOfARelativeOfTheLiving`): "John Whitaker, 60, of Peoria, still keeps his brother's room
 * exactly as it was the day he died", "... keeps bees, as his father did until the day he died"; or in
 * a sickbed, in distress or stricken ("shot Mark Cole; he died") in the clause before a semicolon, that
 * clause dated by no other year than the death's (`fromTheVerb`).
 */
function relativeOfTheLivingBefore(
  upToTheVerb: string,
  fromTheVerb: string,
  name: DecedentName | null,
): boolean {
  const pronoun = /\b(he|she)\s+$/i.exec(upToTheVerb);
  if (!pronoun) return false;
  const before = upToTheVerb.slice(0, pronoun.index);
  // "... visited his uncle in the hospital; he died the next morning": the clause before the
  // semicolon read as the sentence before is (`pronounOfARelativeInASickbed`).
  if (pronounOfARelativeOfTheLiving(pronoun[1]!, before, name)) return true;
  if (!/;\s*$/.test(before)) return false;
  if (pronounOfARelativeInASickbed(pronoun[1]!, before, name)) return true;
  // "... shot Mark Cole; he died Nov. 18": the one shot, as after a full stop.
  const act = before.replace(/;\s*$/, '');
  if (pronounOfOneStrickenBefore(pronoun[1]!, act, fromTheVerb, name)) return true;
  // "His passenger did not survive; he died at the scene": the one hurt, as after a full stop.
  if (pronounOfARelativeHurtBefore(pronoun[1]!, act, fromTheVerb, name)) return true;
  // "... called 911 when his roommate stopped breathing; he died": the one in distress.
  const clause = RELATIVE_CLAUSE_BEFORE_A_SEMICOLON.exec(before);
  return clause !== null && pronounsOtherRelative(pronoun[1]!, clause[1]!, clause[2]!, undefined, name);
}

/**
 * A relative in distress as the subject of a clause of time, up to a semicolon: "when his roommate
 * stopped breathing; ".
 */
const RELATIVE_CLAUSE_BEFORE_A_SEMICOLON = new RegExp(
  String.raw`\bwhen\s+${RELATIVE_PHRASE}\s+stopped\s+breathing\b[^.;]*;\s*$`,
  'iu',
);

/** An elder of the family by a word: "father", "grandmother", "great-uncle", "stepfather", "Dad". */
const ELDER = String.raw`(?:great-)*(?:grand(?:father|mother|pa|ma)|uncle|aunt)|(?:step)?(?:father|mother)|dad|mom|papa|mama`;
/** An event that may kill someone a person survives: "crash", "fire", "shooting". */
const DISASTER = String.raw`(?:crash|wreck|collision|accident|fire|blaze|explosion|shooting|tornado|flood)\b`;
/** A vehicle one may strike someone with: "truck", "car". */
const VEHICLE = String.raw`(?:car|truck)\b`;
/** The verbs and phrases of `STRICKEN_AFTER_SUBJECT`, each with whom as a group. */
const STRICKEN_PHRASES = [
  // A harm or a rescue tried, and whom: "shot his neighbor", "performed CPR on his neighbor".
  String.raw`(?:shot|shooting|stabbed|stabbing|strangled|beating|killing|ran\s+over|poisoned|poisoning|punched|attacked|assaulted|fired\s+at|performed\s+CPR\s+on|called\s+911\s+for|tried\s+to\s+save)\s+([^.;]+)`,
  // Whom a blow, a rescue or a rush to the hospital carried: "pulled his neighbor from the burning car".
  String.raw`(?:beat\s+([^.;]+?)\s+with|pulled\s+([^.;]+?)\s+from|carried\s+([^.;]+?)\s+(?:out\s+of|from)|rushed\s+([^.;]+?)\s+to)\b`,
  // A crash, a fire or a vehicle that killed: "survived the fire that killed his brother".
  String.raw`(?:[^.;]|\.(?=\s*\d))*?\b(?:${DISASTER}|${VEHICLE})\s+that\s+killed\s+([^.;]+)`,
  // Whom a vehicle struck: "struck his neighbor with his truck", "the truck that struck Mark Cole".
  String.raw`(?:struck|hit)\s+([^.;]+?)\s+with\s+(?:his|her|a|the)\s+${VEHICLE}`,
  String.raw`${VEHICLE}\s+that\s+struck\s+([^.;]+)`,
  // What follows a death, a deathbed: "found the body of his son", "buried his son", "said goodbye to".
  String.raw`(?:body\s+of|pallbearer\s+for|eulogy\s+for|obituary\s+(?:for|of)|charged\s+in\s+the\s+death\s+of|buried|prayed\s+over|(?:said|say)\s+goodbye\s+to)\s+([^.;]+)`,
  // A deathbed or a loss: "held his father's hand", "was at his brother's side", "lost his brother to".
  String.raw`(?:held\s+((?:his|her)\s+\p{Ll}+)['’]s\s+hand|was\s+(?:at|by)\s+((?:his|her)\s+\p{Ll}+)['’]s\s+side|lost\s+((?:his|her)\s+\p{Ll}+)\s+to)\b`,
  // The last hours: "sang to his grandfather in his last hours", "... when the end came".
  String.raw`((?:his|her)\s+\p{Ll}+)\s+(?:(?:in|during)\s+(?:his|her|their)\s+(?:last|final)\s+(?:hours|days|moments)|when\s+the\s+end\s+came)\b`,
  // A relative's body, funeral, organs or caregiver: "scattered his father's ashes".
  String.raw`((?:his|her)\s+\p{Ll}+)['’]s\s+(?:body|funeral|ashes|death\s+certificate|bedside|organs|caregiver)\b`,
  // A death learned of: "learned of his brother's death".
  String.raw`(?:learned|heard)\s+(?:of|about)\s+((?:his|her)\s+\p{Ll}+)['’]s\s+(?:death|passing)\b`,
  // A relative late, after a verb in the present ("still talks to his late father"), or dying.
  String.raw`(?!(?:was|is|has)\s)\p{Ll}+s\s+(?:(?:to|with|about|for|of|on)\s+)?((?:his|her)\s+late\s+\p{Ll}+)`,
  String.raw`((?:his|her)\s+dying\s+\p{Ll}+)`,
  // A life let go, the stairs, the drugs, a finding: "took his father off life support".
  String.raw`(?:took|take)\s+([^.;]+?)\s+off\s+life\s+support\b`,
  String.raw`pushed\s+([^.;]+?)\s+down\s+the\s+stairs\b`,
  String.raw`(?:sold|selling|gave|giving)\s+([^.;]+?)\s+the\s+(?:pills|drugs|fentanyl|heroin)\b`,
  String.raw`found\s+([^.;]+?)\s+(?:unresponsive|on\s+the\s+floor)`,
  // The last to see, and an elder lived with, cared for or taken in: "lived with his father".
  String.raw`the\s+last\s+to\s+see\s+([^.;]+)`,
  String.raw`(?:lived\s+with|cared\s+for|took\s+in)\s+((?:his|her)\s+(?:${ELDER})(?![\p{L}-])[^.;]*)`,
].join('|');
/**
 * A verb of harm, of rescue, of handing someone the drugs, of finding someone stricken or of being the
 * last to see someone, and whom, after the sentence's subject: "shot his neighbor", "is accused of
 * killing Mark Cole", "poisoned his roommate", "fired at Jim Hart", "beat his neighbor with a bat",
 * "struck his neighbor with his truck", "was driving the truck that struck Mark Cole", "survived the fire
 * that killed his brother", "pushed his
 * brother down the stairs", "performed CPR on his neighbor", "pulled his neighbor from the burning
 * car", "carried his friend out of the house", "rushed his son to OSF", "sold Mark Cole the fentanyl",
 * "found his father on the floor", "was the last to see his brother"; of a deathbed: "held his father's
 * hand", "was at his brother's side", "prayed over his father", "said goodbye to his father", "sang to
 * his grandfather in his last hours", "was with his brother when the end came"; of what follows a
 * death: "found the body of his son", "spoke at his brother's funeral", "was a pallbearer for his
 * uncle", "wrote the obituary for his father", "buried his son", "lost his brother to cancer",
 * "scattered his father's ashes", "donated his brother's organs", "learned of his brother's death",
 * "is charged in the death of his roommate"; a relative late, after a verb in the present ("still talks
 * to his late father", not "was his late brother's partner"), or dying: "flew home to see his dying
 * father"; a father taken off life support, or whose caregiver the
 * subject was; or an elder the subject lived with, cared for or took in: "lived with his father".
 * Groups: whom, by the verb's kind.
 */
const STRICKEN_AFTER_SUBJECT = new RegExp(
  String.raw`^${AGE_TOWN_SET_OFF},?\s+(?:[\p{Ll}\s]{0,30}?\s)?(?:${STRICKEN_PHRASES})`,
  'u',
);

/**
 * Whether a bare pronoun's death ("He died Nov. 18.") is of someone the sentence before tells its
 * person shot, stabbed, struck or otherwise harmed, tried to save, handed the drugs, found stricken,
 * buried or mourned, was the last to see or lived with as an elder (`STRICKEN_AFTER_SUBJECT`): a
 * relative, an associate or a name of the pronoun's sex, or a relative of no sex ("neighbor"): "John
 * Whitaker, 45, shot his neighbor.", "... is accused of killing Mark Cole.", "... found his father on
 * the floor.", "... spoke at his brother's funeral.", "... lived with his father.". The person is the
 * page's (`name`), or whoever that sentence opens with. The act is dated by no other year than the death
 * (`fromTheVerb`, or the page's year, `pageYear`; `actOfTheDeathsTime`).
 */
export function pronounOfOneStrickenBefore(
  pronoun: string,
  previous: string,
  fromTheVerb: string,
  name: DecedentName | null,
  pageYear?: number,
): boolean {
  if (!actOfTheDeathsTime(previous, fromTheVerb, pageYear)) return false;
  const sex = PRONOUN_SEX[pronoun.toLowerCase()];
  const opens = sex ? openingPerson(previous, name) : null;
  const stricken =
    (opens ? STRICKEN_AFTER_SUBJECT.exec(previous.slice(opens.length)) : null) ??
    // "The crash killed his passenger.": whom a cause killed, the sentence opened by the cause.
    CAUSE_KILLED_OPENING.exec(previous);
  if (!stricken) return false;
  const whom = stricken.slice(1).find((group) => group !== undefined)!;
  const relative = TENDED_RELATIVE.exec(whom);
  if (relative?.index === 0)
    return pronounsOtherRelative(pronoun, relative[1]!, relative[2]!, relative[3], name);
  const named = /^((?:\p{Lu}[\p{L}'’.-]*\s+){1,2}\p{Lu}[\p{L}'’-]*)/u.exec(whom);
  // "shot Bradley University's games": a possessive names what was shot, not whom.
  if (!named || !name || /['’]s$/.test(named[1]!)) return false;
  const ofSex = name.sexOfGiven?.(named[1]!.split(/\s+/)[0]!);
  return ofSex === undefined || ofSex === sex;
}

/**
 * What befalls someone hurt, told right after them: "was not so lucky", "did not survive", "was
 * critically injured", "was badly burned", "was ejected", "was pinned", "was trapped", "was thrown from
 * the car", "was rushed to OSF", "was airlifted to", "suffered critical injuries".
 */
const HURT_PREDICATE = String.raw`(?:(?:did\s+not|didn['’]t)\s+survive|(?:was\s+not|wasn['’]t)\s+(?:so|as)\s+lucky|was\s+(?:(?:critically|seriously|severely|badly|gravely)\s+(?:injured|hurt|wounded|burned)|ejected|pinned|trapped|thrown|rushed\s+to|airlifted)|suffered\s+(?:critical|serious|severe|life-threatening)\s+(?:injuries|wounds|burns))\b`;
/** The article or number before a noun that names someone unknown: "the", "a", "another", "one". */
const ARTICLE = String.raw`(?:[Tt]he|[Aa]n?|[Aa]nother|[Oo]ne)`;
/**
 * What befell a person a story names by a noun, told right after the noun and before the verb: "(A
 * Peoria man) who was hurt in a crash Nov. 18, 2026, (died)", "(A Pekin woman) injured in a fire
 * (died)".
 */
const HURT_AFTER_NOUN = String.raw`(?:,?\s+(?:who\s+was\s+)?(?:\p{Ll}+ly\s+)?(?:hurt|injured|wounded|burned)\b(?:[^,;.]|\.(?=\s*\d)){0,80}?,?)?`;
/**
 * A name set off after a sentence's subject, an age or a town after it or not: ", Jim Hart, 50, of
 * Pekin,". Group: the name.
 */
const SET_OFF_NAME_AGE_TOWN = String.raw`(?:\s*,\s*([^,]{1,50}),(?:\s*(?:\d{1,3}|(?:of|from)\s+[^,]{1,40}),)*)?`;
/**
 * A relative or an associate a sentence opens with, a name and an age or a town set off after it or
 * not, then what befell them (`HURT_PREDICATE`): "His son was critically injured", "His passenger,
 * Jim Hart, 50, of Pekin, was seriously hurt". Groups: the possessor, the relation, the name.
 */
const RELATIVE_HURT = new RegExp(
  String.raw`^\s*${RELATIVE_PHRASE}${SET_OFF_NAME_AGE_TOWN}\s+${HURT_PREDICATE}`,
  'iu',
);
/**
 * A person by a story's noun a sentence opens with, a name and an age or a town set off after it or
 * not, then what befell them (`HURT_PREDICATE`): "The other driver was critically injured", "A Pekin
 * man was critically injured", "The passenger was not so lucky". Groups: the words that name them, the
 * noun.
 */
const STORY_NOUN_HURT = new RegExp(
  String.raw`^\s*(${ARTICLE}\s+(?:[\p{L}\d'’.-]+\s+){0,3}?(${STORY_NOUN.slice(3, -1)}))${SET_OFF_NAME_AGE_TOWN}\s+${HURT_PREDICATE}`,
  'u',
);

/**
 * Whether a bare pronoun's death ("He died at the scene.") is of a relative or an associate the
 * sentence before (`previous`) opens with, hurt (`RELATIVE_HURT`), of the pronoun's sex or of none in
 * its word: "John Whitaker, 45, was hurt in a crash Nov. 18, 2026. His son was critically injured. He
 * died the next day.", "His passenger was not so lucky. He died at the scene." That sentence is dated by
 * no other year than the death (`fromTheVerb`, or the page's year, `pageYear`; `actOfTheDeathsTime`):
 * "His son was critically injured in a crash in 1998. He died Nov. 18, 2026." is the page's person's
 * own.
 */
export function pronounOfARelativeHurtBefore(
  pronoun: string,
  previous: string,
  fromTheVerb: string,
  name: DecedentName | null,
  pageYear?: number,
): boolean {
  if (!actOfTheDeathsTime(previous, fromTheVerb, pageYear)) return false;
  const m = RELATIVE_HURT.exec(previous);
  return m !== null && pronounsOtherRelative(pronoun, m[1]!, m[2]!, m[3], name);
}

/**
 * Whether a bare pronoun's death ("He died at OSF.") is of a person by a story's noun the sentence
 * before (`previous`) opens with, hurt (`STORY_NOUN_HURT`), of the pronoun's sex or of none in its
 * noun, once a sentence has named the page's person (`naming`): "John Whitaker, 45, of Peoria, was hurt
 * in a crash Nov. 18, 2026. The other driver was critically injured. He died at OSF.", "... A Pekin man
 * was critically injured.". Not the one named of that town ("The Peoria man", `townsPersonNamedBefore`),
 * nor when that sentence dates itself by another year than the death (`fromTheVerb`, or the page's
 * year, `pageYear`).
 */
export function pronounOfAStoryNounHurtBefore(
  pronoun: string,
  previous: string,
  fromTheVerb: string,
  naming: string,
  pageYear?: number,
): boolean {
  if (!actOfTheDeathsTime(previous, fromTheVerb, pageYear)) return false;
  const hurt = storyNounHurt(pronoun, previous);
  return hurt !== null && !townsPersonNamedBefore(`${hurt} `, naming);
}

/**
 * The words that name a person by a story's noun a sentence opens with, hurt (`STORY_NOUN_HURT`), of
 * the pronoun's sex or of none in its noun: "A Peoria man" of "A Peoria man was critically injured in a
 * crash Nov. 18, 2026." for "he". Null when the sentence opens otherwise.
 */
export function storyNounHurt(pronoun: string, sentence: string): string | null {
  const m = STORY_NOUN_HURT.exec(sentence);
  if (!m) return null;
  const sex = NOUN_SEX[m[2]!.toLowerCase()];
  return sex === undefined || sex === PRONOUN_SEX[pronoun.toLowerCase()] ? m[1]! : null;
}

/** The Spanish verbs of `SPANISH_STRICKEN_AFTER_SUBJECT`, each up to the words before whom. */
const SPANISH_STRICKEN_VERBS = [
  // A harm: "le disparó a su vecino", "está acusado de matar a Pedro López".
  String.raw`dispar[oó]\s+a`,
  String.raw`matar\s+a`,
  String.raw`apuñal[oó]\s+a`,
  String.raw`atropell[oó]\s+a`,
  String.raw`envenen[oó]\s+a`,
  String.raw`golpe[oó]\s+a`,
  String.raw`atac[oó]\s+a`,
  // A rescue: "intentó rescatar a su vecino", "le hizo RCP a su padre", "sacó a su hijo del río".
  ...SPANISH_RESCUE_VERBS,
  String.raw`sac[oó]\s+a(?=[^.;]*?\s(?:del\s+(?:río|agua|auto)|de\s+la\s+casa)\b)`,
  // A deathbed, a death learned of or a life let go: "le tomó la mano a su padre", "se enteró de la
  // muerte de su hermano", "decidió desconectar a su padre".
  String.raw`tom[oó]\s+la\s+mano\s+a`,
  String.raw`despedirse\s+de`,
  String.raw`se\s+enter[oó]\s+de\s+la\s+muerte\s+de`,
  String.raw`[oó]rganos\s+de`,
  String.raw`desconectar\s+a`,
  // A relative dying, or late in the present: "ver a su padre moribundo", "habla con su difunto padre".
  String.raw`(?:ver|visitar)\s+a(?=\s+sus?\s+\p{Ll}+\s+moribund[oa]\b)`,
  String.raw`(?:habla|conversa|sueña|reza|lleva|guarda|conserva|usa)\s+(?:[\p{Ll}\s]{0,20}?\s)?(?:con|de|a|por)(?=\s+sus?\s+difunt[oa]\s)`,
  // At the side, in prayer, in farewell, at the burial, in the loss, in the rush to the hospital.
  String.raw`estuvo\s+al\s+lado\s+de`,
  String.raw`rez[oó]\s+por`,
  String.raw`se\s+despidi[oó]\s+de`,
  String.raw`enterr[oó]\s+a`,
  String.raw`perdi[oó]\s+a`,
  String.raw`llev[oó]\s+de\s+urgencia\s+a`,
  String.raw`llam[oó]\s+al\s+911\s+cuando`,
  // A grief or a grave in the present: "extraña a su hermano", "visita la tumba de su padre".
  String.raw`(?:extraña|recuerda)\s+a`,
  String.raw`piensa\s+en`,
  String.raw`(?:visita|lleva\s+flores\s+a)\s+la\s+tumba\s+de`,
  // A sickbed or the last hours: "visitó a su padre en el hospital", "acompañó a su abuelo en sus
  // últimas horas".
  String.raw`visit[oó]\s+a(?=[^.;]*?\sen\s+el\s+hospital\b)`,
  String.raw`acompa[nñ][oó]\s+a(?=[^.;]*?\sen\s+sus\s+[uú]ltimas\s+horas\b)`,
  // An elder cared for or lived with: "cuidó a su padre", "vivía con su madre".
  String.raw`(?:cuid[oó]\s+a|viv[ií]a\s+con|cuidadora?\s+de)(?=\s+sus?\s+${SPANISH_ELDER.source.slice(1, -1)}(?![\p{L}]))`,
  // A crash, a fire, the pills: "chocó contra el auto de", "sobrevivió al incendio que mató a".
  String.raw`choc[oó]\s+contra\s+el\s+auto\s+de`,
  String.raw`(?:incendio|choque|accidente|explosi[oó]n|tiroteo)\s+que\s+mat[oó]\s+a`,
  String.raw`vendi[oó]\s+las\s+pastillas\s+a`,
  // What follows a death: "habló en el funeral de", "encontró el cuerpo de", "... a su padre en el piso".
  String.raw`(?:funeral|cenizas|obituario|cuerpo)\s+de`,
  String.raw`encontr[oó]\s+a(?=[^.;]*?\sen\s+el\s+piso\b)`,
].join('|');
/**
 * In Spanish, after the sentence's subject and what is set off after it ("de 45 años"), a shot, a
 * stabbing, a killing, a running over, a blow, a crash, a rescue, a sale of the pills, a deathbed, a
 * loss, a grief or a grave in the present, a funeral, a body or ashes, a finding on the floor, or an
 * elder cared for or lived with, and whom: "le disparó a su vecino", "está acusado de matar a Pedro
 * López", "atropelló a Pedro López", "chocó contra el auto de Pedro Gómez", "intentó rescatar a su
 * vecino", "sacó a su hijo del río", "llevó de urgencia a su hijo a OSF", "sobrevivió al incendio que
 * mató a su hermano", "le tomó la mano a su padre", "acompañó a su abuelo en sus últimas horas",
 * "perdió a su hermano", "extraña a su hermano", "recuerda a su hermano", "piensa en su madre", "visita
 * la tumba de su padre", "todavía habla con su difunto padre", "viajó para ver a su padre moribundo",
 * "se enteró de la muerte de su hermano", "no pudo despedirse de su padre", "donó los órganos de su
 * hermano", "decidió desconectar a su padre", "era el cuidador de su padre", "habló en el funeral de su
 * hermano", "encontró el cuerpo de su hijo", "encontró a su padre en el piso", "cuidó a su padre",
 * "vivía con su madre". Groups: the relative's word, or the name.
 */
const SPANISH_STRICKEN_AFTER_SUBJECT = new RegExp(
  String.raw`^(?:,\s*[^,.;]{1,40}){0,2},?\s+(?:[\p{Ll}\s]{0,30}?\s)?(?:${SPANISH_STRICKEN_VERBS})\s+(?:sus?\s+(?:difunt[oa]\s+)?(\p{Ll}+)|(\p{Lu}[\p{L}'’-]*\s+\p{Lu}[\p{L}'’-]*))`,
  'u',
);

/**
 * Whether a Spanish death told with no subject ("Murió el 18 de noviembre."), the pronoun dropped, is
 * of someone the sentence before tells its person shot, stabbed, ran over, sold the pills, sat with at
 * the deathbed, lost, buried or found on the floor (`SPANISH_STRICKEN_AFTER_SUBJECT`): a relative or a
 * neighbor, or another name. The person is the page's (`name`), or whoever that sentence opens with.
 * The act is dated by no other year than the death (`fromTheVerb`, or the page's year, `pageYear`;
 * `actOfTheDeathsTime`).
 */
export function spanishOneStrickenBefore(
  previous: string,
  fromTheVerb: string,
  name: DecedentName | null,
  pageYear?: number,
): boolean {
  if (!actOfTheDeathsTime(previous, fromTheVerb, pageYear)) return false;
  const opens = openingPerson(previous, name);
  const m = opens === null ? null : SPANISH_STRICKEN_AFTER_SUBJECT.exec(previous.slice(opens.length));
  return m !== null && (m[1] === undefined || SPANISH_KIN[m[1]] !== undefined);
}

/**
 * What befalls someone hurt, in Spanish: "resultó gravemente herido", "no sobrevivió", "no tuvo tanta
 * suerte".
 */
const SPANISH_HURT = String.raw`(?:result[oó]\s+(?:\p{Ll}+mente\s+)?herid[oa]|no\s+sobrevivi[oó]|no\s+tuvo\s+tanta\s+suerte)`;
/**
 * A relative or "the other" driver or passenger a Spanish sentence opens with, a name set off after it
 * or not, then what befell them (`SPANISH_HURT`): "Su hijo resultó gravemente herido", "El otro
 * conductor, Pedro Gómez, no sobrevivió". Groups: the possessor, the relative's word, the name.
 */
const SPANISH_HURT_SUBJECT = new RegExp(
  String.raw`^\s*(?:(${SPANISH_POSSESSOR_CASED})\s+(${SPANISH_KIN_WORDS})|(?:[Ee]l\s+otro|[Ll]a\s+otra)\s+(?:conductora?|pasajer[oa]))(?:\s*,\s*([^,]{1,50}),(?:\s*de\s+\d{1,3}\s+años,)?)?\s+${SPANISH_HURT}`,
  'u',
);

/**
 * Whether a Spanish death told with no subject ("Murió al día siguiente."), the pronoun dropped, is of
 * a relative or of the other driver or passenger the sentence before (`previous`), or the clause before
 * a semicolon, opens with, hurt (`SPANISH_HURT_SUBJECT`): "Su hijo resultó gravemente herido.", "Su
 * hermano no sobrevivió;". Not the page's person (`name`) by the relative's word or a name set off, nor
 * when that sentence dates itself by another year than the death (`fromTheVerb`, or the page's year,
 * `pageYear`).
 */
export function spanishOneHurtBefore(
  previous: string,
  fromTheVerb: string,
  name: DecedentName | null,
  pageYear?: number,
): boolean {
  if (!actOfTheDeathsTime(previous, fromTheVerb, pageYear)) return false;
  const m = SPANISH_HURT_SUBJECT.exec(previous);
  if (!m) return false;
  if (m[2] === undefined) return m[3] === undefined || name === null || !namesThePerson(m[3], name);
  const possessor = SPANISH_POSSESSOR[m[1]!.toLowerCase()]!;
  return relationIsSomeoneElse(possessor, SPANISH_KIN[m[2].toLowerCase()]!, m[3], name);
}

/**
 * The words a sentence opens with that name its person: the page's person (`name`) by the family name,
 * the given name before it or not, or, before the page has named anyone, the capitalised words it
 * opens with ("He", "His" and the like aside). Null when it opens otherwise.
 */
export function openingPerson(sentence: string, name: DecedentName | null): string | null {
  const opens = name
    ? new RegExp(
        String.raw`^\s*(?:${escapeRegExp(name.given)}\s+(?:\p{Lu}\.?\s+)?)?${escapeRegExp(name.surname)}\b`,
        'u',
      ).exec(sentence)
    : /^\s*(?!(?:He|She|They|It|His|Her|Their)\b)(?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’-]*\b/u.exec(
        sentence,
      );
  return opens?.[0] ?? null;
}

/** A relative in a sickbed after it is named: "his father in the hospital", "his brother in hospice". */
const RELATIVE_IN_A_SICKBED = /^\s+(?:at|in)\s+(?:the\s+)?(?:hospital|hospice|nursing\s+home)\b/i;

/**
 * Whether a bare pronoun's death is of a relative the sentence before tells of in a sickbed, the
 * relative of the pronoun's sex: "John Whitaker, 45, of Peoria, visited his father in the hospital
 * every day. He died Nov. 18, 2026." The person is the page's (`name`), or whoever that sentence
 * opens with.
 */
export function pronounOfARelativeInASickbed(
  pronoun: string,
  previous: string,
  name: DecedentName | null,
): boolean {
  return relativesOfThePronounsSex(pronoun, previous, name, VERB_AFTER_SUBJECT).some((m) =>
    RELATIVE_IN_A_SICKBED.test(m.input!.slice(m.index! + m[0].length)),
  );
}

/** A search for someone, right before whom: "searched for ", "was looking for ". */
const SOUGHT_BEFORE = /\b(?:searched|looking)\s+for\s+$/i;

/**
 * Whether a death told by a possessive of what the dead had ("His body was found Nov. 18, 2026.") is
 * of a relative of the possessive's sex the sentence before tells its person searched for: "John
 * Whitaker, 45, of Peoria, searched for his brother for weeks.", "Mary Whitaker ... was looking for her
 * daughter.". The person is the page's (`name`), or whoever that sentence opens with.
 */
export function possessiveOfARelativeSought(
  possessive: string,
  previous: string,
  name: DecedentName | null,
): boolean {
  return relativesOfThePronounsSex(possessive, previous, name, VERB_AFTER_SUBJECT).some((m) =>
    SOUGHT_BEFORE.test(m.input!.slice(0, m.index)),
  );
}

/**
 * The relatives of the pronoun's sex a sentence names by a possessive after it opens with its person
 * and a verb (`verbAfter`): the page's person (`name`), or, before the page has named anyone, whoever
 * the sentence opens with. None when it opens otherwise, or for a pronoun of no sex.
 */
function relativesOfThePronounsSex(
  pronoun: string,
  previous: string,
  name: DecedentName | null,
  verbAfter: RegExp,
): RegExpMatchArray[] {
  const sex = PRONOUN_SEX[pronoun.toLowerCase()];
  if (!sex) return [];
  const opens = openingPerson(previous, name);
  if (opens === null) return [];
  const rest = previous.slice(opens.length);
  return verbAfter.test(rest)
    ? [...rest.matchAll(POSSESSED_RELATIVE)].filter((m) => relationSex(m[1]!) === sex)
    : [];
}

/**
 * "The elder Whitaker died in 1990" on the page of John Whitaker, who retired in 2026: a generation of
 * the family the page tells apart from its person. The elder or senior is the person's own on a page
 * of a "Sr.", the younger or junior on one of a "Jr.".
 */
function otherGenerationBefore(before: string, name: DecedentName | null): boolean {
  if (!name || !/\b(?:elder|senior|younger|junior)\s/i.test(before)) return false;
  const m = new RegExp(
    String.raw`\b[Tt]he\s+(elder|senior|younger|junior)\s+${escapeRegExp(name.surname)}\s*(?:,\s*[^,]{1,40},\s*)?(?:had\s+|has\s+|later\s+)?$`,
    'u',
  ).exec(before);
  if (!m) return false;
  const elder = /^(?:elder|senior)$/i.test(m[1]!);
  const suffix = (name.suffix ?? '').replace(/\.$/, '').toLowerCase();
  return !(elder ? suffix === 'sr' : suffix === 'jr');
}

/**
 * A name, its age after it or not, then "and" or "y": the first of two subjects ("John Whitaker, 84,
 * and", "Juan López, de 84 años, y").
 */
const SUBJECT_AND =
  /(?:^|[^\p{L}'’])\p{Lu}[\p{L}'’.-]*(?:,\s*\d{1,3}|,\s*de\s+\d{1,3}\s+años)?,?\s+(?:and|y)\s+$/u;
/** "the passing of her husband", "... of our father, John Smith," right after the verb. */
const RELATIVE_AFTER = new RegExp(
  `^\\s*${POSSESSOR}\\s+${EPITHETS}${RELATION}\\b${OF_YEARS}(?:\\s*,\\s*([^,]{1,50}))?`,
  'i',
);

/**
 * Whether the relative or associate a death (or birth) verb is said of is someone else than the
 * decedent.
 *
 * Only the family's voice of an obituary, "our" and a relationship ("Our mother passed away June
 * 1", "the passing of our father, John Smith"), names the decedent: without an apposition, or with
 * one that gives the decedent's given name. Anyone's else is another person, even under the
 * decedent's own name: a funeral director named after his father writes "After his father, John
 * Spears, passed away in 1982", or "When my father, John Spears, died"; a husband and wife may share
 * a given name ("Her husband, Chris, died"); "our founder" is the firm's. A possessive of another
 * name with the decedent's whole name ("The mayor's wife, Mary Smith, died Tuesday") is a news
 * report of the decedent's death.
 */
function relativeIsSomeoneElse(m: RegExpExecArray | null, name: DecedentName | null): boolean {
  return m !== null && relationIsSomeoneElse(m[1]!, m[2]!, m[3], name);
}

function relationIsSomeoneElse(
  possessorWord: string,
  relationWord: string,
  apposition: string | undefined,
  name: DecedentName | null,
): boolean {
  const possessor = possessorWord.toLowerCase().replace(/['’]s$/, '');
  const relation = relationWord.toLowerCase();
  const words = apposition === undefined ? [] : normalizeNamePart(apposition).split(/[\s-]+/);
  const has = (part: string): boolean => words.includes(normalizeNamePart(part));
  if (possessor === 'our') {
    if (ASSOCIATES.includes(relation)) return true;
    // "our beloved father, grandfather and friend, left this world": more of what the person was to
    // the family, no one's name.
    if (apposition !== undefined && MORE_RELATIONS.test(apposition.trim())) return false;
    // Before the page has named anyone, the apposition is the name the page gives its person.
    return apposition !== undefined && name !== null && !has(name.given);
  }
  // A widow's "My dear husband, John Whitaker, 84, of Peoria", and hers told of her ("Mary Whitaker
  // has lived alone since her husband, John Whitaker, died"): the apposition is the page's person,
  // whole, and of no other generation. Before the page has named anyone, it is the name the page gives
  // its person. Only a spouse: a son shares his father's whole name ("When my father, John Jones,
  // died in 1982, I took over the business" on John Jones's staff page).
  if (
    (possessor === 'my' || (name !== null && (possessor === 'his' || possessor === 'her'))) &&
    apposition !== undefined &&
    SPOUSE.test(relation) &&
    (name === null || (has(name.given) && has(name.surname))) &&
    !GENERATION_WORD.test(apposition)
  )
    return false;
  // Someone's, set off by the person's whole name and of no other generation, who is the person: one who
  // lives or works beside them, no kin ("Mary Whitaker escaped the fire, but her neighbor, John Cole,
  // 84, died" on John Cole's page), or kin whose name carries the generation the page gives its person,
  // which tells him from the one he is of ("John Cole, 45, was injured, and his son, John Cole Jr., 19,
  // died" on John Cole Jr.'s page).
  if (
    (possessor === 'his' || possessor === 'her') &&
    apposition !== undefined &&
    name !== null &&
    has(name.given) &&
    has(name.surname) &&
    !anotherGeneration(apposition, name) &&
    (NEIGHBOURS.includes(relation) || GENERATION_WORD.test(apposition))
  )
    return false;
  if (['my', 'his', 'her', 'their', 'whose'].includes(possessor) || !name) return true;
  const own = (part: string): boolean => normalizeNamePart(possessor) === normalizeNamePart(part);
  if (own(name.given) || own(name.surname)) return true;
  // "Liam's great-grandfather, John Whitaker Sr., died" on John Whitaker's page: the whole name, of
  // another generation than the page gives its person.
  if (anotherGeneration(apposition ?? '', name)) return true;
  return !(has(name.given) && has(name.surname));
}

/** Whether a written name carries another generation than the page's person: "John Whitaker Sr." on John Whitaker's page. */
function anotherGeneration(written: string, name: DecedentName): boolean {
  const generation = GENERATION_WORD.exec(written)?.[1];
  return (
    generation !== undefined && generation.toLowerCase() !== name.suffix?.replace(/\.$/, '').toLowerCase()
  );
}

/**
 * The age set off after the person's name in a text, their middle names and generation between or
 * not: 45 of "John Whitaker, 45, of Peoria, was injured", "Juan Pérez, de 45 años,". Null without one.
 */
export function ageSetOffAfterTheName(
  text: string,
  person: Pick<DecedentName, 'given' | 'surname'>,
): number | null {
  // The pattern is built only when the text holds both names as written.
  if (!person.given || !text.includes(person.given) || !text.includes(person.surname)) return null;
  const stated = new RegExp(
    String.raw`\b${escapeRegExp(person.given)}\s+(?:\p{Lu}[\p{L}.'’-]*\s+){0,2}${escapeRegExp(person.surname)}(?:\s+(?:${GENERATIONS})\.?)?,\s*(?:de\s+)?(\d{1,3})(?:\s+años)?,`,
    'u',
  ).exec(text);
  return stated ? Number(stated[1]) : null;
}

const SPOUSE = /^(?:husband|wife|spouse|partner|companion)$/;
/** The generations a name may carry after the family name, as a pattern's alternatives. */
const GENERATIONS = 'Sr|Jr|II|III|IV';
/** The generation a written name carries: "John Whitaker Sr." (group: "Sr"). */
const GENERATION_WORD = new RegExp(String.raw`\b(${GENERATIONS})\b`);

/** The decedent's name as the page gives it, for an apposition to be compared with. */
export interface DecedentName {
  given: string;
  surname: string;
  /** The sex nine in ten bearing the given name are (the lexicon's `sexOfGivenName`), if known. */
  sex?: 'M' | 'F';
  /** Other names the person goes by on the page: the nickname, the middle names. */
  otherNames?: readonly string[];
  /** Whether two given names are one (Bob and Robert; the lexicon's `sameGivenName`), if known. */
  sameGivenName?: (a: string, b: string) => boolean;
  /** The generation the name carries: "Jr.", "Sr.", "III". */
  suffix?: string;
  /** The sex nine in ten bearing a given name are (the lexicon's `sexOfGivenName`), if known. */
  sexOfGiven?: (given: string) => 'M' | 'F' | undefined;
}

/** A thing or a being a noun names, its clause of "that" right before the verb: "owned the dog that " (died). */
const NOUN_THAT_BEFORE = /\b(?:the|a|an)\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+\s+that\s+$/u;

/**
 * Many people, or people other than the subject, right before the verb: "until they died", "while
 * they passed away", "a crash in which three people died", "everyone else has passed away", "14
 * clients have died", "after both parents died", "two wives, the second of whom died". No one
 * person's death, and not the page's person's. A Spanish date's year ("El
 * 18 de noviembre de 2026 falleció Juan Pérez") is no number of people.
 */
const OTHERS_BEFORE =
  /(?<!['’])\b(?:they|we|(?:everyone|everybody)(?:\s+else)?(?:\s+(?:aboard|on\s+board|inside))?|others|many|several|both(?:\s+\p{Ll}+s)?|all(?:\s+of\s+them)?|of\s+whom|people|patients|residents|victims|passengers|friends|relatives|classmates|soldiers|men|women|children|members|dozens|hundreds|thousands|two|three|four|five|six|seven|eight|nine|ten|(?<!\bdel?\s+)\d+(?:\s+[a-z]+s)?|it)\s+(?:(?:had|has|have|later|also|all|both|eventually|since|sadly)\s+)*$/iu;

/** A namesake the subject is not: "John Whitaker, 45, is not the John Whitaker who " (died). */
const NOT_THE_NAMESAKE = /\bis\s+not\s+the\s+(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}who\s+$/u;

/**
 * One the subject beat so that he or she died, the pronoun of the result: "beating his neighbor so
 * badly that he " (died). "Was beaten so badly that he died" is the person's own.
 */
const BEATEN_SO_THAT =
  /\b(?:beat|beating)\s+(?:his|her|the|a|an)\s+[^.;]{1,40}?\bso\s+badly\s+that\s+(?:he|she)\s+$/i;

/** Words a story names an unnamed person by: "the victim", "a Pekin teen", "the infant". */
const PERSON_NOUN = String.raw`(?:man|woman|boy|girl|person|victim|\d{1,3}-year-old|driver|passenger|pedestrian|motorist|cyclist|bicyclist|motorcyclist|hiker|jogger|swimmer|boater|skier|hunter|patient|inmate|prisoner|detainee|suspect|child|toddler|infant|baby|newborn|teen|teenager|stranger|occupant|homeowner|tenant|worker|shooter|gunman)`;

/** A clause right after a noun, its pronoun the subject: "(the man) she hit", "(the woman) he was driving". */
const CONTACT_CLAUSE = String.raw`(?:\s+(?:that\s+|whom\s+)?(?:she|he|they)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+)?`;

/**
 * A headline's bare noun of a relative, an associate or a person, its clause right before the verb,
 * after the verb or preposition it is the object of: "John Whitaker visits grave of brother who "
 * (died), "... honors teammate who ", "... mourns wife who ", "... runs for sister who ", "... helps
 * family of boy who " (drowned), "... sues hospital where wife " (died), "Two years after wife "
 * (died). In prose a possessive or an article comes first ("his brother who"); "husband, father and
 * grandfather who passed away" is the person's own.
 */
const HEADLINES_OBJECT_WHO = new RegExp(
  String.raw`\b(?:of|for|honors|mourns)\s+(?:${RELATION}|${PERSON_NOUN})\s+who\s+$|\b(?:where|after)\s+${RELATION}\s+$`,
  'iu',
);

/** A common noun with up to two words before it, all lower case: "driver", "other driver", "retired teacher". */
const COMMON_NOUN = String.raw`(?:\p{Ll}[\p{Ll}-]*\s+){0,2}\p{Ll}[\p{Ll}-]*`;

/** A written name: one to four capitalised words or initials ("John Smith", "J. Robert Hale"). */
const WRITTEN_NAME = String.raw`(?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’-]*`;

/**
 * A full name set off at the end of a text, its age and town set off or not: "John Whitaker, 84, of
 * Pekin, ". A family name alone may be anyone's of the family. Group: the name.
 */
const FULL_NAME_SET_OFF = new RegExp(
  String.raw`((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*),${AGE_OR_TOWN_AFTER}{0,2}\s*$`,
  'u',
);

/** A name set off before "quien" right before a Spanish verb: "encontró a Pedro López, quien ". Group: the name. */
const SPANISH_NAME_WHO_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}'’.])(${WRITTEN_NAME}),\s+quien\s+(?:ya\s+)?$`,
  'u',
);

/**
 * A Spanish story's noun and a name set off after it right before the verb: "El conductor, Juan López, ",
 * "Un hombre de 84 años, Juan López, ", "El conductor del otro vehículo, Juan López, ". Group: the name.
 */
const SPANISH_NOUN_NAMED_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:[Ee]l|[Ll]a|[Uu]na?)\s+(?:otr[oa]\s+)?${SPANISH_SUBJECT_NOUN}(?:\s+del?\s+[^,]{1,40})?\s*,\s*(${WRITTEN_NAME})\s*,\s*$`,
  'u',
);

/** The name the sentence identifies its noun as, after the verb: "fue identificado como Juan Pérez". Group: the name. */
const SPANISH_IDENTIFIED_AS = new RegExp(String.raw`\bidentificad[oa]\s+como\s+(${WRITTEN_NAME})`, 'u');

/**
 * Whether someone else than the decedent is named right before a Spanish verb (`SPANISH_NOUN_BEFORE`,
 * `SPANISH_STORY_NOUN_BEFORE`, `SPANISH_NAME_WHO_BEFORE`): a noun the sentence does not identify as the
 * decedent ("El hombre que murió ... fue identificado como Juan Pérez" is his), or another's name.
 */
function spanishOtherBefore(before: string, after: string, name: DecedentName | null): boolean {
  if (
    SPANISH_DOG_BEFORE.test(before) ||
    spanishTendedUntilDeath(before) ||
    spanishRelativeThePronounNames(before)
  )
    return true;
  // "Un hombre de Pekin murió": someone a Spanish story names by a noun, until identified.
  if (SPANISH_NOUN_BEFORE.test(before) || SPANISH_STORY_NOUN_BEFORE.test(before)) {
    const identified = SPANISH_IDENTIFIED_AS.exec(after);
    return !(identified && name && mayNameTheDecedent(identified[1]!, name));
  }
  // "El conductor, Juan López, " (murió) on María Ruiz's page: the name set off after the noun, another's.
  const named = SPANISH_NOUN_NAMED_BEFORE.exec(before);
  if (named) return name !== null && !mayNameTheDecedent(named[1]!, name);
  const m = name && SPANISH_NAME_WHO_BEFORE.exec(before);
  return !!m && (!mayNameTheDecedent(m[1]!, name) || anotherGivenName(m[1]!, name));
}

/**
 * Whether a full name holds the decedent's family name with another given name the tables know: "Mary
 * Whitaker" on John Whitaker's page, "Pedro Pérez" on Juan Pérez's.
 */
function anotherGivenName(written: string, name: DecedentName): boolean {
  const parts = written.split(/\s+/);
  return (
    parts.length >= 2 &&
    name.sexOfGiven?.(parts[0]!) !== undefined &&
    normalizeNamePart(parts[parts.length - 1]!) === normalizeNamePart(name.surname) &&
    !mayNameTheDecedent(parts.slice(0, -1).join(' '), name)
  );
}

/**
 * A person named by a common noun as the subject of a later clause: "Officer John Smith was the first
 * to arrive; the driver died at the scene", "... and the passenger was pronounced dead", "took his
 * grandfather fishing every summer until the old man died" ("until the day he died" is the subject's
 * own), "John
 * Whitaker was driving the car when a Pekin man died". At the start of a sentence ("The longtime mayor
 * died Nov. 18") such a noun may be the decedent, and counts. A man or woman of a town after a bare
 * "and" is a second subject ("A Peoria man and a Pekin woman died"), not a later clause.
 */
const NOUN_OF_A_LATER_CLAUSE = new RegExp(
  String.raw`(?:(?:[;:]\s*|,?\s+(?:and|but|while|when|after|until|as|where|(?:in|during|after)\s+which)\s+)(?:the|a|an)\s+(?!(?:\p{Ll}+\s+){0,2}(?:he|she)\s+$)${COMMON_NOUN}|(?:[;:]\s*|,\s*(?:and|but)\s+|,?\s+(?:while|when|after|as|where|(?:in|during|after)\s+which)\s+)(?:the|a|an)\s+(?:[\p{L}\d'’.-]+\s+){0,3}${PERSON_NOUN})\s+(?:(?:had|has|later|also)\s+)?$`,
  'u',
);

/**
 * A person a news story names by a word of no description, as the subject anywhere: "The victim died
 * Tuesday", "The man died at the scene", "A pedestrian was killed", "The pedestrian, a woman, was
 * killed", "The man, who later died, was not identified", and a headline's "... honored for saving man
 * who later died". On a page that names its person ("John Whitaker, 45, of Peoria, was the driver"),
 * that is someone else: an obituary calls its person by name, a pronoun or a description ("The
 * longtime teacher died"), and a story of the person's own death says so by name too.
 */
const GENERIC_PERSON_BEFORE = new RegExp(
  String.raw`\b${ARTICLE}\s+(?:(?:other|second|third|unidentified|unnamed|elderly|young|older|injured|wounded|\d{1,3}-year-old|crash|accident|shooting|fire|semi|truck|car|bus|motorcycle)\s+){0,2}${PERSON_NOUN}(?:\s+of\s+the\s+(?:other\s+|second\s+)?(?:car|truck|vehicle|van|pickup|suv|motorcycle|semi|bus))?${CONTACT_CLAUSE}\s*(?:(?:,\s*[^,]{1,40}){1,2},\s*|,?\s+who\s+)?(?:(?:had|has|later|also)\s+)?$|\bsaving\s+${PERSON_NOUN}\s+who\s+(?:later\s+)?$|\b${ARTICLE}\s+(?:[\p{Ll}-]+\s+)?(?:car|truck|vehicle|motorcycle|bike|boat|plane|van|suv|semi|bus|train|tractor)['’]s\s+(?:[\p{Ll}-]+\s+)?\p{Ll}+\s*$|^\s*(?:[Aa]n?|[Tt]he)\s+(?:[\p{L}\d'’.-]+\s+){0,3}(?:couple|pair)\s+$`,
  'u',
);

/** "he" or "she" right before a death verb ("... he died in 1985"). */
const PRONOUN_BEFORE = /\b(he|she)\s+(?:had\s+|has\s+|suddenly\s+|unexpectedly\s+|peacefully\s+)?$/i;
/**
 * A possessive right before a death told of what the dead had: "His (body was found)", "her (life
 * ended)".
 */
const POSSESSIVE_RIGHT_BEFORE = /\b(his|her)\s+$/i;

/**
 * A pronoun of the other sex than the decedent's name is someone else ("Mary ... he died in 1985"; on
 * Juan's page "cuidó a su madre hasta que ella murió"), and so is a possessive ("His body was found" on
 * Mary's page).
 */
function otherSexPronoun(before: string, name: DecedentName | null): boolean {
  const m =
    PRONOUN_BEFORE.exec(before) ??
    POSSESSIVE_RIGHT_BEFORE.exec(before) ??
    SPANISH_PRONOUN_BEFORE.exec(before);
  if (!m || !name?.sex) return false;
  // "el murió": "él" as it is often written.
  const pronoun = m[1]!.toLowerCase();
  return PRONOUN_SEX[pronoun === 'el' ? 'él' : pronoun] !== name.sex;
}

/**
 * What stands between a story's noun and the verb: what befell the person (`HURT_AFTER_NOUN`), a name
 * set off and its age ("A Pekin driver, John Whitaker, 44, "), up to the end of the text.
 */
const FROM_THE_NOUN_TO_THE_VERB = String.raw`${HURT_AFTER_NOUN}\s*(?:,\s*[^,]{1,40},\s*(?:\d{1,3}\s*,\s*)?)?$`;

/**
 * A person a story names by a noun of the other sex than the decedent's name: "A Pekin woman died at
 * the scene" on John Whitaker's page. "A Peoria man died Tuesday ... Police identified him as John
 * Whitaker" is his. A headline leaves the article out ("Peoria man died of natural causes",
 * "Coroner: Peoria man died ...").
 */
const SEXED_NOUN_BEFORE = new RegExp(
  String.raw`(?:\b${ARTICLE}\s+|^(?:\p{Lu}[\p{L}'’]*:\s+)?)(${WORDS_BEFORE_STORY_NOUN})(man|woman|boy|girl|gentleman|lady)${FROM_THE_NOUN_TO_THE_VERB}`,
  'u',
);
/**
 * The same of a story's noun of no sex, for the words before it alone, where a story gives the town:
 * "A Peoria motorcyclist ", "A Pekin driver, John Whitaker, 44, ". Group: the words.
 */
const WORDS_BEFORE_A_STORY_NOUN = new RegExp(
  String.raw`\b${ARTICLE}\s+(${WORDS_BEFORE_STORY_NOUN})${STORY_NOUN}${FROM_THE_NOUN_TO_THE_VERB}`,
  'u',
);

/** The words between the article and a story's noun of either sex right before a verb ("Peoria"), or null. */
export function wordsBeforeAStoryNoun(before: string): string | null {
  return WORDS_BEFORE_A_STORY_NOUN.exec(before)?.[1]!.trim().replace(/,$/, '') ?? null;
}

const NOUN_SEX: Readonly<Record<string, 'M' | 'F'>> = {
  man: 'M',
  boy: 'M',
  gentleman: 'M',
  woman: 'F',
  girl: 'F',
  lady: 'F',
};

/**
 * The man or woman a noun names right before a verb ("A Pekin woman "): the sex, and the words
 * between the article and the noun ("Pekin"), where a story gives the town. Null without one.
 */
export function nounBefore(before: string): { sex: 'M' | 'F'; words: string } | null {
  const m = SEXED_NOUN_BEFORE.exec(before);
  const sex = m ? NOUN_SEX[m[2]!] : undefined;
  if (m && sex) return { sex, words: m[1]!.trim().replace(/,$/, '') };
  // "Un hombre de Pekin ": the town after the noun; "Un hombre de Pekin, Juan López, de 44 años, ": the
  // name set off after it.
  const es = SPANISH_STORY_NOUN_BEFORE.exec(before.replace(SPANISH_NAME_SET_OFF_AT_END, ' '));
  // A noun of either sex takes its article's: "Un motociclista", "Una motociclista".
  const esSex = es
    ? (SPANISH_NOUN_SEX[es[1]!.toLowerCase()] ?? (/^(?:una|la)\s/iu.test(es[0].trim()) ? 'F' : 'M'))
    : undefined;
  return es && esSex ? { sex: esSex, words: es[2] ?? '' } : null;
}

/** A name set off at the end, its age set off after it or not: ", Juan López, de 44 años, ". */
const SPANISH_NAME_SET_OFF_AT_END = /,\s*\p{Lu}[^,]{0,39},(?:\s*de\s+\d{1,3}\s+años\s*,)?\s*$/u;

/** The sex of a Spanish story's noun for a person. */
const SPANISH_NOUN_SEX: Readonly<Record<string, 'M' | 'F'>> = {
  hombre: 'M',
  mujer: 'F',
  niño: 'M',
  niña: 'F',
  conductor: 'M',
  conductora: 'F',
  pasajero: 'M',
  pasajera: 'F',
};
/** A Spanish story's nouns for a person of either sex, whose article tells which: "un peatón". */
const SPANISH_NOUNS_OF_EITHER_SEX = ['motociclista', 'peatón'];
/**
 * A person by a Spanish story's noun (`SPANISH_NOUN_SEX`, `SPANISH_NOUNS_OF_EITHER_SEX`) right before a
 * verb, the age and the town after it, the age set off or not: "Un hombre de Pekin ", "Una mujer, de 44
 * años, ", "Un hombre de 84 años de Pekin ", "Un motociclista ". Groups: the noun, the town.
 */
const SPANISH_STORY_NOUN_BEFORE = new RegExp(
  String.raw`(?:^|\s)(?:[Uu]na?|[Ee]l|[Ll]a)\s+(${[...Object.keys(SPANISH_NOUN_SEX), ...SPANISH_NOUNS_OF_EITHER_SEX].join('|')})(?:\s+de\s+\d{1,3}\s+años)?(?:\s+de\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?))?(?:\s*,\s*de\s+\d{1,3}\s+años\s*,)?\s*$`,
  'u',
);

/** Words that make a story's noun someone dead: "the dead man", "the man killed", "the man who died". */
const DEAD_BEFORE_NOUN = String.raw`(?:dead|deceased|slain)\s+`;
const DEAD_AFTER_NOUN = String.raw`\s+(?:who\s+(?:died|was\s+killed|was\s+found\s+dead|drowned|perished)|(?:(?:shot|struck|stabbed|beaten|hit)\s+and\s+)?killed|(?:found\s+)?(?:shot|stabbed)\s+to\s+death|found\s+dead|slain)\b`;
/**
 * A name as police give it, up to its age, town or the clause after it: "John R. Whitaker Jr.",
 * 'John "Jack" Whitaker', "45-year-old John Whitaker", "Peoria resident John Whitaker" (the age
 * first, then the name, are its groups).
 */
const GIVEN_NAME = String.raw`(?:(\d{1,3})-year-old\s+)?(?:(?:\p{Lu}[\p{L}'’-]*\s+){1,2}(?:resident|native)\s+)?(\p{Lu}[\p{L}'’-]*\.?(?:\s+(?:["“]\p{Lu}[^"”]{0,20}["”]|\p{Lu}[\p{L}'’-]*\.?)){1,4})`;
/** A story's dateline before its sentence: "PEORIA —", "PEORIA, Ill. (AP) —". */
const STORY_DATELINE = String.raw`(?:[^,]{0,60}\u2014\s*|[A-Z][A-Z .,]{2,40}(?:\([^)]*\))?\s*[-\u2013\u2014]+\s*)?`;
/** A day of the week written out: "Wednesday". */
const WEEKDAY = String.raw`(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day`;
/** A day a story names by its weekday, or "today", "yesterday": "identified Friday as". */
const WEEKDAY_OR_TODAY = String.raw`(?:${WEEKDAY}|today|yesterday)`;
/**
 * "Police identified him as John Whitaker", "identified the man killed Tuesday as John Whitaker",
 * "Police named the victim as John Whitaker", "Police identified a witness as John Whitaker".
 */
const IDENTIFIED_ACTIVE = new RegExp(
  String.raw`\b(?:identified|named)\s+(him|her|(?:the|an?)\s+(?:[^;]{0,100}?))\s+as\s+${GIVEN_NAME}`,
  'u',
);
/**
 * "The man who died in Tuesday's fire has been identified as John Whitaker.", "He was identified as
 * ...", "Fire Chief John Whitaker said she was identified as Mary Whitaker" (a teller before it).
 */
const IDENTIFIED_PASSIVE = new RegExp(
  String.raw`^${STORY_DATELINE}(?:[^;]{1,80}?\bsaid\s+)?((?:[Tt]he|[Aa]n?)\s+[^;]{1,100}?|[Hh]e|[Ss]he)\s+(?:was|is|has\s+been|had\s+been)\s+(?:(?:publicly|officially|formally|now|since|later)\s+)?identified(?:\s+(?:on\s+)?${WEEKDAY_OR_TODAY})?\s+as\s+${GIVEN_NAME}`,
  'u',
);
/**
 * A news story's inverted sentence, the dead first and one name after: "Killed in the crash was John
 * Whitaker, 45, of Peoria.", "Dead is John Whitaker, 45." ("Killed were ..." names several; "Dead last
 * in the race was ..." is no death). Groups: the words of the dead, the age before the name, the name.
 */
const DEAD_FIRST_THEN_NAME = new RegExp(
  String.raw`^${STORY_DATELINE}((?:[Kk]illed|[Dd]ead(?!\s+(?:last|even|serious|set|wrong|cent(?:er|re)|heat|ringer|on|broke|tired|end|man|men|poets|weight|line|wood)\b))\b[^;]{0,80}?)\s+(?:was|is)\s+${GIVEN_NAME}`,
  'u',
);
/**
 * "The man who died in Tuesday's crash was John Whitaker, 45, of Peoria, the coroner said.", "The body
 * found in the river Wednesday was that of John Whitaker".
 */
const DEAD_WAS_NAMED = new RegExp(
  String.raw`^${STORY_DATELINE}((?:[Tt]he|[Aa]n?)\s+[^;]{1,100}?)\s+was\s+(?:that\s+of\s+)?${GIVEN_NAME}`,
  'u',
);
/**
 * "John Whitaker, 45, of Peoria, was the man who died in a house fire Nov. 18", "... has been identified
 * as the driver killed in a crash Nov. 18": the name first.
 * Groups: the age before the name, the name, the age after it, the phrase of the dead.
 */
const NAMED_WAS_THE_DEAD = new RegExp(
  String.raw`^${STORY_DATELINE}${GIVEN_NAME}(?:\s*,\s*(?:age\s+)?(\d{1,3}))?(?:\s*,\s*(?:of|from)\s+[^,;]{1,40})?\s*,?\s+(?:(?:was|(?:has|had)\s+been)\s+identified\s+as|was)\s+((?:[Tt]he|[Aa]n?)\s+[^;]{1,100})`,
  'u',
);
/**
 * A Spanish story's naming of the one it told dead by a noun: "La policía lo identificó como Juan
 * López", "Fue identificado como Juan López", "La víctima fue identificada como ...", "El forense
 * identificó a la víctima como ...", "Su nombre era Juan López", "Se trata de Juan López".
 * Group: the name.
 */
const SPANISH_IDENTIFIED = new RegExp(
  String.raw`(?:\b(?:lo|la)\s+identific(?:ó|aron)\s+como|\bidentific(?:ó|aron)\s+a\s+la\s+víctima\s+como|^${STORY_DATELINE}(?:(?:Él|Ella|La\s+víctima)\s+fue|Fue)\s+identificad[oa]\s+como|^${STORY_DATELINE}(?:Su\s+nombre\s+era|Se\s+trata\s+de))\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){1,3})`,
  'u',
);
/** A Spanish name as a story gives it: "Juan López", "María Elena Ruiz Soto". */
const SPANISH_GIVEN_NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){1,3}`;
/**
 * A Spanish story's person by a noun right after the verb, its subject: "en el que murió un hombre",
 * "donde murió un motociclista", "murió el conductor del otro auto", "donde falleció una anciana"; not
 * one it names right after ("murió el joven Juan López").
 */
const SPANISH_NOUN_AFTER = new RegExp(
  String.raw`^\s+(?:un|una|el|la)\s+(?:otr[oa]\s+)?(?:\p{Ll}+\s+)?(?:${SPANISH_PERSON_NOUN}|vecin[oa]|beb[eé]|menor)(?![\p{L}]|\s+\p{Lu})`,
  'u',
);
/** A name set off after a Spanish noun: "falleció un gran hombre, Juan López, ...". Group: the name. */
const SPANISH_NAMED_AFTER_NOUN = /[,:]\s*(\p{Lu}[\p{L}'’-]*\s+\p{Lu}[\p{L}'’-]*)/u;

/**
 * Whether a Spanish death's subject after the verb is someone a story names by a noun
 * (`SPANISH_NOUN_AFTER`), whom the sentence does not name, or names as another than the decedent
 * (`SPANISH_NAMED_AFTER_NOUN`): "vio el choque en el que murió un hombre, Pedro Ruiz, ..." on Juan
 * López's page.
 */
function spanishNounAfter(after: string, name: DecedentName | null): boolean {
  if (!SPANISH_NOUN_AFTER.test(after)) return false;
  const named = SPANISH_NAMED_AFTER_NOUN.exec(after);
  return named === null || (name !== null && !mayNameTheDecedent(named[1]!, name));
}

/**
 * A Spanish story's phrase of the dead: "el hombre que murió", "la mujer de Pekin que falleció", "el
 * conductor muerto", "el fallecido", "la víctima mortal", "el cuerpo encontrado", "los restos"; not the
 * dead's kin ("el hijo del hombre que murió": the noun right after the article).
 */
const SPANISH_DEAD_PERSON_PHRASE = new RegExp(
  String.raw`^(?:el|la|los|un|una)\s+(?:${SPANISH_PERSON_NOUN}(?:\s+de\s+\p{Lu}[\p{L}'’-]*)?\s+(?:que\s+(?:murió|falleció|perdió\s+la\s+vida|fue\s+(?:asesinad[oa]|hallad[oa]\s+muert[oa]|encontrad[oa]\s+muert[oa]))|muert[oa]|fallecid[oa]|asesinad[oa])|fallecid[oa]|difunt[oa]|v[ií]ctima\s+mortal|cuerpo|restos)(?![\p{L}])`,
  'iu',
);
/** The word in a Spanish phrase of the dead that says its person is dead: where its date is read from. */
const SPANISH_DEAD_WORD =
  /(?<![\p{L}])(?:murió|falleció|perdió|asesinad[oa]|hallad[oa]|encontrad[oa]|muert[oa]|fallecid[oa]|difunt[oa]|mortal|cuerpo|restos)(?![\p{L}])/iu;
/** A part played in a Spanish story: "el hombre que murió en la película". */
const SPANISH_IN_FICTION =
  /(?<![\p{L}])(?:película|telenovela|novela|serie|obra(?:\s+de\s+teatro)?|escena|episodio)(?![\p{L}])/iu;
/**
 * A Spanish story's naming of the dead by a phrase of them: "El hombre que murió en el choque era Juan
 * López", "El cuerpo encontrado en el río era el de Juan López", "Los restos ... eran los de ...". Groups:
 * the phrase, the name.
 */
const SPANISH_DEAD_WAS_NAMED = new RegExp(
  String.raw`^${STORY_DATELINE}((?:El|La|Los)\s+[^;]{1,100}?)\s+(?:era|eran|fue|fueron)\s+(?:(?:el|la|los)\s+de\s+)?(${SPANISH_GIVEN_NAME})`,
  'u',
);
/**
 * The name first, then the phrase of the dead: "Juan López, de 84 años, de Pekin, fue identificado como
 * el conductor que murió ...", "Juan López, de 84 años, era el hombre que murió ...", "Las autoridades
 * identificaron a Juan López, de 84 años, como el hombre que murió ...". Groups: the name, the phrase.
 */
const SPANISH_NAMED_WAS_THE_DEAD = new RegExp(
  String.raw`(?:^${STORY_DATELINE}|(?<![\p{L}])(?<!\bno\s)identific(?:ó|aron)\s+a\s+)(${SPANISH_GIVEN_NAME})(?:\s*,\s*de\s+\d{1,3}\s+años)?(?:\s*,\s*de\s+[^,;]{1,40})?\s*,?\s+(?:fue\s+identificad[oa]\s+como|era|como)\s+((?:el|la|un|una)\s+[^;]{1,100})`,
  'u',
);
/**
 * A Spanish story's naming of the one it told dead by a noun, the noun said again: "La víctima era Juan
 * López", "El fallecido fue identificado como ...", "Las autoridades identificaron al hombre como ...",
 * "La policía dio a conocer el nombre de la víctima: ...". Groups: the noun, the name.
 */
const SPANISH_NOUN_IDENTIFIED = new RegExp(
  String.raw`(?:^${STORY_DATELINE}(?:El|La)\s+(${SPANISH_PERSON_NOUN}|fallecid[oa])\s+(?:fue\s+identificad[oa]\s+como|era)|(?<!\bno\s)identific(?:ó|aron)\s+(?:al|a\s+la)\s+(${SPANISH_PERSON_NOUN}|fallecid[oa])\s+como|\b(?:dio|dieron)\s+a\s+conocer\s+(?:el\s+nombre|la\s+identidad)\s+(?:del|de\s+la)\s+(${SPANISH_PERSON_NOUN}|fallecid[oa])\s*:)\s+(${SPANISH_GIVEN_NAME})`,
  'u',
);

/**
 * A Spanish death whose subject, a noun after the verb, the sentence identifies: "murió un hombre
 * identificado como Juan López", "falleció un hombre de Pekin, identificado como ...". Groups: the
 * verb, the name.
 */
const SPANISH_DIED_NOUN_IDENTIFIED = new RegExp(
  String.raw`(?<![\p{L}])(?<!\bno\s)(muri[oó]|falleci[oó])${SPANISH_NOUN_AFTER.source.slice(1)}(?:\s+de\s+\p{Lu}[\p{L}'’-]*)?\s*,?\s+identificad[oa]\s+como\s+(${SPANISH_GIVEN_NAME})`,
  'u',
);

/**
 * The dead a Spanish news story names in other words than `SPANISH_IDENTIFIED`'s: by a phrase of the
 * dead (`SPANISH_DEAD_WAS_NAMED`, `SPANISH_NAMED_WAS_THE_DEAD`), which also tells the death, or by the
 * noun of the story's death sentence said again (`SPANISH_NOUN_IDENTIFIED`): "Un hombre de Pekin
 * murió ... El hombre fue identificado como Juan López"; "la víctima" or "el fallecido" is whoever it
 * named. `nounBefore` is the noun of that death sentence, null without one.
 */
function spanishIdentifiedAsTheDead(
  sentence: string,
  nounBefore: string | null,
): { name: string; age: number | null; deathAt: number | null } | null {
  // "Un hombre murió el 18 de noviembre ... El hombre que murió era Juan López": the death the story told
  // before, where its date is; else this sentence tells it.
  const toldBefore = nounBefore !== null;
  const phraseOfTheDead = (phrase: string): boolean =>
    SPANISH_DEAD_PERSON_PHRASE.test(phrase) && !SPANISH_IN_FICTION.test(phrase) && !/\sno$/u.test(phrase);
  // The phrase of the dead, then the name ("El hombre que murió ... era Juan López"), or the name first.
  for (const [m, nameGroup, phraseGroup] of [
    [SPANISH_DEAD_WAS_NAMED.exec(sentence), 2, 1],
    [SPANISH_NAMED_WAS_THE_DEAD.exec(sentence), 1, 2],
  ] as const) {
    const phrase = m?.[phraseGroup];
    if (!m || phrase === undefined || !phraseOfTheDead(phrase)) continue;
    const start = m.index + m[0].lastIndexOf(phrase);
    return {
      name: m[nameGroup]!,
      age: null,
      deathAt: toldBefore ? null : start + (SPANISH_DEAD_WORD.exec(phrase)?.index ?? 0),
    };
  }
  const died = SPANISH_DIED_NOUN_IDENTIFIED.exec(sentence);
  if (died) return { name: died[2]!, age: null, deathAt: died.index };
  const noun = SPANISH_NOUN_IDENTIFIED.exec(sentence);
  if (!noun || nounBefore === null) return null;
  const said = (noun[1] ?? noun[2] ?? noun[3]!).toLowerCase();
  // "El conductor fue identificado como ..." after "Un hombre murió": perhaps the other driver.
  if (!/^(?:v[ií]ctima|fallecid[oa])$/u.test(said) && said !== nounBefore.toLowerCase()) return null;
  return { name: noun[4]!, age: null, deathAt: null };
}

/**
 * "His name was John Whitaker, 84.": the name of the one a death sentence before told of by a noun.
 * Groups: the possessive, the age before the name, the name.
 */
const NAME_WAS = new RegExp(
  String.raw`^${STORY_DATELINE}([Hh]is|[Hh]er)\s+name\s+(?:was|is)\s+${GIVEN_NAME}`,
  'u',
);
/**
 * "Authorities identified John Whitaker, 84, of Pekin, as the man who died in a crash Nov. 18": the
 * name before the phrase of the dead. Groups as `NAMED_WAS_THE_DEAD`'s.
 */
const IDENTIFIED_NAME_AS = new RegExp(
  String.raw`\bidentified\s+${GIVEN_NAME}(?:\s*,\s*(?:age\s+)?(\d{1,3}))?(?:\s*,\s*(?:of|from)\s+[^,;]{1,40})?\s*,?\s+as\s+((?:the|a|an)\s+[^;]{1,100})`,
  'u',
);
/**
 * "Authorities released the name of the man who died in Tuesday's crash: John Whitaker", "The coroner
 * released her name Wednesday: Mary Cole, 62": the name given after a colon.
 */
const NAME_RELEASED = new RegExp(
  String.raw`\b(?:released|gave|provided|announced|made\s+public)\s+(?:the\s+(?:name|identity)\s+of\s+(?=the\s)|(?=(?:his|her)\s+(?:name|identity)\b))(the\s+[^;:]{1,100}?|his|her)(?:\s+(?:name|identity)(?:\s+[^;:]{1,40}?)?)?\s*:\s*${GIVEN_NAME}`,
  'u',
);
/**
 * A word before a story's noun that makes the noun another person's, the phrase's own person someone
 * kin to, near or after them: "the son of the man who died", "the cousin to the man killed", "the
 * driver who hit the pedestrian".
 */
const NOT_A_LINK = String.raw`(?!(?:of|to|with|for|who|whom|whose|that|which|and|or|by|at|in|from|on|near|beside)\s)`;
/**
 * The story's noun for someone who died, in the phrase police identify: "the man killed Tuesday"; not
 * the dead's kin or neighbour ("the dead man's son", "the son of the man who died").
 */
const DEAD_PERSON_PHRASE = new RegExp(
  String.raw`^(?:the|a|an)\s+(?:(?:${DEAD_BEFORE_NOUN})(?:[\p{L}\d-]+\s+){0,2}${STORY_NOUN}\b(?!['’]s\b)|(?:${NOT_A_LINK}[\p{L}\d'’-]+\s+){0,3}?${STORY_NOUN}(?:\s+of\s+[^,;]{1,60},)?${DEAD_AFTER_NOUN}|(?:body|remains)\b(?!\s+(?:of|was\s+found\s+by)\b)|deceased$|victims?\s+of\s+(?:[^;]*?\b)?(?:fatal|deadly|killing|homicide|murder|fire\s+that\s+killed))`,
  'iu',
);
/** Who identifies only the dead. */
const CORONER = /\b(?:coroner|medical\s+examiner)\b/i;
/**
 * A story's noun for a person, and what happened to them or where, as a coroner identifies one: "the
 * victim of Wednesday's crash", "the pedestrian struck Tuesday", "the man found in the river"; not one
 * who did something ("the driver who found the body", "the man who called 911", "the driver of the
 * truck that struck the man"), one the words keep alive ("the other driver", "the injured passenger",
 * "the driver of the other car") nor the dead's kin ("the son of the victim").
 */
const STORY_NOUN_PHRASE = new RegExp(
  String.raw`^(?:the|a|an)\s+(?!(?:[\p{L}\d'’-]+\s+){0,2}(?:other|another|surviving|injured|uninjured|wounded|hurt|unhurt)\s)(?:${NOT_A_LINK}[\p{L}\d'’-]+\s+){0,3}?${STORY_NOUN}(?:\s+(?:of|in|on|at|from|near|struck|hit|shot|stabbed|found|pulled|recovered)\b(?![^;]*\b(?:other|another|that|who|which)\b)[^;]*)?$`,
  'iu',
);
/** A person by a story's noun right before a verb: "A man ", "The victim ", "A 45-year-old Peoria driver ". */
const STORY_NOUN_BEFORE = new RegExp(
  String.raw`\b${ARTICLE}\s+(?:[\p{L}\d'’.-]+\s+){0,3}${STORY_NOUN}${HURT_AFTER_NOUN}\s*(?:,\s*[^,]{1,40},\s*)?$`,
  'u',
);

/** Whether the words before a death verb name its person by a story's noun alone (`STORY_NOUN_BEFORE`). */
export function storyNounBefore(before: string): boolean {
  return STORY_NOUN_BEFORE.test(before) || SPANISH_STORY_NOUN_BEFORE.test(before);
}

/** The bare noun ("the man", "the victim"), which names the person a death sentence before it named. */
/**
 * A sentence that opens with a person the story tells of by a noun: "The truck's driver was not hurt",
 * "The other driver, a Pekin man, was taken to OSF", "His passenger survived".
 */
const ANOTHER_STORY_PERSON = new RegExp(
  String.raw`^(?:${ARTICLE}|[Hh]is|[Hh]er|[Tt]heir)\s+(?:[\p{L}\d'’.-]+\s+){0,3}?(${STORY_NOUN}|witness|officer|deputy|trooper|neighbou?r|friend|suspect|gunman|shooter|husband|wife|son|daughter|brother|sister|father|mother)s?\b`,
  'u',
);
const BARE_STORY_NOUN = new RegExp(String.raw`^the\s+(${STORY_NOUN})$`, 'iu');

/** A person a story says is alive: hurt, treated, in hospital, recovering. */
const STILL_ALIVE =
  /\b(?:(?:remains?|is|was|listed)\s+in\s+(?:critical|serious|stable|fair|good|grave)\s+condition|survived(?!\s+by\b)|(?:was|were|is|are)\s+(?:(?:critically|seriously|severely|badly|slightly)\s+)?(?:injured|hurt|wounded|treated|released|hospitali[sz]ed|recovering|expected\s+to\s+(?:survive|recover))|is\s+(?:alive|recovering)|was\s+not\s+(?:hurt|injured))\b/i;

/** Whether the text says its person lived ("remains in critical condition", "was not hurt") and tells no death. */
export function livedThrough(text: string): boolean {
  return STILL_ALIVE.test(text) && !reportsDeath(text);
}

/** The word in a story's phrase that says its person is dead: where that death is dated from. */
const DEAD_WORD =
  /\b(?:dead|deceased|slain|killed|died|drowned|perished|body|remains|fatal|deadly|killing|homicide|murder)\b/i;

/** A teller set off after the words of a person: "The victim, police said, " (was John Whitaker). */
const SAID_SET_OFF = /\s*,\s*[^,]{1,40}?\s+(?:said|says)\s*,$/u;
/** The words of the person an identification names, without a teller set off after them. */
function whoOf(m: RegExpExecArray): string {
  return m[1]!.trim().replace(SAID_SET_OFF, '');
}

/**
 * The name police or a coroner give a person a news story reports dead by a noun: "A Peoria man died
 * Tuesday ... Police identified him as John Whitaker", "The man killed in Tuesday's crash was
 * identified as John Whitaker", "The victim died at the scene ... identified the victim as John
 * Whitaker". `death` is the story's first death sentence: the text before its verb, and whether it
 * comes after this sentence; null when the story reports no death in a sentence of its own. A person
 * identified as the driver, the man who found the body or a witness is not the one who died.
 *
 * `following` is the sentence after it: "He remains in critical condition" says the person lived.
 * `deathAt` is where the sentence itself says the person died ("the man killed Tuesday, Nov. 17"), the
 * place its date is read from; null when only the story's death sentence does. `age` is the one given
 * after the name ("as John Whitaker, 45.").
 */
export function identifiedAsTheDead(
  sentence: string,
  death: { before: string; later: boolean } | null,
  following = '',
  between: readonly string[] = [],
): { name: string; age: number | null; deathAt: number | null } | null {
  const identified =
    IDENTIFIED_PASSIVE.exec(sentence) ??
    IDENTIFIED_ACTIVE.exec(sentence) ??
    NAME_RELEASED.exec(sentence) ??
    NAME_WAS.exec(sentence);
  // "Un hombre de Pekin murió ... La policía lo identificó como Juan López, de 84 años.": the one the
  // Spanish death sentence named by a noun (a name of the other sex than the noun is someone else's, as
  // the page's reading checks).
  const es = identified ? null : SPANISH_IDENTIFIED.exec(sentence);
  if (es) return death !== null ? { name: es[1]!, age: null, deathAt: null } : null;
  const spanish = identified
    ? null
    : spanishIdentifiedAsTheDead(
        sentence,
        death === null ? null : (SPANISH_STORY_NOUN_BEFORE.exec(death.before)?.[1] ?? null),
      );
  if (spanish) return spanish;
  // Without "identified", only a phrase of someone dead: "The man who died ... was John Whitaker",
  // "John Whitaker, 45, was the man who died ...".
  const was = identified ? null : DEAD_WAS_NAMED.exec(sentence);
  const named =
    identified || was ? null : (NAMED_WAS_THE_DEAD.exec(sentence) ?? IDENTIFIED_NAME_AS.exec(sentence));
  // "The victim was John Whitaker": the story's noun said again, as "The victim was identified as".
  const m =
    identified ??
    (was && (DEAD_PERSON_PHRASE.test(was[1]!.trim()) || BARE_STORY_NOUN.test(whoOf(was))) ? was : null);
  if (!m && named && DEAD_PERSON_PHRASE.test(named[4]!.trim())) {
    const who = named[4]!.trim();
    const name = named[2]!;
    // "John Whitaker was the dead man in the murder mystery dinner": a part played.
    if (/['’]s$/.test(name) || livedThrough(who) || IN_FICTION.test(who)) return null;
    const age = named[1] ?? named[3];
    const start = named.index + named[0].indexOf(who);
    return { name, age: age ? Number(age) : null, deathAt: start + (DEAD_WORD.exec(who)?.index ?? 0) };
  }
  // "Killed in the crash was John Whitaker, 45, of Peoria.", "Dead is John Whitaker": the dead first.
  const first = m ? null : DEAD_FIRST_THEN_NAME.exec(sentence);
  if (first) {
    const name = first[3]!;
    const rest = sentence.slice(first.index + first[0].length);
    if (/['’]s$/.test(name) || livedThrough(rest)) return null;
    const stated = /^\s*,\s*(?:age\s+)?(\d{1,3})\s*(?:[,.;]|$)/.exec(rest);
    const age = first[2] ? Number(first[2]) : stated ? Number(stated[1]) : null;
    return { name, age, deathAt: first.index + first[0].indexOf(first[1]!) };
  }
  if (!m) return null;
  const who = whoOf(m);
  const ageBefore = m[2];
  const name = m[3]!;
  // "... as John Whitaker's son": a possessive names someone else.
  if (/['’]s$/.test(name)) return null;
  // "... identified as John Whitaker, 45, who remains in critical condition", "... He was treated
  // and released": a victim who lived ("He was treated at the scene but died" did not).
  const surname = name
    .replace(/,?\s+(?:jr|sr|ii|iii|iv)\.?$/i, '')
    .split(/\s+/)
    .pop()!;
  const ofThePerson = new RegExp(
    String.raw`^(?:he|she|${escapeRegExp(name)}|${escapeRegExp(surname)})\b`,
    'i',
  );
  if (livedThrough(sentence.slice(m.index + m[0].length))) return null;
  if (ofThePerson.test(following.trim()) && livedThrough(following)) return null;
  const stated = /^\s*,\s*(?:age\s+)?(\d{1,3})\s*(?:[,.;]|$)/.exec(sentence.slice(m.index + m[0].length));
  const age = ageBefore ? Number(ageBefore) : stated ? Number(stated[1]) : null;
  const earlier = death !== null && !death.later ? death.before : null;
  if (/^(?:him|his|her|he|she)$/i.test(who)) {
    // "him" (or "He was identified as") is the man the death sentence before named by a noun: "A
    // Peoria man died Tuesday".
    // "A Peoria man and a Pekin woman died ... identified him as": the man of the two.
    const nouns = earlier === null ? [] : nounsBefore(earlier);
    // "... The truck's driver was not hurt. Police identified him as Mark Cole": another person the
    // story told of since the death may be the one the pronoun names.
    // Of the pronoun's sex, or of none the noun tells ("The other driver"; "His wife said" is not "him").
    const sex = PRONOUN_SEX[who.toLowerCase()];
    const another = (b: string): boolean => {
      const noun = ANOTHER_STORY_PERSON.exec(b)?.[1]?.toLowerCase();
      return noun !== undefined && (NOUN_SEX[noun] ?? relationSex(noun) ?? sex) === sex;
    };
    if (between.some(another)) return null;
    // Or the one a story's noun of no sex told of ("A Peoria motorcyclist died", "The victim died"), by
    // either pronoun (a name of the other sex than a sexed noun is someone else, as the page's reading
    // checks).
    const byStoryNoun = earlier !== null && storyNounBefore(earlier);
    return byStoryNoun || nouns.some((n) => n.sex === sex) ? { name, age, deathAt: null } : null;
  }
  // A coroner or medical examiner identifies the dead: "The Peoria County coroner on Friday identified
  // the victim of Wednesday's crash as John Whitaker" (police may identify a victim who lived).
  const byTheCoroner = m === identified && CORONER.test(sentence.slice(0, m.index));
  if (DEAD_PERSON_PHRASE.test(who) || (byTheCoroner && STORY_NOUN_PHRASE.test(who))) {
    const start = m.index + m[0].indexOf(who);
    const dead = DEAD_WORD.exec(who);
    // "A boy died Nov. 18, 2026. The coroner identified the boy as ...": a phrase that tells no death
    // of its own names the one the death sentence before told of; that sentence dates the death.
    if (!dead && earlier !== null) return { name, age, deathAt: null };
    return { name, age, deathAt: start + (dead?.index ?? 0) };
  }
  // "the victim", "the man": the person a death sentence before names by the same noun, or one after
  // by the surname given ("... identified the victim as John Whitaker. Whitaker died at the scene").
  const bare = BARE_STORY_NOUN.exec(who);
  if (!bare || death === null) return null;
  if (death.later) {
    return new RegExp(String.raw`\b${escapeRegExp(surname)}\s*(?:,\s*[^,]{1,40},\s*)?$`, 'u').test(
      death.before,
    )
      ? { name, age, deathAt: null }
      : null;
  }
  // "A man died in a crash ... The victim was identified as": "the victim" is whoever the death
  // sentence named by a story's noun.
  const noun = bare[1]!.toLowerCase();
  const subject = new RegExp(
    String.raw`\b${ARTICLE}\s+(?:[\p{L}\d'’.-]+\s+){0,3}${noun === 'victim' ? STORY_NOUN : noun}\s*(?:,\s*[^,]{1,40},\s*)?$`,
    'u',
  );
  // "A Peoria man and a Pekin woman died ... The man was identified as": either subject.
  return compoundSubjects(death.before).some((part) => subject.test(part))
    ? { name, age, deathAt: null }
    : null;
}

/**
 * The name a story identifies as someone other than one who died: "Police identified the other driver
 * as John Whitaker", "The man's son was identified as John Whitaker", "Police identified a witness as
 * ...", "John Whitaker, 44, was identified as the driver of the other car". Null when the sentence
 * identifies no one, or one who may be the dead: "him", "the driver", "the victim of the crash".
 */
export function identifiedAsAnother(sentence: string): string | null {
  const identified = IDENTIFIED_PASSIVE.exec(sentence) ?? IDENTIFIED_ACTIVE.exec(sentence);
  // "John Whitaker, 84, was a retired teacher" identifies no one: the name first, only with "identified".
  const first = identified ? null : (NAMED_WAS_THE_DEAD.exec(sentence) ?? IDENTIFIED_NAME_AS.exec(sentence));
  const named = first && /\bidentified\b/.test(first[0]) ? first : null;
  const who = (identified?.[1] ?? named?.[4])?.replace(/[\s.,]+$/, '');
  const name = identified?.[3] ?? named?.[2];
  if (who === undefined || name === undefined) return null;
  return /^(?:him|her|he|she)$/i.test(who) || DEAD_PERSON_PHRASE.test(who) || STORY_NOUN_PHRASE.test(who)
    ? null
    : name;
}

/**
 * The subjects of a compound before a verb, each as the text up to its end: "A Peoria man and a Pekin
 * woman " gives "A Peoria man" and "A Peoria man and a Pekin woman ".
 */
function compoundSubjects(before: string): string[] {
  const parts = [before];
  for (const m of before.matchAll(/\s+and\s+/g)) parts.push(before.slice(0, m.index));
  return parts;
}

/** The men and women a compound subject names by nouns before a verb: both of "A Peoria man and a Pekin woman ". */
export function nounsBefore(before: string): Array<{ sex: 'M' | 'F'; words: string }> {
  return compoundSubjects(before)
    .map((part) => nounBefore(part))
    .filter((n): n is { sex: 'M' | 'F'; words: string } => n !== null);
}

/**
 * "The Peoria man ", "The Pekin driver ", "The Pekin High School senior ", "The Dunlap junior she
 * struck ": a definite person a story names by a town or a school and its noun, right before a verb.
 * Not an obituary's description of its person ("The Peoria native", "The Army veteran", "The
 * Caterpillar retiree").
 */
const TOWNS_PERSON_BEFORE = new RegExp(
  String.raw`\b[Tt]he\s+((?:\p{Lu}[\p{L}'’.-]*\s+){1,3})(man|woman|boy|girl|student|senior|junior|sophomore|freshman|${STORY_NOUN})${CONTACT_CLAUSE}\s*$`,
  'u',
);

/** Whether a story names the person right before the verb by a noun and a town: "The Pekin driver ". */
export function townsPersonBefore(before: string): boolean {
  return TOWNS_PERSON_BEFORE.test(before);
}

/**
 * Whether a man or a woman named by a noun is, by the town, the person a sentence before named with
 * it: "The Peoria man died" after "John Whitaker, 84, of Peoria, was a beloved teacher." A man of
 * another town ("The Pekin man"), one without a town ("The man died") or one named with the indefinite
 * article ("A Peoria man died") is not.
 */
export function townsPersonNamedBefore(before: string, naming: string | null): boolean {
  const m = TOWNS_PERSON_BEFORE.exec(before);
  if (!m || naming === null) return false;
  const town = m[1]!.trim();
  if (namedOfTown(town, naming)) return true;
  // A student by the school: "The Peoria High School senior", "The Bradley student" is the one named
  // "of Peoria", "a senior at Peoria High School", "a sophomore at Bradley University".
  if (!STUDENT_NOUN.test(m[2]!)) return false;
  const school = town.replace(SCHOOL_WORDS, '');
  return new RegExp(String.raw`\b(?:of|from|at|for)\s+${escapeRegExp(school)}(?![\p{L}'’-])`, 'u').test(
    naming,
  );
}

/** Whether a sentence names someone "of" or "from" the town: "John Whitaker, 84, of Peoria, ...". */
export function namedOfTown(town: string, naming: string): boolean {
  return new RegExp(String.raw`\b(?:of|from)\s+${escapeRegExp(town)}(?![\p{L}'’-])`, 'u').test(naming);
}

/** The nouns of a student a story names by the school. */
const STUDENT_NOUN = /^(?:student|senior|junior|sophomore|freshman)$/;
/** The words that end a school's name: "(Peoria) High School", "(Bradley) University". */
const SCHOOL_WORDS =
  /\s+(?:(?:High|Middle|Junior|Senior|Grade|Elementary)\s+)?(?:School|University|College)$/;

function nounOfTheOtherSex(before: string, name: DecedentName | null): boolean {
  const nouns = nounsBefore(before);
  return nouns.length > 0 && name?.sex !== undefined && nouns.every((n) => n.sex !== name.sex);
}

/**
 * A pronoun's death in a relative clause after a relative of whom the clause tells: "who was with his
 * father, Robert, when he " (died). Groups: possessor, relation, pronoun.
 */
const RELATIVE_THEN_PRONOUN_IN_CLAUSE = new RegExp(
  `\\bwho\\s+[^.;]*?\\b${POSSESSOR}\\s+${EPITHETS}${RELATION}\\b[^.;]*?\\b(?:until|when|before|as|while|after)\\s+(he|she)\\s+(?:had\\s+)?$`,
  'i',
);
/**
 * The sentence's main clause after a clause's close, of an act: ", spoke at the meeting"; not ", at
 * OSF", ", was a retired machinist".
 */
const MAIN_CLAUSE_AFTER =
  /^[^,;.]*,\s+(?!(?:and|but|or|who|where|which|at|in|on|after|following|surrounded|with|of|from|the|a|his|her|was|is|had)\b)\p{Ll}/u;

/**
 * Whether the death at `at` is told by a pronoun in a relative clause after a relative of its sex, the
 * clause's person acting in the main clause after it: "John Whitaker, 45, who was with his father,
 * Robert, when he died Nov. 18, 2026, spoke at the meeting Tuesday" is the father's death. Without a
 * main clause of an act ("who lived with his son until he died Nov. 18, 2026, at OSF", "..., was a
 * retired machinist"), or after a relative of the other sex ("who lived with his daughter until he
 * died"), the pronoun is the clause's person.
 */
function relativesDeathInTheClause(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at);
  const m = RELATIVE_THEN_PRONOUN_IN_CLAUSE.exec(before);
  if (!m || !pronounOfTheRelation(m[3]!, m[2]!)) return false;
  // The commas of a date are no clause's close.
  let after = sentence.slice(at);
  for (const d of findDates(after).reverse())
    after = `${after.slice(0, d.index)}DATE${after.slice(d.index + d.length)}`;
  return MAIN_CLAUSE_AFTER.test(after);
}

/**
 * A relative named after a verb, then a pronoun of the relative's sex after "after" or "since": "John
 * Whitaker, 60, collected his father's pension for years after he " (died), "used his dead brother's
 * identity after he ", "has worn his father's ring every day since he ", "has not touched his
 * brother's room since the day he ". Named groups: the possessor, the relation, a name set off after
 * it (setOff), the pronoun.
 */
const RELATIVE_THEN_AFTER_HE = new RegExp(
  String.raw`[\p{L}\d]\s+(?<!\b(?:and|but|or|then|so)\s+)(?<possessor>his|her)\s+(?:(?:dead|deceased)\s+)?${EPITHETS}(?<relation>${RELATION})(?:['’]s)?(?![\p{L}'’])(?:\s*,\s*(?<setOff>[^,;]{1,50}),)?[^.;]*?\b(?:after|since(?:\s+the\s+day)?)\s+(?<pronoun>he|she)\s+(?:had\s+)?$`,
  'iu',
);
/**
 * A relative's thing inherited when the relative died: "inherited his uncle's farm when he " (died),
 * "took over his father's hardware store when he ". "Was working his son's farm when he died" is the
 * person's own. Named groups as `RELATIVE_THEN_AFTER_HE`'s, no name set off.
 */
const RELATIVES_THING_INHERITED_WHEN = new RegExp(
  String.raw`\b(?:inherited|took\s+over)\s+(?<possessor>his|her)\s+${EPITHETS}(?<relation>${RELATION})\b[^.;]*?\bwhen\s+(?<pronoun>he|she)\s+$`,
  'iu',
);
/**
 * What a subject does or is done to after its own death: "was buried beside his father after he died",
 * "left the farm to his son after he died".
 */
const AFTER_ONES_OWN_DEATH = /\b(?:(?:was|were)\s+(?:buried|laid|interred|cremated|entombed)|left)\b/i;

/**
 * Whether the death at `at` is a relative's the sentence's subject acted on after it: the subject of
 * "collected his father's pension for years after he died in 2015" outlived the death, so the pronoun
 * is the relative (`RELATIVE_THEN_AFTER_HE`, `RELATIVES_THING_INHERITED_WHEN`). A relative who is a
 * clause's subject acted after the death told: "John Whitaker was a farmer, and his son sold the farm
 * after he died".
 */
function relativesDeathActedOn(before: string, name: DecedentName | null): boolean {
  const groups = (RELATIVE_THEN_AFTER_HE.exec(before) ?? RELATIVES_THING_INHERITED_WHEN.exec(before))?.groups;
  if (!groups || AFTER_ONES_OWN_DEATH.test(before)) return false;
  const { possessor, relation, setOff, pronoun } = groups as Record<string, string | undefined>;
  // "Mary Whitaker has missed her husband, John Whitaker, every day since he died": a spouse set off
  // by the person's whole name is the person.
  if (setOff !== undefined && !relationIsSomeoneElse(possessor!, relation!, setOff, name)) return false;
  // "kept up his neighbor's garden after he died": one of no sex the word gives may be the pronoun.
  return pronounMayBeTheRelation(pronoun!, relation!);
}

/**
 * Another person's thing by name after a verb, then a pronoun of that name's sex after "after", as
 * `RELATIVE_THEN_AFTER_HE` of a relative: "took over Mark Cole's hardware store after he " (died).
 * Groups: the name, the pronoun.
 */
const NAMED_THEN_AFTER_HE = new RegExp(
  String.raw`[\p{Ll}\d]\s+((?:\p{Lu}[\p{L}'’-]*\.?\s+){1,2}\p{Lu}[\p{L}-]*)['’]s\s+[^.;]*?\bafter\s+(he|she)\s+$`,
  'u',
);

/**
 * Whether the death at `at` is another person's, by name, the sentence's subject acted on after it
 * (`NAMED_THEN_AFTER_HE`).
 */
function namedPersonsDeathActedOn(before: string, name: DecedentName | null): boolean {
  const m = NAMED_THEN_AFTER_HE.exec(before);
  if (!m || !name || AFTER_ONES_OWN_DEATH.test(before) || !anotherPersonNamed(m[1], name)) return false;
  return name.sexOfGiven?.(m[1]!.split(/\s+/)[0]!) === PRONOUN_SEX[m[2]!];
}

/**
 * The page's person as the subject of "has", then the death after "since": "John Whitaker, 60, of
 * Peoria, has visited the grave every Sunday since he " (died), "... has run Mark Cole's hardware
 * store since he ". The person has acted since the death, so it is another's. "John Whitaker has been
 * missed every day since he died", "Mary Cole has missed John Whitaker ..." and "John Whitaker's
 * family has gathered at his grave every year since he died" are the person's own. Groups: the
 * subject, the pronoun.
 */
const SUBJECT_HAS_ACTED_SINCE = /^(.*?)\shas\s+(?!been\b)[^.;]*?\bsince\s+(he|she)\s+$/;
/** The subject of `SUBJECT_HAS_ACTED_SINCE`: the person's name, its age and town set off. */
function actedSinceTheDeath(before: string, name: DecedentName | null): boolean {
  const m = SUBJECT_HAS_ACTED_SINCE.exec(before);
  if (!m || !name || !opensWithTheName(m[1]!, name)) return false;
  return /^\s*(?:\p{Lu}[\p{L}.'’-]*\s*){2,3}(?:,\s*[^,;]{1,40})*,?$/u.test(m[1]!);
}

/** A death verb in a relative clause, right after "who" and its auxiliaries: "John Whitaker, who died". */
const WHO_RIGHT_BEFORE = /\bwho\s+$/i;
/**
 * The main clause after a relative clause of a death, in the present of someone alive: "..., says he
 * will try again", "..., lives in Pekin", "..., is back at work".
 */
const ALIVE_AFTER_THE_CLAUSE = /,\s+(?:says\s+(?:he|she)|lives|is\s+(?:alive|back))\b/i;
/**
 * A pronoun right before the verb after a relative of whom the sentence tells: "visited the grave of
 * his father on Nov. 18, 2026, the day he " (died). Groups: the relation, the pronoun.
 */
const RELATIVE_THEN_PRONOUN = new RegExp(
  String.raw`\b(?:his|her)\s+${EPITHETS}${RELATION}(?:['’]s)?(?![\p{L}'’])[^;]*?\b(he|she)\s+(?:had\s+)?$`,
  'iu',
);
/** A year of the last two centuries, as a page dates its events: "1990", "2026". */
export const YEAR = /\b(1[89]\d\d|20\d\d)\b/;

/**
 * Whether an act told before a death (`act`: "found his father on the floor") dates itself by no other
 * year than the death's (`death`, from its verb): "found his father on the floor of the barn in 1960.
 * He died Nov. 18, 2026." tells another time, the death the person's own. A death at the scene is of
 * the act's time, whatever year the act gives; a death of no year is of the year of the page's
 * publication (`pageYear`).
 */
function actOfTheDeathsTime(act: string, death: string, pageYear: number | undefined): boolean {
  const actYear = YEAR.exec(act)?.[1];
  const deathYear = YEAR.exec(death)?.[1];
  // "... in the crash that killed Jim Hart on Nov. 18, 2025. He died at the scene.": a death at the
  // scene is of the act's time. "... stabbed his roommate on Nov. 18, 2026. He died Nov. 19." on a page
  // of 2026: a death of no year is of the page's year, as its date is read.
  return (
    actYear === undefined ||
    actYear === deathYear ||
    (deathYear === undefined && (AT_THE_SCENE.test(death) || Number(actYear) === pageYear))
  );
}

/**
 * The scene of the event a death follows, from its verb: "died at the scene", "was pronounced dead at the
 * scene", "murió en el lugar" ("en el lugar donde nació" is a place of another time).
 */
export const AT_THE_SCENE =
  /^[^.;]{0,40}?(?:\bat\s+the\s+scene\b|\ben\s+el\s+lugar(?:\s+de\s+los\s+hechos)?\s*(?:[.,;]|$))/i;

/** A crash, fire or shooting a death may be told of, by its noun or verb, English or Spanish. */
const DEADLY_EVENT = String.raw`(?:crash(?:ed)?|collision|collided|wreck|accident|fire|blaze|explosion|exploded|shooting|shot|rollover|overturned|choque|chocó|chocaron|accidente|incendio|tiroteo)`;

/**
 * A death told by the event alone, with no time of its own, from its verb: "was killed.", "was killed
 * in the crash", "died in the fire", "murió en el choque", "perdió la vida en el accidente". A plain
 * "died." may have come days after.
 */
export const KILLED_IN_THE_EVENT = new RegExp(
  String.raw`^(?:(?:was|were)\s+killed(?:\s+in\s+the\s+${DEADLY_EVENT})?|died\s+in\s+the\s+${DEADLY_EVENT}|(?:murió|falleció|perdió\s+la\s+vida)\s+en\s+el\s+${DEADLY_EVENT})\s*\.?$`,
  'iu',
);

const DEADLY_EVENT_WORD = new RegExp(String.raw`(?<!\p{L})${DEADLY_EVENT}(?!\p{L})`, 'iu');

/**
 * Whether a sentence tells of a crash, fire or shooting, and dates it: the event a death told after it
 * by the event alone is of. Not a court's or police's act ("was charged Nov. 18, 2026, in a fire"),
 * whose date is the act's.
 */
export function tellsADeadlyEvent(sentence: string): boolean {
  return DEADLY_EVENT_WORD.test(sentence) && !BLAME.test(sentence);
}

/**
 * Whether the death at `at`, told by a pronoun after a relative of its sex, comes before a year the
 * sentence dates its subject's act by: "John Whitaker, 45, visited the grave of his father on Nov. 18,
 * 2026, the day he died in 2016" is the father's death.
 */
function relativesDeathBeforeALaterAct(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at);
  const m = RELATIVE_THEN_PRONOUN.exec(before);
  if (!m || !pronounOfTheRelation(m[2]!, m[1]!)) return false;
  const died = YEAR.exec(sentence.slice(at));
  return (
    died !== null && [...before.matchAll(new RegExp(YEAR, 'g'))].some((y) => Number(y[1]) > Number(died[1]))
  );
}

/** A noun's relative clause right before the verb: "The pensioner, who " (died). */
const NOUN_WHO_RIGHT_BEFORE =
  /^\s*(?:[Tt]he|[Aa]n?)\s+(?:\p{Ll}[\p{L}-]*\s+){0,3}\p{Ll}[\p{L}-]*,?\s+who\s+$/u;
/**
 * The main clause after a noun's relative clause of a death, naming whose relative the dead was: "The
 * pensioner, who died in 2015, was his father", "... was John Whitaker's father". After a name ("John
 * Whitaker, who died Nov. 18, 2026, was her husband") the dead is the one named.
 */
const A_RELATIVE_AFTER_THE_CLAUSE = new RegExp(
  String.raw`^[^;]*?,\s+(?:was|is)\s+(?:his|her|(?:\p{Lu}[\p{L}'’-]*\s+){0,3}\p{Lu}[\p{L}-]*['’]s)\s+${EPITHETS}${RELATION}\b`,
  'u',
);

/**
 * A sentence that denies or doubts a death it reports: "Posts claiming that John Whitaker died June 1
 * are false", "reported in error; Mr. Whitaker is alive", "A hospital mistakenly told the family of John
 * Whitaker that he had died". A death that ends a rumour ("died Nov. 18, police said, ending rumors
 * that he had faked his death") is told.
 */
const DENIAL =
  /\b(?:hoax(?:es)?|(?<!\b(?:ending|after|since)\s+(?:\S+\s+){0,2})(?:rumou?r(?:s|ed)?(?!\s+about\b)|false(?:ly)?|untrue|erroneous(?:ly)?)|in\s+error|(?:mistakenly|wrongly|incorrectly)\s+(?:reported|announced|listed|declared|identified|told)|misidentified|(?:reports?|news|word|death|passing)\b(?:[^.;]|\.(?=\s+\d))*\bexaggerated|se\s+recupera|sigue\s+con\s+vida|est[aá]\s+viv[oa]|fue\s+reanimad[oa])\b/i;

/**
 * What a sentence opening with a name sets off after it, closed right before its verb, tells of the
 * person, not of a claim of the death: "John Whitaker, 84, of Peoria, who was falsely accused in 1970,
 * died", "..., a firefighter who answered thousands of calls, false alarms among them, died". Group:
 * the name.
 */
const SUBJECTS_DESCRIPTION = new RegExp(
  String.raw`^((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*,)[^;]*?,\s+(?=(?:died|passed\s+away)\b)`,
  'u',
);
/** A claim of before denied, beside the death told: "died Nov. 18, 2026; an earlier report of his death in 2019 was false". */
const AN_EARLIER_CLAIM_DENIED =
  /\b(?:an?\s+|the\s+)?(?:earlier|previous|prior)\s+(?:report|post|story|claim|obituary)\b[^;.]*?\b(?:was|were|proved)\s+(?:false|untrue|erroneous)\b/i;

/**
 * Life after the verb, in the same sentence: a revival or life found, "... before paramedics revived
 * him", "was declared dead Nov. 18, 2026, and revived by paramedics", "died twice on the operating
 * table and lived", "died on the operating table and came back", "... and was brought back by
 * surgeons", "was pronounced dead Nov. 18, 2026, but a deputy coroner found a pulse", "... but a
 * nurse detected a heartbeat", "... but a funeral home worker noticed he was breathing", "... and woke
 * up at the funeral home". A revival before the death ("Paramedics revived him, but he died Nov. 18",
 * "was revived by paramedics but died"), or after it in a clause of "after" ("died at OSF after
 * paramedics restarted his heart twice") or in the pluperfect ("where doctors had restarted his heart
 * in 2019"), and none found ("after paramedics found no pulse") leave the death.
 */
const LIFE_AFTER =
  /\b(?:(?:revived|resuscitated)\s+(?:him|her|them|me)|(?:was|were|and|but)\s+(?:revived|resuscitated)|brought\s+(?:him|her|them|me)\s+back(?:\s+to\s+life|(?=\s*(?:[.;!]|$)))|came\s+back\s+to\s+life|(?:and|but)\s+came\s+back(?=\s*(?:[.;!]|$))|(?:was|were)\s+brought\s+back\s+(?:to\s+life|by\s+(?:doctors|surgeons|paramedics|medics|nurses))|(?:and|but)\s+(?:lived|survived)(?=\s*(?:[.!]|$))|restarted\s+(?:his|her|their)\s+hearts?|(?:found|detected|felt)\s+a\s+(?:faint\s+)?(?:pulse|heartbeat)|noticed\s+(?:he|she)\s+was\s+breathing|woke\s+up\s+(?:in|at)\s+the\s+(?:funeral\s+home|morgue)|but\s+was\s+found\s+alive)\b/i;

/**
 * A death taken back later in its sentence as faked: "reportedly died Nov. 18, 2026, but police now
 * say he faked it".
 */
const FAKED_LATER = /\bbut\b(?:[^.;]|\.(?=\s+\d))*\b(?:he|she)\s+faked\s+it\b/i;

/** A revival before a death verb in a clause of "after": "Paramedics revived John Whitaker after he ". */
const REVIVED_AFTER_HE = /\b(?:revived|restarted)\b(?:[^.;]|\.(?=\s+\d))*\bafter\s+(?:he|she)\s+$/i;

/**
 * Whether the sentence tells of life after the death of the verb between `before` and `after`: life
 * after the verb (`LIFE_AFTER`), or a revival before it of a death in a clause of "after"
 * (`REVIVED_AFTER_HE`).
 */
function aliveAfter(before: string, after: string): boolean {
  const m = LIFE_AFTER.exec(after);
  // "died at OSF, where doctors had restarted his heart in 2019": a revival before the death.
  const earlier = m !== null && /\b(?:after\s+[^,;]*|had\s+)$/i.test(after.slice(0, m.index));
  if (m !== null && !earlier) return true;
  return REVIVED_AFTER_HE.test(before);
}

/**
 * A state of being alive in the sentence of a death: "... died Nov. 18, 2026. Whitaker is alive", "...
 * briefly died on stage; he is recovering", "declared brain dead, but his family says he is improving".
 */
const ALIVE_STATE =
  /\b(?:is|was|remains|are)\s+(?:still\s+|very\s+much\s+|now\s+)?(?:alive|recovering|improving)\b/gi;
/**
 * The one said to be alive where it may be the person whose death the sentence reports: a pronoun, or
 * one name alone ("Whitaker is alive", "Mr. Whitaker is recovering"). A person the sentence names by a
 * description ("his passenger is recovering", "the boy, 12, is improving"), by a full name ("Mark
 * Cole, 30, is recovering") or in a clause of their own ("who was alive when paramedics arrived") is
 * alive beside the death, or before it.
 */
const ALIVE_MAY_BE_THE_DEAD =
  /(?:\b(?:he|she|they)|(?:(?<![\p{L}'’.-])(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+|(?<!\p{Lu}[\p{L}'’.-]*\s+))\p{Lu}[\p{L}'’-]+)\s+$/u;

/**
 * Whether the sentence denies or doubts the deaths it reports (`DENIAL`), or says of a person who may
 * be the dead that they are alive (`ALIVE_STATE`).
 */
function deniesDeath(sentence: string): boolean {
  if (DENIAL.test(sentence.replace(SUBJECTS_DESCRIPTION, '$1').replace(AN_EARLIER_CLAIM_DENIED, '')))
    return true;
  for (const m of sentence.matchAll(ALIVE_STATE)) {
    if (ALIVE_MAY_BE_THE_DEAD.test(sentence.slice(Math.max(0, m.index - 60), m.index))) return true;
  }
  return false;
}

/**
 * Words of a later sentence that take back a death the page reported: "The post was a hoax", "The
 * report was false", "Reports of his death were untrue", "was mistakenly reported dead"; in Spanish,
 * "está vivo", "sigue con vida", "La noticia era falsa". A correction of something else ("Reports that
 * he had been ill were false", "An earlier version of this story gave his age in error") takes nothing
 * back.
 */
const TAKEN_BACK =
  /\bhoax(?:es)?\b|^(?:the|that|this)\s+(?:post|report|claim|story|rumou?r|announcement)\s+(?:was|is|proved|turned\s+out\s+to\s+be)\s+(?:false|untrue|fake|wrong|mistaken)\b|\b(?:death|died|dead|passing)\b[^.;]{0,40}\b(?:(?:was|were|is|are|proved|proven)\s+(?:false|untrue|fake|wrong|mistaken)|in\s+error)\b|\b(?:mistakenly|wrongly|incorrectly|falsely)\s+(?:reported|announced|listed|declared|identified)\b|\b(?:he|she)\s+faked\s+(?:his|her)\s+(?:own\s+)?death\b|(?<![\p{L}])(?:est[aá]|sigue|contin[uú]a)\s+(?:viv[oa]|con\s+vida)(?![\p{L}])|(?<![\p{L}])(?:noticia|publicaci[oó]n|rumor|informaci[oó]n)\s+(?:era|es|fue|result[oó]\s+ser)\s+(?:falsa?|err[oó]ne[oa])(?![\p{L}])/iu;

/** What `deathTakenBack`'s pattern by name says after the name: "is" or "remains". */
const IS_OR_REMAINS = /\s(?:is|remains)\s/;

/**
 * Whether the sentences after a death sentence take the person's death back: "A social media post
 * claimed John Whitaker died Nov. 18, 2026. The post was a hoax; Whitaker is alive.", "... was
 * declared brain dead Nov. 18. Whitaker is improving.", "... was pronounced dead Nov. 18. A deputy
 * coroner later found a pulse, and he is in stable condition." The person alive is the person by name
 * or by a pronoun of their sex, and not alive in someone's heart ("He is alive in our hearts", "She is
 * still alive" of his mother on a man's page are no denial).
 */
export function deathTakenBack(following: readonly string[], name: DecedentName): boolean {
  const pronoun = name.sex === 'M' ? 'he' : name.sex === 'F' ? 'she' : 'he|she';
  const is = String.raw`\s+(?:is|remains)\s+(?:still\s+|very\s+much\s+|now\s+)?`;
  const alive = String.raw`alive\b(?!\s+in\b)`;
  // A patient's condition: "he is in stable condition".
  const condition = String.raw`in\s+(?:stable|critical)\s+condition\b`;
  const given = escapeRegExp(name.given);
  // By name, recovering too: the family name or the given name alone, or after the given name or a
  // title ("Whitaker is recovering at OSF"), an age or a town set off or not ("John Whitaker, 45, of
  // Peoria, is alive"). "His son Mark Whitaker is recovering" is another of the family.
  const byNamePattern = (): RegExp =>
    new RegExp(
      String.raw`(?:(?<!\p{Lu}[\p{L}'’.-]*\s+)|(?<=\b(?:${given}|Mr|Mrs|Ms|Miss|Dr)\.?\s+))\b(?:${escapeRegExp(name.surname)}|${given})(?:\s*,\s*[^,;]{1,40}){0,2}\s*,?${is}(?:${alive}|recovering\b|improving\b|${condition})`,
      'u',
    );
  // A pronoun only right after the death: by then another of the person's sex may have been named.
  const byPronoun = new RegExp(String.raw`\b(?:${pronoun})${is}(?:${alive}|${condition})`, 'i');
  // The pattern by name, built only for a sentence that has what it needs: the family name or the
  // given name as written, and "is" or "remains" (a pattern built on a name costs more than its test).
  let byName: RegExp | undefined;
  const namesAlive = (s: string): boolean =>
    (s.includes(name.surname) || s.includes(name.given)) &&
    IS_OR_REMAINS.test(s) &&
    (byName ??= byNamePattern()).test(s);
  return following.some((s, i) => TAKEN_BACK.test(s) || namesAlive(s) || (i === 0 && byPronoun.test(s)));
}

/**
 * A body, a fund or an agreement named for a person, right before the verb: "The John Whitaker
 * Foundation expired", "The John Whitaker Band died a slow death". No word a family name may be
 * ("Park", "Law", "Bill" are people's names too).
 */
const NAMED_BODY_BEFORE =
  /\b(?:Foundation|Fund|Trust|Inc\.?|Company|Co\.|Corp\.?|Corporation|Association|Society|Club|Center|Centre|Act|Plan|Program|Fellowship|Scholarship|Award|Prize|Agreement|Contract|Lease|Patent|Warrant|Ordinance|Band|Orchestra|Choir|Show|Campaign|Committee|Group|Team|League),?\s+(?:(?:peacefully|suddenly|unexpectedly|quietly)\s+)?$/u;

/**
 * A thing or an animal, not a person, right before the verb: "the motion died for lack of a second",
 * "the battery died", "the rally died in the fourth quarter", "his dream died", "The deer died at the
 * scene" (a driver's page), "The dog that died in the fire belonged to John Whitaker". No one's
 * death. The thing is written in lower case: "The elder Hope died", "that John Hope left this earth"
 * are a family's.
 */
const THING_BEFORE = new RegExp(
  String.raw`\b(?:[Tt]he|[Aa]n?|[Tt]his|[Tt]hat|[Hh]is|[Hh]er|[Tt]heir|[Ii]ts|[Oo]ur|[Mm]y)\s+(?:[\p{L}-]+\s+){0,2}(?:motion|bill|measure|proposal|amendment|ordinance|resolution|petition|lawsuit|case|battery|batteries|engine|motor|car|truck|phone|computer|radio|rally|drive|comeback|season|streak|project|plan|idea|dream|dreams|deal|talks|negotiations|fire|flames|wind|winds|storm|noise|applause|laughter|cheers|conversation|music|light|lights|power|plant|plants|company|business|store|tree|trees|grass|crops|garden|lawn|flowers|hope|hopes|momentum|campaign|story|trend|tradition|language|industry|mill|factory|franchise|league|newspaper|magazine|band|show|series|program|marriage|romance|relationship|farm|ranch|orchard|dog|cat|horse|pony|pet|herd|cattle|cow|livestock|animal|animals|bear|deer|bird|birds|fish|snake|wolf|coyote|raccoon|calf|calves|bull|steer|heifer|mare|colt|foal|lamb|goat|pig|hog|sheep|chicken|chickens|turkey|duck|goose|puppy|puppies|kitten|kittens|rabbit|hamster|whale|dolphin|elephant|lion|tiger|eagle|owl|hawk|cub)(?:\s*,?\s+(?:that|which|who))?\s+$`,
  'u',
);

/**
 * Words before a verb that say the death did not happen, or may not have: "nearly died", "would have
 * died", "briefly died on stage before paramedics revived him", "was thought to have died in the flood
 * but was found alive", "pretended to have drowned", "only pretended he died", "felt like he died
 * when the Cubs lost", "felt as if she had died and gone to heaven". A belief, a report, a pretence or
 * a feeling is not a death Vigil can answer `found` on.
 */
const NOT_HAPPENED =
  /\b(?:(?:nearly|almost|narrowly|never|not|n['’]t|could|would|might|should|must|briefly|clinically|technically)(?:\s+(?:have|has|had))?|may\s+have|(?:thought|believed|feared|presumed|assumed|rumou?red|reported|said|claimed|pretended)\s+to\s+have|pretended\s+(?:he|she)|(?:felt|feels)\s+(?:like\s+|as\s+(?:if|though)\s+)?(?:he|she)(?:\s+had)?|casi|por\s+poco|no|nunca|pudo\s+haber)\s+$/i;

/**
 * A belief of the past that the person had died, before the verb: "Family members believed John
 * Whitaker, 45, had drowned Nov. 18, until he called from a shelter", "Rescuers feared that he had
 * died in the river", and of the present, right before it: "his family fears he has died" (of a man
 * missing; not "John Whitaker, a pilot who feared nothing, has died"). What someone fears or thought
 * is no death Vigil can answer `found` on.
 */
const BELIEVED_BEFORE =
  /\b(?:feared|fearing|thought|assumed|believed|worried|imagined)\s+(?:that\s+)?[^;:.!?"“”]{0,100}?\b(?:had|might\s+have|may\s+have|could\s+have)\s+(?:been\s+)?$|\bfears?\s+(?:that\s+)?(?:he|she)\s+has\s+$/i;

/** Where a death goes, in an obituary's words: "to be with the Lord", "home to glory", "her Savior". */
const LORD = String.raw`(?:the\s+lord|jesus|christ|god|heaven|glory|(?:his|her|their|our)\s+(?:lord|savior|saviour|heavenly|maker|creator|redeemer|god))`;
/** Infinitives after "lost his fight to": the fight was for something ("to keep the plant open"). */
const FOR_SOMETHING = String.raw`(?:keep|save|stay|win|be|get|have|make|stop|block|remain|retain|hold|become|run|build|bring|open|close|change|overturn|reverse|force|prevent|protect|preserve|return)`;

/** A weekday or a month with its day, as a death is dated after its verb ("passed Tuesday", "left us Nov. 18"). */
const WHEN_NAMED = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day(?!['’]s)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}`;
/** A date written after a death phrase: "on Nov. 18, 2026", "Wednesday, Nov. 18, 2026". */
const DATE_WRITTEN = String.raw`(?:on\s+)?(?:${WHEN_NAMED})(?:,?\s+(?:\d{4}\b|${WHEN_NAMED}))*`;

/** What follows each everyday-sense phrase when it reports a death (`everydaySense`). */
const LOST_BATTLE_DEATH = new RegExp(
  String.raw`^\s*(?:with|against|to\s+(?!${FOR_SOMETHING}\b)|[,.;]|$|on\s|at\s|peacefully)`,
  'i',
);
/**
 * An opponent after "lost his battle with" or "... fight against": a council, a board, a company, a
 * landlord. A contest lost, not a life ("lost his battle with the city council over the zoning change").
 */
const LOST_TO_AN_OPPONENT =
  /^\s*(?:with|against)\s+(?:the|a|an|his|her|their)\s+(?:[\w'’-]+\s+){0,3}?(?:council|board|commission|city|county|state|village|town|township|district|company|corporation|firm|bank|lender|landlord|developer|government|court|courts|agency|administration|department|union|school|college|university|league|association|neighbou?rs?|insurer|insurance|irs|authorities|officials|employer|boss|ex-wife|ex-husband|builder|contractor|railroad|utility|diocese|rival|opponent|challenger|incumbent)\b/i;
const FELL_ASLEEP_DEATH = new RegExp(
  String.raw`^\s+(?:peacefully|for\s+the\s+(?:last|final)\s+time|in\s+(?:the\s+arms\s+of\s+)?(?:death|${LORD})|(?:[^.;]|\.(?=\s+\d)){0,60}?\band\s+(?:never|did\s+not|didn['’]t)\s+(?:wake|woke|awake|awaken)(?!\s+(?:up\s+)?(?:until|till)\b)|(?:[^.;]|\.(?=\s+\d)){0,60}?\band\s+woke\s+(?:up\s+)?in\s+(?:heaven|glory)\b)`,
  'i',
);
/** "went home Nov. 18, 2026, to be with the Lord": a date may come between. */
const WENT_HOME_DEATH = new RegExp(
  String.raw`^\s+(?:${DATE_WRITTEN},?\s+)?to\s+(?:be\s+with\s+)?${LORD}`,
  'i',
);
/** "Heaven gained another angel on Nov. 18, 2026, when" (John Whitaker went home). */
const HEAVEN_GAINED_WHEN =
  /\bheaven\s+(?:gained|welcomed|received)\s+(?:another|an|a\s+new|one\s+more)\s+angel\b(?:[^.;]|\.(?=\s+\d))*\bwhen\s/i;
/** Those a person is said to go to be with, or to be reunited with, when he or she dies. */
const FAMILY_OF_THE_DEAD = String.raw`(?:wife|husband|spouse|mother|father|parents|son|daughter|brother|sister)`;
/**
 * "went to be with the Lord", "... with his late wife", "... with his wife, Mary, in heaven"; as
 * `REUNITED_DEATH`, "... with his beloved wife, Mary, on Nov. 18, 2026.".
 */
const WENT_TO_BE_WITH_DEATH = new RegExp(
  String.raw`^\s+(?:${LORD}|(?:his|her|their)\s+late\s+${FAMILY_OF_THE_DEAD}\b(?!['’])|(?:[\w'’-]+,?\s+){1,8}in\s+(?:heaven|glory|eternity)\b)`,
  'i',
);
/**
 * "was reunited with his late wife" (or son, parents ...), "... with his beloved wife of 60 years, Mary,
 * on Nov. 18, 2026.": one who died before, or a spouse the sentence says no more of. Not "reunited
 * with his wife after three years in prison", "... with his beloved wife at O'Hare", "... with his
 * beloved daughter" (a child given up for adoption) nor "... with his late father's Purple Heart".
 */
const REUNITED_DEATH = new RegExp(
  String.raw`^\s+(?:his|her|their)\s+(?:late\s+${FAMILY_OF_THE_DEAD}\b(?!['’])|(?:beloved|loving|dear|sweet)\s+(?:wife|husband)(?:\s+of\s+\d{1,2}\s+years)?(?:,\s*\p{Lu}[\p{L}'’-]*,?)?\s*(?:,?\s*${DATE_WRITTEN}\s*)?(?:[.;]|$))`,
  'iu',
);
/** A race run: "finished his race in 3:12 at the Boston Marathon", "finished his course of chemotherapy". */
const RACE_RUN =
  /^(?:\s+(?:of|at\s+(?!(?:his|her|their)\s+home\b|home\b))|(?:[^.;]|\.(?=\s+\d))*\b(?:marathon|triathlon|\d+k|miles?|laps?|minutes?|seconds?|place|finish\s+line|pace|personal\s+best|\d+:\d\d|medal|qualif\w*|requirements?|classes|degree))\b/i;
/**
 * Phrases of a death that as often tell something else ("finished his race", "went to sleep", "earned
 * his wings", "made his final journey home", "went to his rest", "was taken to heaven", "departed for
 * heaven", "went to paradise for a week", "danced into heaven as the lead in the play", "entered Glory
 * Road Church", "left for Heaven Hill Distillery", "joined the Lord in prayer", "returned home to the
 * Lord after years away", "received her angel wings in the pageant"): they tell a death only when what
 * follows them is how a death is told (`TOLD_AS_A_DEATH`).
 */
const WEAK_EUPHEMISM =
  /^(?:finished \w+ (?:race|course)|went to sleep|(?:gained|earned) \w+ wings|.* journey home|went (?:\w+ )?to \w+ rest|was taken to heaven|departed (?:for|to) heaven|.* lost a .*|(?:danced|went)(?: \w+)? (?:in)?to (?:heaven|glory|paradise)|entered (?:into )?glory|left for (?:heaven|glory)|joined (?:the lord|\w+ heavenly father)|returned home to .*|received \w+ angel wings)$/;
/**
 * What follows a death told by a weak phrase, after its date: the sentence's end, the place, the
 * family, the illness, heaven ("on Nov. 18, 2026, surrounded by his family", "... at OSF"). Not "after
 * the surgery and woke up", "despite a broken foot", "after 20 years abroad", "by the music".
 */
const TOLD_AS_A_DEATH = new RegExp(
  String.raw`^\s*(?:(?:peacefully|quietly|gently)\s+)?(?:,?\s*${DATE_WRITTEN})?(?:,?\s*(?:peacefully|quietly|gently)\b)?\s*(?:[.;]|$|,?\s*(?:at\s+(?!\d|the\s+(?:end|finish|start)\b)|surrounded\b|with\s+(?:his|her|their)\s+(?:loving\s+)?(?:family|loved|wife|husband|children)\b|(?:after|following)\s+(?:a|an|his|her)\s+(?:(?:long|brief|short|courageous|brave|lengthy|sudden)\s+)*(?:illness|battle|struggle|fight)\b|after\s+\d{1,3}\s+(?:[a-z-]+\s+){0,2}years(?:\s+of\s+[a-z-]+)?\s*(?:[.;,]|$)|and\s+woke\s+(?:up\s+)?in\s+(?:heaven|glory)\b|in\s+(?:his|her|their)\s+sleep\b|to\s+be\s+with\b|in\s+(?:the\s+arms\s+of\s+)?${LORD}|and\s+(?:never|did\s+not|didn['’]t)\s+(?:wake|woke)\b))`,
  'i',
);
/** A reward received in life: a retirement's or a prize's. */
const REWARD_IN_LIFE =
  /^(?:[^.;]|\.(?=\s+\d))*\b(?:retire\w*|party|banquet|ceremony|awards?|plaque|gift|bonus|promotion)\b/i;
/** Words of flying in a sentence of "earned his wings": a pilot's wings. */
const FLYING =
  /\b(?:pilots?|flew|fly|flying|flight|aviators?|aviation|squadron|navy|naval|air\s+force|army|marines?|jets?|aircraft|helicopters?|cockpit|airlines?|pensacola)\b/i;
const TRANSITIONED_DEATH = new RegExp(
  String.raw`^\s*(?:[,.;]|$|peacefully|quietly|on\s|${WHEN_NAMED}|at\s+home|from\s+(?:this|earth|labou?r|time\s+(?:in)?to\s+eternity)|(?:in)?to\s+(?:eternal|eternity|be\s+with|the\s+(?:other\s+side|afterlife|arms|presence)|${LORD}|(?:his|her|their)\s+(?:heavenly|eternal)))`,
  'i',
);
/**
 * Words up to the sentence's end, lazily: a period ends it unless an abbreviation's before a number or a
 * comma ("on Nov. 18, 2026, to care for his mother").
 */
export const IN_THE_SENTENCE = String.raw`(?:[^.;]|\.(?=\s+\d|\s*,))*?`;

/** A pronoun right before the verb: "after he " (died). Group: the pronoun. */
const PRONOUN_RIGHT_BEFORE = /\b(he|she)\s+(?:had\s+)?$/i;
/**
 * A relative named after the death by those who charge or investigate, of whom the pronoun before it
 * told: "... continued to receive payments for years after he died in 2015, prosecutors said of his
 * father". Group: the relation.
 */
const RELATIVE_NAMED_AFTER_BY_A_TELLER = new RegExp(
  String.raw`^${IN_THE_SENTENCE},\s+(?:prosecutors|police|authorities|investigators|officials|the\s+(?:indictment|complaint|lawsuit))\s+(?:said|say|says|alleged|allege|alleges|wrote)\s+of\s+(?:his|her)\s+${EPITHETS}${RELATION}\b`,
  'iu',
);

/**
 * Whether the death at `at`, told by a pronoun, is a relative's named after it by those who charge or
 * investigate (`RELATIVE_NAMED_AFTER_BY_A_TELLER`).
 */
function relativesDeathNamedAfter(sentence: string, at: number): boolean {
  const pronoun = PRONOUN_RIGHT_BEFORE.exec(sentence.slice(0, at));
  const relative = pronoun && RELATIVE_NAMED_AFTER_BY_A_TELLER.exec(sentence.slice(at));
  return !!relative && pronounOfTheRelation(pronoun[1]!, relative[1]!);
}

/** "transitioned on Jan. 1, 2026, to a new role", "made her transition from nursing to teaching". */
const TRANSITION_TO_SOMETHING = new RegExp(
  String.raw`^${IN_THE_SENTENCE}\b(?:from|to|into)\s+(?!(?:be\s+with|eternal|eternity|everlasting|heaven|glory|paradise|reward|time\s+(?:in)?to\s+eternity|this\s+(?:life|world|earth)|earth|labou?r|the\s+(?:other\s+side|afterlife|arms|presence|great\s+beyond)|${LORD}|(?:his|her|their)\s+(?:heavenly|eternal|earthly|home|reward))\b)`,
  'i',
);
/**
 * What follows a bare "passed" that reports a death: a date, a time, a manner or a place ("passed
 * Tuesday", "passed June 1", "passed peacefully", "passed at home", "passed in his sleep", "passed
 * from this life", "passed surrounded by family"), or nothing. "The bridge passed inspection", "the
 * measure passed 5-2", "passed muster", "passed with honors" and "passed in committee" report none.
 */
const PASSED_DEATH = new RegExp(
  String.raw`^\s*(?:[,.;:!)\u2014\u2013]|$|(?:peacefully|suddenly|unexpectedly|quietly|gently|comfortably|surrounded|early|late|last|yesterday|today|tonight|shortly|home|while|after|following|before|due|into|from\s+(?:this|earth|life|us)|at\s+(?!the\s+(?:polls|ballot)\b)|in\s+(?!committee|the\s+(?:house|senate|legislature|council|assembly)\b)|with\s+(?:(?:his|her|their)\s+)?(?:family|loved|wife|husband|children|daughters?|sons?)|${WHEN_NAMED}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))\b)`,
  'i',
);

/** ... and what follows each when it does not. */
const PASSED_ON_SOMETHING =
  /^\s+(?:(?:his|her|their|its|my|our|your|a|an|this|that|these|those)\b|the\s+(?!(?:morning|afternoon|evening|night|day|eve)\b|\d))/i;
/**
 * A thing handed on after the date: "passed on Nov. 18, 2026, the family farm to his son". The date
 * alone, or a manner or a place after it, keeps the death ("passed on Nov. 18, 2026, the day after
 * his birthday").
 */
/**
 * A test passed, a way gone through or a chance declined: "passed Nov. 18, 2026, on his third attempt
 * at the driving test", "... with a score of 92", "... by a vote of 5-2", "passed peacefully through
 * security", "passed Nov. 18, 2026, on the chance to run for mayor".
 */
const PASSED_A_TEST = new RegExp(
  String.raw`^\s+[a-z]+ly\s+(?:through|by|over|under|along|across|around|out|down|up|behind)\b|^${IN_THE_SENTENCE}\b(?:on\s+(?:his|her|their)\s+[\w-]+\s+(?:attempt|try)|on\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,2}?(?:chance|opportunity|offer)|with\s+(?:a\s+(?:score|grade|mark)\s+of|flying\s+colou?rs)|by\s+a\s+(?:vote|margin|score)\s+of)\b`,
  'i',
);
const HANDED_ON_AFTER_DATE = new RegExp(
  String.raw`^\s+(?:on\s+)?(?:${WHEN_NAMED})(?:,?\s+\d{4})?,\s+(?:the|his|her|their|a|an)\s+(?:(?!(?:he|she|they|was|were|after|before|when|as)\b)[\w'’-]+\s+){1,4}?to\s+(?:his|her|their|the|a|an)\s`,
  'i',
);
const PILOTS_WINGS =
  /^\s+(?:as|at|from|with\s+the|in\s+(?:the\s+)?(?:navy|army|air|marine|coast|flight|pilot))\b/i;
const SLIPPED_AWAY_FROM_SOMEONE =
  /^\s+from\s+(?!us\b|this\s+(?:life|world|earth)\b|(?:his|her|their)\s+(?:family|loved\s+ones|earthly)\b)/i;
/** "The Lord called John Whitaker home", "... John Whitaker, 84, of Peoria, home": who was called. */
const CALLED_HOME =
  /^(?:the\s+lord|god|jesus)\s+(?:called|took)\s+(.+?)(?:,\s*(?:\d{1,3}|of\s+[^,]{1,40}))*,?\s+home$/i;
/** A pronoun or a name as written (capitalised words), as `CALLED_HOME` holds its person. */
const CALLED_WHO = /^(?:him|her|you|(?:\p{Lu}[\p{L}'’.-]*\s*){1,4})$/u;
/**
 * "was called home from Iraq", "... early", "... to Texas", "... when his father fell ill", "... to care
 * for his mother": a call home to the family, no death ("... after his long illness took a turn for
 * the worse" is one).
 */
const CALLED_HOME_FROM_SOMEWHERE = new RegExp(
  String.raw`^\s+(?:(?:on\s+)?(?:${WHEN_NAMED})(?:,?\s+\d{4})?,?\s+)?(?:from|early|to\s+(?!be\s+with|${LORD}))|^${IN_THE_SENTENCE}\b(?:when|after|because|as)\s+(?:his|her|their)\s+(?:[\w'’-]+\s+)?(?:father|mother|dad|mom|wife|husband|son|daughter|brother|sister|parents?|grand(?:father|mother|pa|ma))\s+(?:fell|became|was|grew|took\s+a\s+turn)\s+(?:(?:gravely|seriously|critically)\s+)?(?:ill|sick|worse|for\s+the\s+worse)\b|^${IN_THE_SENTENCE}\bto\s+(?:care\s+for|help\s+(?:his|her|their)|take\s+over|run\s+the)\b`,
  'i',
);

/** A rest from work, not a life: "rested from his labors on the farm", "... with a week at the lake". */
const REST_FROM_WORK = new RegExp(
  String.raw`^\s+(?:(?:at|on|in)\s+the\s+(?!lord\b)|${IN_THE_SENTENCE}\b(?:with|for)\s+a\s+(?:week|day|weekend|month|vacation|holiday|trip|nap|break)\b)`,
  'i',
);
/**
 * An illness someone "succumbed to" and lived: "succumbed to the flu on Nov. 18 and missed the big
 * game", "... and stayed home", "... and had to cancel the trip".
 */
const FELL_ILL =
  /^(?:[^.;]|\.(?=\s+\d))*?\band\s+(?:missed|stayed|spent|had\s+to|was\s+(?:out|home|absent|sidelined)|could\s+not|couldn['’]t|sat\s+out)\b/i;
/** What follows "his life ended" when it reports a death: a date, a place, a manner, the end of the clause. */
const LIFE_ENDED_DEATH = new RegExp(
  String.raw`^\s*(?:[,.;]|$|on\s|at\s|in\s+(?:his|her|their)\s+sleep|peacefully|quietly|suddenly|tragically|unexpectedly|after\s+(?:a|an|his|her)\s|${WHEN_NAMED})`,
  'i',
);
/** How a fight with an illness is won: "in remission", "with a full recovery", "with a transplant". */
const WON_BY = String.raw`in\s+(?:remission|victory|triumph)|with\s+(?:a\s+|an\s+|his\s+|her\s+|their\s+)?(?:full\s+|complete\s+)?(?:recovery|cure|remission|clean\s+bill|transplant|victory|all[\s-]clear)`;
/** What follows "battle with cancer ended" when the fight was won: "in remission", "with a transplant". */
const BATTLE_WON = new RegExp(String.raw`^\s+(?:${WON_BY}|in\s+a\s+cure)\b`, 'i');
/** A battle with an illness ended, and won, as the sentence tells it later: "... in remission". */
const BATTLE_ENDED_WON = new RegExp(
  String.raw`^${IN_THE_SENTENCE}\b(?:${WON_BY}|(?:cancer|disease)[\s-]free)\b`,
  'i',
);
/** What follows "succumbed to" that no one dies of: "succumbed to pressure", "to temptation". */
const SUCCUMBED_TO_SOMETHING =
  /^\s+(?:(?:the\s+)?(?:peer\s+)?pressure|temptation|the\s+(?:charms?|lure|urge|temptation|allure|pull|appeal)|(?:his|her|their)\s+(?:curiosity|urge|desire|charms?|appetite)|fatigue|sleep|exhaustion)\b/i;
/** What follows "succumbed" in a game's report: "succumbed in overtime", "... in the final". */
const LOST_A_GAME =
  /^\s+in\s+(?:overtime|extra\s+(?:time|innings)|(?:a|the)\s+(?:shootout|playoffs?|tiebreaker|final|semifinal|first|second|third|fourth|last)\b)/i;
/** Where burdens are laid down in worship, not in death: "at the altar", "at the foot of the cross". */
const LAID_DOWN_IN_WORSHIP =
  /^\s+(?:at\s+the\s+(?:altar|foot\s+of\s+the\s+cross|cross)|before\s+(?:the\s+lord|god|jesus|christ))\b/i;
/**
 * What follows "was killed" that is no one's death: "was killed in committee", "killed off", "was killed
 * in the primary", "was killed in the Nov. 18 election", "was killed at the polls".
 */
const KILLED_SOMETHING =
  /^\s+(?:off|in\s+committee|by\s+(?:the\s+)?(?:senate|house|council|board|committee|legislature|voters|critics)|in\s+the\s+(?:[\w.]+\s+){0,2}?(?:primary|primaries|polls|election|runoff|ratings|reviews|press|standings|market)|at\s+the\s+(?:polls|box\s+office))\b/i;
/** What follows "last breath" that no one dies of: "of fresh air", "of freedom". */
const BREATH_OF_SOMETHING = /^\s+of\s+(?:[\w'’-]+\s+){0,2}(?:air|freedom|liberty)\b/i;
/** What follows "left us" that is no death: "left us a legacy", "left us in 1990 for Texas". */
const LEFT_US_DEATH = new RegExp(
  String.raw`^\s*(?:[,.;]|$|peacefully|suddenly|unexpectedly|(?:(?:far|much|way|all|so)\s+)?too\s+soon|on\s|at\s+home|${WHEN_NAMED}|(?:to|for)\s+(?:be\s+with|${LORD}|(?:his|her|their)\s+(?:heavenly|eternal))|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(?:years?|months?|weeks?)\s+ago\b)`,
  'i',
);

/**
 * "left us Tuesday for a new job in Ohio", "left us in May to join the firm", "left us too soon to return
 * to college", "left us for a well-earned retirement in Arizona", "left this world behind for a week of
 * silence at a monastery", "slipped away to Florida for the winter": a departure.
 */
const LEFT_FOR_SOMETHING = new RegExp(
  String.raw`^${IN_THE_SENTENCE}\b(?:for\s+(?:a|an|the|his|her|their)\s+(?:new\s+)?(?:job|position|post|role|career|opportunity|company|firm|team|school|college|university)|for\s+(?:a|an|his|her|their)\s+(?:(?!eternal\b|heavenly\b|everlasting\b)[\w-]+\s+){0,2}(?:retirement|chapter|adventure)|for\s+(?:a|an|the|one|two|three|four|several|\d+)\s+(?:[\w-]+\s+){0,2}?(?:weeks?|weekends?|months?|years?|days?|nights?|winter|summer|season|semester|vacation|holidays?|retreat|trip|visit|stay|tour|cruise)|to\s+(?:join\s+(?!${LORD})(?![^.;]*\bin\s+(?:heaven|glory|eternity))|take|become|work|lead|head|pursue|start|run|coach|teach|serve\s+as|(?:return|move|relocate)(?!\s+(?:home\s+)?to\s+${LORD})|attend|study|enroll|enlist|retire))\b`,
  'i',
);

/** What a world or a life "of" something is when it is no one's death: any but its pain or its years. */
const WORLD_OF_THE_LIVING =
  /^\s+of\s+(?!(?:ours|pain|suffering|sorrows?|tears|troubles?)\b|\d|(?:[\w-]+\s+)?years\b)/i;

/** A part sung or played on a stage, later in the sentence: "in song at the Christmas pageant". */
const SUNG_OR_PLAYED = new RegExp(
  String.raw`^${IN_THE_SENTENCE}\b(?:in\s+song|(?:at|in)\s+the\s+(?:[\w'’-]+\s+){0,2}(?:pageant|play|cantata))\b`,
  'i',
);

/** A noun that makes "rest" a compound of the living: "rest mode", "rest day". */
const REST_COMPOUND = /^\s+(?:mode|days?)\b/i;

/** What follows "drowned" in its everyday senses (`everydaySense`). */
const DROWNED_OTHERWISE =
  /^\s+(?:out|(?:his|her|their)\s+sorrows|in\s+(?:debt|paperwork|work|sorrows?|tears|bills|applause))\b/i;

/** Who declares a death that may not be one: an office's records, a court, a mistake, or critics. */
const DECLARED_BY_RECORD =
  /^(?:[^.;]|\.(?=\s+\d))*?\b(?:by\s+(?:mistake|error|accident)|in\s+error|mistakenly|erroneously|by\s+(?:the\s+|a\s+)?(?:social\s+security|ssa|government|irs|medicare|medicaid|state|bank|insurer|pension|court|judge|probate|critics)\b)/i;

/** A role played in a titled work: "died on stage ... as Willy Loman in "Death of a Salesman"". */
const ROLE_PLAYED =
  /^(?:[^.;]|\.(?=\s+\d|\s*,))*\b(?:as|playing)\s+(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}in\s+["“‘']/u;

/** Words before "was dead" of a wish, a pretence, a doubt or a feeling: no death. */
const DEAD_NOT_SO =
  /\b(?:wish(?:ed|es)?|pretend(?:ed|s|ing)?|thought|feared|believed|assumed|hoped|imagined|if|whether|though|acted|played|felt|feel|feels|looked|seemed|seems|half|nearly|almost)\b[^.;]{0,60}$/i;

/** A date after "on": "expired on Nov. 18, 2026", "on Tuesday". */
const ON_A_DATE = new RegExp(String.raw`^\s+on\s+(?:${WHEN_NAMED})`, 'i');
/** What a person's "expired" or "was executed" follows: a name, its age or town set off, "he", "she", "who". */
const EXPIRED_AFTER_A_PERSON =
  /(?:\b(?:he|she|who)|\p{Lu}[\p{L}'’.-]*,?|\b\d{1,3},)\s+(?:(?:peacefully|suddenly|unexpectedly|quietly)\s+)?$/u;

/**
 * A capitalised word before "expired" that is a thing's name: one after a possessive ("John Whitaker's
 * Visa expired"), or a body's ("The John Whitaker Foundation expired", `NAMED_BODY_BEFORE`).
 */
const EXPIRED_AFTER_A_THING =
  /['’]s\s+\p{Lu}[\p{L}'’.-]*,?\s+(?:(?:peacefully|suddenly|unexpectedly|quietly)\s+)?$/u;

/**
 * What follows "died" in its everyday senses (`everydaySense`), a runner's among them: "died at second
 * base", "died on third when the next two batters struck out"; and deaths counted, as no one dies
 * but once: "has died on stage a thousand times", "died a hundred deaths", "has died on that hill
 * more times than he can count" ("died after being hospitalized several times" is one).
 */
const DIED_OTHERWISE =
  /^(?:\s+(?:down|off|a\s+little|inside|laughing|briefly|(?:his|her|their)\s+(?:hair|beard))\b|\s+for\s+(?:a\s+(?:few\s+)?|about\s+|nearly\s+|almost\s+|\d+\s+|(?:one|two|three|four|five|six|seven|eight|nine|ten|several)\s+)?(?:seconds?|minutes?|moments?)\b|\s+(?:in|on)\s+(?:(?:two|three|four|five|six|several|many|countless|numerous|\d+)\s+)(?:films?|movies?|episodes?|plays?|roles?|scenes?|shows?)\b|(?:\s+(?!after\b)\p{L}+){0,3}\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+dozen|several|many|countless|more|a\s+(?:hundred|thousand|million))\s+times\b|\s+(?:once|twice)\b|\s+a\s+(?:hundred|thousand|million)\s+deaths\b|(?:[^.;]|\.(?=\s+\d))*\b(?:(?:every|each)\s+(?:night|performance|show)|nightly|in\s+the\s+role\s+of|in\s+the\s+(?:video\s+)?game|(?:giving\s+up|allowing|surrendering)\s+(?:\d+|\w+)\s+(?:runs?|hits?|goals?|points?))\b|\s+on\s+the\s+vine\b|\s+at\s+the\s+box\s+office\b|\s+at\s+(?:first|second|third)\s+base\b|\s+on\s+(?:first|second|third)\s+when\b)/iu;

/**
 * What must follow a death phrase that has another, everyday sense, for the phrase to report a
 * death. "Lost his battle for a third term", "fell asleep at the wheel", "went home with the blue
 * ribbon", "transitioned to chief executive", "passed on the family business", "the passing of the
 * budget", "gained his wings as a Navy pilot", "slipped away from police", "was called home from
 * college" and "the noise died down" are no one's death; "lost her battle with cancer", "fell asleep
 * in Jesus", "went home to glory", "transitioned peacefully", "passed on June 1", "the passing of our
 * mother" are.
 */
function everydaySense(verb: string, before: string, after: string): boolean {
  const v = verb.toLowerCase().replace(/\s+/g, ' ');
  // "lost his life savings", "lost his life's work in the fire", "took his own life savings to Las Vegas".
  if (/^(?:lost (?:his|her|their)|took (?:his|her|their) own) li/.test(v))
    return /^(?:\s+savings\b|['’]s\b)/i.test(after);
  // "perished the thought", "was found dead asleep at his desk": idioms of the living.
  if (v === 'perished') return /^\s+the\s+thought\b/i.test(after);
  if (/^(?:was|were) found dead$/.test(v)) return /^\s+(?:asleep|tired)\b/i.test(after);
  if (v.startsWith('lost ')) return !LOST_BATTLE_DEATH.test(after) || LOST_TO_AN_OPPONENT.test(after);
  // "left this world behind for a week of silence", "departed this life of crime", "left this world
  // of corporate finance to open a bakery"; "left this world of pain", "... of 92 years" are deaths.
  if (/^(?:left|departed) this /.test(v)) {
    return LEFT_FOR_SOMETHING.test(after) || WORLD_OF_THE_LIVING.test(after);
  }
  // "breathed his last sigh of relief when the jury returned".
  if (v.startsWith('breathed ')) {
    return /^\s+sighs?\b/i.test(after) || BREATH_OF_SOMETHING.test(after.replace(/^\s+breath\b/i, ''));
  }
  // "took his last breath of freedom before reporting to prison".
  if (/^(?:took|drew) /.test(v) && v.endsWith(' breath')) return BREATH_OF_SOMETHING.test(after);
  // "entered the gates of Disney World"; "entered the gates of heaven" is a death.
  if (v === 'entered the gates') {
    return /^\s+of\s+(?!(?:heaven|glory|paradise|the\s+(?:kingdom|holy|heavenly|pearly|new\s+jerusalem|eternal))\b)/i.test(
      after,
    );
  }
  if (WEAK_EUPHEMISM.test(v) && !TOLD_AS_A_DEATH.test(after)) return true;
  // "received his eternal reward, a gold watch, at his retirement party", "went to meet his maker, a
  // 1965 Ford Mustang": a joke of a living man's, the thing named after it.
  if (/(?:maker|creator|reward)$/.test(v) && /^\s*,\s+(?:a|an)\s+/i.test(after)) return true;
  if (v.startsWith('received ')) return REWARD_IN_LIFE.test(after);
  if (v === 'fell asleep' || v === 'went to sleep') {
    return !(/\bpeacefully\s+$/i.test(before) || FELL_ASLEEP_DEATH.test(after));
  }
  // "went home to Jesus in song at the Christmas pageant": a part sung.
  if (/^(?:went|(?:has|had|have) gone) home$/.test(v)) {
    return (!WENT_HOME_DEATH.test(after) && !HEAVEN_GAINED_WHEN.test(before)) || SUNG_OR_PLAYED.test(after);
  }
  // "finished his race in 3:12", "finished his course at Bradley"; "finished his race on Nov. 18".
  if (/^finished \w+ (?:race|course)$/.test(v)) return RACE_RUN.test(after);
  // "went home to be with his family after a month in the hospital": the living are no one's death.
  if (/^(?:went|(?:has|had|have) gone) (?:home )?to be with$/.test(v)) {
    return !WENT_TO_BE_WITH_DEATH.test(after) && !REUNITED_DEATH.test(after);
  }
  if (/^(?:was|were) reunited with$/.test(v)) return !REUNITED_DEATH.test(after);
  if (v === 'transitioned' || /^made \w+ transition$/.test(v)) {
    return !TRANSITIONED_DEATH.test(after) || TRANSITION_TO_SOMETHING.test(after);
  }
  if (v === 'crossed over') return !TRANSITIONED_DEATH.test(after);
  // "John Whitaker, the longtime mayor, is dead at 84"; "wished he was dead", "acted as if he was dead".
  if (/^(?:is|was) dead$/.test(v)) return DEAD_NOT_SO.test(before);
  // "John Whitaker, 45, was executed Nov. 18, 2026, at the state prison" is a death; "The warrant was
  // executed", "John Whitaker's will was executed" are a thing's, "was executed in effigy" a protest's.
  if (/^(?:was|were) executed$/.test(v))
    return !EXPIRED_AFTER_A_PERSON.test(before) || /^\s+in\s+effigy\b/i.test(after);
  // "The permit expired Nov. 18", "two days after it expired" are a thing's; "John Whitaker expired
  // Nov. 18 at OSF", "... expired on Nov. 18", "John Whitaker, 84, of Peoria, expired peacefully" are a
  // death: the name, its age or town, or a person's pronoun right before.
  // "John Whitaker expired: his driver's license, that is": the thing that expired, named after a colon.
  if (v === 'expired')
    return (
      !EXPIRED_AFTER_A_PERSON.test(before) ||
      EXPIRED_AFTER_A_THING.test(before) ||
      !(PASSED_DEATH.test(after) || ON_A_DATE.test(after)) ||
      /^\s*[:\u2014]\s*(?:his|her|their)\s/i.test(after)
    );
  // A firefighter's "answered his last alarm" is a death; "answered the last alarm of his shift" is work;
  // "heard the call of the Lord to preach" is a vocation, as "answered God's call to the ministry" is.
  if (v.startsWith('answered ') || (v.startsWith('heard ') && /\bcall\b/.test(v))) {
    return !LEFT_US_DEATH.test(after);
  }
  // "His life ended when his wife left": no death; "John's life ended Nov. 18, 2026, at home" is one.
  if (v === 'life ended') return !LIFE_ENDED_DEATH.test(after);
  if (v === 'succumbed to') return SUCCUMBED_TO_SOMETHING.test(after) || FELL_ILL.test(after);
  // "succumbed Nov. 18 at OSF" is a death; "succumbed 3-1 to Pekin", "... in overtime" a team's loss.
  if (v === 'succumbed') {
    return (
      !(PASSED_DEATH.test(after) || /^\s+on\s+(?!the\s+(?:field|court|ice|road)\b)/i.test(after)) ||
      LOST_A_GAME.test(after)
    );
  }
  // "laid down his burdens at the altar and was baptized".
  if (v.startsWith('laid down ')) return LAID_DOWN_IN_WORSHIP.test(after);
  // "joined the Angels" is a ball club's roster; "joined the angels" a death.
  if (v === 'joined the angels') return /Angels/.test(verb);
  // "ended his battle with cancer on Nov. 18, 2026, in remission after a transplant".
  if (/^ended .* (?:battle|fight|struggle) (?:with|against) /.test(v)) return BATTLE_ENDED_WON.test(after);
  // "took his place in heaven's choir", "rested from his labors on the farm with a week at the lake",
  // "closed his eyes for the last time as mayor".
  if (v.startsWith('took ') && v.endsWith(' heaven')) return /^['’]s\b/.test(after);
  if (v.startsWith('rested from ')) return REST_FROM_WORK.test(after);
  if (v.startsWith('closed ')) return /^\s+(?:as|before|at\s+the\s+end\s+of)\b/i.test(after);
  // "His battle with cancer ended in remission in 2019": a fight won.
  if (/\b(?:battle|fight|struggle) (?:with|against) .* ended$/.test(v)) return BATTLE_WON.test(after);
  if (/^(?:was|were) (?:.* and )?killed$/.test(v)) return KILLED_SOMETHING.test(after);
  // "drowned out the speaker", "drowned his sorrows", "drowned in debt", "found the drowned man" (an
  // adjective, someone else): no one's death.
  if (v === 'drowned') {
    if (/\b(?:the|a|an|this|that|his|her|their|its)\s+$/i.test(before)) return true;
    return DROWNED_OTHERWISE.test(after);
  }
  if (v === 'left us') return !LEFT_US_DEATH.test(after) || LEFT_FOR_SOMETHING.test(after);
  if (BODY_OF.test(v)) return !bodyFound(before, after);
  if (v === 'passed on') {
    return PASSED_ON_SOMETHING.test(after) || HANDED_ON_AFTER_DATE.test(after) || PASSED_A_TEST.test(after);
  }
  // "We announce the sudden loss of John Whitaker", "... the death of John Whitaker"; "mourn the loss
  // of the old mill", "of 200 jobs", "announced the death of the team's mascot". "mourned the loss
  // of Peoria's only hospital": a possessive of no relative names a thing.
  if (/^the (?:\w+ )?(?:loss|death) of$/.test(v)) {
    // "the loss of our neighbor, John Whitaker, who is moving to Florida", "... to retirement": a departure.
    if (LOSS_TO_A_DEPARTURE.test(after)) return true;
    if (/^\s*(?:our|my|his|her|their|your|beloved|dear|the\s+late|longtime)\b/i.test(after)) return false;
    return !LOSS_OF_NAME.test(after) && !RELATIVE_AFTER.test(withoutPossessorsName(after));
  }
  if (v === 'the passing of') {
    const next = after.trimStart();
    if (/^(?:our|my|his|her|their|your|beloved|dear|the\s+late|longtime|\d)/i.test(next)) return false;
    // A name: a capital that is no article ("the passing of the budget", "of time").
    return !/^\p{Lu}/u.test(next) || /^(?:The|A|An|This|That)\b/.test(next);
  }
  if (/^(?:gained|earned) /.test(v) && !v.includes('angel')) {
    return PILOTS_WINGS.test(after) || FLYING.test(before) || FLYING.test(after.split(/[.;](?!\s*\d)/)[0]!);
  }
  if (v === 'slipped away') {
    return SLIPPED_AWAY_FROM_SOMEONE.test(after) || LEFT_FOR_SOMETHING.test(after) || toAPlace(after);
  }
  if (/^(?:was|has been) called home$/.test(v)) return CALLED_HOME_FROM_SOMEWHERE.test(after);
  // "The Lord called John Whitaker home": a name, as written, between; "God called my family home
  // to Peoria" is a move.
  const called = CALLED_HOME.exec(verb);
  if (called) return !CALLED_WHO.test(called[1]!) || CALLED_HOME_FROM_SOMEWHERE.test(after);
  if (/^entered (?:into )?life$/.test(v)) return !/^\s+eternal/i.test(after);
  // "entered into rest mode after his retirement": a compound of "rest", not the rest of the dead.
  if (/^entered (?:into )?rest$/.test(v)) return REST_COMPOUND.test(after);
  // "the applause died down", "died a little inside", "died his hair" (dyed), "died laughing", "died
  // for four minutes during surgery", "has died in three films", "died on stage every night", "died a
  // thousand deaths waiting for the results".
  if (v === 'died') return DIED_OTHERWISE.test(after) || ROLE_PLAYED.test(after);
  // "passed away the hours playing chess", "passed away the afternoon fishing": time spent; "passed
  // away the morning of Nov. 18" is a death.
  if (v === 'passed away')
    return /^\s+the\s+(?:hours|time|(?:morning|afternoon)\s+\p{Ll}+ing)\b/iu.test(after);
  // "went to heaven and back on the roller coaster", "went to heaven on earth", "said goodbye to this
  // world of retail".
  if (v === 'went to heaven') return /^\s+(?:and\s+back|on\s+earth)\b/i.test(after);
  if (/^(?:said goodbye|bid farewell) to this world$/.test(v)) return /^\s+of\b/i.test(after);
  // "nos dejó el 18 de noviembre para mudarse a Texas" (left us to move), "nos dejó un legado" (left
  // us a legacy), "nos dejó boquiabiertos" (left us speechless): no death. Dated or told as a death
  // ("nos dejó para siempre", "para estar con el Señor"), it is one.
  if (/^nos dej[oó]$/.test(v))
    return (
      /^\s+(?:un|una|unos|unas|su|sus|mucho|muchos|muchas|grandes?|recuerdos?|boquiabiert[oa]s)\b/i.test(
        after,
      ) || /\bpara\s+(?!siempre\b|estar\s+con\b|reunirse\s+con\b)/i.test(after)
    );
  // "murió de risa" (died laughing), "se murió de la risa", "de miedo", "de vergüenza", "de ganas de ...".
  if (/^(?:muri[oó]|ha muerto)$/.test(v))
    return /^\s+de\s+(?:la\s+)?(?:risa|miedo|verg[uü]enza|amor|ganas|aburrimiento|celos|envidia)\b/i.test(
      after,
    );
  // "was declared dead for four minutes": a heart stopped, not a life. "Was declared dead by mistake
  // by the Social Security Administration", "... by a court" after years missing: a record's error
  // or a presumption, the person perhaps alive.
  // "El negocio de Juan Whitaker dejó de existir": a thing of the person's ceased.
  if (/^dej[oó] de existir$/.test(v))
    return /\b(?:[Ee]l|[Ll]as?|[Ll]os)\s+\p{Ll}+\s+de\s+(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}$/u.test(before);
  if (/^(?:was|were) (?:pronounced|declared) /.test(v))
    return DIED_OTHERWISE.test(after) || DECLARED_BY_RECORD.test(after);
  if (v === 'passed') {
    return !PASSED_DEATH.test(after) || HANDED_ON_AFTER_DATE.test(after) || PASSED_A_TEST.test(after);
  }
  return false;
}

/** "to" and a capitalised word later in the sentence: "... Nov. 18, 2026, to Florida". */
const TO_A_NAME = new RegExp(String.raw`^${IN_THE_SENTENCE}\bto\s+(\p{Lu}[\p{L}'’.-]*)`, 'u');

/**
 * Whether the words after a departing verb send the person to a place on the map: "slipped away Nov.
 * 18, 2026, to Florida", not "to be with the Lord" or "to Heaven".
 */
function toAPlace(after: string): boolean {
  const to = TO_A_NAME.exec(after);
  return to !== null && !new RegExp(String.raw`^(?:${LORD}|paradise|eternity|eternal)\b`, 'i').test(to[1]!);
}

/**
 * What kills a person in a news story's lede, as the subject of "killed": "Fire", "A two-vehicle crash",
 * "A train", "A pickup truck", "A falling tree"; in Spanish, "Un tren", "Un choque", "Un incendio".
 */
const CAUSE_OF_DEATH = String.raw`(?:fire|blaze|crash|collision|wreck|accident|explosion|blast|storm|tornado|flood(?:ing|waters)?|shooting|stabbing|avalanche|landslide|mudslide|lightning|derailment|collapse|rollover|attack|mauling|bear|shark|alligator|dog|dogs|train|car|truck|semi|bus|vehicle|tree|tren|choque|incendio)`;
/** A sentence opened by a cause that killed someone, and whom: "The crash killed his passenger". */
const CAUSE_KILLED_OPENING = new RegExp(
  String.raw`^\s*(?:[Tt]he|[Aa]n?)\s+${CAUSE_OF_DEATH}\s+killed\s+([^.;]+)`,
  'u',
);
/** The person a cause kills: one, by an article and a noun ("a Peoria man", "a 45-year-old Pekin woman"). */
const KILLED_PERSON = String.raw`${ARTICLE}\s+(?:[\p{L}\d'’.-]+\s+){0,3}?(?:man|woman|boy|girl|person|teen|teenager|driver|passenger|pedestrian|motorist|cyclist|bicyclist|motorcyclist|hiker|jogger|swimmer|boater|hunter|occupant|resident|homeowner|worker|farmer|child|toddler)\b(?!['’]s)`;
/**
 * "Fire killed a Peoria man", "A house fire early Tuesday claimed the life of a Pekin woman": a death
 * told with the person as the object, the cause that killed them the sentence's subject. The verb's
 * group, then the person's. A cause in a clause of its own is not read so ("John Whitaker was driving
 * the truck in the crash that killed a Pekin man", "The crash that killed a Pekin man was caused by
 * John Whitaker"): the sentence is about someone else, and the noun names another person.
 */
/**
 * The verb a cause kills a person by: "killed", "struck and killed", "hit and killed", "claimed the life
 * of", "took the lives of"; in Spanish, "mató a", "cobró la vida de".
 */
const KILLED_WORDS = String.raw`(?:(?:(?:struck|hit)\s+and\s+)?killed|mat[oó]\s+a|cobr[oó]\s+la\s+vida\s+de|claimed\s+the\s+li(?:fe|ves)\s+of|took\s+the\s+li(?:fe|ves)\s+of)`;
const CAUSE_THEN_VERB = String.raw`^${STORY_DATELINE}(?:(?:a|an|the)\s+)?(?:[\p{L}\d'’-]+\s+){0,3}?${CAUSE_OF_DEATH}\b(?:,?\s+(?!(?:that|which|who|he|she|they|and|but|nearly|almost)\b)[^\s;]+){0,10}?,?\s+(${KILLED_WORDS})\s+`;
const CAUSE_KILLED = new RegExp(String.raw`${CAUSE_THEN_VERB}(${KILLED_PERSON})`, 'diu');
/** The same with the person by name: "A crash on Route 29 killed John Whitaker, 45, of Peoria, on ...". */
const CAUSE_KILLED_SOMEONE = new RegExp(CAUSE_THEN_VERB, 'diu');
/**
 * The name the cause killed, with its age and town: "John Whitaker, 45, of Peoria". Not a possessive
 * ("killed John Whitaker's dog").
 */
const KILLED_NAME =
  /^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}(?<!['’]s)(?![\p{L}'’])(?:,\s*\d{1,3}(?!\d))?(?:,\s*(?:of|from)\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*)?)/u;

/** "the body of", "the remains of": a death told by the person's body found, the person after it. */
const BODY_OF_WORDS = String.raw`the\s+(?:lifeless\s+)?(?:body|remains)\s+of`;
/** The phrase as the death verb it is (`DEATH_VERB` writes it too). */
const BODY_OF = new RegExp(`^${BODY_OF_WORDS}$`, 'i');
/** The phrase where a sentence's verb stands. */
const BODY_OF_AT = new RegExp(`^${BODY_OF_WORDS}\\b`, 'i');
/** A body found, after the phrase: "The body of John Whitaker ... was found in the river". */
const BODY_FOUND_AFTER = new RegExp(
  String.raw`^${IN_THE_SENTENCE}\b(?:(?:was|were|has\s+been|had\s+been|have\s+been)\s+(?:(?:later|finally|eventually)\s+)?(?:found|recovered|discovered|pulled|located|retrieved)|washed\s+(?:up|ashore))\b`,
  'i',
);
/** ... or before it: "Police found the body of John Whitaker". */
const BODY_FOUND_BEFORE = /\b(?:found|recovered|discovered|pulled|located|retrieved)\s+$/i;
/**
 * The dead the phrase names by name, as written: "John Whitaker", not "work", nor a
 * possessive ("the body of John Whitaker's wife", "the remains of John Whitaker's barn").
 */
const BODY_OF_NAME =
  /^\s+(?!(?:Our|His|Her|Their|The|A|An)\b)\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)+(?<!['’]s)(?![\p{L}'’]|\s+\p{Lu})/u;
/** A person missing for years, whose remains found tell no date of death: "missing since the Korean War". */
const LONG_MISSING =
  /\b(?:missing|vanished|disappeared)\s+(?:since|in)\s+(?:the\s+[\w\s]{1,30}?\s+war\b|(?:18|19|20)\d\d\b)/i;
/** ... or by a story's noun: "the body of a missing Peoria man". Group: the noun's phrase. */
const BODY_OF_PERSON = new RegExp(String.raw`^${BODY_OF_WORDS}\s+(${KILLED_PERSON})`, 'iu');

/**
 * A loss that is a departure, told as now or to come: "..., who is moving to Florida", "who has
 * retired to Arizona", "... to retirement". "who moved to Peoria in 1960" is a life's story.
 */
const LOSS_TO_A_DEPARTURE =
  /^(?:[^.;]|\.(?=\s+\d))*?\b(?:who\s+(?:is\s+(?:moving|retiring|relocating|leaving)|has\s+(?:moved|retired|relocated|left)|will\s+(?:be\s+)?(?:move|moving|retire|retiring|relocate|relocating|leave|leaving))\s+(?:to|for)\b|to\s+retirement\b)/i;

/** A name as written after "the loss of", not a possessive: "John Whitaker", "John". */
const LOSS_OF_NAME =
  /^\s+(?!(?:Our|His|Her|Their|The|A|An|This|That)\b)\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*(?<!['’]s)(?![\p{L}'’]|\s+\p{Lu})/u;

/**
 * The words after a phrase with a possessive name's given names left out, as `RELATIVE_AFTER` reads
 * them: " John Whitaker's wife" gives " Whitaker's wife".
 */
function withoutPossessorsName(after: string): string {
  return after.replace(/^\s+(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}(?=\p{Lu}[\p{L}'’-]*['’]s\s)/u, ' ');
}

/**
 * Whether "the body of" (`before` and `after` it) tells a body found, of a person by name or by a
 * story's noun: "The body of John Whitaker, 45, was found in his home", "Divers recovered the body of
 * a Pekin man", "... of his brother". A search ("Divers searched for the body of John Whitaker"),
 * "the body of Christ" and "the body of work" tell none.
 */
function bodyFound(before: string, after: string): boolean {
  if (!BODY_FOUND_BEFORE.test(before) && !BODY_FOUND_AFTER.test(after)) return false;
  if (LONG_MISSING.test(after)) return false;
  // "the body of his father", "... of John Whitaker's wife": a relative's, someone else's death.
  return (
    BODY_OF_NAME.test(after) ||
    BODY_OF_PERSON.test(`the body of${after}`) ||
    RELATIVE_AFTER.test(withoutPossessorsName(after))
  );
}

/**
 * Where a death told by a body found is dated from: the words of its finding when they follow ("The
 * body of John Whitaker, missing since Nov. 10, was found Nov. 18"), else the verb's place `at`.
 */
export function deathDatedFrom(sentence: string, at: number): number {
  const phrase = BODY_OF_AT.exec(sentence.slice(at));
  if (!phrase) return at;
  const found = BODY_FOUND_AFTER.exec(sentence.slice(at + phrase[0].length));
  return found ? at + phrase[0].length + found[0].length : at;
}

/** A death told as a noun of a name: "the passing of Mark Cole", "the sudden loss of Mark Cole". */
const PASSING_OF_NAME = new RegExp(
  String.raw`^[Tt]he\s+(?:(?:sudden|unexpected|tragic|untimely|peaceful)\s+)?(?:passing|loss|death)\s+of\s+(${WRITTEN_NAME})(?![\p{L}'’])`,
  'u',
);

/**
 * Where a death verb's person is named: for "Fire killed a Peoria man" the object after the verb
 * ("a Peoria man "), for "the passing of Mark Cole" the name after the noun, for every other verb the
 * text before it. Each reading that judges whose death a verb tells by the words before it reads these.
 */
export function deathSubjectBefore(sentence: string, at: number): string {
  const body = BODY_OF_PERSON.exec(sentence.slice(at));
  if (body) return `${body[1]!} `;
  // "We announce the passing of Mark Cole on Nov. 18": the one the noun's phrase names.
  const passing = PASSING_OF_NAME.exec(sentence.slice(at));
  if (passing) return `${passing[1]!} `;
  if (causeKilledAt(sentence) !== at) return sentence.slice(0, at);
  const named = killedNameAt(sentence, at);
  const killed = named ? null : KILLED_VERB_AND_PERSON.exec(sentence.slice(at));
  if (killed) return `${killed[1]!} `;
  if (!named) return sentence.slice(0, at);
  // As a subject is written before its verb: the age and town set off by commas ("Mark Cole, 30, of
  // Pekin, "), without the sentence's period ("... killed Mark Cole."; an initial keeps its own).
  const written = named.replace(/(?<!\b\p{Lu})\.$/u, '').replace(/,$/, '');
  return written.includes(',') ? `${written}, ` : `${written} `;
}

/** The name a cause killed, without its age and town: "John Whitaker" of "A crash killed John Whitaker, 45, ...". */
export function killedByName(sentence: string): string | null {
  const at = causeKilledAt(sentence);
  return at === null ? null : (killedNameAt(sentence, at)?.split(',')[0]!.trim() ?? null);
}

/** The name with its age and town (`KILLED_NAME`) right after the killing verb at `at`, or null. */
function killedNameAt(sentence: string, at: number): string | null {
  return killedAt(sentence, at)?.name ?? null;
}

/**
 * Whom the killing verb at `at` names: the name with its age and town (`KILLED_NAME`) and the story's
 * noun set off before it ("took the life of a Peoria man, John Whitaker, 84": "a Peoria man"), or null.
 */
function killedAt(sentence: string, at: number): { name: string; noun: string | null } | null {
  const verb = KILLED_VERB.exec(sentence.slice(at));
  if (!verb) return null;
  const afterTheVerb = sentence.slice(at + verb[0].length);
  const noun = KILLED_PERSON_SET_OFF.exec(afterTheVerb);
  const name = KILLED_NAME.exec(noun ? afterTheVerb.slice(noun[0].length) : afterTheVerb)?.[1];
  return name ? { name, noun: noun ? noun[0].replace(/\s*,\s*$/, '') : null } : null;
}

/**
 * The story's noun a cause killed, with a name set off after it: "a Peoria man" of "A train struck and
 * killed a Peoria man, John Whitaker, 84, ...". Null when the verb names the person alone.
 */
export function killedNounBeforeName(sentence: string): string | null {
  const at = causeKilledAt(sentence);
  return at === null ? null : (killedAt(sentence, at)?.noun ?? null);
}

/** A story's noun for the one killed, a name set off after it: "a Peoria man, " (John Whitaker). */
const KILLED_PERSON_SET_OFF = new RegExp(String.raw`^${KILLED_PERSON}\s*,\s*`, 'iu');

/** The verb of `CAUSE_KILLED` alone. */
const KILLED_VERB = new RegExp(String.raw`^${KILLED_WORDS}\s+`, 'i');

/**
 * The verb of `CAUSE_KILLED` and the person after it, where the verb stands, with what is set off after
 * the noun: "killed a Peoria man, John Whitaker's son, " (20).
 */
const KILLED_VERB_AND_PERSON = new RegExp(
  String.raw`^${KILLED_WORDS}\s+(${KILLED_PERSON}(?:\s*,\s*[^,;.]{1,40},)?)`,
  'iu',
);

/** The position of the verb of `CAUSE_KILLED` in the sentence; null without one. */
function causeKilledAt(sentence: string): number | null {
  if (!/\b(?:killed|claimed|took|mat[oó]|cobr[oó])(?![\p{L}])/iu.test(sentence)) return null;
  const noun = CAUSE_KILLED.exec(sentence);
  if (noun) return noun.indices?.[1]?.[0] ?? null;
  const verb = CAUSE_KILLED_SOMEONE.exec(sentence);
  return verb && KILLED_NAME.test(sentence.slice(verb[0].length)) ? (verb.indices?.[1]?.[0] ?? null) : null;
}

/** `DEATH_VERB` for every verb of a sentence: one pattern, its lastIndex set to 0 before each use. */
const EVERY_DEATH_VERB = new RegExp(DEATH_VERB.source, 'gi');

/**
 * Each death verb of the sentence that reports a death, with its position: not a phrase in its
 * everyday sense (`everydaySense`), not a death that did not happen ("nearly died"), and none in a
 * sentence that denies a death (`deniesDeath`) or asks a question. A cause that killed a person ("Fire killed a Peoria man")
 * is one too. Read afresh; callers ask `deathVerbs`.
 */
function readDeathVerbs(sentence: string): RegExpExecArray[] {
  // A question reports nothing: "Did John Whitaker die a hero's death?"
  if (deniesDeath(sentence) || /\?["”’)]*\s*$/.test(sentence)) return [];
  const found: RegExpExecArray[] = [];
  // Nothing the loop calls reads death verbs, so no other reading moves lastIndex meanwhile.
  const verbs = EVERY_DEATH_VERB;
  verbs.lastIndex = 0;
  for (let m = verbs.exec(sentence); m !== null; m = verbs.exec(sentence)) {
    const before = sentence.slice(Math.max(0, m.index - 120), m.index);
    const after = sentence.slice(m.index + m[0].length);
    if (
      NOT_HAPPENED.test(before) ||
      // "feared that he had been killed": the verb may hold the belief's "had been".
      BELIEVED_BEFORE.test(before + (/^(?:had|has|have)\s+been\s/i.exec(m[0])?.[0] ?? '')) ||
      THING_BEFORE.test(before) ||
      NAMED_BODY_BEFORE.test(before) ||
      IN_FICTION.test(after) ||
      aliveAfter(before, after) ||
      FAKED_LATER.test(after) ||
      // A verb in quotation marks is a manner of speaking: 'John Whitaker "died" on stage'.
      (/["“‘]$/.test(before) && /^["”’]/.test(after)) ||
      everydaySense(m[0], before, after)
    )
      continue;
    found.push(m);
  }
  const killed = causeKilledAt(sentence);
  if (killed !== null && !NOT_HAPPENED.test(sentence.slice(Math.max(0, killed - 120), killed))) {
    const m = /^\S+(?:\s+the\s+li(?:fe|ves)\s+of)?/i.exec(sentence.slice(killed))!;
    m.index = killed;
    found.push(m);
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * `readDeathVerbs`, its answers kept (no caller changes them): a page's reading asks for a sentence's
 * verbs many times over (whose death, which date, which age).
 */
const deathVerbs: (sentence: string) => readonly RegExpExecArray[] = keepAnswers(readDeathVerbs);

/** Whether the sentence reports anyone's death (`deathVerbs`), the decedent's or another person's. */
export function reportsDeath(sentence: string): boolean {
  return deathVerbAt(sentence) !== null;
}

/** Where the sentence's first death verb stands, whoever's death it reports; null without one. */
export function deathVerbAt(sentence: string): number | null {
  return deathVerbs(sentence)[0]?.index ?? null;
}

/** "His daughter Ann", "her son Mark": a relative named without commas, right before a verb. */
const RELATIVE_NAMED_BEFORE = new RegExp(
  `\\b${POSSESSOR}\\s+${EPITHETS}${RELATION}(?:\\s+\\p{Lu}[\\p{L}'’.-]*){1,3}\\s*$`,
  'iu',
);
/** "... married Mary Cole, who was born": the name a relative clause hangs on. */
const WHO_WAS = /((?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’.-]*),\s*who\s+(?:was|were)\s+$/u;

/**
 * Whether the "born" that `before` leads up to is another person's birth: a relative's ("His son,
 * Mark, was born March 3, 1980", "His mother, Edna, born in 1925", "His daughter Ann was born in
 * 1978"), or another person's a relative clause names ("In 1975 he married Mary Cole, who was born
 * in 1952"). A birth shared with the decedent is the decedent's too ("He and his twin brother, Paul,
 * were born March 3, 1950"). Read as the decedent's, a child's birth date made the decedent as old
 * as the child: a verify with the decedent's own date of birth conflicted, and one with the child's
 * matched.
 */
export function someoneElsesBirth(before: string, name: DecedentName | null): boolean {
  const lead = before.replace(/\s*\b(?:was|were|is|are|had\s+been|has\s+been)\s+$/i, ' ');
  if (/\b(?:he|she|they)\s+and\s+(?:his|her|their)\b/i.test(lead)) return false;
  if (
    name?.given &&
    holdsIgnoringCase(lead, name.given, 'and') &&
    new RegExp(`\\b${escapeRegExp(name.given)}\\s+and\\s+(?:his|her)\\b`, 'i').test(lead)
  ) {
    return false;
  }
  if (relativeIsSomeoneElse(RELATIVE_BEFORE.exec(lead), name)) return true;
  if (RELATIVE_NAMED_BEFORE.test(lead) || KIN_BEFORE_BORN.test(lead)) return true;
  // "Mark Whitaker, born June 3, 1966, survives him", "where Mark was born in 1970": a name that opens
  // with a given name the tables know, none of the decedent's, and holds no given name of the
  // decedent's ("Whitaker was born", "Mom", "Deacon Whitaker", "Jack" of John "Jack" Whitaker, "Mary
  // Ellen Cole" of Ellen Whitaker are the decedent's).
  const named = NAME_BEFORE_BORN.exec(lead)?.[1];
  const first = named?.split(/\s+/)[0];
  if (
    named &&
    first &&
    name?.sexOfGiven?.(first) !== undefined &&
    !mayNameTheDecedent(first, name) &&
    !namedAsTheDecedent(named, name)
  )
    return true;
  const who = WHO_WAS.exec(before);
  return who !== null && name !== null && !namedAsTheDecedent(who[1]!, name);
}

/**
 * A sentence of a birth that opens with its date, up to "born": "On March 3, 1942, John was ", "In
 * 1942, he was ". Groups: the date, the subject.
 */
const DATE_OPENING_A_BIRTH = new RegExp(
  String.raw`^(?:On|In)\s+(.{4,20}?),\s+(he|she|${WRITTEN_NAME})\s+was\s+$`,
  'u',
);

/**
 * The date a sentence of the decedent's birth opens with, `before` being the sentence up to "born": "On
 * March 3, 1942, John was " (born to Robert and Ann Whitaker), "In 1942, he was " (born in Pekin). Its
 * subject is one of the decedent's names or the pronoun of the decedent's sex. Null for any other
 * opening.
 */
export function birthDateOpening(before: string, name: DecedentName): PartialDate | null {
  const m = DATE_OPENING_A_BIRTH.exec(before);
  if (!m) return null;
  const subject = m[2]!;
  const pronounSex = PRONOUN_SEX[subject.toLowerCase()];
  if (pronounSex ? name.sex !== undefined && pronounSex !== name.sex : !mayNameTheDecedent(subject, name))
    return null;
  const written = m[1]!;
  if (/^(?:18|19|20)\d\d$/.test(written)) return { year: Number(written) };
  return findDates(written)[0]?.date ?? null;
}

/** Relatives, more than one, right before their birth: "Twin granddaughters, Ava and Emma, " (were born). */
const KIN_BEFORE_BORN = new RegExp(String.raw`\b${KIN}s(?:\s*,\s*[^,]{1,50},)?\s*$`, 'iu');
/**
 * A name right before "born", opening a clause: "Mark Whitaker, " (born June 3, 1966), "where Mark " (was
 * born).
 */
const NAME_BEFORE_BORN = new RegExp(
  String.raw`(?:^|,\s*|\b(?:[Aa]fter|[Ww]hen|[Ww]here)\s+)(?!(?:After|When|Where)\s)(${WRITTEN_NAME})\s*,?\s*$`,
  'u',
);

/** A relative or associate named by a possessive ("his father", "the other driver's wife"). */
const RELATIVE_ANYWHERE = new RegExp(`\\b${POSSESSOR}\\s+${EPITHETS}${RELATION}\\b`, 'gi');

/**
 * Whether the text names a relative or associate of someone ("his son", "her mother, Ruth") other
 * than the decedent in the family's voice ("our mother"): what follows it is that person's.
 */
export function namesSomeonesRelative(text: string, name: DecedentName | null): boolean {
  for (const m of text.matchAll(RELATIVE_ANYWHERE)) {
    const named = NAME_IN_COMMAS.exec(text.slice(m.index + m[0].length));
    if (relationIsSomeoneElse(m[1]!, m[2]!, named?.[1], name)) return true;
  }
  // A Spanish notice's: "Le sobrevive su hijo Pedro Martínez, de Peoria".
  for (const m of text.matchAll(SPANISH_RELATIVE_ANYWHERE)) {
    const named = NAME_IN_COMMAS.exec(text.slice(m.index + m[0].length));
    const possessor = SPANISH_POSSESSOR[m[1]!.toLowerCase()]!;
    if (relationIsSomeoneElse(possessor, SPANISH_KIN[m[2]!.toLowerCase()]!, named?.[1], name)) return true;
  }
  return RELATIVE_OF_WITH_AGE.test(text) || RELATIVE_OF_NAMING.test(text);
}

/**
 * Up to a name after the person's relation to its bearer: "John Whitaker, husband of Mary " (Whitaker,
 * 80, of Pekin), "son of the late Robert and Edna " (Whitaker of Pekin). A child's parents' town
 * is the child's: "infant son of Mark and Amy Whitaker of Peoria", "Little John Whitaker, 4, son of
 * Mark and Mary Whitaker of Peoria", "the 4-year-old son of".
 */
const RELATIVE_OF_NAMING = new RegExp(
  String.raw`(?:^|[\s,])(?<!\b(?:infant|baby|newborn|stillborn|(?:1[0-7]|\d)-year-old)\s)(?<!,\s*(?:1[0-7]|\d)\s*,\s*)${KIN}\s+of\s+(?:the\s+late\s+)?(?:\p{Lu}[\p{L}'’.-]*\s+|(?:and|&)\s+){1,5}$`,
  'u',
);

/**
 * The person's relation to someone named after "of", that person's age set off after the name, up
 * to the end of the text: "John Whitaker, husband of Mary Whitaker, 80, " (of Pekin). The age and
 * the town after it are the relative's; without the age ("wife of the late John, of Peoria") the town
 * is the page's person's.
 */
const RELATIVE_OF_WITH_AGE = new RegExp(
  String.raw`(?:^|[\s,])${KIN}\s+of\s+(?:the\s+late\s+)?(?:\p{Lu}[\p{L}'’.-]*\s*){1,4},\s*(?:age\s+)?\d{1,3}\s*,?\s*(?:(?:of|from)\s+)?$`,
  'u',
);
/** A clause that is the person's relation to someone named after "of": "husband of Mary Whitaker". */
const RELATIVE_OF_CLAUSE = new RegExp(String.raw`(?:^|\s)${KIN}\s+of\s+(?:the\s+late\s+)?\p{Lu}[^,]*$`, 'u');

/** A name set off by commas right after a relationship: "my husband, John Whitaker,". */
const NAME_IN_COMMAS = /^\s*,\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,4})\s*(?:,|$)/u;

/** The words that label an age, right before its number: "age", "aged", "at the age of". */
const AGE_LABEL = /\b(?:at\s+)?(?:the\s+)?aged?(?:\s+of)?\s*:?\s*$/i;

/**
 * Whether the age that `before` leads up to is another person's: the clause it stands in,
 * from the last comma, names a relative ("His father died at the age of 50") or a person
 * `isDecedent` does not take for the decedent ("Mary Whitaker, 44, his wife of 20 years", "the other
 * driver, Mark Cole, 19,"). Read as the decedent's, such an age gave the decedent another person's
 * birth year.
 */
export function someoneElsesAge(
  before: string,
  name: DecedentName | null,
  isDecedent: (text: string) => boolean,
): boolean {
  const clauses = before.replace(/[\s,]+$/, '').split(/,\s*/);
  // "Allen Morrell, Jr., 88,": a suffix after its own comma belongs to the name before it.
  while (clauses.length > 1 && isNameSuffix(clauses[clauses.length - 1]!.trim())) clauses.pop();
  // "Age 79, of Peoria": the label before the number is no one's name; in "Mary Whitaker, age 44",
  // the name before it is the one to ask about.
  let clause = clauses.pop() ?? '';
  const label = AGE_LABEL.exec(clause);
  if (label) {
    clause = clause.replace(AGE_LABEL, '');
    // "... peacefully at home in Peoria, IL, at age 84": an age told "at age" is the sentence's
    // subject's; the words before its comma are a place as often as a name.
    // "His wife, Mary, at age 44, ..." is still hers.
    if (!clause.trim() && /^\s*at\b/i.test(label[0])) {
      return namesSomeonesRelative(clauses.slice(-2).join(', '), name);
    }
    if (!clause.trim()) clause = clauses.pop() ?? '';
    if (!clause.trim()) return false;
  }
  // "Mark Cole, a 30-year-old Pekin man,": the name before the article.
  if (/^\s*(?:a|an|the)\s*$/i.test(clause) && clauses.length > 0) clause = clauses.pop()!;
  // "John Whitaker, husband of Mary Whitaker, 80,": the age of the one he is husband of.
  if (namesSomeonesRelative(clause, name) || RELATIVE_OF_CLAUSE.test(clause)) return true;
  // "..., of Welch, McDowell County, W.Va., aged 84": the town the sentence's subject is of, its
  // county and its state are no one's name.
  if (stateCodeOf(clause) !== null) clause = clauses.pop() ?? '';
  if (/\b(?:County|Parish|Borough)\s*$/.test(clause)) clause = clauses.pop() ?? '';
  if (/^\s*(?:(?:and\s+)?formerly\s+)?(?:of|from)\s/i.test(clause)) return false;
  // "After 84 years of a life well lived, John Whitaker ...": the word that opens it is no name; nor is
  // a headline's noun ("Woman, 84, dies in fire").
  if (/^(?:after|man|woman|boy|girl)$/i.test(clause.trim())) return false;
  // "Mary Whitaker, 44": a name right before the age, one to five capitalised words or initials.
  if (/^(?:\p{Lu}[\p{L}'’.-]*\s+){0,4}\p{Lu}[\p{L}'’.-]*$/u.test(clause.trim())) return !isDecedent(clause);
  return false;
}

/**
 * A Catholic notice's words for a death with the last rites, in place of a verb (St. Louis's papers):
 * "Whitaker, John R. fortified with the Sacraments of Holy Mother Church, Wednesday, November 18, 2026."
 */
const FORTIFIED = String.raw`fortified\s+with\s+the\s+(?:[Hh]oly\s+)?[Ss]acraments(?:\s+of\s+(?:[Hh]oly\s+)?(?:[Mm]other\s+)?(?:the\s+)?[Cc]hurch)?`;
/**
 * A paid death notice's opening: the family name (in capitals, or one or two words as a name is
 * written: "Flores Ramirez, William"), its generation if any ("WHITAKER JR.--John R."), two
 * hyphens, a dash or a comma, the given names ("WHITAKER--John R., on November 18, 2026, peacefully at
 * home", "Whitaker, John R., 84, of Peoria, Nov. 18, 2026.", "WHITAKER - John R. November 18, 2026").
 * Such a notice states its death by its date alone.
 */
const PAID_NOTICE_OPENER = new RegExp(
  String.raw`^(${FAMILY_NAME_IN_CAPITALS}|(?:\p{Lu}\p{Ll}[\p{L}'’-]*\s)?\p{Lu}\p{Ll}[\p{L}'’-]*)${GENERATION_AFTER_FAMILY}(?:\s*(?:--|—|,)|\s+[-–])\s*(\p{Lu}[\p{L}'’.-]*)[^,;]{0,40}?(?=,|\s+(?:[Oo]n|[Aa]ged?)\b|\s+${FORTIFIED})`,
  'u',
);
/**
 * The opening with no mark between the names, the family name in capitals, the age, the date or the
 * town next: "WHITAKER JOHN R. Age 84, of Peoria, on Wednesday, November 18, 2026.", "VAN DYKE MARY E.
 * On ...", "WHITAKER John R., 84, of Peoria, Nov. 18, 2026.".
 */
const PAID_NOTICE_OPENER_IN_CAPITALS = new RegExp(
  String.raw`^(${FAMILY_NAME_IN_CAPITALS})${GENERATION_AFTER_FAMILY}\s+(\p{Lu}[\p{L}'’-]*\p{L})(?:\s+\p{Lu}\.?)*(?:\s*\([^)]{1,30}\))?(?:\.?\s+(?=(?:[Aa]ged?|[Oo]n|[Oo]f)\s)|(?=,))`,
  'u',
);

/** A paid notice's opening, either form: the family name (group 1) and the given name (group 2). */
function paidNoticeOpening(sentence: string): RegExpExecArray | null {
  return PAID_NOTICE_OPENER.exec(sentence) ?? PAID_NOTICE_OPENER_IN_CAPITALS.exec(sentence);
}

/** Where the given name of a paid notice's opening (`paidNoticeOpening`) starts, after the family name. */
function givenNameAt(opening: RegExpExecArray): number {
  return opening[0].indexOf(opening[2]!, opening[1]!.length);
}
/**
 * The given names of a paid notice's opening and what stands with them: initials, another given
 * name, a maiden name or a nickname in brackets or quotation marks ("Mary A. (nee Cole)"); not the
 * age, the date or the town that follow ("Age 80", "November 18, 2026", "Of Peoria").
 */
const PAID_NOTICE_GIVEN = new RegExp(
  String.raw`^\p{Lu}[\p{L}'’-]*\.?(?:\s+(?:(?!(?:[Aa]ged?|[Oo]n|[Oo]f|${MONTH_WORD})\b)\p{Lu}[\p{L}'’-]*\.?|\([^)]{1,30}\)|["“][^"”]{1,20}["”]))*`,
  'u',
);

/**
 * The name a paid notice opens with, inverted as written there: "WHITAKER, Mary A. (nee Cole)" of
 * "WHITAKER - Mary A. (nee Cole). November 18, 2026, age 80, ..."; null for a sentence that opens no
 * paid notice.
 */
export function paidNoticeName(sentence: string): string | null {
  const m = paidNoticeOpening(sentence);
  if (!m) return null;
  const given = PAID_NOTICE_GIVEN.exec(sentence.slice(givenNameAt(m)))?.[0];
  return given ? `${m[1]}, ${given}` : null;
}

/** Another event a notice's opening may date: "retired", "graduated", "celebrate their 50th". */
const OTHER_EVENT =
  /\b(?:born|retire[ds]?|retiring|graduated?|celebrat\w*|married|wed|engaged|joined|received|earned|welcomed|promoted|elected|appointed|honou?red|turn(?:s|ed)?\s+\d+)\b/i;
/** Whether a notice's words tell `OTHER_EVENT`, the decedent's family name aside ("BORN, John, 84"). */
function tellsAnotherEvent(sentence: string, name: DecedentName): boolean {
  return OTHER_EVENT.test(
    sentence.replace(new RegExp(String.raw`\b${escapeRegExp(name.surname)}\b`, 'gi'), ''),
  );
}
/** Words of the rites before a date: the date is theirs ("Services 10 a.m. Nov. 21", "Visitation"). */
const RITES_BEFORE =
  /\b(?:services?|visitation|funeral|mass|interment|inurnment|entombment|burial|memorial|celebration|gathering|viewing|wake|calling\s+hours|rosary|committal|graveside)\b/i;
/** A date the words before it make a birth's, not the death's: "born", "b.". */
const BIRTH_BEFORE = /\b(?:born|b\.|birth)\s*(?:on\s+|in\s+)?$/i;

/**
 * Where a paid death notice's opening names the decedent (`PAID_NOTICE_OPENER`: its family name in
 * capitals, its given name), the position after the name, when a date with its day follows in the
 * sentence (its year written or left to the page, `firstDayAfter`) that no birth word leads: the
 * death's date is read from there. Null for any other sentence. `underTheName`: the sentence is the
 * first under a heading that names the decedent, where a notice may open with the manner and the date
 * alone (`mannerFirstDeathAt`). `column`: the sentence is an entry of a column of deaths, where the
 * name may be written first ("John Whitaker, 84, Peoria, Nov. 18, 2026.", `COLUMN_ENTRY`).
 */
export function paidNoticeDeathAt(
  sentence: string,
  name: DecedentName,
  underTheName = false,
  column = false,
): number | null {
  const opening = paidNoticeOpening(sentence);
  const named = paidNoticeNameEnd(opening, name);
  // A town's dateline before a column's entry reads as an opening's family name: "PEORIA - John R.
  // Whitaker, 84, of Peoria, Nov. 18, 2026." is an entry of John Whitaker's.
  const entry = column && named === null ? columnEntryNameEnd(sentence, name) : null;
  if (!opening && entry === null)
    return mannerFirstDeathAt(sentence, name, underTheName) ?? nameThenMannerDeathAt(sentence, name);
  const at = named ?? entry;
  if (at === null) return null;
  // The first date after the name, unless a birth's or the rites' ("WHITAKER, John, 84, Peoria.
  // Services 10 a.m. Saturday, Nov. 21, 2026"): a notice that dates only its rites states no death.
  const date = firstDayAfter(sentence, at);
  if (!date) return null;
  const between = sentence.slice(at, date.index);
  // An entry's occupation is no retirement: "John Whitaker, 84, Peoria, retired machinist, Nov. 18"
  // ("..., Peoria, retired, Nov. 18" is one).
  const occupation = entry === null ? null : ENTRY_OCCUPATION_AT_END.exec(between)?.[0];
  const told = occupation ? sentence.replace(occupation, occupation.replace(/\bretired\s+/, '')) : sentence;
  if (tellsAnotherEvent(told, name)) return null;
  if (BIRTH_BEFORE.test(between) || RITES_BEFORE.test(between)) return null;
  // An entry of a column gives its age, its town and an occupation alone before the date: "John
  // Whitaker, 24, Peoria, and Mary Cole, 23, Pekin, Nov. 18, 2026." is a marriage licence's.
  if (entry !== null && !ENTRY_BEFORE_THE_DATE.test(between)) return null;
  // "WHITAKER, John R., 45, of Peoria, Nov. 18, 2026: petition for visitation granted" is a docket.
  return NOTICE_REST.test(sentence.slice(date.index + date.length)) ? at : null;
}

/**
 * The first date with its day after `from`: its year written, or left to the page that dates the notice
 * ("WHITAKER--John R., on November 18.", "John Whitaker, 84, Peoria, Nov. 18."). The position and length
 * as written.
 */
function firstDayAfter(sentence: string, from: number): { index: number; length: number } | null {
  const full = findDates(sentence).find((d) => d.index >= from && d.date.day !== undefined) ?? null;
  const monthDay = monthDayAfter(sentence, from);
  return monthDay && (!full || monthDay.index < full.index) ? monthDay : full;
}

/** Where a month and day written without a year stand after `from` ("Nov. 18", "18th November"). */
function monthDayAfter(sentence: string, from: number): { index: number; length: number } | null {
  const md = findMonthDay(sentence.slice(from));
  if (!md) return null;
  const index = from + md.index;
  const written =
    /^(?:\p{L}+\.?\s+\d{1,2}(?:st|nd|rd|th)?|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?\p{L}+\.?)/iu.exec(
      sentence.slice(index),
    );
  return written ? { index, length: written[0].length } : null;
}

/**
 * Where a paid notice's opening (`paidNoticeOpening` of its sentence) ends the decedent's name, family
 * name and given name both; null when the sentence opens no such notice of the decedent. From the end
 * of the given name: "WHITAKER, John Robert (Jack). November 18, 2026." ends the opening's match at
 * the date's own comma.
 */
function paidNoticeNameEnd(m: RegExpExecArray | null, name: DecedentName): number | null {
  if (!m) return null;
  const family = normalizeNamePart(m[1]!);
  const surname = normalizeNamePart(name.surname);
  if (family !== surname && !family.endsWith(` ${surname}`)) return null;
  if (normalizeNamePart(m[2]!.replace(/\.$/, '')) !== normalizeNamePart(name.given)) return null;
  return givenNameAt(m) + m[2]!.length;
}

/** Whether `sentence` opens a paid notice of the person: "WHITAKER - John R. November 18, 2026". */
export function opensAPaidNoticeOf(sentence: string, name: DecedentName): boolean {
  return paidNoticeNameEnd(paidNoticeOpening(sentence), name) !== null;
}

/**
 * An entry's age after its name, set off by commas or a dash (", 84, ", " — 84, ") or in brackets
 * (" (84) ").
 */
const ENTRY_AGE = String.raw`(?:(?:,\s*|\s+(?:—|–|--?)\s+)(?:age\s+)?\d{1,3},\s*|\s*\(\d{1,3}\)\s*,?\s*)`;

/**
 * A column of deaths' entry in reading order, the name then its age: "John R. Whitaker, 84, " of "John
 * R. Whitaker, 84, Peoria, Nov. 18, 2026.", "John Whitaker — 84, Peoria, ...". Only the column's heading
 * makes it a death notice.
 */
const COLUMN_ENTRY = new RegExp(
  String.raw`^((?:\p{Lu}[\p{L}'’.]*(?:-\p{Lu}[\p{L}'’.]*)?\s+|["“(][^"”)]{1,20}["”)]\s+){1,4}\p{Lu}[\p{L}'’.]*(?:-\p{Lu}[\p{L}'’.]*)?)${ENTRY_AGE}`,
  'u',
);

/**
 * An occupation a column entry gives after the town, ending in a word in lower case and a comma: "retired
 * Caterpillar machinist, ", "a homemaker, ".
 */
const ENTRY_OCCUPATION = String.raw`(?:(?:\p{Ll}[\p{L}-]*|\p{Lu}[\p{L}'’-]*)\s+){0,3}\p{Ll}[\p{L}-]*,\s+`;
const ENTRY_OCCUPATION_AT_END = new RegExp(String.raw`${ENTRY_OCCUPATION}$`, 'u');
/** What stands between a column entry's name and its date: the age, the town and an occupation. */
const ENTRY_BEFORE_THE_DATE = new RegExp(
  String.raw`^${ENTRY_AGE}(?:(?:late\s+|formerly\s+)?(?:of|from)\s+)?(?:\p{Lu}[\p{L}'’.-]*,?\s+){0,5}(?:${ENTRY_OCCUPATION})?$`,
  'u',
);

/** Titles a column's entry may write before the given name, as `normalizeNamePart` folds them. */
const ENTRY_TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'rev', 'the']);

/** Whether `text` opens as a column of deaths' entry in reading order: "John R. Whitaker, 84, ". */
export function opensAColumnEntry(text: string): boolean {
  return COLUMN_ENTRY.test(text);
}

/**
 * Where a column of deaths' entry (`COLUMN_ENTRY`) ends the decedent's name, its given name and
 * surname both among its words; null when the sentence opens no such entry.
 */
function columnEntryNameEnd(sentence: string, name: DecedentName): number | null {
  // A town's dateline may lead the entry: "PEORIA - John R. Whitaker, 84, Nov. 18, 2026."
  const from = sentence.length - withoutDateline(sentence, name.surname).length;
  const m = COLUMN_ENTRY.exec(sentence.slice(from));
  if (!m) return null;
  const words = normalizeNamePart(m[1]!.replace(/["“”()]/g, ' '))
    .split(/[\s-]+/)
    .filter(Boolean);
  // "Dr. John Whitaker, 84, ...", "Mrs. Mary Cole, 80, ...": a title before the given name.
  while (words.length > 2 && ENTRY_TITLES.has(words[0]!)) words.shift();
  // A name line joined to the entry under it ("John Whitaker John Whitaker, 84, ...") is no one name.
  if (new Set(words).size < words.length) return null;
  if (words[0] !== normalizeNamePart(name.given) || !words.includes(normalizeNamePart(name.surname)))
    return null;
  return from + m[1]!.length;
}

/** A sentence of the rites without the name, as a paid notice gives it after its opening. */
const RITES_WITHOUT_NAME =
  /^(?:(?:funeral|memorial|graveside|private)\s+)?(?:services?|mass|visitation)\s+(?:will|are|is|were|was|have|has)\b/i;

/**
 * The rites as a column of deaths lists them, without a verb: "Services 10 a.m. Saturday at Wilton
 * Mortuary", "Private services", "Visitation 4-7 p.m. Friday", "Arrangements pending", "Cremation
 * rites accorded", "Burial in Springdale Cemetery".
 */
const RITES_OF_A_COLUMN =
  /^(?:(?:(?:funeral|memorial|graveside|private)\s+)?(?:services?|mass|visitation|rites)\b(?!\s+(?:for|of)\b)|arrangements\s+(?:are\s+)?(?:pending|incomplete|by|with)\b|cremation\s+(?:rites\s+)?(?:accorded|was\s+chosen|will\s+be|has\s+been)\b|burial\s+(?:will\s+be\s+)?in\b)/i;

/**
 * Whether a paid notice of the decedent ("WHITAKER, John R., 84, of Peoria.") gives the rites in a
 * sentence of its own after its opening ("Funeral services will be at 10 a.m. Saturday ..."): the
 * notice is of a death it does not date. In a column of deaths (`column`) the rites may be listed
 * without a verb ("WHITAKER, John R., 84, Peoria. Services 10 a.m. Saturday at Wilton Mortuary.").
 */
export function ritesOfAPaidNotice(
  sentences: readonly string[],
  name: DecedentName,
  column = false,
): boolean {
  const [opening, ...rest] = sentences;
  if (
    !opening ||
    (!opensAPaidNoticeOf(opening.trim(), name) &&
      !(column && columnEntryNameEnd(opening.trim(), name) !== null))
  )
    return false;
  return rest
    .slice(0, 3)
    .some(
      (s) =>
        (RITES_WITHOUT_NAME.test(s.trim()) || (column && RITES_OF_A_COLUMN.test(s.trim()))) &&
        !LIVING_RITES.test(s),
    );
}

/** The manner a paid notice may open with, before its date (person-name.ts `NOTICE_MANNER`). */
const MANNER_OPENER = new RegExp(String.raw`^${NOTICE_MANNER}\b`, 'i');
/**
 * The name right after the date, a comma between: up to six words, initials, a nickname or "née" among
 * them, a maiden name in brackets after them ("MARY A. WHITAKER (nee Cole)").
 */
const NAME_AFTER_DATE =
  /^\s*,?\s*((?:\p{Lu}[\p{L}'’.-]*\s+|["“(][^"”)]{1,20}["”)]\s+|n[ée]e\s+){1,6}\p{Lu}[\p{L}'’-]*(?:\s+\((?:n[ée]e\s+)?\p{Lu}[\p{L}'’-]*\))?)/u;

/**
 * A notice's age and town before its date, under the name heading: "Age 84, of Peoria, on Wednesday, ".
 */
const AGE_AND_TOWN_BEFORE_THE_DATE = new RegExp(
  String.raw`^Aged?\s+\d{1,3},\s+(?:late\s+|formerly\s+)?of\s+(?:\p{Lu}[\p{L}'’.-]*,?\s+){1,4}(?:on\s+)?(?:${WEEKDAY},?\s+)?$`,
  'u',
);
/**
 * The other opening of a paid death notice, in Canada and in some American papers: the manner and the
 * date, then the name ("Peacefully, at home, on Tuesday 18th November 2026, John Robert Whitaker, aged
 * 84, of Peoria."; "Suddenly on November 18, 2026, John Whitaker of Peoria"). The name must be the
 * decedent's, given name and surname both. Under a heading that names the decedent (`underTheName`),
 * as Britain and the Commonwealth set a notice, the name may be left out ("WHITAKER John" over
 * "Peacefully at home on 18th November 2026, aged 84 years."), but no one else may be named there.
 * Returns where the date is read from (the opening).
 */
function mannerFirstDeathAt(sentence: string, name: DecedentName, underTheName = false): number | null {
  // "On November 18, 2026, JOHN R. WHITAKER; beloved husband of ...": the date alone, the name after it.
  const onTheDate = /^On\s/.test(sentence);
  // Under the name, the age and the town before the date: "Age 84, of Peoria, on November 18, 2026.".
  const agedFirst = underTheName && /^Aged?\s+\d/.test(sentence);
  if (!(MANNER_OPENER.test(sentence) || onTheDate || agedFirst) || tellsAnotherEvent(sentence, name))
    return null;
  const date = firstDayAfter(sentence, 0);
  if (!date || date.index > MANNER_DATE_WITHIN) return null;
  if (agedFirst) {
    return AGE_AND_TOWN_BEFORE_THE_DATE.test(sentence.slice(0, date.index)) &&
      NOTICE_REST.test(sentence.slice(date.index + date.length))
      ? 0
      : null;
  }
  const named = NAME_AFTER_DATE.exec(sentence.slice(date.index + date.length));
  if (!named) {
    return underTheName && !onTheDate && NOTICE_REST.test(sentence.slice(date.index + date.length))
      ? 0
      : null;
  }
  const words = normalizeNamePart(named[1]!).split(/[\s-]+/);
  return words.includes(normalizeNamePart(name.given)) &&
    words.includes(normalizeNamePart(name.surname)) &&
    NOTICE_REST.test(sentence.slice(date.index + date.length + named[0].length))
    ? 0
    : null;
}
/**
 * Capitalised words: a place, a hospital, a name ("OSF Saint Francis Medical Center", "Peoria, IL").
 * Taken whole, as an atomic group would ((?=(...))\N, `n` the group's number), so that a failing match
 * never tries every way of splitting the words.
 */
const noticePlace = (n: number): string =>
  String.raw`(?=(\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*)*))` + `\\${n}`;
/**
 * The family a notice names after "beloved", "survived by" (or after a relation a semicolon opens: ";
 * father of Mark") up to the next stop, none of it a clause of its own: "beloved husband of Mary, he
 * was sworn in as fire chief" tells another event.
 */
const FAMILY_WORDS = String.raw`(?:(?!\b(?:he|she|they|was|were|is|are|has|had|will|would|won|said|says)\b)[^.;])*`;
/**
 * What a manner-first notice gives after its date and its name: an age, a place, the family around,
 * an illness, the family it leaves, its parts set off by commas or semicolons ("Nov. 18, 2026; beloved
 * husband of the late Mary; loving father of Mark."); nothing else. "Suddenly on Nov. 18, 2026, the
 * roof gave way" and "Suddenly on Nov. 18, 2026, John Whitaker of Peoria won the lottery" are no deaths.
 */
const NOTICE_REST = new RegExp(
  String.raw`^\.?(?:\s*[,(;]?\s*(?:(?:[Aa]ged?\s+|at\s+(?:the\s+age\s+of\s+|age\s+)?)?\d{1,3}(?:\s+years(?:\s+of\s+age)?)?|[Ii]n\s+(?:his|her|their)\s+\d{1,3}(?:st|nd|rd|th)\s+year|(?:[Aa]t|[Ii]n)\s+(?:(?:the|his|her|their)\s+)?(?:(?:home|hospital|sleep|care|hospice)\b|${noticePlace(1)})(?:\s+(?:of|in)\s+${noticePlace(2)})?|(?:(?:late|formerly)\s+)?(?:of|from)\s+${noticePlace(3)}|[Ss]urrounded\s+by\s+(?:(?:his|her|their)\s+)?(?:loving\s+)?(?:family|loved\s+ones)|[Aa]fter\s+(?:a|an|his|her)\s+(?:(?:long|short|brief|lengthy|courageous|valiant|sudden)\s+)*(?:illness|battle|struggle|fight)(?:\s+with\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3})?|[Ww]ith\s+(?:his|her)\s+family\s+(?:by\s+(?:his|her)\s+side|present)|(?:peacefully|suddenly|unexpectedly|quietly)|${FORTIFIED}|${noticePlace(4)}|(?:[Bb]eloved|[Ll]oving|[Ll]oved|[Dd]ear(?:est)?|[Dd]evoted|[Ss]urvived|[Pp]redeceased|[Pp]receded)\b${FAMILY_WORDS}|(?<=;\s*)${KIN}\s+of\b${FAMILY_WORDS})\)?)*\s*[.;]?\s*$`,
  'u',
);
/** How far into the sentence the date of a manner-first opening may stand ("Peacefully, at home, on ..."). */
const MANNER_DATE_WITHIN = 60;

/** A notice's manner after its name: "WHITAKER John Robert Peacefully at home on ...". */
const MANNER_WORD = new RegExp(String.raw`\b${NOTICE_MANNER}\b`, 'i');
/** The name before it: one to five capitalised words. */
const NAME_WORDS_ONLY = /^(?:\p{Lu}[\p{L}'’.-]*,?\s+){1,5}$/u;

/**
 * A notice of Britain and the Commonwealth, its name run in before its manner: "WHITAKER John Robert
 * Peacefully at home on 18th November 2026, aged 84 years." The words before the manner are the
 * decedent's name, given name and surname both, and what follows the date is what a
 * notice gives there (`NOTICE_REST`), no one else's name. Returns where the manner stands.
 */
function nameThenMannerDeathAt(sentence: string, name: DecedentName): number | null {
  const manner = MANNER_WORD.exec(sentence);
  const before = manner ? sentence.slice(0, manner.index) : '';
  if (!manner || !NAME_WORDS_ONLY.test(before)) return null;
  const words = normalizeNamePart(before.replace(/,/g, ' '))
    .split(/[\s-]+/)
    .filter(Boolean);
  if (!words.includes(normalizeNamePart(name.given)) || !words.includes(normalizeNamePart(name.surname)))
    return null;
  const rest = sentence.slice(manner.index);
  if (tellsAnotherEvent(rest, name)) return null;
  const date = firstDayAfter(rest, 0);
  if (!date || date.index > MANNER_DATE_WITHIN) return null;
  return NOTICE_REST.test(rest.slice(date.index + date.length)) ? manner.index : null;
}

/**
 * The words of a written name, compared as name parts: a hyphenated name as written and by its parts
 * ("Whitaker-Smith" is her family name, "Mary-Kate" her given name, and each part one of her names).
 */
function nameWords(text: string): string[] {
  const written = normalizeNamePart(text).split(/\s+/);
  return [...written, ...written.flatMap((w) => (w.includes('-') ? w.split('-') : []))];
}

/** Whether the words of `text` include the decedent's given name or surname. */
function namesTheDecedent(text: string, name: DecedentName): boolean {
  const words = nameWords(text);
  return words.includes(normalizeNamePart(name.given)) || words.includes(normalizeNamePart(name.surname));
}

/**
 * Whether the words of `text` may name the decedent in any form the page gives: the given name or
 * surname, the nickname, a middle name, a name the tables relate to the given name ("Bill" for
 * William). Looser than `namesTheDecedent`, for the one reading that must not lose the decedent's
 * own death to a name it did not know (`anotherNameBefore`).
 */
function mayNameTheDecedent(text: string, name: DecedentName): boolean {
  if (namesTheDecedent(text, name)) return true;
  const words = nameWords(text);
  if (name.otherNames?.some((o) => o.length > 1 && words.includes(normalizeNamePart(o)))) return true;
  const same = name.sameGivenName;
  return same !== undefined && words.some((w) => w.length > 1 && same(w, name.given));
}

/** Family words a child calls a parent or grandparent by, and the relationship each names. */
const CALLED: Readonly<Record<string, string>> = {
  dad: 'father',
  daddy: 'father',
  father: 'father',
  pop: 'father',
  papa: 'father',
  mom: 'mother',
  mommy: 'mother',
  mama: 'mother',
  mother: 'mother',
  grandpa: 'grandfather',
  grandfather: 'grandfather',
  grandma: 'grandmother',
  grandmother: 'grandmother',
};
/**
 * A child's word for a parent right before the verb, or before "who": "Dad died", "remember Dad, who
 * died". Not one said as someone's ("his grandmother", "her late father"): `relativeBefore`'s.
 */
const KIN_WORD_BEFORE = new RegExp(
  String.raw`(?<!\b(?:his|her)\s+(?:[\w-]+\s+){0,2})\b(${Object.keys(CALLED).join('|')})\s*,?\s+(?:who\s+)?(?:had\s+|has\s+|peacefully\s+|suddenly\s+|unexpectedly\s+)?$`,
  'i',
);

/**
 * Whether a child's word for a parent of the other sex than the decedent's is the subject: "Our
 * beloved Mom, Mary Whitaker, asks you to remember Dad, who died Nov. 18" is Dad's death, and Mary
 * is alive.
 */
function kinOfTheOtherSex(before: string, name: DecedentName | null): boolean {
  if (!name?.sex) return false;
  const m = KIN_WORD_BEFORE.exec(before);
  if (!m) return false;
  const relationship = CALLED[m[1]!.toLowerCase()]!;
  return /father$/.test(relationship) !== (name.sex === 'M');
}

/** A clause of time a child's word for a parent opens, right before its verb: "When Grandpa " (died). */
const KIN_WORD_CLAUSE_BEFORE = new RegExp(
  String.raw`^\s*When\s+(?:${Object.keys(CALLED).join('|')})\s+$`,
  'i',
);
/** The main clause after it, a name (its age or town set off) and a verb: ", John Whitaker, 30, inherited". */
const NAME_THEN_VERB_AFTER = new RegExp(
  String.raw`^[^,;]*,\s*(${WRITTEN_NAME})(?:,${AGE_OR_TOWN_AFTER}{1,2})?\s+\p{Ll}`,
  'u',
);

/**
 * Whether a clause of time opened by a child's word for a parent tells that parent's death before the
 * page's person acts in the main clause: "When Grandpa died, John Whitaker, 30, inherited his farm".
 */
function kinWordsDeathBeforeTheDecedentActs(
  sentence: string,
  at: number,
  name: DecedentName | null,
): boolean {
  if (!name || !KIN_WORD_CLAUSE_BEFORE.test(sentence.slice(0, at))) return false;
  const main = NAME_THEN_VERB_AFTER.exec(sentence.slice(at));
  return main !== null && namesThePerson(main[1]!, name);
}

/**
 * Capitalised words right before a verb that name no one: pronouns, articles, a child's word for a
 * parent (the family's voice, `bareKinSubject`), titles, days and months.
 */
const NOT_A_NAME_WORD = new Set(
  (
    'he she they we i it you his her their our my its this that these those the a an and but or so ' +
    'when while after before as until since then there here sadly suddenly unexpectedly peacefully ' +
    'finally later also on in at of for with by from to both all one two three mr mrs ms miss dr rev ' +
    'fr sr jr junior senior nana granny grammy gramps monday tuesday wednesday thursday friday ' +
    'saturday sunday january february march april may june july august september october november ' +
    'december jan feb mar apr jun jul aug sep sept oct nov dec ' +
    // A Spanish notice's day opening the sentence: "Ayer falleció Juan Pérez".
    'ayer hoy anteayer anoche'
  )
    .split(' ')
    .concat(Object.keys(CALLED)),
);
/**
 * A preposition that makes the capitalised words after it a place or an object: "of Springfield", "of
 * rural Peoria".
 */
const PLACE_PREPOSITION_BEFORE =
  /\b(?:of|in|at|from|near|to|for|with|by|on|outside|around|into|across|through|via|formerly)\s+(?:(?:rural|greater|suburban|downtown|nearby|north|south|east|west|northern|southern|eastern|western|central)\s+)?$/i;
/** Capitalised words right before the verb, adverbs and auxiliaries between: "... when Mark Cole was killed". */
const NAME_RIGHT_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}'’.])(${WRITTEN_NAME})\s+(?:(?:had|has|have|later|also|suddenly|unexpectedly|peacefully|sadly|tragically|finally)\s+)*$`,
  'u',
);

/**
 * Whether another person's name is the subject right before the verb: "was in the car when Mark Cole
 * was killed", "sat with Mary Cole until Mary died", "was 12 when President Kennedy was killed". Not
 * the decedent's own name in any form the page gives it (`mayNameTheDecedent`), nor a word that names
 * no one ("He died", "Dad passed away").
 */
function anotherNameBefore(before: string, name: DecedentName | null): boolean {
  if (!name) return false;
  const m = NAME_RIGHT_BEFORE.exec(before);
  if (!m) return false;
  // "John Whitaker of Springfield died": a place a preposition leads is no subject, nor are words
  // after a comma ("of Washington, DC peacefully passed away", "John Whitaker, Sr., died").
  const nameAt = m.index + m[0].indexOf(m[1]!);
  // "John van der Berg died": the particles and the words before them are of the name. A "y" right
  // before the name joins two people, read below ("Juan López y María López murieron"; of a double
  // surname, "Ortega y Gasset", the family name is the decedent's either way).
  const particles = PARTICLES_BEFORE.exec(before.slice(0, nameAt))?.[0] ?? '';
  const joins = /(?:^|\s)y\s+$/u.test(particles);
  const start = nameAt - (joins ? 0 : particles.length);
  const written = before.slice(start, nameAt + m[1]!.length);
  const lead = before.slice(0, start);
  if (PLACE_PREPOSITION_BEFORE.test(lead) || (/,\s*$/.test(lead) && !openingSetOff(lead, name))) return false;
  // "Mary Whitaker nee Nowak, 84, died": her maiden name.
  if (/\bn[ée]e\s+$/i.test(before.slice(0, start))) return false;
  const words = m[1]!.split(/\s+/).map((w) => w.replace(/[.'’]+$/, '').toLowerCase());
  if (words.every((w) => NOT_A_NAME_WORD.has(w))) return false;
  // "En Peoria falleció Juan Pérez", "En el hospital OSF de Peoria falleció ...": a Spanish sentence's
  // place before the verb, its subject after.
  if (/^\s*En\s[^,;]*$/u.test(before)) return false;
  // "John's earthly journey ended": the name's possessive before a verb that holds its noun.
  if (!mayNameTheDecedent(written.replace(/['’]s$/u, ''), name)) return true;
  // "After Mary Whitaker passed away" on John Whitaker's page: the family name his, the given name
  // another's the tables know (after a word that opens a clause). The second of two subjects ("John
  // Whitaker and his wife Mary Whitaker died") died as well.
  if (/\b(?:and|y)\s+(?:(?:his|her|their)\s+(?:[\p{L}-]+\s+){0,2})?$/iu.test(before.slice(0, start)))
    return false;
  return anotherGivenName(m[1]!.replace(SUBORDINATOR, ''), name);
}

/**
 * A common noun set off by a comma, what it is of after it or not: "other driver,", "driver of the
 * truck,", "conductor de la camioneta,".
 */
const NOUN_SET_OFF = String.raw`${COMMON_NOUN}(?:\s+(?:of\s+(?:the|an?|his|her)|del|de\s+(?:la|su))\s+${COMMON_NOUN})?,`;
/**
 * Such a noun after an article and a name after it: "the other driver, John", "el otro conductor, Juan",
 * "otro conductor, Juan".
 */
const NOUN_SET_OFF_BEFORE_A_NAME = String.raw`(?:the|another|el|la|otr[oa])\s+${NOUN_SET_OFF}\s+\p{Lu}`;

/**
 * Where a later clause begins after a clause that tells what befell someone, joined by "and", "but",
 * "while", "y" or "pero", its subject a relative, a name or a story's noun: "Mary Whitaker, 44, was hurt,
 * and " (John Whitaker, 84, died), "was injured and " (her husband, John Whitaker, died), "survived, but
 * ", "escaped, while ", "resultó herida y " (su esposo, Juan López, murió), "sobrevivió, pero ", "was
 * hurt, and " (a Pekin man, John Cole, 84, died), "resultó herido, y " (una mujer de Pekin, María López).
 * After "the", "another", "el" or "la", only a common noun with a name set off after it: "was hurt, and "
 * (the other driver, John Cole, 84, died), "was injured, and " (the driver of the truck, John Cole, died),
 * "resultó herida y " (el otro conductor, Juan Pérez, murió); after a clause in the present ("is in
 * critical condition, and "), only such a noun and name (the other driver, John Cole, 84, died);
 * "was a veteran of the Korean War and " (the Peoria Fire Department, and died) is the subject's own.
 * After a semicolon, only such a noun ("was hurt in the crash; " the other driver, John Cole, died), a
 * story's noun ("; " a Pekin man, John Cole, 84, died) or a name with its age set off ("was treated and
 * released; " John Cole, 84, of Pekin, died): "was a Marine; Semper Fi, he passed away", "was born in
 * Pekin; John died" are the subject's own.
 * Not in a relative clause of a compound subject: "John Whitaker, who survived the war, and his wife,
 * Mary, died".
 */
const LATER_CLAUSE = new RegExp(
  String.raw`(?<!\bwho\s[^,;]*)\b(?:(?:was|lived|survived|suffered|escaped|resultó|sobrevivió|sufrió)(?![\p{L}])[^;]*?(?:,?\s+(?:and|but|while|y|pero)\s+(?=[Hh]is\s|[Hh]er\s|[Ss]u\s|\p{Lu}|(?:an?|una?)\s|${NOUN_SET_OFF_BEFORE_A_NAME})|;\s*(?=${NOUN_SET_OFF_BEFORE_A_NAME}|an?\s+(?:\p{Lu}[\p{L}'’-]*\s+)?${NOUN_SET_OFF}\s+\p{Lu}|${WRITTEN_NAME},\s*\d{1,3},))|(?:is|remains)\s[^;]*?,?\s+(?:and|but|while)\s+(?=${NOUN_SET_OFF_BEFORE_A_NAME}))`,
  'gu',
);

/** The first name written in a text (`WRITTEN_NAME`). */
const FIRST_WRITTEN_NAME = new RegExp(WRITTEN_NAME, 'u');

/** Where the last later clause (`LATER_CLAUSE`) of a text begins; null without one. */
export function laterClauseAt(text: string): number | null {
  let at: number | null = null;
  for (const m of text.matchAll(LATER_CLAUSE)) at = m.index + m[0].length;
  return at;
}

/**
 * Whether the subject of a later clause before the verb names someone else than the decedent: "Mary
 * Whitaker, 44, was hurt, and John Whitaker, 84, of Pekin, " (died) on Mary Whitaker's page.
 */
function anotherSubjectOfALaterClause(before: string, name: DecedentName | null): boolean {
  const at = name ? laterClauseAt(before) : null;
  const named = at === null ? null : FIRST_WRITTEN_NAME.exec(before.slice(at));
  return (
    named !== null &&
    (!mayNameTheDecedent(named[0], name!) ||
      anotherGivenName(named[0], name!) ||
      anotherGeneration(named[0], name!))
  );
}

/**
 * Whether the subject of a later clause, up to the verb, sets off the person's name at an age more than
 * a year apart from the one the clause before gave: "John Cole, 45, of Peoria, was injured, and John
 * Cole, 19, " (died), "Juan Pérez, de 45 años, resultó herido y Juan Pérez, de 19 años, " (murió).
 */
function namesakeOfALaterClause(upToTheVerb: string, name: DecedentName | null): boolean {
  const at = name ? laterClauseAt(upToTheVerb) : null;
  return at !== null && setOffAtAnotherAge(upToTheVerb.slice(0, at), name!, upToTheVerb.slice(at));
}

/**
 * Whether `later` sets off the person's name at an age more than a year apart from the one `earlier`
 * set off after it: "John Cole, 45, of Peoria, was driving." and "The other driver, John Cole, 19, "
 * (died) tell of namesakes.
 */
export function setOffAtAnotherAge(
  earlier: string,
  person: Pick<DecedentName, 'given' | 'surname'>,
  later: string,
): boolean {
  const told = ageSetOffAfterTheName(later, person);
  const stated = told === null ? null : ageSetOffAfterTheName(earlier, person);
  return stated !== null && Math.abs(stated - told!) > 1;
}

/** A description opening the subject and a name set off after it: "The last of them, Mark, ". */
const NAME_SET_OFF_A_DESCRIPTION = new RegExp(
  String.raw`(?:^|;)\s*[Tt]he\s+[^,;]{1,40},\s+(${WRITTEN_NAME}),\s*$`,
  'u',
);

/**
 * Whether the subject is a description and a name set off after it that is not the decedent's: "John
 * Whitaker, 92, has outlived all his brothers. The last of them, Mark, died Nov. 18", "... has
 * outlived all eight of his siblings; the last, Ruth, died in 2020" ("The longtime teacher, John
 * Whitaker, died" is his).
 */
function anotherNameSetOffADescription(before: string, name: DecedentName | null): boolean {
  const m = name ? NAME_SET_OFF_A_DESCRIPTION.exec(before) : null;
  return m !== null && !mayNameTheDecedent(m[1]!, name!);
}

/**
 * Words that open a sentence before its subject, set off by a comma: "At OSF, ", "On Nov. 18, 2026, ",
 * "Later that day, ", "Sadly, " (Mark Cole, 30, died).
 */
const OPENING_SET_OFF =
  /^\s*(?:On|At|In|Later|Earlier|Sadly|Tragically|Then|Meanwhile|Also|Hours|Days|Minutes|Moments|Shortly|Soon|Afterward|Afterwards|That|The\s+next|By|Around|About|Just)\b[^,;]{0,60},(?:\s*\d{4},)?\s*$/;

/**
 * A clause after a semicolon that opens with a common noun set off before a name: "was hurt in the
 * crash; the other driver, " (John Cole, 84, died).
 */
const NOUN_SET_OFF_AFTER_A_SEMICOLON = new RegExp(
  String.raw`;\s*(?:[Tt]he|[Aa]n?|[Aa]nother)\s+${NOUN_SET_OFF}\s*$`,
  'u',
);

/**
 * Whether the name before a set-off age or town follows only a sentence's opening ("At OSF, Mark Cole")
 * or a clause's subordinator ("Heaven gained another angel on Nov. 18, 2026, when Mark Cole", "With
 * heavy hearts, we share that Mark Cole", "was the driver of the car in which Mark Cole", "owns the
 * bar where Mark Cole"): the name is the verb's subject, as it is with no comma before it.
 */
function nameAfterAnOpening(bare: string, name: DecedentName | null): boolean {
  const m = NAME_RIGHT_BEFORE.exec(bare);
  if (!m || !name) return false;
  const lead = bare.slice(0, m.index + m[0].indexOf(m[1]!));
  if (
    openingSetOff(lead, name) ||
    /(?:\b(?:when|as|after|before|while|until|but|yet|though|although|whereas|that|which|where)\s+|;\s*)$/i.test(
      lead,
    )
  )
    return true;
  // "Both Mark Cole, 30, and Amy Cole, 28, died": a name of no decedent's before "and" (both died).
  const first = BOTH_NAMES_BEFORE.exec(lead);
  return first !== null && !mayNameTheDecedent(first[1]!, name);
}

/** A name, its age or town set off, then "and", opening the sentence: "Both Mark Cole, 30, and ". Group: the name. */
const BOTH_NAMES_BEFORE = new RegExp(
  String.raw`^\s*(?:[Bb]oth\s+)?((?:\p{Lu}[\p{L}'’.-]*\s+){0,2}\p{Lu}[\p{L}'’-]*),${AGE_OR_TOWN_AFTER}+\s*and\s+$`,
  'u',
);

/**
 * Whether `lead` is a sentence's opening set off by a comma (`OPENING_SET_OFF`), or any phrase of a
 * capitalised word and words in lower case ("According to police, ", "Despite efforts by paramedics,
 * ", "Two days later, "), a phrase in lower case after it or not ("At OSF on Nov. 18, 2026,
 * surrounded by family, "), the decedent's family name not in it: not "Mary Jones of Washington, " (DC
 * peacefully passed away). A clause after a semicolon opens with its noun set off: "was hurt in the
 * crash; the other driver, " (John Cole, 84, died).
 */
function openingSetOff(lead: string, name: DecedentName): boolean {
  if (OPENING_SET_OFF.test(lead) || NOUN_SET_OFF_AFTER_A_SEMICOLON.test(lead)) return true;
  return (
    /^\s*\p{Lu}\p{Ll}+\s[^,;]{0,60}?\b\p{Ll}[^,;]*,(?:\s*\d{4},)?(?:\s*\p{Ll}[^,;]{0,40},)?\s*$/u.test(
      lead,
    ) &&
    !(
      holdsIgnoringCase(lead, name.surname) &&
      new RegExp(String.raw`\b${escapeRegExp(name.surname)}\b(?!['’]s)`, 'i').test(lead)
    )
  );
}

/**
 * Whether the words from a death verb on name the decedent as hurt, not dead: "killed a Pekin man and
 * injured John Whitaker, 45, of Peoria".
 */
function hurtAfter(fromVerb: string, name: DecedentName): boolean {
  // Both patterns hold the family name as written: without it, no pattern to build.
  if (!fromVerb.includes(name.surname)) return false;
  const surname = escapeRegExp(name.surname);
  const hurt = [
    new RegExp(
      String.raw`^${IN_THE_SENTENCE}\b(?:and|but)\s+(?:(?:critically|seriously|severely|slightly)\s+)?(?:injured|hurt|wounded)\s+((?:\p{Lu}[\p{L}'’.-]*\s+){0,3})${surname}\b`,
      'u',
    ),
    // "... killed a Pekin man; John Whitaker, 45, of Peoria, was charged": a later clause of his.
    new RegExp(
      String.raw`^(?:[^.;]|\.(?=\s+\d|\s*,))*?(?:;|,?\s+(?:and|but|while))\s+((?:\p{Lu}[\p{L}'’.-]*\s+){0,3})${surname}${AGE_TOWN_SET_OFF},?\s+(?:was|is|has\s+been)\s+(?:(?:later|also)\s+)?${ALIVE_AFTER}\b`,
      'u',
    ),
  ];
  // His name or the family name alone ("Whitaker was treated"), not his wife's ("Mary Whitaker").
  return hurt.some((re) => {
    const m = re.exec(fromVerb);
    const given = m?.[1]!.trim() ?? '';
    return m !== null && (given === '' || mayNameTheDecedent(given, name));
  });
}

/** What a story says of a living person after a death: charged, arrested, hurt, not hurt, treated. */
const ALIVE_AFTER = String.raw`(?:charged|arrested|booked|jailed|held|sentenced|accused|indicted|convicted|not\s+(?:hurt|injured)|(?:(?:critically|seriously|severely|slightly)\s+)?(?:injured|hurt|wounded)|treated|hospitali[sz]ed)`;

/** Surname particles right before a name's last word, with the capitalised words before them. */
const PARTICLES_BEFORE = new RegExp(
  String.raw`(?:\p{Lu}[\p{L}'’.-]*\s+){0,3}(?<![\p{L}'’])(?:(?:${[...SURNAME_PARTICLES].join('|')})\s+)+$`,
  'u',
);

/**
 * A relative named by whose relative they are, right before the verb: "The wife of John Whitaker, 84,
 * of Peoria, " (died). Only an age or a town may stand after the name: "The founder of Whitaker
 * Hardware, John Whitaker, 84, died" is the founder's own death. Groups: the relation, the name.
 */
const KIN_OF_NAMED_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:[Tt]he|[Aa]n?)\s+(?:(?:late|beloved|youngest|eldest|oldest|only|former|longtime)\s+)?(${KIN})\s+of\s+(?:the\s+late\s+)?((?:\p{Lu}[\p{L}'’.-]*\s*){1,4}?)(?:\s*,\s*(?:\d{1,3}|(?:of|from)\s+[^,]{1,40}))*\s*,?\s*(?:who\s+)?(?:had\s+|has\s+)?$`,
  'u',
);

/**
 * Whether the verb's subject is someone's relative by "of" (`KIN_OF_NAMED_BEFORE`) who is not the
 * page's person: the relative of the person themself ("The wife of John Whitaker died" on his page),
 * or a relative of the other sex ("The wife of Mark Cole" on John's). "The wife of John Whitaker died"
 * on Mary Whitaker's page is hers.
 */
function kinOfANamedPerson(before: string, name: DecedentName | null): boolean {
  const m = KIN_OF_NAMED_BEFORE.exec(before);
  if (!m || !name) return false;
  const sex = relationSex(m[1]!);
  return (
    namesThePerson(m[2]!.trim(), name) || (sex !== undefined && name.sex !== undefined && sex !== name.sex)
  );
}

/** A word that opens a clause before its subject: "After", "When", "Since". */
const SUBORDINATOR =
  /^(?:After|When|Since|Before|Until|Till|Although|Though|Because|Once|While|As|And|But)\s+/;

/** Words a relative clause may put between "who" and its death verb ("who was killed", "who later died"). */
const WHO_FILLER = String.raw`(?:(?:had|has|was|were|later|suddenly|unexpectedly|tragically|peacefully)\s+)*`;
/**
 * "a donor who died", "the other driver, who was killed", "a Pekin teen who died": a person named by a
 * common noun, a town's name before it or not.
 */
const NOUN_WHO = new RegExp(
  String.raw`\b(?:a|an|the|another)\s+(?:\p{Lu}[\p{L}'’.-]*\s+){0,2}${COMMON_NOUN}\s*,?\s+who\s+${WHO_FILLER}$`,
  'u',
);
/**
 * "comrades who died", "soldiers who were killed", "100 people who died": many people, by a plural noun
 * without an article.
 */
const PLURAL_WHO = new RegExp(
  String.raw`\b(?:(?!(?:his|hers|theirs|ours|yours|was|has|is|this|thus|us|yes|always|perhaps|its|as|less|unless|across|plus)\b)\p{Ll}[\p{Ll}-]*[^\Ws]s|people|men|women|children)\s*,?\s+who\s+${WHO_FILLER}$`,
  'u',
);
/** A name and a comma (an age between them or not) right before an apposition: "John Smith, 84, ". */
const NAME_THEN_COMMA = new RegExp(String.raw`(${WRITTEN_NAME})\s*,\s*(?:\d{1,3}\s*,\s*)?$`, 'u');

function appositionTo(before: string, name: DecedentName): boolean {
  const m = NAME_THEN_COMMA.exec(before);
  return m !== null && namesTheDecedent(m[1]!, name);
}

/** The written name at the start of what follows the rites. */
const NAME_AT_START = new RegExp(String.raw`^${WRITTEN_NAME}`, 'u');
/**
 * A burial the page's person is the subject of, right after the name (an age, a town between):
 * "John Whitaker, 84, of Peoria, was laid to rest Nov. 18 at Springdale Cemetery", "... was buried
 * with full military honors".
 */
const LAID_TO_REST = new RegExp(
  String.raw`^(${WRITTEN_NAME})((?:\s*,[^,;]{1,40}){0,3}),?\s+was\s+(?:laid\s+to\s+(?:eternal\s+)?rest\b|buried\b[^.;]{0,60}\b(?:cemetery|honors|mausoleum|memorial\s+(?:gardens|park)))`,
  'u',
);
/**
 * Words that tell of a living person's rites or prayers: "... who remains in critical condition", a
 * celebration "for John Whitaker, who beat cancer", a memorial service "for John Whitaker, who
 * survived the crash, to honor the three who died".
 */
const LIVING_RITES =
  /\b(?:prayer|vigil|recover(?:y|ing|ed)|critical\s+condition|hospitali[sz]ed|surgery|retire(?:s|d|ment)?|birthday|anniversary|wedding|ordination|installation|alive|(?:beat|defeated|overcame|survived|conquered)\s+(?:(?:his|her|their|a|an|the)\s+)?(?:[\w-]+\s+)?(?:cancer|leukemia|lymphoma|illness|disease|odds|battle|fight|covid(?:-19)?)|cancer[\s-]free|in\s+remission|who\s+(?:is|remains)\s+(?!(?:survived|preceded|remembered|mourned|missed|buried|interred|now\s+(?:at\s+(?:rest|peace)|with)|at\s+(?:rest|peace)|with\s+(?:the\s+lord|god|jesus|christ)|in\s+heaven)\b)[\p{L}]+|serving\s+(?:in|with|overseas|abroad)|deployed|who\s+(?:survived|was\s+(?:rescued|injured|hurt|wounded|spared)))\b/iu;

/**
 * Whether the sentence opens a funeral notice for the decedent (`RITES_FOR`): the page tells of the
 * rites for the person named, who has died, though it may say nothing more of the death.
 */
export function ritesForTheDecedent(sentence: string, name: DecedentName): boolean {
  const text = sentence.trim();
  const buried = LAID_TO_REST.exec(text);
  if (
    buried &&
    namesTheDecedent(buried[1]!, name) &&
    !givenNameOfAnother(buried[1]!, name) &&
    !namesSomeonesRelative(buried[2]!, name)
  ) {
    return !/['’]s$/.test(buried[1]!) && !/\b(?:whose|who|his|her|their)\b/i.test(buried[2]!);
  }
  const rites = RITES_FOR.exec(text);
  const m = rites ? NAME_AT_START.exec(text.slice(rites[0].length)) : null;
  // "Funeral services for John Whitaker's wife": a possessive names someone else's rites.
  if (m === null || /['’]s$/.test(m[0])) return false;
  // A funeral, a burial or a committal is a dead person's ("Funeral services for John Whitaker, 84, a
  // retired machinist"); other rites may be a living person's (`LIVING_RITES`).
  const funeral = /\b(?:funeral|graveside|burial|committal)\b/i.test(rites![0]);
  return (
    namesTheDecedent(m[0], name) &&
    !givenNameOfAnother(m[0], name) &&
    (funeral || !LIVING_RITES.test(sentence))
  );
}

/**
 * Whether a written name opens with a given name that is none of the decedent's: "Mary Whitaker" on
 * John Whitaker's page is his wife, whose surname is his. A title ("Mr. Whitaker") or the surname
 * alone opens with none.
 */
function givenNameOfAnother(written: string, name: DecedentName): boolean {
  const words = written.trim().split(/\s+/);
  const first = words[0]!;
  if (words.length < 2 || /^(?:mr|mrs|ms|miss|dr|rev|the)\.?$/i.test(first)) return false;
  // Initials ("J.R. Whitaker") are the given name's when its letter leads them.
  if (/^(?:\p{Lu}\.){1,3}$|^\p{Lu}$/u.test(first)) return first[0] !== name.given[0]?.toUpperCase();
  return !mayNameTheDecedent(first, name);
}

/**
 * "Mark Cole, who was killed", "Mark Cole, 30, of Peoria, who died", "Mark Cole of Peoria, who
 * died", "Mark Cole, his coach, who died", "Mary Whitaker, deceased, who died": a person's name right
 * before "who", or before an age, a notice's "deceased", a town or a description after it.
 */
const NAME_WHO = new RegExp(
  String.raw`((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*)(?:\s*,\s*\d{1,3})?(?:\s*,\s*deceased)?(?:\s*,?\s+(?:of|from)\s+[^,;]{1,40})?(?:\s*,\s*(?:his|her)\s+\p{Ll}[\p{L}'’-]*(?:\s+\p{Ll}[\p{L}'’-]*){0,3})?\s*,?\s+who\s+${WHO_FILLER}$`,
  'u',
);

/**
 * "his passenger was pronounced dead", "her neighbor died", "His cellmate died": a person a possessive
 * names by any noun, right before the verb, is someone the subject knows, not the subject.
 */
const POSSESSED_NOUN_BEFORE =
  /\b(?:[Hh]is|[Hh]er|[Tt]heir|[Ww]hose)\s+(?:\p{Ll}[\p{Ll}-]*\s+)?(\p{Ll}[\p{Ll}-]*)\s+$/u;
/**
 * A possessive's noun, then a name between commas, an age or a town after it, right before the verb:
 * "his second, Mary, ", "His passenger, Mark Cole, 30, ".
 */
const POSSESSED_NOUN_NAMED = new RegExp(
  String.raw`\b(?:[Hh]is|[Hh]er|[Tt]heir|[Ww]hose)\s+(?:\p{Ll}[\p{Ll}-]*\s+){0,2}(\p{Ll}[\p{Ll}-]*)\s*,\s*(${WRITTEN_NAME})\s*,?${AGE_OR_TOWN_AFTER}*\s+$`,
  'u',
);
/** Words that end no noun phrase: "in her sleep she died", "his family and he". */
const NOT_A_NOUN =
  /^(?:he|she|they|we|and|or|but|then|later|also|finally|who|that|which|had|has|was|were|is|suddenly|peacefully|unexpectedly|quietly|tragically)$/;

/**
 * Whether a name a clause hangs on is the decedent: the given name, or the surname alone ("In his
 * sleep, Whitaker passed away"; "he married Mary Cole, who was born"). "His passenger, Mary Whitaker,"
 * shares only the surname.
 */
function namedAsTheDecedent(text: string, name: DecedentName): boolean {
  const words = normalizeNamePart(text).split(/[\s-]+/);
  return (
    words.includes(normalizeNamePart(name.given)) ||
    (words.length === 1 && words[0] === normalizeNamePart(name.surname))
  );
}

function possessedNounIsSomeoneElse(before: string, name: DecedentName | null): boolean {
  const m = POSSESSED_NOUN_BEFORE.exec(before);
  if (m !== null && !NOT_A_NOUN.test(m[1]!)) return true;
  // "his second, Mary, passed away in 2015": a person a possessive names, then by name. "In his
  // sleep, John passed away" names the decedent.
  const apposed = POSSESSED_NOUN_NAMED.exec(before);
  if (
    apposed !== null &&
    !NOT_A_NOUN.test(apposed[1]!) &&
    !(name && namedAsTheDecedent(apposed[2]!, name)) &&
    // "John Whitaker, 84, and his wife, Mary Whitaker, 80, of Peoria, died": both died.
    !SUBJECT_AND.test(before.slice(0, apposed.index))
  ) {
    return true;
  }
  // "John Smith's character died", "John Smith's wife and son died", "John Smith's old truck
  // finally died": what the decedent has is not he.
  const named = NAME_POSSESSES_BEFORE.exec(before);
  if (named === null || name === null || !namesTheDecedent(named[1]!, name)) return false;
  const words = named[2]!.trim().split(/\s+/);
  if (words.some((w) => CLAUSE_BREAK.test(w))) return false;
  while (words.length > 0 && NOT_A_NOUN.test(words[words.length - 1]!)) words.pop();
  return words.length > 0;
}

/** A name's possessive, then words that open in lower case (one to five: "iPhone"), right before the verb. */
const NAME_POSSESSES_BEFORE = new RegExp(
  String.raw`(${WRITTEN_NAME})['’]s\s+((?:\p{Ll}[\p{L}-]*\s+){1,5})$`,
  'u',
);
/** Words that start another clause after a possessive: "John Smith's heart gave out and he died". */
const CLAUSE_BREAK = /^(?:he|she|they|we|who|that|which|then|but|or)$/;

/**
 * The decedent's name as the subject of a relative clause without "that" on a thing or another
 * person, right before the verb: "The dog John Smith rescued died", "Every plant John Smith ever
 * owned died". The words between the name and the verb are more than adverbs ("The longtime mayor
 * John Smith peacefully died" is the decedent's).
 */
const NOUN_NAME_CLAUSE_BEFORE = new RegExp(
  String.raw`\b(?:[Tt]he|[Aa]n?|[Ee]very|[Ee]ach|[Aa]ny|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose)\s+(${COMMON_NOUN})\s+(${WRITTEN_NAME})\s+((?:\p{Ll}[\p{Ll}-]*\s+){1,4})$`,
  'u',
);

/** A word that opens a clause of time: "The town grieved when John Whitaker collapsed and died". */
const CLAUSE_OPENER = /\b(?:when|after)$/;

function nounOfTheDecedentsClause(before: string, name: DecedentName | null): boolean {
  const m = NOUN_NAME_CLAUSE_BEFORE.exec(before);
  if (m === null || name === null || !namesTheDecedent(m[2]!, name)) return false;
  // "Peoria lost a legend when John Whitaker fell ill and died": the name opens a clause of its own.
  if (CLAUSE_OPENER.test(m[1]!)) return false;
  const words = m[3]!.trim().split(/\s+/);
  // "The family of John Whitaker announces that he passed away": the pronoun is the verb's subject.
  if (/^(?:he|she)$/.test(words[words.length - 1]!)) return false;
  return words.some((w) => !NOT_A_NOUN.test(w) && !ADVERB.test(w));
}

/** Adverbs that may stand between a subject and its death verb: "John Smith peacefully died". */
const ADVERB = /^(?:\p{Ll}+ly|ever|never|just|soon|then|still|now)$/u;

/**
 * A name right before the verb that is not its subject: one example of many ("Patients like John Smith
 * died waiting for a transplant", "Men such as John Smith died young in the mines"), a preposition's
 * object ("A man who sold a car to John Whitaker died", "The horse owned by John Whitaker died", "a
 * man shot by John Whitaker, 45, of Peoria, died"). A name set off by commas alone closes a
 * description of the subject ("Mary Whitaker, a devoted wife to John Whitaker, died"); "of" and "from"
 * name a subject's town or parents ("John Whitaker of Peoria died", "Liam, son of John Whitaker, died").
 */
const NAME_AS_AN_OBJECT = new RegExp(
  String.raw`\b(?:[Ll]ike|[Ss]uch\s+as|to|by)\s+${WRITTEN_NAME}(?:,${AGE_OR_TOWN_AFTER}{1,2})?\s+$`,
  'u',
);

/** A name set off at a sentence's opening and a description of it after: "Mark Smith, 30, a passenger in a car driven ". Group: the name. */
const OPENER_AND_DESCRIPTION = new RegExp(
  String.raw`^\s*(${WRITTEN_NAME}),${AGE_OR_TOWN_AFTER}*\s+(?:an?|the)\s+[^,;]*$`,
  'u',
);

/**
 * Whether the name right before the verb is not its subject (`NAME_AS_AN_OBJECT`), unless it ends a
 * description set off after the page's person, who opens the sentence: "Mark Smith, 30, a passenger in
 * a car driven by John Cole, 45, of Peoria, " (died) is Mark Smith's death on his page.
 */
function nameAsAnObject(before: string, name: DecedentName | null): boolean {
  const m = NAME_AS_AN_OBJECT.exec(before);
  if (!m) return false;
  const opener = name ? OPENER_AND_DESCRIPTION.exec(before.slice(0, m.index)) : null;
  return !(opener && namesThePerson(opener[1]!, name!) && !anotherGivenName(opener[1]!, name!));
}

/**
 * Whether the decedent's full name right before the verb is in another's relative clause ("The driver
 * who hit John Whitaker died") or names whose the subject is ("The tenant of John Whitaker, 45, of
 * Peoria, died"; on the wife's page "The wife of John Whitaker died" is she).
 */
function decedentAsAnObject(before: string, name: DecedentName | null): boolean {
  // What the pattern needs, asked first: a pattern built on a name costs more than its test.
  if (!name || !before.includes(name.surname) || !before.includes(name.given)) return false;
  if (!WHO_OR_AN_ARTICLE.test(before)) return false;
  const written = String.raw`${escapeRegExp(name.given)}\s+(?:\p{Lu}[\p{L}.'’-]*\s+){0,2}${escapeRegExp(name.surname)}(?:,${AGE_OR_TOWN_AFTER}{1,2})?\s+$`;
  return new RegExp(
    String.raw`\bwho\s+[^,.;]*?\b${written}|^(?:[Tt]he|[Aa]n?)\s+${COMMON_NOUN}\s+of\s+${written}`,
    'u',
  ).test(before);
}

/** What either pattern of `decedentAsAnObject` holds before the name: "who" or an opening article. */
const WHO_OR_AN_ARTICLE = /\bwho\s|^(?:[Tt]he|[Aa]n?)\s/u;

/** One capitalised word set off before "who": "(to visit) Mary, who (died)". */
const GIVEN_NAME_WHO = new RegExp(String.raw`\b(\p{Lu}[\p{L}'’-]+)\s*,\s+who\s+${WHO_FILLER}$`, 'u');

/**
 * Whether a relative clause before the verb makes the death another person's: "received a kidney
 * from a donor who died Nov. 18", "sentenced for the death of Mark Cole, who was killed in 2025", "the
 * brother of Mark Whitaker, who died". A clause on the decedent's own name ("John Whitaker, who died
 * Nov. 18", "Whitaker, who died") is the decedent's.
 */
function whoIsSomeoneElse(before: string, name: DecedentName | null): boolean {
  if (PLURAL_WHO.test(before)) return true;
  const noun = NOUN_WHO.exec(before);
  // "John Smith, a retired teacher who died Nov. 18": the noun is the decedent, in apposition.
  if (noun) return !(name && appositionTo(before.slice(0, noun.index), name));
  const m = NAME_WHO.exec(before);
  // "... to visit Mary, who died in 2019": a given name alone the tables know, not the person's.
  const alone = m ? null : GIVEN_NAME_WHO.exec(before);
  if (alone && name) return anotherKnownGivenName(alone[1]!, name);
  if (!m || !name) return false;
  // "Spears Funeral Home, founded by John Spears, who passed away in 1982": a firm's founder, told of
  // on a page about the firm's people, even when the page's own person bears the founder's name.
  if (FOUNDED_BY.test(before.slice(0, m.index))) return true;
  if (!namesTheDecedent(m[1]!, name)) return true;
  // "John Whitaker, 60, son of the late John Whitaker, who died in 2016": the relative of the person
  // the sentence opens with, who bears the person's name.
  if (KIN_OF_BEFORE.test(before.slice(0, m.index)) && opensWithTheName(before, name)) return true;
  // "John Whitaker Jr., 60, son of the late John Whitaker, who died in 2016": the name without the
  // generation the sentence gave the person before it is the other generation's.
  if (name.suffix) {
    const generation = escapeRegExp(name.suffix.replace(/\.$/, ''));
    if (
      new RegExp(String.raw`\b${escapeRegExp(name.surname)},?\s+${generation}\b`).test(
        before.slice(0, m.index),
      )
    )
      return true;
  }
  // "John Whitaker, 45, is the brother of Mark Whitaker, who died Nov. 18": the family name with
  // another given name the tables know is another of the family.
  return anotherKnownGivenName(m[1]!.trim().split(/\s+/)[0]!, name);
}

/** Whether a word is a given name the tables know that cannot be the decedent's ("Mary", "Mark" on John's page). */
function anotherKnownGivenName(word: string, name: DecedentName): boolean {
  return name.sexOfGiven?.(word) !== undefined && !mayNameTheDecedent(word, name);
}

/** A relation to the name after it: "son of the late " (John Whitaker), "wife of ". */
const KIN_OF_BEFORE = new RegExp(String.raw`(?:^|[\s,])${KIN}\s+of\s+(?:the\s+late\s+)?$`, 'iu');

/**
 * A story's noun set off after a name, its clause the death's: "John Whitaker, the man who " (died),
 * "John Whitaker, 84, the driver who " (was killed). Another's name there is read as another's
 * (`anotherNameBefore`).
 */
const NOUN_SET_OFF_AFTER_A_NAME = new RegExp(
  String.raw`^[^,]+(?:,\s*\d{1,3})?,\s+the\s+${PERSON_NOUN}\s+who\s+$`,
  'u',
);

/** A name set off right before the verb, its age after it or not: "The driver, John Cole, 84, ". Group: the name. */
const NAME_SET_OFF_LAST = new RegExp(String.raw`,\s+(${WRITTEN_NAME})(?:,\s*\d{1,3})?,\s*$`, 'u');

/**
 * Whether the name set off right before the verb is the page's person's, in full: "The driver, John
 * Cole, 84, " (died) on John Cole's page names him after the story's noun ("The driver, Mark Smith, 30,
 * ", "The other driver, Cole, 84, " on his page is another's).
 */
function theDecedentSetOffLast(before: string, name: DecedentName | null): boolean {
  const m = name ? NAME_SET_OFF_LAST.exec(before) : null;
  return (
    m !== null &&
    /\s/.test(m[1]!) &&
    namesThePerson(m[1]!, name!) &&
    !anotherGivenName(m[1]!, name!) &&
    !anotherGeneration(m[1]!, name!)
  );
}

/** Whether a text opens with the person's name: "John Whitaker", "John R. Whitaker". */
function opensWithTheName(text: string, name: DecedentName): boolean {
  return new RegExp(
    String.raw`^\s*${escapeRegExp(name.given)}\s+(?:\p{Lu}\.?\s+)?${escapeRegExp(name.surname)}\b`,
    'u',
  ).test(text);
}

/** The agent of a firm's founding, right before a name: "founded by", "established in 1921 by". */
const FOUNDED_BY =
  /\b(?:founded|established|started|begun|built|opened|organized|organised|incorporated)\s+(?:in\s+\d{4}\s+)?by\s+$/i;

/**
 * Verbs of telling, in English and Spanish: what follows them is the teller's account ("said his father
 * died", "'Murió en mis brazos', dijo Juan López").
 */
const TELLING = String.raw`(?:said|says|wrote|writes|recalled|recalls|remembered|remembers|told\s+\w+|tells\s+\w+|explained|explains|shared|shares|testified|testifies|reported|reports|stated|states|confirmed|confirms|noted|notes|added|adds|dijo|cont[oó]|explic[oó])`;
const TOLD_BEFORE = new RegExp(
  String.raw`^(.*)\b${TELLING}(?!\s+by\b)\s+(?:that\s+|about\s+|how\s+)?(?:[^.;]|\.(?=\s+\d))*$`,
  'i',
);
/**
 * A claim's words, or those of learning of one, right before the verb and its pronoun: a claim someone
 * heard or read ("is alive, despite posts claiming he died", "laughed off posts saying he had died",
 * "was surprised to read that he died", "learned from Facebook that he died"). Not a life's deeds
 * ("who read to children for 30 years, died", "read the paper every morning until he died").
 */
const HEARD_BEFORE =
  /^(.*)(?:\b(?:saying|claiming)\s+(?:that\s+)?|\b(?:read|heard|learned)\b[^.;]{0,30}?\bthat\s+)(?:he|she)\s+(?:had\s+)?$/i;
/** A relationship word anywhere: "his father", "a stepson". */
const KIN_WORD = new RegExp(String.raw`\b${KIN}\b`, 'i');
/**
 * Whether the words of a telling name someone: a pronoun, a relative ("his father"), or a given name
 * the tables know ("Mark Cole"; "the Journal Star" names no one).
 */
function namesSomeoneInTheTelling(told: string, name: DecedentName): boolean {
  if (/\b(?:he|she|they|him|them)\b/i.test(told) || KIN_WORD.test(told)) return true;
  return [...told.matchAll(/\b\p{Lu}[\p{L}'’-]+/gu)].some((w) => name.sexOfGiven?.(w[0]) !== undefined);
}

/**
 * A relative clause still open right before a verb in it: "who ", "who always ", "who taught English
 * at Manual for 35 years and ".
 */
const WHO_CLAUSE_OPEN = /\bwho\s+[^,;]*$/i;
/**
 * A quotation the sentence gives to a speaker after it, the speaker's age and town set off or not:
 * "'Dad passed away ...,' Mark said", "'He died in my arms,' Mark Cole, 44, of Peoria, said".
 */
const QUOTE_THEN_SPEAKER = new RegExp(
  String.raw`["“‘']([^"”’]*?)[,.!?]?["”’']\s*,?\s*((?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’.-]*)${AGE_TOWN_SET_OFF},?\s+${TELLING}`,
  'giu',
);
/** The same with the verb before the speaker: "'He died doing what he loved,' said John Whitaker". */
const QUOTE_THEN_SAID_SPEAKER = new RegExp(
  String.raw`["“‘']([^"”’]*?)[,.!?]?["”’']\s*,?\s*${TELLING}\s+((?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’.-]*)`,
  'giu',
);
/** "Mark Whitaker, 55, of Springfield: Dad passed away ...": the named person's own words. */
const COLON_THEN_KIN = new RegExp(
  String.raw`^([^:]{2,120}):\s*(?:(?:my|our)\s+)?${KIN}\s+(?:had\s+|has\s+)?$`,
  'i',
);

/** 'John Whitaker of Peoria: "The staff helped us when Mom died ...': the named person's quoted words. */
const COLON_THEN_QUOTE = /^([^:"“]{2,120}):\s*["“][^"”]*$/;

/**
 * A work written and a clause of the time of the writing, its subject the writer, right before the
 * verb: "wrote his own obituary before he ", "wrote letters to the editor until she " (not one that
 * names a relative: "wrote letters to his father until he ").
 */
const WORK_WRITTEN_UNTIL = new RegExp(
  String.raw`^wrote\s+(?=(?:[\p{Ll}'’-]+\s+){0,2}?(?:obituary|letters)\b)(?![^]*\b${KIN}s?\b)(?:[\p{Ll}'’-]+\s+){1,6}?(?:before|until)\s+(?:he|she)\s+$`,
  'u',
);

/**
 * A teller set off at the end of the sentence, after the death it reports: ", Sheriff John Whitaker
 * said.", ", said John Whitaker, the county coroner.", ", according to Coroner John Whitaker.", ", John
 * Whitaker, a witness, told police."
 */
const TELLER_AFTER = new RegExp(
  String.raw`,\s*(?:according\s+to\s+([^;]{2,120}?)|${TELLING}\s+([^;]{2,120}?)|([^,;]{2,80}?(?:,[^,;]{1,60},)?)\s+${TELLING}(?:\s+[^,;]{1,40}?)?)\s*[.!]?\s*$`,
  'iu',
);

/** "According to John Whitaker, ...": the named person is the account's source. */
const ACCORDING_TO = new RegExp(String.raw`\baccording\s+to\s+(${WRITTEN_NAME})\s*,[^.;]*$`, 'iu');

/**
 * Whether the death the verb at `at` reports is told by the page's own person, who is therefore
 * alive: "Mark Whitaker, 55, said his father died peacefully", "Mary Whitaker says John died Nov. 18",
 * "'Dad passed away surrounded by family,' Mark said", "'He died doing what he loved,' said John
 * Whitaker", "Mark Whitaker, 55: Dad passed away Nov. 18",
 * 'Mark Whitaker of Peoria: "The staff helped us so much when Mom died"', or that the person heard or
 * read: "John Whitaker, 84, is alive, despite posts claiming he died".
 * What someone else tells ("His family said he died peacefully", "'He died doing what he loved,' his
 * son said") stays the decedent's.
 */
/** A relative's thing: "his father's estate", "her late husband's company". */
const RELATIVES_THING = new RegExp(
  String.raw`\b(?:his|her|their)\s+${EPITHETS}${RELATION}['’]s\s+[\p{L}-]+`,
  'giu',
);

/** Whether a word of `text` is the decedent's given name or one the tables relate to it ("Jack" for John). */
function givesTheGivenName(text: string, name: DecedentName): boolean {
  return normalizeNamePart(text)
    .split(/[\s-]+/)
    .some((w) => w === normalizeNamePart(name.given) || name.sameGivenName?.(w, name.given) === true);
}

function toldByTheDecedent(sentence: string, at: number, name: DecedentName | null): boolean {
  if (!name) return false;
  const own = (text: string): boolean => {
    // "John Whitaker's daughter said he died": the teller is his daughter, not he. What a relative has
    // is no teller: "John Whitaker, executor of his father's estate, said he died".
    const teller = text.replace(RELATIVES_THING, ' ');
    if (/['’]s\b/.test(teller) || namesSomeonesRelative(teller, name)) return false;
    // The person's name: the family name with the given name or a title, or alone, or the given name
    // alone ("'I died on that table,' John said"); "Mark Whitaker" is another of the family.
    const capitals = teller.match(/\p{Lu}[\p{L}'’-]*/gu) ?? [];
    return namesThePerson(teller, name) || (capitals.length === 1 && givesTheGivenName(capitals[0]!, name));
  };
  const told = TOLD_BEFORE.exec(sentence.slice(0, at));
  // "John Whitaker wrote his own obituary before he died Nov. 18": a clause of the time of the writing,
  // the writer its subject, after a thing written; "said his father worked there until he died" and
  // "wrote that Mark was a hero until he died" tell of another.
  if (told && WORK_WRITTEN_UNTIL.test(sentence.slice(told[1]!.length, at))) return false;
  // A telling verb written with a capital is a name's word: "John Said died Nov. 18" tells nothing.
  const telling = told ? sentence.slice(told[1]!.length, told[1]!.length + 1) : '';
  // "John Whitaker, who always said he would die in Peoria, died Nov. 18": the telling is the person's
  // relative clause, closed before the verb, which is the sentence's own.
  const clauseClosed = told !== null && WHO_CLAUSE_OPEN.test(told[1]!) && /,\s*$/.test(sentence.slice(0, at));
  // "whose stories were told for generations": a passive, no one's telling ("was reported drowned" is
  // a report).
  const passive =
    told !== null &&
    /\b(?:was|were|is|are|been)\s+$/i.test(told[1]!) &&
    !/^reported\b/i.test(sentence.slice(told[1]!.length));
  // "wrote his last column in 2020 and died Nov. 18": the person's second verb, after what was written
  // names no one ("said his father worked at the mill and died", "said Mark Cole ... and died" tell
  // another's).
  const secondVerb =
    told !== null &&
    SECOND_VERB.test(sentence.slice(0, at)) &&
    !namesSomeoneInTheTelling(sentence.slice(told[1]!.length, at), name);
  if (
    told &&
    !clauseClosed &&
    !passive &&
    !secondVerb &&
    telling === telling.toLowerCase() &&
    own(told[1]!.split(/[.;:]/).pop() ?? '')
  )
    return true;
  for (const q of [...sentence.matchAll(QUOTE_THEN_SPEAKER), ...sentence.matchAll(QUOTE_THEN_SAID_SPEAKER)]) {
    const opens = q.index!;
    if (at > opens && at < opens + q[1]!.length + 2 && own(q[2]!)) return true;
  }
  // "John Whitaker, 84, is alive, despite posts claiming he died": a claim the sentence's subject, the
  // person, heard or read. "The family of John Whitaker, saying he died peacefully, thanked ..." and
  // "Mark Cole read the eulogy for John Whitaker, saying he died ..." are others' words.
  const heard = HEARD_BEFORE.exec(sentence.slice(0, at));
  const subject = heard?.[1]!.split(/[.;:]/).pop() ?? '';
  if (heard && opensWithTheName(subject, name) && !/['’]s\b/.test(subject)) return true;
  const colon = COLON_THEN_KIN.exec(sentence.slice(0, at)) ?? COLON_THEN_QUOTE.exec(sentence.slice(0, at));
  if (colon !== null && own(colon[1]!)) return true;
  // "According to John Whitaker, the woman died at the scene."
  const source = ACCORDING_TO.exec(sentence.slice(0, at));
  if (source !== null && own(source[1]!)) return true;
  // "A Peoria man died in a crash Nov. 18, Sheriff John Whitaker said": the teller after the death, by
  // the person's whole name, when the words before the verb never give his given name ("John Whitaker
  // died Nov. 18, his son said" is his).
  // "... according to a statement from Sheriff John Whitaker's office": his office speaks for him.
  const after = TELLER_AFTER.exec(sentence.slice(at));
  const teller = (after?.[1] ?? after?.[2] ?? after?.[3])?.replace(/['’]s\s+office\b/giu, '');
  if (teller === undefined) return false;
  return (
    !givesTheGivenName(sentence.slice(0, at), name) &&
    givesTheGivenName(teller, name) &&
    namesThePerson(teller, name) &&
    own(teller)
  );
}

/** A written text's words quoted after the verb of its opening or reading: 'It begins: "', 'reads: "'. */
const QUOTED_TEXT_BEFORE = /\b(?:begins|reads)\s*:\s*["“][^"”]*$/;

/**
 * Whether the death the verb at `at` reports is in a written text the sentence quotes, without a date:
 * 'John Whitaker, 80, wrote his own obituary in a class at the library. It begins: "John died
 * peacefully, surrounded by his grandchildren."' A text that dates the death ('The notice reads: "John
 * Whitaker died Nov. 18, 2026"') tells it.
 */
function quotedTextsDatelessDeath(sentence: string, at: number): boolean {
  if (!QUOTED_TEXT_BEFORE.test(sentence.slice(0, at))) return false;
  const quoted = /^[^"”]*/.exec(sentence.slice(at))![0];
  return findDates(quoted).length === 0;
}

/**
 * The sex of a bare pronoun that is the death's subject (the verb at `at`): "She died Nov. 18", "He
 * peacefully passed", "The Lord called him home". Null for any other subject.
 */
export function pronounOfTheDeath(sentence: string, at: number): 'M' | 'F' | null {
  const bare = /^\s*(he|she)\s+(?:\w+ly\s+)?$/i.exec(sentence.slice(0, at));
  if (bare) return PRONOUN_SEX[bare[1]!.toLowerCase()]!;
  const verb = DEATH_VERB.exec(sentence.slice(at));
  const called = verb?.index === 0 ? CALLED_HOME.exec(verb[0])?.[1] : undefined;
  return (called && PRONOUN_SEX[called.trim().toLowerCase()]) || null;
}

/**
 * A name a sentence opens with, one word or more, before its verb, an age or a town set off: "Mark was
 * ...", "Mark Cole coached ...", "Mark Cole, 30, of Pekin, was in the other car".
 */
const OPENS_WITH_NAME =
  /^\s*((?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’-]*)(?:,\s*\d{1,3})?(?:,\s*(?:of|from)\s+[^,;]{1,40})?,?\s+\p{Ll}/u;
/** A sentence of rites for someone by name: "Services for Mark Cole will be held Saturday." */
const RITES_FOR_NAME = new RegExp(String.raw`${RITES_FOR.source}(\p{L}+)`, 'iu');
/** A sentence that ends naming someone, as a story does: "Also dead is Mark Cole, 30, of Pekin." */
const ENDS_WITH_NAME =
  /\b(?:is|was)\s+((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*)(?:,\s*\d{1,3})?(?:,\s*(?:of|from)\s+[^,;]{1,40}?)?[.!]?\s*$/u;

/**
 * Whether a pronoun that tells a death (of `sex`) is another person the sentence before opened or
 * ended with by name, or told the rites of: "Mark was the kindest person I knew. He died Nov. 18" on
 * John Whitaker's page, "Also dead is Mark Cole, 30, of Pekin. He died ...", "Services for Mark Cole
 * will be held Saturday. He died ...", "Mary was ... She died" on Art Whitaker's. A
 * given name of the pronoun's sex that is not the person's, and no pronoun of that sex in the sentence
 * before: that would be someone else of the sex, the page's person ("Susan was at her side every day.
 * She died peacefully" on Mary Whitaker's page is Mary's death).
 */
export function pronounOfThePreviousName(sex: 'M' | 'F', previous: string, name: DecedentName): boolean {
  const named = [
    OPENS_WITH_NAME.exec(previous),
    ENDS_WITH_NAME.exec(previous),
    RITES_FOR_NAME.exec(previous),
  ].some((m) => {
    const first = m?.[1]!.split(/\s+/)[0];
    return first !== undefined && name.sexOfGiven?.(first) === sex && !mayNameTheDecedent(first, name);
  });
  return named && !(sex === 'M' ? /\b(?:he|him|his)\b/i : /\b(?:she|her|hers)\b/i).test(previous);
}

/** What a person is to another, as "John Whitaker was her pastor" says it. */
const ROLE_TO_SOMEONE = String.raw`(?:pastor|priest|minister|rabbi|chaplain|doctor|physician|nurse|caregiver|friend|neighbou?r|coach|teacher|boss|employer|employee|mentor|colleague|partner|lawyer|attorney|landlord|tenant|student|roommate|classmate|teammate|barber|dentist|${KIN})`;

/**
 * Whether a sentence after a death told by a pronoun (of `sex`) makes the page's person that pronoun's
 * someone: "The Lord called him home Nov. 18. John Whitaker, 45, of Peoria, was his pastor." The
 * pronoun is another person, whom John served.
 */
export function personIsThePronounsSomeone(
  sex: 'M' | 'F',
  following: readonly string[],
  name: DecedentName,
): boolean {
  const role = new RegExp(
    String.raw`\b${escapeRegExp(name.surname)}\b(?:\s*,\s*[^,]{1,40}){0,3},?\s+(?:was|is|had\s+been|has\s+been|became)\s+${sex === 'M' ? 'his' : 'her'}\s+(?:(?:longtime|beloved|dear|close|best|good|former|family|parish|trusted)\s+)*${ROLE_TO_SOMEONE}\b`,
    'i',
  );
  return following.some((s) => role.test(s));
}

/** A family word alone as the subject right before a verb: "Dad passed away", "... and Mom died". */
const BARE_KIN_BEFORE = new RegExp(
  String.raw`(?:^|[.;:!?,]\s+|\band\s+)(?:the\s+)?(${Object.keys(CALLED).join('|')})\s+(?:had\s+|has\s+|peacefully\s+|suddenly\s+|unexpectedly\s+)?$`,
  'i',
);
const THIRD_PERSON_KIN = new RegExp(
  String.raw`\b(?:his|her)\s+(?:late\s+|beloved\s+|own\s+)?(${Object.keys(CALLED).join('|')})\b`,
  'gi',
);

/**
 * The relationship a family word names when it alone is the subject before a death verb ("Dad
 * passed away Nov. 18" gives "father", as "The father died at the scene" does), or null. Written by a
 * child, it names the decedent, unless the page has already told of that relative as the page's
 * person's own ("ran the marathon in memory of his father. Dad passed away Nov. 18", "found his father
 * on the floor. The father died at the scene": `thirdPersonKin`).
 */
export function bareKinSubject(before: string): string | null {
  const m = BARE_KIN_BEFORE.exec(before);
  return m ? CALLED[m[1]!.toLowerCase()]! : null;
}

/** A writer who introduces himself or herself by name: "John Whitaker here." Group: the name. */
const SELF_INTRODUCTION = /^\s*((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*)\s+here\b/u;

/**
 * Whether a sentence is the page's person introducing himself or herself ("John Whitaker here."), so
 * that "Dad" after it is the writer's father (`bareKinSubject`), not the writer.
 */
export function introducesTheWriter(sentence: string, name: DecedentName | null): boolean {
  const m = SELF_INTRODUCTION.exec(sentence);
  return m !== null && (name === null || namesThePerson(m[1]!, name));
}

/** The relationships a sentence names as someone's by "his" or "her": "in memory of his father". */
export function thirdPersonKin(sentence: string): string[] {
  return [...sentence.matchAll(THIRD_PERSON_KIN)].map((m) => CALLED[m[1]!.toLowerCase()]!);
}

/**
 * A verb of tending or of being there, then whom, then the clause of that person's death: "was with his
 * friend Mark Cole when he died", "held Mark Cole's hand when he died", "cared for his brother until
 * he died", "performed CPR on the man, but he died", "took his father to OSF, where he died", "was the
 * last to see Mark Cole alive before he died", "was the last person to see Mark Cole alive before he
 * died", "was at his father's bedside when he died", "stayed by his brother's side until he died",
 * "was holding his father's hand when he died", "was the first to reach his neighbor after he collapsed
 * and died", "called 911 for his brother, but he died", "visited his grandfather at OSF, where he died"
 * (a visit only with "where": "visited his son every winter until he died" is the person's own).
 * Groups: being there, whom, the pronoun, what befell before the death ("collapsed and").
 */
const TENDED_UNTIL_DEATH = new RegExp(
  String.raw`\b(?:cared\s+for|nursed|(?:was|sat|stayed)(?=\s+(?:at|by)\s+[^.;,]{1,40}?['’]s\s+(?:bed)?side\b)|sat\s+(?:with|beside|by)|(stayed\s+(?:with|beside|by)|(?:was|were)\s+(?:with|beside|by))|held|holding|comforted|tended(?:\s+to)?|looked\s+after|took\s+care\s+of|watched\s+over|prayed\s+(?:with|for|over)|performed\s+CPR\s+on|gave\s+CPR\s+to|tried\s+to\s+(?:save|revive|resuscitate|rescue|reach|help)|first\s+to\s+reach|treated|attended(?:\s+to)?|found|pulled|rescued|took\s+over\s+(?:the\s+)?care\s+of|took(?!\s+over\b)|drove|rushed|called\s+911\s+for|visited(?=[^.;]*\swhere\s+(?:he|she)\s+(?:\w+ly\s+)?$)|last\s+(?:person\s+)?(?:to\s+see|saw))\s+((?:[^.;,]|,(?!\s*(?:but|and)\b))+?),?\s+(?:but|and|until|till|when|before|as|after|while|so|where)\s+(he|she)\s+(?:\w+ly\s+)?(?:had\s+|later\s+)?((?<=\b(?:when|after)\s+(?:he|she)\s+)[a-z]+ed\b[^;]{0,30}?,?\s+and\s+)?$`,
  'i',
);
/**
 * A verb of rescue among those of tending: "performed CPR on", "tried to save", "pulled", "called 911
 * for"; and "found", of one found in need ("found his neighbor on the floor, and he died").
 */
const RESCUE =
  /^(?:performed\s+CPR|tried\s+to\s+(?:save|reach)|first\s+to\s+reach|pulled|called\s+911|found)\b/i;
/** A relative or a friend a verb of tending names, the name after: "his friend Mark Cole", "his brother". */
const TENDED_RELATIVE = new RegExp(
  `\\b${POSSESSOR}\\s+${EPITHETS}${RELATION}(?:\\s*,?\\s*((?:\\p{Lu}[\\p{L}'’.-]*\\s*){1,3}))?`,
  'iu',
);
/** People who are no family, as a verb of being there may name them ("was with his friend"). */
const NOT_FAMILY =
  /^(?:friend|neighbou?r|roommate|co-?worker|colleague|buddy|mentor|pastor|patient|client|boss|employee|teammate|classmate|passenger|tenant|landlord)s?$/i;
/** A person by a story's noun, in whom a verb of tending names: "the man", "a hiker", "the patient". */
const TENDED_NOUN = new RegExp(
  String.raw`\b(?:the|a|an)\s+(?:[\p{L}\d-]+\s+){0,2}?(${STORY_NOUN.slice(3, -1)}|patient|child|toddler|stranger|gentleman|lady)\b`,
  'iu',
);

/**
 * Whether the pronoun before a death verb is someone a verb of tending named after the page's person
 * (`TENDED_UNTIL_DEATH`): a relative or a friend, a person by a noun, a name of the pronoun's sex not
 * the page's person's. "John Whitaker lived with his son until he died" is no tending, and his own.
 */
function tendedPersonBefore(before: string, name: DecedentName | null): boolean {
  const m = TENDED_UNTIL_DEATH.exec(before);
  if (!m) return false;
  // "was with his son, Mark, when he died" in an obituary is the person's own death, the son beside
  // him: being there names a friend or a stranger, not family.
  const presence = m[1] !== undefined;
  // "was with his friend Mark Cole when he collapsed and died", "was the first to reach his neighbor
  // after he collapsed and died": what befell the one beside the person or reached, told before the
  // death ("took his grandson fishing when he collapsed and died" is the person's own).
  if (m[4] !== undefined && !presence && !RESCUE.test(m[0])) return false;
  const whom = m[2]!;
  const sex = PRONOUN_SEX[m[3]!.toLowerCase()]!;
  const relative = TENDED_RELATIVE.exec(whom);
  const nameSex = (written: string | undefined): 'M' | 'F' | undefined => {
    const given = written?.trim().split(/\s+/)[0];
    return given ? name?.sexOfGiven?.(given) : undefined;
  };
  if (relative) {
    const relation = relative[2]!;
    if (presence && !NOT_FAMILY.test(relation)) return false;
    const ofSex = relationSex(relation) ?? nameSex(relative[3]);
    // "took his dog to the vet, where he died": an animal is "he" or "she" where it was taken ("took
    // his dog for a walk every morning until he died" is the person's own).
    const animalWhere =
      ANIMALS.includes(relation.toLowerCase()) && /\swhere\s+(?:he|she)\s+(?:\w+\s+){0,2}$/i.test(m[0]);
    // "tried to save his friend, but he died", "performed CPR on his neighbor, but he died": the one a
    // rescue was for, whatever the word's sex.
    const ofPronoun = ofSex === sex || (ofSex === undefined && (animalWhere || RESCUE.test(m[0])));
    return ofPronoun && relationIsSomeoneElse(relative[1]!, relation, relative[3], name);
  }
  const noun = TENDED_NOUN.exec(whom);
  if (noun) {
    const nounSex = NOUN_SEX[noun[1]!.toLowerCase()];
    return nounSex === undefined || nounSex === sex;
  }
  // A name: two capitalised words or more, not the page's person's.
  const named = /(\p{Lu}[\p{L}'’-]+)\s+(?:\p{Lu}\.?\s+)?(\p{Lu}[\p{L}'’-]+?)(?:['’]s)?\b/u.exec(whom);
  if (!named || !name) return false;
  const own =
    normalizeNamePart(named[2]!) === normalizeNamePart(name.surname) &&
    (normalizeNamePart(named[1]!) === normalizeNamePart(name.given) ||
      name.sameGivenName?.(named[1]!, name.given) === true);
  return !own && nameSex(named[1]) === sex;
}

/**
 * Words after a relative up to the clause of the death, the relative's clause not closed: no "and", no
 * comma before a word but an article or the clause's own ("joined his father in the business and ran
 * it until he died", "who followed his father into the ministry, served the church until he died" are
 * the person's own; "was with his father, a retired farmer, when he died" is the father's).
 */
const IN_THE_RELATIVES_CLAUSE = String.raw`(?:(?!\band\s|,\s+(?!(?:a|an|the|until|when|before|since)\b)\p{Ll})[^.;])*?`;
/**
 * An elder of the family as the object of what the page's person did, then a pronoun of the elder's
 * sex in a later clause right before the verb: "was with his father when he" (died), "was with his
 * father, a retired farmer, when he", "moved in with his father two years before he", "read to his
 * grandfather every night until he", "promised his father before he", "saw his father every day until
 * he", "met his grandfather only once before he", "moved back to Peoria to be near his father before
 * he", "and his father ran the store together until he", "lived with his father until he finally",
 * "has kept his late father's truck running since he". An elder dies before the younger, and a page
 * that tells its person's own death so tells it by name as well. A thing of the elder's is the
 * elder's only when the elder is late: "lived in the house his father built until he died" and
 * "farmed his father's land until he died" are the person's own, as are "lived with his mother",
 * "farmed with his uncles" and "moved back to Peoria to be near his daughter before he died". Groups:
 * the epithets, the elder, the possessive, the pronoun.
 */
const ELDER_OBJECT_THEN_PRONOUN = new RegExp(
  String.raw`\b(?:with|to|near|and|kept|met|saw|\p{L}+ed)\s+(?:his|her)\s+(${EPITHETS})(${ELDER})(?![\p{L}-])(['’]s)?${IN_THE_RELATIVES_CLAUSE}\b(?:until|when|before|since)\s+(he|she)\s+(?:finally\s+)?$`,
  'iu',
);

/**
 * A relative who did a thing, the thing dated by the death after it: "the truck his dad bought the
 * year he" (died), "the watch his father gave him the week before he", "the house his father built
 * the year before he", "the voicemail his brother left the night he", "the last text his son sent
 * before he". "The house his father built until he died" and "the store his father founded until the
 * week before he died" are the person's own. Groups: the relation, the pronoun.
 */
const RELATIVE_ACTED_THE_TIME_BEFORE = new RegExp(
  String.raw`\bthe\s+(?:\p{Ll}+\s+){1,2}(?:his|her)\s+${EPITHETS}${RELATION}\s+\p{Ll}+\b${IN_THE_RELATIVES_CLAUSE}(?<!\buntil\s+(?:the\s+\p{Ll}+\s+)?)\b(?:the\s+(?:year|night)|before)\s+(he|she)\s+$`,
  'iu',
);
/**
 * A relative's thing, on the anniversary of the death after it: "visited his father's grave on the
 * anniversary of the day he" (died), "laid flowers on his son's grave on the anniversary of the day
 * he". "Visited his son's grave every day until he died" and "was mowing his father's old field the
 * day he died" are the person's own. Groups: the relation, the pronoun.
 */
const RELATIVES_THING_ON_THE_ANNIVERSARY = new RegExp(
  String.raw`\b(?:his|her)\s+${EPITHETS}${RELATION}['’]s\s+\p{Ll}+\b[^.;]*?\banniversary\s+of\s+the\s+day\s+(he|she)\s+$`,
  'iu',
);

/**
 * Whether the pronoun before a death verb is an elder of the family (`ELDER_OBJECT_THEN_PRONOUN`) or
 * a relative a time of the death names (`RELATIVE_ACTED_THE_TIME_BEFORE`,
 * `RELATIVES_THING_ON_THE_ANNIVERSARY`).
 */
function relativeThePronounNames(before: string): boolean {
  const m = ELDER_OBJECT_THEN_PRONOUN.exec(before);
  if (m && (m[3] === undefined || /\blate\b/i.test(m[1]!))) return pronounOfTheRelation(m[4]!, m[2]!);
  const dated =
    RELATIVE_ACTED_THE_TIME_BEFORE.exec(before) ?? RELATIVES_THING_ON_THE_ANNIVERSARY.exec(before);
  return !!dated && pronounOfTheRelation(dated[2]!, dated[1]!);
}

/**
 * A blank to fill in, as an obituary template or a sample on a funeral home's planning page has it
 * ("John Whitaker died on ____, 20__", "passed away on [date]"): no one's death.
 */
const TEMPLATE_BLANK = /_{3,}|\[(?:date|full\s+name|name|age|city|place)\]/i;

/**
 * An age set off after a name right before the verb, and the town after it, or a description with "a":
 * "Mark Cole, 30, ", "Mark Cole, 30, of Pekin, " and "Cole, a Pekin man, " (died) tell whose death it
 * is as "Mark Cole " and "Cole " do; so do the age and town with a description after them ("Mark Cole,
 * 30, of Pekin, the other driver, ").
 */
const AGE_SET_OFF_AT_END =
  /\s*,\s*(?:(?:age\s+)?\d{1,3}\s*,(?:\s*(?:of|from)\s+[^,;]{1,40},)?(?:\s*(?:an?|the)\s+[^,;]{1,40},)?|(?:an?|the)\s+[^,;]{1,40},)\s*$/;

/**
 * What a subject may have between it and its death verb that leaves whose death it is as without it:
 * an adverb ("Her mother, 70, sadly ", "Su madre también "), a Spanish age or town set off ("Su esposo,
 * Juan López, de 84 años, ", "Un hombre de 84 años ", ", de Peoria, ") or a clause of age (", who was
 * 84, ", ", quien tenía 84 años, "). Each at the end of the words before the verb, its commas with it,
 * as `AGE_SET_OFF_AT_END` takes an English age's.
 */
const BESIDE_THE_SUBJECT_AT_END = new RegExp(
  String.raw`(?:\s+(?:sadly|tragically|subsequently|eventually|ultimately|finally|suddenly|unexpectedly)|\s+(?:también|lamentablemente|tristemente|trágicamente|desafortunadamente|finalmente|posteriormente|luego|después|más\s+tarde|repentinamente)|(?:\s*,\s*|\s+)de\s+\d{1,3}\s+años(?:\s+de\s+edad)?\s*,?|\s*,\s*de\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}\s*,|\s*,\s*(?:quien\s+tenía\s+\d{1,3}\s+años(?:\s+de\s+edad)?|who\s+was\s+\d{1,3})\s*,)\s*$`,
  'u',
);

/**
 * The words before a death verb without what `BESIDE_THE_SUBJECT_AT_END` takes, one after another: the
 * rules of whose death it is read "Su esposo, Juan López, de 84 años, también " as "Su esposo, Juan
 * López " and "Her mother, 70, sadly " as "Her mother, 70, ".
 */
function subjectAsWritten(before: string): string {
  let subject = before;
  for (let shorter = subject.replace(BESIDE_THE_SUBJECT_AT_END, ' '); shorter !== subject;) {
    subject = shorter;
    shorter = subject.replace(BESIDE_THE_SUBJECT_AT_END, ' ');
  }
  return subject;
}

/**
 * The position of the first death verb in `sentence` that reports the decedent's own death (named
 * `name`, when known), or null when every death it reports is a relative's or, by a pronoun of the
 * other sex than the decedent's given name, someone else's.
 */
export function ownDeathVerbAt(sentence: string, name: DecedentName | null): number | null {
  if (TEMPLATE_BLANK.test(sentence)) return null;
  for (const m of deathVerbs(sentence)) {
    const verb = m[0].toLowerCase();
    // "Surrounded by his loving family, John Whitaker died": how it came is no one's noun.
    const subject = deathSubjectBefore(sentence, m.index).replace(LEADING_CIRCUMSTANCE, '');
    const before = subjectAsWritten(subject.slice(Math.max(0, subject.length - 120)));
    // "His friend Mark Cole, 30, died", "Cole, a Pekin man, died": whose death it is, as without what
    // is set off, when the name heads the subject ("John Whitaker, known as the voice of the Chiefs,
    // 84, died" and "Mrs. John Whitaker, the former Mary Cole, 76, died" set off more), or when the
    // words before the verb never name the decedent ("At OSF on Nov. 18, 2026, surrounded by family,
    // Mark Cole, 84, passed away" on Mary Whitaker's page).
    // The words after the verb: "... died, his son, Mark", "murió su madre".
    const afterVerb = sentence.slice(m.index + m[0].length);
    // The whole sentence up to the verb, as rules of a relative or a name earlier in it read.
    const upToTheVerb = sentence.slice(0, m.index);
    const bare = before.replace(AGE_SET_OFF_AT_END, ' ');
    const ageSetOffName = bare !== before && (!bare.includes(',') || nameAfterAnOpening(bare, name));
    if (toldByTheDecedent(sentence, m.index, name)) continue;
    if (quotedTextsDatelessDeath(sentence, m.index)) continue;
    // "Comedian John Whitaker, who died on stage Nov. 18, 2026, ..., says he will try again": the one
    // the clause is of acts now in the sentence's main clause.
    if (WHO_RIGHT_BEFORE.test(before) && ALIVE_AFTER_THE_CLAUSE.test(sentence.slice(m.index))) continue;
    if (NOUN_WHO_RIGHT_BEFORE.test(before) && A_RELATIVE_AFTER_THE_CLAUSE.test(sentence.slice(m.index)))
      continue;
    if (relativesDeathInTheClause(sentence, m.index)) continue;
    if (relativesDeathActedOn(upToTheVerb, name)) continue;
    if (namedPersonsDeathActedOn(upToTheVerb, name)) continue;
    if (actedSinceTheDeath(upToTheVerb, name)) continue;
    if (pronounsDeathAtAnotherAge(upToTheVerb, sentence.slice(m.index))) continue;
    if (relativeOfTheLivingBefore(upToTheVerb, sentence.slice(m.index), name)) continue;
    // "Su hermano no sobrevivió; murió en el lugar": the one hurt in the clause before, the subject
    // dropped.
    const hurtClause = /^(.*);\s*$/.exec(upToTheVerb);
    if (hurtClause && spanishOneHurtBefore(hurtClause[1]!, sentence.slice(m.index), name)) continue;
    if (relativesDeathBeforeALaterAct(sentence, m.index)) continue;
    if (kinWordsDeathBeforeTheDecedentActs(sentence, m.index, name)) continue;
    if (relativesDeathNamedAfter(sentence, m.index)) continue;
    // "A crash killed a Pekin man and injured John Whitaker, 45": the decedent's name is the one hurt.
    if (name && hurtAfter(sentence.slice(m.index), name)) continue;
    // "The Lord called Mark Cole home" on John Whitaker's page; "... called her home" on his. "God
    // called you home": the one a remembrance speaks to, as in "since you passed away".
    const called = CALLED_HOME.exec(m[0])?.[1]?.trim();
    if (called && name && !/^you$/i.test(called)) {
      const pronoun = PRONOUN_SEX[called.toLowerCase()];
      const words = normalizeNamePart(called).split(/[\s-]+/);
      const own =
        words.some((w) => w === normalizeNamePart(name.given) || name.sameGivenName?.(w, name.given)) &&
        (words.length === 1 || words.includes(normalizeNamePart(name.surname)));
      if (pronoun ? name.sex !== undefined && pronoun !== name.sex : !own) continue;
    }
    // "We lost our dad, John Whitaker, on Nov. 18": the relative in the verb, the name set off after it.
    const lostOur = /^(?:we|i)\s.*\blost\s+(our|my)\s+(?:\w+\s+)?(\w+)$/i.exec(m[0]);
    const lostSex = lostOur ? relationSex(lostOur[2]!) : undefined;
    const someoneElse = lostOur
      ? (lostSex !== undefined && name?.sex !== undefined && lostSex !== name.sex) ||
        relationIsSomeoneElse(lostOur[1]!, lostOur[2]!, /^\s*,\s*([^,]{1,50})/.exec(afterVerb)?.[1], name)
      : /^el\s/.test(verb)
        ? // "el fallecimiento de su padre": a relative's.
          spanishRelativeIsSomeoneElse(SPANISH_RELATIVE_AFTER.exec(afterVerb), name)
        : verb.startsWith('the')
          ? // "Police found the body of a Pekin man": someone a story names by a noun, until identified.
            (BODY_OF.test(verb) && !BODY_OF_NAME.test(afterVerb)) ||
            // "We announce the passing of Mark Cole" on Mary Whitaker's page.
            (PASSING_OF_NAME.test(sentence.slice(m.index)) && anotherNameBefore(before, name)) ||
            relativeIsSomeoneElse(RELATIVE_AFTER.exec(withoutPossessorsName(afterVerb)), name)
          : relativeIsSomeoneElse(relativeBefore(before, name), name) ||
            spanishRelativeIsSomeoneElse(
              notASecondSubject(SPANISH_RELATIVE_BEFORE.exec(before), before),
              name,
            ) ||
            SPANISH_POSSESSED_NOUN_BEFORE.test(before) ||
            spanishRelativeIsSomeoneElse(SPANISH_RELATIVE_NAMED_BEFORE.exec(before), name) ||
            // "murió su madre", "el accidente donde falleció Pedro López": Spanish puts the one who
            // died after the verb too.
            (/^(?:muri|falleci|ha\s|perdi[oó]\s+la\s+vida|fue\s)/.test(verb) &&
              (spanishRelativeIsSomeoneElse(SPANISH_RELATIVE_AFTER.exec(afterVerb), name) ||
                anotherNameAfter(afterVerb, name) ||
                spanishNounAfter(afterVerb, name))) ||
            SPANISH_KIN_OF_NAMED.test(before) ||
            spanishOtherBefore(before, sentence.slice(m.index), name) ||
            relativeIsSomeoneElse(relativeNamedBefore(before), name) ||
            otherSexPronoun(before, name) ||
            pronounOfARelativeSubject(upToTheVerb, name) ||
            relativeSubjectOfBothVerbs(upToTheVerb, name) ||
            tendedPersonBefore(upToTheVerb, name) ||
            relativeThePronounNames(upToTheVerb) ||
            nounOfTheOtherSex(before, name) ||
            kinOfTheOtherSex(before, name) ||
            whoIsSomeoneElse(before, name) ||
            possessedNounIsSomeoneElse(before, name) ||
            otherGenerationBefore(before, name) ||
            OTHERS_BEFORE.test(before) ||
            NOT_THE_NAMESAKE.test(before) ||
            BEATEN_SO_THAT.test(before) ||
            NOUN_OF_A_LATER_CLAUSE.test(before) ||
            (GENERIC_PERSON_BEFORE.test(before) &&
              !NOUN_SET_OFF_AFTER_A_NAME.test(before) &&
              !theDecedentSetOffLast(before, name)) ||
            anotherNameBefore(before, name) ||
            ((ageSetOffName || (name !== null && !mayNameTheDecedent(before, name))) &&
              anotherNameBefore(bare, name)) ||
            anotherNameSetOffADescription(before, name) ||
            kinOfANamedPerson(before, name) ||
            anotherSubjectOfALaterClause(before, name) ||
            namesakeOfALaterClause(upToTheVerb, name) ||
            nounOfTheDecedentsClause(before, name) ||
            nameAsAnObject(before, name) ||
            NOUN_THAT_BEFORE.test(before) ||
            HEADLINES_OBJECT_WHO.test(before) ||
            decedentAsAnObject(before, name);
    if (!someoneElse) return m.index;
  }
  return name ? (ownDeathNamedAt(sentence, name) ?? foundDeadAt(sentence, name)) : null;
}

/** The name a sentence opens with and the age set off after it: "John Whitaker, 60,". Group: the age. */
const OPENING_NAME_AND_AGE = /^\s*(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*,\s*(\d{1,3}),/u;

/**
 * Whether a death told by a pronoun is told at another age, more than a year apart, than the one set
 * off after the name the sentence opens with: "John Whitaker, 60, of Peoria, lost his father on Nov.
 * 18; he died at 91", "... forgave his father before he died at 91" (a sentence opening with another's
 * name than the page's person's is read as another's before this, `opensWithAnotherPerson`).
 */
function pronounsDeathAtAnotherAge(upToTheVerb: string, fromTheVerb: string): boolean {
  if (!/\b(?:he|she)\s+$/i.test(upToTheVerb)) return false;
  const opening = OPENING_NAME_AND_AGE.exec(upToTheVerb);
  return opening !== null && deathAtAnotherAge(Number(opening[1]), fromTheVerb);
}

/**
 * Whether the age a death's own clause tells after its verb is more than a year apart from `stated`.
 * The clause ends before "after": "died Nov. 18, 2026, ten years after his wife died at 70" tells her
 * age, not the one who died Nov. 18.
 */
export function deathAtAnotherAge(stated: number, fromTheVerb: string): boolean {
  const told = parseAgeAt(fromTheVerb.split(/\bafter\b/)[0]!);
  return told !== null && Math.abs(told.age - stated) > 1;
}

/**
 * Who found the person dead, the name between: "Divers found John Whitaker, 84, of Peoria, dead in the
 * Illinois River", "A neighbor found John Whitaker, 84, dead in his home", "Police found John
 * Whitaker, 45, dead at his apartment". "Deputies found John Whitaker, 45, dead drunk" is no death.
 * Group: the name.
 */
const FOUND_NAME_DEAD = new RegExp(
  String.raw`\bfound\s+(${WRITTEN_NAME})(?:,${AGE_OR_TOWN_AFTER}{1,2})?\s+dead(?=\s+(?:in|at)\b)`,
  'u',
);

/** The position of "found" of a sentence that tells the person found dead (`FOUND_NAME_DEAD`), or null. */
function foundDeadAt(sentence: string, name: DecedentName): number | null {
  const m = FOUND_NAME_DEAD.exec(sentence);
  return m && namesThePerson(m[1]!, name) ? m.index : null;
}

/**
 * A death told as a noun with its date, the person's own: "John Whitaker's passing on Nov. 18, 2026",
 * "the family of John Whitaker announces his death on Nov. 18". The possessor must be the decedent:
 * a name holding the given name, or "his" or "her" of the decedent's known sex; "her husband's death
 * on" or "Mary's passing on" on John's page is someone else's.
 */
const NOMINAL_DEATH =
  /(?:((?:\p{Lu}[\p{L}.-]*\s+){0,3}\p{Lu}[\p{L}-]*)['’]s|\b([Hh]is|[Hh]er))\s+(?:(?:untimely|sudden|unexpected|peaceful|tragic)\s+)?(?:death|passing)\s+(?:on\s+)?/u;
/** The same told with "of": "The death of John Whitaker, 84, on Nov. 18, 2026, left Peoria in mourning". */
const NOMINAL_DEATH_OF =
  /\b[Tt]he\s+(?:(?:untimely|sudden|unexpected|peaceful|tragic)\s+)?(?:death|passing)\s+of\s+((?:\p{Lu}[\p{L}.-]*\s+){0,3}\p{Lu}[\p{L}-]*)(?![\p{L}'’])(?:,\s*\d{1,3})?(?:,\s*(?:of|from)\s+[^,;]{1,40})?,?\s+(?:on\s+)?/u;

/**
 * A death that did not happen, right before its noun: faked ("faked his death", "staged his death",
 * "feigned his death"), feared, escaped, foretold, dreamed or denied ("feared his death on Nov. 18,
 * 2026, but he survived", "narrowly escaped his death", "predicted his death in a poem", "dreamed of his
 * death", "denied his death").
 */
const NOT_HAPPENED_BEFORE_THE_NOUN =
  /\b(?:faked|staged|feigned|feared|escaped|predicted|denied|dreamed\s+of)\s+$/i;
/**
 * A quarterback's passing: "Whitaker's passing on Saturday for 300 yards and three touchdowns", "His
 * passing on Friday lifted Manual past Pekin 28-14".
 */
const PASSES_THROWN =
  /^(?:[^.;]|\.(?=\s+\d))*\b(?:yards?|touchdowns?|(?:won|beat|past)\s+(?:[\p{L}.'’-]+\s+){0,3}?\d{1,2}-\d{1,2}(?![\d-]))/iu;
/** ... or after its noun and date: "John Whitaker's death on Nov. 18, 2026, was faked". */
const FAKED_AFTER_THE_NOUN = /^(?:[^.;]|\.(?=\s+\d)){0,60}?\bwas\s+faked\b/i;

/** The words `NOMINAL_DEATH` needs, tested first: most sentences have none. */
const NOMINAL_DEATH_WORDS = /\b(?:death|passing)\s/i;

/**
 * A death in a work of fiction, later in the sentence: "... died Nov. 18, 2026, in the season finale",
 * "John Whitaker's death on Nov. 18 in the Netflix series "Peoria"". A real one in its making ("in the
 * film's last stunt") or at its place ("in the movie theater") is none of these.
 */
const IN_FICTION = new RegExp(
  String.raw`^${IN_THE_SENTENCE}\bin\s+(?:the|a|an|this|its|last\s+(?:week|night)['’]s|(?:his|her|their)\s+(?:final|last|latest))\s+(?:(?:[Ss]eason|[Ss]eries|[Ff]inal|[Ll]ast|[Ll]atest|[Nn]ew|[Hh]it|two-part|\p{Lu}[\p{L}'’-]*|["“‘][^"”’]{1,40}["”’])\s+){0,4}(?:(?:season|series|mid-?season)\s+finale|finale|episode|series|sitcom|soap\s+opera|play(?!\s+area)|murder\s+mystery|miniseries|movie|film|musical|novel|video\s+game|show)\b(?!['’]s|\s+(?:theat(?:er|re)s?|sets?|studios?|lots?|crews?)\b)`,
  'u',
);

function ownDeathNamedAt(sentence: string, name: DecedentName): number | null {
  if (!NOMINAL_DEATH_WORDS.test(sentence)) return null;
  const possessed = NOMINAL_DEATH.exec(sentence);
  const m = possessed ?? NOMINAL_DEATH_OF.exec(sentence);
  if (!m || deniesDeath(sentence) || NOT_HAPPENED.test(sentence.slice(0, m.index))) return null;
  // Its date right after the noun or "on": "John Whitaker's death on stage" is a play's.
  const after = sentence.slice(m.index + m[0].length);
  // "faked his death Nov. 18, 2026", "John Whitaker's death on Nov. 18, 2026, was faked".
  if (NOT_HAPPENED_BEFORE_THE_NOUN.test(sentence.slice(0, m.index)) || FAKED_AFTER_THE_NOUN.test(after))
    return null;
  if (/passing\s/i.test(m[0]) && PASSES_THROWN.test(after)) return null;
  const date = findDates(after)[0];
  if (!date || date.index !== 0 || IN_FICTION.test(after)) return null;
  // "John Whitaker Sr's death on March 3, 1990" on his son's page: another generation's.
  if (m[1] && GENERATION_WORD.test(m[1])) return null;
  const pronoun = m[2]?.toLowerCase();
  const words = normalizeNamePart(m[1] ?? '').split(/[\s-]+/);
  // The possessor holds the given name, or is the family name alone as a news story writes its subject,
  // opening the sentence ("Whitaker's death on Nov. 18 shocked Peoria"; "Mary Whitaker mourns
  // Whitaker's death" is another's). After "the death of" a name of more words holds the family name
  // too: "John Smith was charged in the death of John Whitaker" is no death of John Smith's.
  const surname = normalizeNamePart(name.surname);
  const given = words.some(
    (w) =>
      w === normalizeNamePart(name.given) ||
      (name.sameGivenName !== undefined && w.length > 1 && name.sameGivenName(w, name.given)),
  );
  const own = pronoun
    ? PRONOUN_SEX[pronoun] === name.sex
    : words.length === 1
      ? given || (words[0] === surname && m.index === 0)
      : given && (possessed !== null || words.includes(surname));
  return own ? m.index : null;
}
