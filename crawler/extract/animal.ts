/**
 * Pet memorials. Funeral homes that also cremate pets post their tributes beside the obituaries, and
 * pet memorial sites come up in web searches: "Bella Johnson, April 2, 2011 - June 1, 2026. Bella,
 * beloved companion of Tom and Sue Johnson, crossed the Rainbow Bridge". Read as a person's notice,
 * such a page puts a fifteen-year-old Bella Johnson in the index and in a county's death notices.
 *
 * A page is a pet's when its title says so ("Pet Memorials"), or when the decedent is young enough
 * to be an animal (no age stated, or at most ANIMAL_MAX_AGE) and a sentence opening with their name
 * describes them as one: an apposition whose last word is an animal noun ("Charlie Brown, 16, our
 * sweet beagle, passed away"; "Max, the beloved golden retriever of John and Karen") or the Rainbow
 * Bridge. What a person's obituary says of pets is left alone: only the phrase right after the name
 * is read, a noun inside it ("a dog lover", "a breeder of retrievers") does not count, nor does a
 * team's mascot ("a proud Georgia Bulldog", "a UConn Husky"), and nothing in the text of anyone
 * older than ANIMAL_MAX_AGE.
 */
import { escapeRegExp } from '../../core/regexp.js';

/** Older than this, a decedent is a person whatever the text says of animals. */
export const ANIMAL_MAX_AGE = 30;

/**
 * Nouns for the animals people write memorials for, as the last word (or two) of the phrase. Words
 * that also name a person's trade or a nickname are left out (shepherd, boxer, pointer, lab).
 */
export const ANIMAL_NOUNS: ReadonlySet<string> = new Set([
  'dog',
  'doggie',
  'doggy',
  'pup',
  'puppy',
  'cat',
  'kitty',
  'kitten',
  'tabby',
  'horse',
  'pony',
  'canine',
  'feline',
  'retriever',
  'labrador',
  'german shepherd',
  'australian shepherd',
  'terrier',
  'beagle',
  'poodle',
  'spaniel',
  'collie',
  'dachshund',
  'bulldog',
  'chihuahua',
  'husky',
  'pug',
  'schnauzer',
  'corgi',
  'pit bull',
  'pitbull',
  'rottweiler',
  'doberman',
  'greyhound',
  'hound',
  'mutt',
  'parakeet',
  'parrot',
  'cockatiel',
  'rabbit',
  'bunny',
  'hamster',
  'guinea pig',
  'ferret',
]);

/**
 * Breeds that are also teams' mascots (Bulldogs, Huskies, Terriers, Retrievers, Greyhounds): taken
 * only after a lowercase word or a breed's own first word, never after a school's name.
 */
const MASCOTS = new Set(['bulldog', 'husky', 'terrier', 'retriever', 'greyhound', 'hound']);
const BREED_WORDS = new Set([
  'english',
  'french',
  'american',
  'olde',
  'old',
  'siberian',
  'alaskan',
  'boston',
  'yorkshire',
  'russell',
  'scottish',
  'irish',
  'highland',
  'golden',
  'labrador',
  'chesapeake',
  'bay',
  'italian',
  'basset',
  'afghan',
  'blood',
  'fox',
]);

/** Words that may open the phrase: an article or a possessive ("our sweet beagle"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'our', 'my', 'his', 'her', 'their']);
/** Most words in the phrase after its determiner ("loving and loyal Labrador retriever": five). */
const PHRASE_WORDS = 5;
/** Where the phrase after the name ends: punctuation, or a word that follows a noun phrase. */
const PHRASE_END = /[,.;]|\s(?:of|who|that|named|passed|died|crossed|went|was)\b/i;

const RAINBOW_BRIDGE =
  /\b(?:crossed|crossing|cross|went|gone|waiting\s+at)\s+(?:over\s+)?(?:the\s+)?rainbow\s+bridge\b/i;

/** Before the Rainbow Bridge, words that hand the verb to someone else than the decedent. */
const OTHER_SUBJECT = /\b(?:who|which|that|whom|whose|survived|by)\b/i;

/** A page title naming a pet memorial section or site. */
const PET_TITLE = /\bpet\s+(?:memorials?|obituar(?:y|ies)|tributes?)\b|\brainbow\s+bridge\b/i;

/** The noun phrase right after the name and its optional age ("Charlie Brown, 16, our sweet beagle, ..."). */
function appositionAfterName(sentence: string): string[] | null {
  const m = /^[^,]{1,60},\s*(?:\d{1,2}\s*,\s*)?(.*)$/s.exec(sentence.trim());
  if (!m) return null;
  const rest = m[1]!;
  const end = PHRASE_END.exec(rest);
  const words = (end ? rest.slice(0, end.index) : rest).trim().split(/\s+/).filter(Boolean);
  if (words.length > 0 && DETERMINERS.has(words[0]!.toLowerCase())) words.shift();
  return words.length === 0 || words.length > PHRASE_WORDS ? null : words;
}

/** True when a phrase's last word (or two) is an animal noun, and not a team's mascot. */
function namesAnimal(words: readonly string[]): boolean {
  const last = words[words.length - 1]!.toLowerCase();
  const lastTwo = words.length >= 2 ? `${words[words.length - 2]!.toLowerCase()} ${last}` : null;
  if (lastTwo !== null && ANIMAL_NOUNS.has(lastTwo)) return true;
  if (!ANIMAL_NOUNS.has(last)) return false;
  if (!MASCOTS.has(last) || words.length < 2) return true;
  const before = words[words.length - 2]!;
  return before === before.toLowerCase() || BREED_WORDS.has(before.toLowerCase());
}

/**
 * True when the page is an animal's memorial: a title naming pet memorials, or, for a decedent of
 * no stated age or at most ANIMAL_MAX_AGE, one of `sentences` that opens with their given name and
 * describes them as an animal.
 */
export function isAnimalTribute(
  given: string,
  age: number | null,
  sentences: readonly string[],
  titles: readonly string[],
): boolean {
  if (titles.some((t) => PET_TITLE.test(t))) return true;
  if (age !== null && age > ANIMAL_MAX_AGE) return false;
  const opensWithName = new RegExp(`^\\W*${escapeRegExp(given)}\\b`, 'i');
  return sentences.some((s) => {
    if (!opensWithName.test(s)) return false;
    const bridge = RAINBOW_BRIDGE.exec(s);
    // The decedent crossed it, not a pet named later in the sentence ("survived by his dog, who ...").
    if (bridge && !OTHER_SUBJECT.test(s.slice(0, bridge.index))) return true;
    const phrase = appositionAfterName(s);
    return phrase !== null && namesAnimal(phrase);
  });
}
