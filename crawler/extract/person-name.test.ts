import { describe, expect, it } from 'vitest';
import { buildNameLexicon } from '../../core/names/lexicon.js';
import { looksLikePersonName, nameWithKnownGiven, sentenceSubject } from './person-name.js';
import { splitSentences } from './text.js';

describe('looksLikePersonName', () => {
  it.each<[string, boolean]>([
    // A middle initial spells an article or pronoun ("A.", "I."), but is still an initial.
    ['Kelly A. (Fullmer) Hughes', true],
    ['Mary I. Smith', true],
    ['A Tribute', false],
    ['Send Flowers', false],
    ['On Thursday, Ann Blevins', false],
    ['Peacefully, John Whitaker', false],
    // Every surname particle the name parser knows, not only a few (one shared list).
    ['Maria dos Santos', true],
    ['Omar ibn Saleh', true],
    ['Jan ter Horst', true],
    ['Ann and Bob', false],
    // A remembrance's heading names no one.
    ['Happy Heavenly Birthday', false],
    ['Happy Anniversary Dad', false],
    // A firm named for its founder is no person.
    ['Whitaker Hardware', false],
    ['Cole Motors', false],
    ['Davis Plumbing', false],
    // A former name in brackets; "formerly" outside them is no name's.
    ['Mary Whitaker (formerly Mary Cole)', true],
    ['Mary Whitaker formerly Cole', false],
  ])('%s -> %s', (text, expected) => {
    expect(looksLikePersonName(text)).toBe(expected);
  });

  it('takes a name the shape test refuses by its known given name, never a firm named for a founder', () => {
    const lexicon = buildNameLexicon({ givenNames: ['Thomas', 'King'] });
    expect(nameWithKnownGiven('Thomas Michael Homes', lexicon)).toBe(true);
    expect(nameWithKnownGiven('King Hardware', lexicon)).toBe(false);
    expect(nameWithKnownGiven('King Motors', lexicon)).toBe(false);
  });

  it('accepts a surname that is also a page word only after a known given name', () => {
    const lexicon = buildNameLexicon({ givenNames: ['Carol', 'Linda'], surnames: ['Flowers', 'Chapel'] });
    expect(looksLikePersonName('Carol Linda Flowers', lexicon)).toBe(true);
    expect(looksLikePersonName('Send Flowers', lexicon)).toBe(false);
    expect(looksLikePersonName('Flowers Carol', lexicon)).toBe(false);
    expect(looksLikePersonName('Wedding Chapel', lexicon)).toBe(false);
  });
});

describe('sentenceSubject', () => {
  it.each<[string, string | null]>([
    [
      'On Thursday, Ann G. Blevins (née Bass) of Baltimore went home to be with the Lord.',
      'Ann G. Blevins (née Bass)',
    ],
    ['On Tuesday, Feb. 3, 2026, Mary Smith died at home.', 'Mary Smith'],
    ['Early Sunday morning, Dorothy Kessler, 91, of Bellevue, died.', 'Dorothy Kessler'],
    ['On 3/3/2026, John Smith passed away.', 'John Smith'],
    ['On 18 November 2026, John Smith passed away.', 'John Smith'],
    ['Peacefully, at home, on Tuesday 18th November 2026, John Robert Smith, aged 84.', 'John Robert Smith'],
    ['On Feb 21, 2026, James Michael Ward of Baltimore went home to be with the Lord.', 'James Michael Ward'],
    ['ABERNATHY, Louis T., 78, of Washington, died.', 'ABERNATHY, Louis T.'],
    ['John Whitaker, late of Peoria, died intestate on Nov. 18, 2026.', 'John Whitaker'],
    ['John Whitaker past away Nov. 18, 2026, at home.', 'John Whitaker'],
    ['Also today: Mary Cole, 90, of Pekin, died Nov. 17, 2026.', 'Mary Cole'],
    ['Juan Whitaker nos dejó el 18 de noviembre de 2026.', 'Juan Whitaker'],
    // A paid notice's date or manner right after its name.
    ['WHITAKER--John R. On November 18, 2026, peacefully, at 84.', 'WHITAKER--John R.'],
    // A family name and a spaced dash before given names alone, no town's dateline before a full name.
    ['WHITAKER - John R., 84, of Peoria, passed away on Nov. 18, 2026.', 'WHITAKER - John R.'],
    ['PEORIA - John R. Whitaker, 84, of Peoria, died Nov. 18, 2026.', 'John R. Whitaker'],
    ['PEORIA — Tuesday, a Peoria man, John R. Whitaker, 84, died at his home.', 'John R. Whitaker'],
    ['WHITAKER John Robert Peacefully at home on 18th November 2026, aged 84 years.', 'WHITAKER John Robert'],
    ['Jaslyn Jonjic, a longtime resident of Cragford, Ala., passed away peacefully.', 'Jaslyn Jonjic'],
    ['Hugo Sporn, beloved husband, died on Saturday.', 'Hugo Sporn'],
    // A news obituary's description before the name, and the family's own word for the person.
    ['Longtime Peoria businessman John Whitaker died Tuesday.', 'John Whitaker'],
    ['Retired teacher Mary Whitaker, 80, of Peoria, died Nov. 18, 2026.', 'Mary Whitaker'],
    ['Beloved wife and mother Mary Whitaker, 80, passed away.', 'Mary Whitaker'],
    ['Our beloved Dad, John Whitaker, left us on November 18, 2026.', 'John Whitaker'],
    ['Maria de la Cruz, 80, died Nov. 18.', 'Maria de la Cruz'],
    ['Edna Whitaker, mother of Peoria Mayor John Whitaker, died Nov. 18, 2026.', 'Edna Whitaker'],
    ['Mary Whitaker, infant daughter of John and Ann Whitaker of Peoria, died Nov. 18.', 'Mary Whitaker'],
    ['Ann Whitaker, youngest daughter of the late John Whitaker, died Nov. 18, 2026.', 'Ann Whitaker'],
    ["John Whitaker '60, of Peoria, died Nov. 18, 2026.", 'John Whitaker'],
    ['John Whitaker, Class of 1960, died Nov. 18, 2026, in Peoria.', 'John Whitaker'],
    ['Beloved husband, father and grandfather John Whitaker, 84, passed away.', 'John Whitaker'],
    ['Longtime Peoria Journal Star sports editor John Whitaker, 84, died.', 'John Whitaker'],
    ['Peoria native and retired Caterpillar engineer John Whitaker died Nov. 18.', 'John Whitaker'],
    // How the death came, set off before the name; not words that hold a person.
    ['Surrounded by his loving family, John Whitaker, 84, died Nov. 18.', 'John Whitaker'],
    ['After a courageous battle with cancer, John Whitaker, 84, died Nov. 18.', 'John Whitaker'],
    ['In the early hours of Nov. 18, 2026, John Whitaker, 84, passed away.', 'John Whitaker'],
    ['With his family at his side, J. Robert Whitaker died Nov. 18, 2026.', 'J. Robert Whitaker'],
    [
      'After his father, John Jones, passed away in 1982, John joined the firm.',
      'After his father, John Jones',
    ],
    // A description of the person set off before the name; not a relative.
    ['A lifelong resident of Peoria, John Whitaker, 84, died Nov. 18, 2026.', 'John Whitaker'],
    ['Born in Peoria on May 4, 1942, John Whitaker died Nov. 18, 2026.', 'John Whitaker'],
    ['At 84, John Whitaker of Peoria died Nov. 18, 2026.', 'John Whitaker'],
    ['A son, Mark Whitaker, 60, died Nov. 18.', 'A son, Mark Whitaker'],
    ['A close friend, Mark Cole, 70, died Nov. 18.', 'A close friend, Mark Cole'],
    ['The longtime teacher, John Whitaker, died Nov. 18, 2026.', 'John Whitaker'],
    ['The father, John Whitaker, 84, died Nov. 18.', 'The father, John Whitaker'],
    // A news story's noun, the name set off after it; the teller before it; an age before the name.
    ['A Peoria man, John Whitaker, 45, died Wednesday after a crash.', 'John Whitaker'],
    ['Authorities say a Peoria man, John Whitaker, 45, died Wednesday.', 'John Whitaker'],
    ['A Peoria man, 45-year-old John Whitaker, died Wednesday.', 'John Whitaker'],
    ['45-year-old John Whitaker of Peoria died Wednesday.', 'John Whitaker'],
    // ... but not a noun after the subject: the subject's own words.
    ['John Whitaker was a kind man, Mary Cole said.', 'John Whitaker'],
    // A Spanish-language notice: its age, its town and its verb end the subject; "de" in a name does not.
    ['John Whitaker, de 84 años, de Peoria, falleció el 18 de noviembre de 2026.', 'John Whitaker'],
    ['María de la Cruz falleció el 18 de noviembre de 2026.', 'María de la Cruz'],
    ['Con profundo dolor anunciamos el fallecimiento de Juan Whitaker, de 84 años.', 'Juan Whitaker'],
    // The accused in a court story, not the dead person after "the death of".
    [
      'John Whitaker, 45, of Peoria, was sentenced Nov. 18, 2026, for the death of Mary Cole, who died in a 2025 crash.',
      'John Whitaker',
    ],
    ['It is with great sadness that we announce the death of Mary Cole, 80, of Peoria.', 'Mary Cole'],
    // The person a funeral notice or a remembrance opens with.
    [
      'A celebration of life for John Whitaker, who died Aug. 3, 2026, will be held Saturday.',
      'John Whitaker',
    ],
    ['Funeral services for John Whitaker, 84, of Peoria, will be at 10 a.m.', 'John Whitaker'],
    ['In loving memory of John Whitaker, who passed away five years ago today.', 'John Whitaker'],
    [
      'It is with heavy hearts that we announce that John Whitaker passed away on Nov. 18, 2026.',
      'John Whitaker',
    ],
    ['We are sad to share that John Whitaker, 84, of Peoria, went home on Nov. 18, 2026.', 'John Whitaker'],
    ['Prayers for the family of John Whitaker, who passed away Nov. 18, 2026.', 'John Whitaker'],
    // A dedication of another person's deed.
    ['In memory of Mary Cole, who died in 2020, John Whitaker ran the marathon.', 'In memory'],
    // A description that ties the name to someone else, or a second person, is no name.
    ['His wife Mary Whitaker died in 2015.', 'His wife Mary Whitaker'],
    ['The family of John Whitaker is sad to share that he died.', 'The family'],
    // ... but the family that tells the death by the person's pronoun names the person.
    ['The family of John Whitaker, 84, of Peoria, sadly announces his passing on Nov. 18.', 'John Whitaker'],
    // ... or by a clause of its death after the name.
    ['The family of Mary Whitaker, who died Nov. 18, 2026, thanks the staff of OSF.', 'Mary Whitaker'],
    ['The family of Mary Whitaker, 84, of Peoria, who passed away Nov. 18, thanks all.', 'Mary Whitaker'],
    ['The family of John Whitaker, who retired Nov. 18, thanks all.', 'The family'],
    ['Friend of the family Mark Cole died Tuesday.', 'Friend of the family Mark Cole'],
    ['Robert and Helen Whitaker of Peoria died days apart.', 'Robert and Helen Whitaker'],
    [
      'John R. Whitaker and Karen (Miller) Whitaker of Springfield will celebrate.',
      'John R. Whitaker and Karen (Miller) Whitaker',
    ],
    [
      'Our dear friend, Mark Cole, wrote that John Whitaker passed away.',
      'Mark Cole, wrote that John Whitaker',
    ],
    // A description set off with no article, then the death.
    ['John Whitaker, founder of Whitaker Hardware, died Nov. 18, 2026.', 'John Whitaker'],
    ['Juan López, fundador de la tienda, murió el 18 de noviembre de 2026.', 'Juan López'],
    ['Mary Whitaker, née Cole, died Nov. 18, 2026.', 'Mary Whitaker, née Cole'],
    // Her late husband's name in brackets is no description before hers.
    ['Mary (the late Tom) Whitaker, 84, of Peoria, died Nov. 18, 2026.', 'Mary Whitaker'],
    // Another name the person went by is the nickname, or left out; no description either way.
    ['John Whitaker, also known as Jack Smith, 84, of Peoria, died Nov. 18, 2026.', 'John Whitaker'],
    ['John Whitaker, known to all as Jack, 84, of Peoria, died Nov. 18, 2026.', 'John "Jack" Whitaker'],
    ['John Whitaker, known as the voice of the Chiefs, died Nov. 18, 2026.', 'John Whitaker'],
  ])('%s', (sentence, subject) => {
    expect(sentenceSubject(sentence)).toBe(subject);
  });
});

describe('splitSentences', () => {
  it('ends a sentence after "D.C." when a new one starts, and keeps "Washington, D.C., formerly" whole', () => {
    expect(
      splitSentences('He died at Sibley Hospital in Washington, D.C. Survived by his wife, Wanda.'),
    ).toEqual(['He died at Sibley Hospital in Washington, D.C.', 'Survived by his wife, Wanda.']);
    expect(
      splitSentences('Louis Abernathy of Washington, D.C. Smith Funeral Home is in charge.'),
    ).toHaveLength(1);
  });

  it('keeps initials written together with the name after them, and ends a sentence after them where a new one starts', () => {
    expect(splitSentences('J.R. Whitaker, 84, of Peoria, died Nov. 18, 2026.')).toHaveLength(1);
    expect(splitSentences('Survived by her son, A.J. Cole, and her daughter, Amy.')).toHaveLength(1);
    expect(splitSentences('She moved to the U.S. She worked at Caterpillar.')).toEqual([
      'She moved to the U.S.',
      'She worked at Caterpillar.',
    ]);
  });

  it("ends a sentence after a state's abbreviation where a paid notice's family sentence starts", () => {
    expect(
      splitSentences('Loving father of Christopher of Mount Carmel, Pa. Cherished grandfather of two.'),
    ).toEqual(['Loving father of Christopher of Mount Carmel, Pa.', 'Cherished grandfather of two.']);
    expect(
      splitSentences('Dear sister of Robert of Las Vegas, Nev. Son of Donna and the late James.'),
    ).toEqual(['Dear sister of Robert of Las Vegas, Nev.', 'Son of Donna and the late James.']);
  });

  it('ends a sentence after a name\'s suffix when a new one starts, and keeps "Sr. Mary" or "Jr. of Chicago" whole', () => {
    expect(
      splitSentences(
        'He was preceded in death by his father, Robert Whitaker Sr. He is survived by his son.',
      ),
    ).toEqual(['He was preceded in death by his father, Robert Whitaker Sr.', 'He is survived by his son.']);
    expect(splitSentences('Survived by Robert Whitaker Jr. of Chicago and Sr. Mary Agnes.')).toHaveLength(1);
  });

  it('keeps "a.k.a." in its sentence', () => {
    expect(
      splitSentences('John Whitaker, a.k.a. "Big John," 84, of Peoria, died Nov. 18, 2026.'),
    ).toHaveLength(1);
  });

  it('keeps an address\'s "Apt. 3" in its sentence', () => {
    expect(
      splitSentences('John Whitaker, 84, of 1204 Main St., Apt. 3, Pekin, died Nov. 18, 2026.'),
    ).toHaveLength(1);
  });
});
