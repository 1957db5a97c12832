import { describe, expect, it } from 'vitest';
import {
  ageSetOffAfterTheName,
  DEATH_VERB,
  deathSubjectBefore,
  identifiedAsAnother,
  identifiedAsTheDead,
  KILLED_IN_THE_EVENT,
  killedByName,
  laterClauseAt,
  nounBefore,
  ownDeathVerbAt,
  paidNoticeDeathAt,
  paidNoticeName,
  pronounOfARelativeHurtBefore,
  pronounOfAStoryNounHurtBefore,
  pronounOfARelativeInASickbed,
  pronounOfARelativeOfTheLiving,
  pronounOfThePreviousRelative,
  reportsDeath,
  spanishOneHurtBefore,
  spanishOneStrickenBefore,
  storyNounBefore,
  tellsADeadlyEvent,
} from './death-sentence.js';

/**
 * Expects each sentence of `others` to tell someone else's death on `name`'s page, each of `own` the
 * person's own, and each of `none` no one's.
 */
function expectWhoseDeath(
  name: Parameters<typeof ownDeathVerbAt>[1],
  others: readonly string[],
  own: readonly string[],
  none: readonly string[] = [],
): void {
  for (const sentence of others) {
    expect(reportsDeath(sentence), sentence).toBe(true);
    expect(ownDeathVerbAt(sentence, name), sentence).toBeNull();
  }
  for (const sentence of own) expect(ownDeathVerbAt(sentence, name), sentence).not.toBeNull();
  for (const sentence of none) expect(reportsDeath(sentence), sentence).toBe(false);
}

describe('DEATH_VERB', () => {
  it('opens no alternative with a lookbehind, which keeps it from skipping ahead over a sentence', () => {
    expect(DEATH_VERB.source).not.toMatch(/(?:^|\||\(\?:)\(\?<[=!]/);
  });

  it('asks what comes before a phrase after its first word', () => {
    const phrases = (sentences: readonly string[]): (string | null)[] =>
      sentences.map((s) => DEATH_VERB.exec(s)?.[0] ?? null);
    expect(
      phrases([
        'The family announced the sudden loss of John Whitaker.',
        'His life came to an end on Nov. 18.',
        'Her journey on earth ended peacefully.',
        "John's body was found Tuesday.",
        'His lifeless body was recovered from the river.',
        'He fought the good fight and finished the race.',
      ]),
    ).toEqual([
      'the sudden loss of',
      'life came to an end',
      'journey on earth ended',
      'body was found',
      'lifeless body was recovered',
      'finished the race',
    ]);
    expect(
      phrases([
        'He regretted the loss of his job.',
        'A life came to an end in the novel.',
        "His brother's body was recovered.",
        'She finished the race in record time.',
      ]),
    ).toEqual([null, null, null, null]);
  });
});

describe('ownDeathVerbAt', () => {
  it("reads the decedent's death by a name with particles, after a class year, or a passive verb of telling", () => {
    const vanDerBerg = { given: 'John', surname: 'van der Berg' };
    expect(ownDeathVerbAt('John van der Berg died June 1, 2026.', vanDerBerg)).not.toBeNull();
    expect(ownDeathVerbAt('John van der Berg, 84, of Peoria, died June 1, 2026.', vanDerBerg)).not.toBeNull();
    expect(ownDeathVerbAt('Mark van der Berg died June 1, 2026.', vanDerBerg)).toBeNull();
    const jones = { given: 'John', surname: 'Jones' };
    expect(ownDeathVerbAt('John Jones ’60 died June 1, 2026, in Peoria.', jones)).not.toBeNull();
    expect(ownDeathVerbAt("John Jones '60 died June 1, 2026, in Peoria.", jones)).not.toBeNull();
    expect(
      ownDeathVerbAt('John Jones, 84, who is fondly remembered by his students, died June 1, 2026.', jones),
    ).not.toBeNull();
    // Many people by their number, and a telling verb of the decedent's own.
    expect(ownDeathVerbAt('In the flood of 1960, 60 died in one night.', jones)).toBeNull();
    expect(ownDeathVerbAt('John Jones remembered that Mary Cole died June 1, 2026.', jones)).toBeNull();
  });

  it.each([
    ['John Smith, 85, of Springfield, passed away June 1, 2026.', 'John'],
    ['Mary Jones, née Nowak, 84, of Peoria, died June 1, 2026.', 'Mary'],
    ['Mary Jones nee Nowak, 84, of Peoria, died June 1, 2026.', 'Mary'],
    ['Jones, a retired teacher, died June 1, 2026.', 'John'],
    ['He passed away peacefully at home.', 'John'],
    ['Mary Jones, loving wife of John, died Tuesday.', 'Mary'],
    ['John Smith, beloved husband of the late Mary Smith, passed away June 1.', 'John'],
    ['Our mother passed away peacefully on June 1 at the age of 90.', 'Mary'],
    ['Our beloved mother, Mary Jones, passed away June 1.', 'Mary'],
    ['It is with heavy hearts that we announce the passing of our father, John Smith, on June 1.', 'John'],
    ['We announce the passing of our father on June 1.', 'John'],
    ['SMITH, John, 85, died Tuesday.', 'John'],
    ['John passed Tuesday, surrounded by family.', 'John'],
    ['Mary passed from this life on June 1.', 'Mary'],
    // Both deaths in one sentence: the decedent's verb is found after the relative's.
    ['Two years after his wife, Mary, died in 2010, John passed away June 1, 2026.', 'John'],
    ["The mayor's wife, Mary Jones, died Tuesday.", 'Mary'],
    // Told by someone else, it is the decedent's.
    ['His family said he died peacefully on June 1, 2026.', 'John'],
    ["'He died doing what he loved,' his son said.", 'John'],
    ["Mary Jones's daughter said she died peacefully on June 1, 2026.", 'Mary'],
    ['Police said Mary Jones died at the scene on June 1.', 'Mary'],
    ['The hospital reported that Mary Jones died June 1, 2026.', 'Mary'],
    ['According to her family, Mary Jones died peacefully June 1, 2026.', 'Mary'],
    ['In her sleep, Mary passed away June 1, 2026.', 'Mary'],
    // A place or a title before the verb is no other person.
    ['Mary Jones of Springfield died June 1, 2026.', 'Mary'],
    ['Mary Jones of Washington, DC peacefully passed away June 1.', 'Mary'],
    ['John Jones of rural Peoria passed away June 1, 2026.', 'John'],
    // Two subjects, the second by a possessive; a widow's words for the person.
    ['John Jones, 84, and his wife, Mary Jones, 80, of Peoria, died June 1, 2026.', 'John'],
    ['My dear husband, John Jones, 84, of Peoria, passed away June 1, 2026.', 'John'],
    ['Mrs. Jones died June 1.', 'Mary'],
    ['On Tuesday Mary died.', 'Mary'],
    // A relative clause on the decedent's own name is the decedent's.
    ['The family of John Jones, who died June 1, 2026, thanks the nurses of Memorial Hospital.', 'John'],
    ['Services for John Jones, 84, of Peoria, who died June 1, 2026, will be held Monday.', 'John'],
    ['John Jones, who died June 1, 2026, is survived by his wife, Mary.', 'John'],
    ['John Jones, who died June 1, 2026, lived with his wife, Mary, in Peoria.', 'John'],
    ['John Jones died June 1, 2026, at the farm where his daughter, Mary, lives.', 'John'],
    // A noun before the name with only adverbs after it: the decedent is the noun.
    ['The longtime mayor John Jones peacefully died June 1, 2026.', 'John'],
    ['The retired farmer John Jones had died at home.', 'John'],
    ["John Jones's heart gave out and he died June 1, 2026.", 'John'],
    ['Like his father, John Jones died young.', 'John'],
    // The pronoun right before the verb is its subject, not a clause on a noun.
    ['The family of John Jones announces that he passed away on June 1, 2026.', 'John'],
    // A name set off after a description is the decedent's.
    ['The longtime teacher, John Jones, died June 1, 2026.', 'John'],
    // A town before the noun of a clause on the decedent.
    ['John Jones, a Peoria native who died June 1, 2026, taught for 40 years.', 'John'],
    // A written text the sentence quotes, that dates the death.
    ['The notice reads: "John Jones died June 1, 2026, at home."', 'John'],
    // A clause of time whose subject is the pronoun, after its noun of time.
    ['John Jones farmed near Dunlap until the day he died June 1, 2026.', 'John'],
    ['Mary Jones sang in the choir until the day she died June 1, 2026.', 'Mary'],
    // The time of the writing of a work, the writer the subject, is no account the writer gives.
    ['John Jones, 84, wrote his own obituary before he died June 1, 2026.', 'John'],
    ['John Jones wrote letters to the editor until he died June 1, 2026.', 'John'],
    ['Mary Jones, 84, wrote her own obituary before she died June 1, 2026.', 'Mary'],
  ])('"%s" reports the decedent\'s death', (sentence, given) => {
    expect(ownDeathVerbAt(sentence, { given, surname: 'Jones' })).not.toBeNull();
  });

  it.each([
    ['After his father, Robert Whitaker, passed away in 1990, John took over the firm.', 'John'],
    // A relative clause on the second of two subjects is that relative's alone.
    ['John Jones, 45, and his late father, John Jones, who died in 2020, both served as fire chief.', 'John'],
    ['John Jones, 45, ran the race for his father and namesake, who died of ALS in 2020.', 'John'],
    ['Her husband, Tom, died in 2010, and she has led our grief group since.', 'Linda'],
    ['Karen joined Oak Hill in 1995 after her mother passed away.', 'Karen'],
    ['When my grandfather, Henry Whitaker, died in 1958, my father kept his name on the door.', 'John'],
    ['Since the passing of her husband in 2010, Linda has volunteered at the hospice.', 'Linda'],
    ["After John's father died, the family sold the farm.", 'John'],
    ['Following the death of her son, she founded the support group; her son had died in 2001.', 'Linda'],
    ['He passed the Illinois funeral directors exam in 1984.', 'John'],
    ['She passed her boards in 1990 and has practised since.', 'Ann'],
    // A husband and wife may share a given name, a son his father's whole name.
    ['Her husband, Chris, died in 2010.', 'Chris'],
    ['After his father, John Jones, passed away in 1982, John joined the firm.', 'John'],
    ['When my father, John Jones, died in 1982, I took over the business.', 'John'],
    ["John's father, John Jones, died in 1982.", 'John'],
    ['Our founder, John Jones, passed away in 1982.', 'John'],
    ['After his father succumbed to cancer in 1990, John took over the firm.', 'John'],
    ["John's brother, Paul Jones, was killed in Vietnam in 1968.", 'John'],
    // A generated funeral director's staff page: the founder named after her, her grandfather.
    [
      'Mason-Arnette Funeral Chapel was founded by Kelly Jones, her grandfather, who passed away in 1964.',
      'Kelly',
    ],
    // The same, with no apposition: a firm's founder is told of, not the page's own person.
    ['Jones Funeral Home in Dayton was founded by John Jones, who passed away in 1982.', 'John'],
    ['The firm, established in 1921 by John Jones, who died in 1982, is now run by his grandson.', 'John'],
    ['John Jones, 62, whose wife died June 1, 2026, now volunteers at the hospice.', 'John'],
    ['John Jones lost his wife, Mary, who died June 1, 2026, after a long illness.', 'John'],
    ['John Jones mourned his mentor, who died June 1, 2026.', 'John'],
    ["John Jones's dog, Max, died June 1, 2026, at age 14.", 'John'],
    ['Our dog passed away June 1.', 'John'],
    ['John Jones was injured June 1, 2026; his passenger was pronounced dead at the scene.', 'John'],
    ['John Jones was hurt in the crash that June 1 killed no one, but his neighbor died.', 'John'],
    // Told by the page's own person, who is alive.
    ['Mary Jones, 55, of Springfield, said her father died peacefully on June 1, 2026.', 'Mary'],
    ["'Dad passed away surrounded by family,' Mary said.", 'Mary'],
    ['"He died doing what he loved," said John Jones, 45, of Peoria.', 'John'],
    ['Mary Jones, 50, of Peoria, wrote that Mom went to be with the Lord on June 1, 2026.', 'Mary'],
    ['Mary Jones, 80, of Springfield, says John died June 1, 2026, after 60 years of marriage.', 'Mary'],
    ['Mary Jones, 17, wrote about the day Grandpa died, June 1, 2026.', 'Mary'],
    ['Mary Jones, 55, of Springfield: Dad passed away on June 1, 2026, and I miss him every day.', 'Mary'],
    // Many people, or people other than the subject.
    ['Mary Jones, 62, cared for her patients until they died.', 'Mary'],
    ['Mary Jones has held the hands of hundreds of patients as they passed away.', 'Mary'],
    ['Mary Jones has sat with 300 people while they died since 2010.', 'Mary'],
    ['Mary Jones, 44, survived the June 1, 2026, crash in which three people died.', 'Mary'],
    ['Mary Jones is the last of her class; everyone else has passed away.', 'Mary'],
    // A relative clause on another person: a common noun, or another name.
    ['John Jones, 55, received a kidney from a donor who died June 1, 2026, in a crash.', 'John'],
    ['John Jones was sentenced for the death of the other driver, who was killed in 2025.', 'John'],
    ['John Jones was sentenced for the death of Mark Cole, who was killed in 2025.', 'John'],
    ['John Jones, 45, was charged in the death of Mark Cole, 30, of Peoria, who died June 1, 2026.', 'John'],
    [
      'John Jones of Pekin was appointed administrator of the estate of Mark Cole of Peoria, who died June 1, 2026.',
      'John',
    ],
    ['John Jones, 45, dedicated the win to Mark Cole, his coach, who died June 1, 2026.', 'John'],
    ['Mary Jones, 45, dedicated the win to Mark Cole, her coach, who died June 1, 2026.', 'Mary'],
    ['Mary Jones, 45, planted a tree for Mark Cole, a neighbor, who died June 1, 2026.', 'Mary'],
    ['John Jones, 45, spoke at the service for Mark Cole, the mayor, who died June 1, 2026.', 'John'],
    ['John Jones was sentenced for the death of Mark Cole, 30, who was killed in 2025.', 'John'],
    // Many people, by a plural noun without an article.
    ['John Jones, 95, honored soldiers who were killed in Vietnam.', 'John'],
    ['John Jones wrote a book about sailors who died at sea in 1944.', 'John'],
    ['John Jones, 70, has sat with more than 100 people who died at the hospice since 2010.', 'John'],
    ['Mary Jones nursed women who died of cancer at the clinic in 2020.', 'Mary'],
    ['John Jones, 95, honored men who were killed in Korea.', 'John'],
    ['John Jones taught children who died in the 2019 flood.', 'John'],
    // The one a relative clause of a death is of, alive in the main clause.
    [
      'Comedian John Jones, who died on stage June 1, 2026, at the Laugh Club, says he will try again.',
      'John',
    ],
    [
      'Comedian Mary Jones, who died on stage June 1, 2026, at the Laugh Club, says she will try again.',
      'Mary',
    ],
    ['John Jones, who was declared dead in 2020, lives in Pekin today.', 'John'],
    [
      'Comedian John Jones, who died on stage June 1, 2026, at the Laugh Club, is back on stage this week.',
      'John',
    ],
    ['John Jones, who died in a 2020 video, is alive, his wife said.', 'John'],
    // What the decedent has, by his name's possessive, is not he.
    ["Actor John Jones's character died in the season finale on June 1.", 'John'],
    ["John Jones's wife and son died in the fire on June 1.", 'John'],
    ["John Jones's old truck finally died on June 1.", 'John'],
    // Another person's death the page's person tells of, or was part of.
    ['John Jones testified that the victim died June 1, 2026.', 'John'],
    ['John Jones reported that the patient died June 1, 2026.', 'John'],
    ['According to John Jones, the woman died at the scene.', 'John'],
    ['John Jones was charged in the June 1 crash in which the other driver died.', 'John'],
    ["John Jones's son was murdered in 2010.", 'John'],
    // Another person's name as the subject.
    ['John Jones, 45, of Peoria, was in the car when Mark Cole was killed June 1.', 'John'],
    ['John Jones sat with Mary Cole until Mary died on June 1.', 'John'],
    ['John Jones was 12 when President Kennedy was killed.', 'John'],
    ["John Jones's book describes how Mary Cole was murdered in 1990.", 'John'],
    ['John Jones and Mary Cole were married in 1980; Mary Cole died in 2010.', 'John'],
    // ... with the age and the town set off after it.
    ['His friend Mark Cole, 30, died June 1, 2026, in the crash.', 'John'],
    ['Cole, 30, died at the scene June 1, 2026.', 'John'],
    ['Mr. Cole, 30, of Pekin, died June 1, 2026.', 'John'],
    ['Cole, a Pekin man, died June 1, 2026.', 'John'],
    // A relative by a possessive, then by name; a marriage's years after its word.
    [
      'He has outlived two wives; his first, Ann, died in 1970, and his second, Mary, passed away in 2015.',
      'John',
    ],
    ['His beloved wife of 60 years, Mary, died in 2015.', 'John'],
    // A town or an age after the relative's name; a father of another generation in the person's words.
    ['"My father, Mark Jones Sr., of Pekin, died Nov. 18, 2025," he said.', 'Mark'],
    ['Mary Jones was at home and her husband, John, 84, of Pekin, died June 1.', 'Mary'],
    ['John Jones mourned the passing of his wife of sixty-two years, Mary.', 'John'],
    // The decedent's name as the subject of a relative clause without "that".
    ['The dog John Jones rescued died June 1, 2026.', 'John'],
    ['Every plant John Jones ever owned died within a week.', 'John'],
    // One example of many.
    ['Patients like John Jones died waiting for a transplant, the report said.', 'John'],
    ['Men such as John Jones died young in the mines.', 'John'],
    // A thing the family's name stands before.
    ['The Jones family farm died with the last of the dairy herds in 1998.', 'John'],
    ["The Jones family announces the death of John Jones's wife, Mary, on June 1, 2026.", 'John'],
    // A person named by a common noun as the subject of a later clause.
    ['Officer John Jones, a police officer, was the first to arrive; the driver died at the scene.', 'John'],
    ['John Jones pulled two people from the car, but the passenger died at the scene on June 1.', 'John'],
    // A person a story names by a word of no description, at the start of a sentence too.
    ['The victim died Tuesday, June 1, 2026.', 'John'],
    ['The man died at the scene on June 1, 2026.', 'John'],
    ['A pedestrian was killed June 1, 2026.', 'John'],
    ['The pedestrian, a woman, was killed June 1, 2026.', 'John'],
    ['The prisoner died June 1, 2026, in his cell.', 'John'],
    ['The child died June 1, 2026.', 'John'],
    ['The worker was killed June 1, 2026.', 'John'],
    // Another named after a sentence's opening or a clause's subordinator, an age or a town set off.
    ['On June 1, 2026, Mark Cole, 30, of Pekin, died in the crash.', 'John'],
    ['At OSF, Mark Cole, 30, of Pekin, died June 1, 2026.', 'John'],
    ['Later that day, Mark Cole, 30, of Pekin, died.', 'John'],
    ['Heaven gained another angel on June 1, 2026, when Mark Cole, 30, of Pekin, died.', 'John'],
    ['According to police, Mark Cole, 30, of Pekin, died June 1, 2026.', 'John'],
    ['Despite efforts by paramedics, Mark Cole, 30, died.', 'John'],
    ['Two days later, Mark Cole died June 1, 2026.', 'John'],
    ['Inside the home, Mark Cole died.', 'John'],
    ["The passenger in Jones's car, Mark Cole, 30, died June 1, 2026.", 'John'],
    ['John Jones, 45, of Peoria, was not hurt, but Mark Cole, 30, of Pekin, died June 1, 2026.', 'John'],
    ['John Jones, 45, of Peoria, survived; Mark Cole, 30, of Pekin, died June 1, 2026.', 'John'],
    ['His passenger, Mark Cole, 30, of Pekin, also died June 1, 2026.', 'John'],
    ['His passenger, Mark Cole, 30, later died at OSF.', 'John'],
    // An unnamed person a story tells of, by a noun.
    ['Her unborn child died June 1, 2026.', 'Mary'],
    ['Police said the infant died June 1, 2026.', 'John'],
    ['The man she hit died June 1, 2026.', 'Mary'],
    ['The cyclist she struck died June 1, 2026.', 'Mary'],
    ['The elderly woman he was driving died June 1, 2026.', 'John'],
    ['The crash victim died June 1, 2026.', 'John'],
    ['The semi driver died June 1, 2026.', 'John'],
    ["The motorcycle's rider died June 1, 2026.", 'John'],
    ['A Pekin couple died June 1, 2026.', 'John'],
    ['Cole, the other driver, died June 1, 2026.', 'John'],
    ['A crash June 1, 2026, killed a Pekin man and injured John Jones, 45, of Peoria.', 'John'],
    ['John Jones was the sole survivor. Everyone else aboard died June 1, 2026.', 'John'],
    ['The other driver, 30, of Pekin, died June 1, 2026.', 'Mary'],
    [
      'Mary Jones, 45, of Peoria, was charged after the crash in which a Pekin teen died June 1, 2026.',
      'Mary',
    ],
    ['Both Mark Cole, 30, and Amy Cole, 28, died June 1, 2026.', 'John'],
    ['John Jones took his grandfather fishing every summer until the old man died in 2019.', 'John'],
    // Another name set off after a description.
    ['The last of them, Mark, died June 1, 2026.', 'John'],
    // A noun with a town before it, of a clause of its own.
    ['John Jones, 45, of Peoria, received the heart of a Pekin teen who died June 1, 2026.', 'John'],
    // A written text the sentence quotes, that tells a death without a date: a draft of an obituary.
    ['It begins: "John died peacefully, surrounded by his grandchildren."', 'John'],
    // A clause of time in what a living teller says or writes of another.
    ['John Jones, 45, wrote letters to his father until he died in 2020.', 'John'],
    ['John Jones, 45, said the man begged for help until he died.', 'John'],
  ])('"%s" reports no death of the decedent', (sentence, given) => {
    expect(ownDeathVerbAt(sentence, { given, surname: 'Jones' })).toBeNull();
  });

  it("reads a relation set off right after the decedent's full name as the decedent's", () => {
    expectWhoseDeath(
      { given: 'John', surname: 'Whitaker' },
      [
        'Mary Whitaker, 80, his wife, died in 2010.',
        'John Whitaker, 84, of Peoria, visited Mary Cole, 80, whose husband, died in 2010.',
      ],
      [
        'John Whitaker, 84, her husband, died Nov. 18, 2026.',
        'John Whitaker, 84, of Pekin, her husband, died.',
        'Police said John Whitaker, 84, her husband, died Nov. 18, 2026.',
      ],
    );
    // A family name alone may be the son's.
    expectWhoseDeath({ given: 'Mary', surname: 'Whitaker' }, ['Whitaker, 30, her son, died in 2010.'], []);
  });

  it('reads a relative clause on another of the family, by a given name the tables know, as his', () => {
    const name = {
      given: 'John',
      surname: 'Jones',
      sameGivenName: (a: string, b: string) => a === 'johnny' && b === 'John',
      sexOfGiven: (g: string) => ({ mark: 'M', john: 'M', johnny: 'M' })[g.toLowerCase()] as 'M' | undefined,
    };
    expect(
      ownDeathVerbAt('John Jones, 45, of Peoria, is the brother of Mark Jones, who died June 1, 2026.', name),
    ).toBeNull();
    // The person's own name, a name the tables relate to it, an initial, the family name alone.
    for (const who of ['John Jones', 'Johnny Jones', 'J. Jones', 'Jones'])
      expect(ownDeathVerbAt(`Friends remembered ${who}, who died June 1, 2026.`, name), who).not.toBeNull();
  });

  it("reads the decedent's other names only to keep a death its own, never to take another's", () => {
    const name = {
      given: 'William',
      surname: 'Jones',
      otherNames: ['Mark'],
      sameGivenName: (a: string, b: string) => a === 'bill' && b === 'William',
    };
    // "Bill" and his middle name are his.
    expect(ownDeathVerbAt('Bill died June 1, 2026, at home.', name)).not.toBeNull();
    expect(ownDeathVerbAt('Mark passed away peacefully June 1, 2026.', name)).not.toBeNull();
    // A suffix's name for the man is his.
    expect(ownDeathVerbAt('Junior passed away June 1, 2026.', name)).not.toBeNull();
    // Another man who shares his middle name is another man.
    expect(
      ownDeathVerbAt('William Jones was sentenced for the death of Mark Cole, who was killed in 2025.', name),
    ).toBeNull();
  });

  // Death phrases with an everyday sense report a death only in their obituary sense.
  it.each([
    'John Whitaker lost his courageous battle with cancer on June 1, 2026.',
    'John lost his long battle against ALS on June 1.',
    'John fell asleep in Jesus on June 1, 2026.',
    'John went home to glory on June 1.',
    'John went to be with the Lord on June 1.',
    'John transitioned peacefully on June 1, 2026.',
    'John transitioned peacefully from this life to eternal rest on June 1, 2026.',
    'John made his transition on June 1, 2026, to be with the Lord.',
    'Firefighter John Whitaker answered his last alarm on June 1, 2026.',
    'Sgt. John Whitaker answered the final roll call on June 1, 2026.',
    'John Whitaker transitioned from labor to reward on June 1, 2026.',
    'John Whitaker transitioned from time to eternity on June 1, 2026.',
    'John Whitaker, 84, transitioned June 1, 2026.',
    'John Whitaker, 84, made his transition Monday, June 1, 2026.',
    'John Whitaker, 84, slipped the surly bonds of earth June 1, 2026.',
    'John Whitaker, 84, of Peoria, was released from his suffering June 1, 2026.',
    'John Whitaker met his Lord and Savior face to face on June 1, 2026.',
    'John Whitaker reposed in the Lord on June 1, 2026.',
    'John Whitaker drew his last breath on June 1, 2026, at home.',
    'John Whitaker took his own life on June 1, 2026.',
    'John Whitaker, 84, of Peoria, perished in a house fire on June 1, 2026.',
    'John Whitaker, 84, of Peoria, was found dead at his home on June 1, 2026.',
    'John Whitaker went home to Jesus on June 1, 2026, after singing in the church choir for 60 years.',
    'John Whitaker entered into rest on June 1, 2026, surrounded by his family.',
    'John Whitaker, 84, entered into eternal rest June 1, 2026.',
    'John Whitaker expired June 1, 2026, at OSF Saint Francis Medical Center.',
    'John Whitaker, 84, of Peoria, expired peacefully at his home.',
    'John Whitaker, 84, expired June 1, 2026.',
    'John Whitaker, 84, expired: June 1, 2026, at his home.',
    'The Lord called John Whitaker home on June 1, 2026.',
    'One year ago today, June 1, 2025, God called you home.',
    'God called John R. Whitaker home to glory on June 1, 2026.',
    'John passed on June 1, 2026.',
    'John Whitaker passed June 1, 2026, on the farm where he was born.',
    "John Whitaker's earthly journey ended June 1, 2026.",
    'John Whitaker closed his eyes for the last time on June 1, 2026.',
    'John Whitaker rested from his labors on June 1, 2026.',
    'John Whitaker stepped into eternity on June 1, 2026.',
    'John Whitaker took his place in heaven on June 1, 2026.',
    'John Whitaker left his earthly home on June 1, 2026, for his heavenly one.',
    'John Whitaker went peacefully into the arms of Jesus on June 1, 2026.',
    'John Whitaker was taken home to the Lord on June 1, 2026.',
    'The Lord took John Whitaker home on June 1, 2026.',
    "John Whitaker's battle with cancer ended June 1, 2026.",
    "John Whitaker's long battle with Parkinson's ended June 1, 2026.",
    "John Whitaker's life ended June 1, 2026, after a long illness.",
    'John Whitaker was 84 when his life ended peacefully at home on June 1, 2026.',
    'John passed on June 1, 2026, the day after his 90th birthday.',
    'John passed on June 1, 2026, a day after he moved to the hospice.',
    'John gained his angel wings on June 1.',
    'John slipped away from us on June 1.',
    'John was called home to be with the Lord on June 1.',
    'We announce the passing of John Whitaker, 84, of Springfield.',
    'John Whitaker passed peacefully at home.',
    'John passed June 1, 2026, at Memorial Hospital.',
    'John passed 6/1/2026.',
    'John passed at the age of 84.',
    'John passed in his sleep on June 1.',
    'John passed with his family by his side.',
    'John Whitaker, 84, passed.',
    'John passed early Sunday morning.',
    'John passed into eternal rest on June 1.',
    'John went to his heavenly home on June 1.',
    'John went to his eternal rest on June 1.',
    'John went to meet his Lord on June 1.',
    'John was received into the arms of his Lord on June 1.',
    'John crossed over on June 1, 2026.',
    'John crossed over peacefully at home.',
    'John took his last breath on June 1.',
    'John breathed his last on June 1.',
    'John lost his battle with cancer on June 1, 2026.',
    'John passed Nov. 18, 2026.',
    'John went to his reward Nov. 18, 2026.',
    'John was called to glory Nov. 18, 2026.',
    'John was released from his earthly suffering on Nov. 18, 2026.',
    'On Nov. 18, 2026, John joined his beloved wife, Mary, and their son, Michael, in heaven.',
    'John now joins his wife, Mary, and son, Michael, in heaven.',
    'John Whitaker peacefully passed Nov. 18, 2026.',
    'We lost our dad, John Whitaker, on Nov. 18, 2026.',
    "John lost his long battle with Alzheimer's disease on June 1, 2026.",
    'John lost his battle with the disease on June 1, 2026.',
    'John left this world on June 1, 2026, to be with the Lord.',
    'John Whitaker left this world of pain on June 1, 2026.',
    'John Whitaker, 84, of Peoria, left this world of suffering on June 1, 2026.',
    'John Whitaker left this world of sorrow on June 1, 2026.',
    'John Whitaker departed this world of tears and trouble on June 1, 2026.',
    'John Whitaker, 84, left this world of troubles on June 1, 2026.',
    'John Whitaker departed this life of 92 years on June 1, 2026.',
    'John Whitaker departed this earthly life of ninety-two years on June 1, 2026.',
    'John Whitaker left this world of ours on June 1, 2026, to be with the Lord.',
    'John left this world behind on June 1, 2026, to join his beloved wife in heaven.',
    'John slipped away June 1, 2026, to be with Jesus.',
    'John slipped away June 1, 2026, to Heaven.',
    'John entered the gates of heaven on June 1, 2026.',
    'John departed this life June 1, 2026, at Memorial Hospital.',
    'John succumbed to cancer on June 1.',
    'John succumbed to his injuries on June 1.',
    'John succumbed to cancer on June 1, 2026, and was laid to rest at Springdale Cemetery.',
    'John lost his life in a house fire on June 1.',
    'John Whitaker was killed in a car crash on June 1.',
    'Police said John Whitaker, 45, had been killed in the crash on June 1.',
    'Army Sgt. John Whitaker made the ultimate sacrifice on June 1, 2026, in Syria.',
    'Army Sgt. John Whitaker gave his life for his country on June 1, 2026.',
    'Officer John Whitaker gave his life in the line of duty on June 1, 2026.',
    'Investigators believe John Whitaker had been killed on June 1.',
    'John Whitaker was fatally injured in a crash on June 1.',
    'John Whitaker perished in a house fire on June 1.',
    'John was taken from us on June 1.',
    'John completed his earthly journey on June 1.',
    'John departed this earth on June 1.',
    'John left us on June 1, 2026.',
    // As typed on a funeral home's page.
    'John past away on June 1, 2026.',
    'John pasted away June 1, 2026, at home.',
    'John passed way on June 1, 2026.',
    'John passed a way June 1, 2026, at home.',
    'John passed awayon June 1, 2026.',
    'In loving memory of John Whitaker, who left us five years ago, June 1, 2021.',
    'John left us too soon.',
    'John Whitaker left us far too soon on Nov. 18, 2026.',
    'John Whitaker left us all too soon on Nov. 18, 2026, to return home to the Lord.',
    'John Whitaker departed this earthly life Nov. 18, 2026.',
    'John Whitaker entered the Church Triumphant on Nov. 18, 2026.',
    'John Whitaker was called home on Nov. 18, 2026, when his heart gave out.',
    'John Whitaker was called home on Nov. 18, 2026, after his long illness took a turn for the worse.',
    'John was called to his eternal home on June 1.',
    'John was promoted to glory on June 1, 2026.',
    'John Whitaker heard the call of his Savior on June 1, 2026.',
    "John Whitaker, a stuntman, died June 1, 2026, in the film's final stunt.",
    'John Whitaker died June 1, 2026, in the movie theater he owned in Peoria.',
    "John Whitaker answered God's call on June 1, 2026.",
    'Mary Whitaker ended her battle with cancer on June 1, 2026.',
    'John Whitaker surrendered to his illness on June 1, 2026.',
    'Mary Whitaker graduated to heaven on June 1, 2026.',
    'Mary Whitaker joined the angels on June 1, 2026.',
    'John Whitaker laid down his burdens on June 1, 2026.',
    'Mary Whitaker received her heavenly reward on June 1, 2026.',
    'John Whitaker began his new life in heaven on June 1, 2026.',
    'Mary Whitaker fell peacefully asleep on June 1, 2026.',
    'Mary Whitaker succumbed on June 1, 2026, at home.',
    'Mary Whitaker succumbed Tuesday after a long illness.',
    'John was welcomed into heaven on June 1.',
    'John made his heavenly transition on June 1.',
    'John went to sleep in the Lord on June 1.',
    'John met his Maker on June 1, 2026.',
    'John began his eternal rest on June 1.',
    'John joined the church triumphant on June 1.',
    'On June 1, 2026, God called him home.',
    'John Whitaker left this earthly life on June 1, 2026.',
    'John Whitaker was born into eternal life on June 1, 2026.',
    'John Whitaker peacefully departed on June 1, 2026.',
    'John Whitaker has gone home to be with the Lord.',
    'John Whitaker is now with the Lord.',
    'John Whitaker was shot and killed by police on June 1.',
    'John Whitaker was struck and killed by a train on June 1.',
    'John Whitaker, 45, was shot dead on June 1.',
    'John Whitaker was murdered on June 1, 2026.',
    'John Whitaker drowned June 1 in Lake Peoria.',
    'John Whitaker was stabbed to death on June 1.',
    'John Whitaker took his own life on June 1.',
    'John Whitaker committed suicide on June 1.',
    'John left us on Tuesday to join the Lord.',
    'John left us on Tuesday to join his wife in heaven.',
    'John Whitaker left us on June 1, 2026, for his heavenly home.',
    'John joined his beloved wife in heaven on June 1.',
    'John Whitaker was reunited with his beloved wife, Mary, in heaven on June 1.',
    'On June 1, John was reunited in heaven with his wife of 60 years.',
    'John Whitaker, 58, was pronounced dead at the scene on June 1.',
    'John Whitaker, 58, was found dead in his home on June 1, police said.',
    'John Whitaker, 45, was declared brain dead on June 1, 2026, three days after a fall.',
    'John Whitaker was declared dead at the scene on June 1.',
    'John Whitaker heard his Savior say "Well done" on June 1, 2026.',
    'John Whitaker ran his earthly race and finished his course on June 1, 2026.',
    'John Whitaker died June 1, 2026, a week after his son brought him back to Peoria.',
    'John Whitaker, 84, of Peoria, earned his wings on June 1, 2026, at OSF Saint Francis Medical Center.',
    'John Whitaker, 84, of Peoria, finished his race on June 1, 2026, surrounded by his family.',
    'John Whitaker fought the good fight and finished the race on June 1, 2026.',
    'John Whitaker finished his course on June 1, 2026.',
    'John Whitaker has gone home June 1, 2026, to be with the Lord.',
    'John Whitaker went home Wednesday, June 1, 2026, to be with Jesus.',
    'John Whitaker, 84, of Peoria, peacefully went to sleep on June 1, 2026, at his home.',
    'John Whitaker went to sleep June 1, 2026, and never woke up.',
    'John Whitaker went to his final rest on June 1, 2026.',
    'John Whitaker went peacefully to his rest on June 1, 2026.',
    'John Whitaker departed for heaven on June 1, 2026.',
    'John Whitaker quietly slipped into eternity on June 1, 2026.',
    'John Whitaker was taken to heaven on June 1, 2026.',
    'John Whitaker was carried home by the angels on June 1, 2026.',
    'John Whitaker was welcomed home by his Lord on June 1, 2026.',
    'John Whitaker took his final journey home on June 1, 2026.',
    'John Whitaker went to be with his late wife on June 1, 2026.',
    'John Whitaker went to be with his wife, Mary, in heaven on June 1, 2026.',
    'John Whitaker was reunited with his late wife on June 1, 2026.',
    'The world lost a good man on June 1, 2026.',
    'Our family lost a kind and gentle man on June 1, 2026.',
    'We lost a wonderful woman on June 1, 2026, surrounded by her family.',
    'John Whitaker was reunited with his late parents on June 1, 2026, after a long illness.',
    'John Whitaker was reunited with his beloved wife, Mary, on June 1, 2026.',
    'On June 1, 2026, John Whitaker was reunited with his beloved wife of 60 years, Mary.',
    'John Whitaker, 84, our beloved father, grandfather and friend, left this world on June 1, 2026.',
    "John Whitaker's journey on earth ended June 1, 2026.",
    'Heaven gained another angel on June 1, 2026, when John Whitaker, 84, of Peoria, went home.',
    'On June 1, 2026, John Whitaker, 84, of Peoria, died.',
    'At OSF, John Whitaker, 84, died June 1, 2026.',
    'According to police, John Whitaker, 45, of Peoria, died June 1, 2026.',
    'Two days later, John Whitaker died June 1, 2026.',
    'John Whitaker finished his race on June 1, 2026, with his family at his side.',
    'John Whitaker earned his wings June 1, 2026, after a long illness.',
    'John Whitaker took his final journey home on June 1, 2026, in his sleep.',
    'John Whitaker departed for heaven June 1, 2026, to be with his wife.',
    'John Whitaker finished his race on June 1, 2026, peacefully at home.',
    'John Whitaker went to sleep peacefully on June 1, 2026, at his home.',
    'John Whitaker finished his race on June 1, 2026, after 84 wonderful years.',
    'John Whitaker went to sleep on June 1, 2026, and woke up in heaven.',
    'In her sleep she passed away on June 1.',
    // A noun in apposition to the decedent's name is the decedent.
    'John Whitaker, a retired teacher who died June 1, was buried Saturday.',
    'John Whitaker, 84, a retired teacher who died June 1, was buried Saturday.',
    // A news story's "one of the people killed".
    'John Whitaker, 52, of Peoria, was one of two people killed in the crash on June 1.',
    'John Whitaker was among those who died in the fire on June 1.',
    // A place's possessive is no one's: the mayor is the decedent.
    "Peoria's longtime mayor died June 1.",
    // At the start of a sentence such a noun may be the decedent.
    'The longtime mayor died June 1 at his home.',
    'Two years after the war ended, the old soldier died at home on June 1.',
    'John Whitaker, the longtime Peoria mayor, is dead at 84.',
    'When deputies arrived June 1, 2026, John Whitaker was dead.',
    'It is with heavy hearts that we announce the death of John Whitaker on June 1, 2026.',
    'The family shares the sudden death of John Whitaker, 45, on June 1, 2026.',
    // Another person alive beside the death, or the dead before it.
    'John Whitaker died at the scene June 1, 2026, and his passenger is recovering at OSF.',
    'John Whitaker died at the scene June 1, 2026, and Mark Cole, 30, is recovering at OSF.',
    'John Whitaker died June 1, 2026, in a crash that hurt his son; the boy, 12, is improving.',
    'John Whitaker, who was alive when paramedics arrived, died at the hospital June 1, 2026.',
    // A Spanish-language notice.
    'John Whitaker falleció el 1 de junio de 2026.',
    'John Whitaker pasó a mejor vida el 1 de junio de 2026.',
    // A life lived is no death taken back.
    'John Whitaker served in Korea and lived in Peoria until he died June 1, 2026.',
    'John Whitaker survived two heart attacks and lived, as he said, on borrowed time until he died June 1, 2026.',
  ])('"%s" reports the death in its obituary sense', (sentence) => {
    expect(ownDeathVerbAt(sentence, { given: 'John', surname: 'Whitaker' })).not.toBeNull();
  });

  it.each([
    'Mayor John R. Whitaker lost his battle for a third term on Tuesday.',
    'John lost his fight to keep the plant open in 2019.',
    'John Whitaker fell asleep at the wheel on June 1 and struck a tree.',
    'John Whitaker went home with the blue ribbon on June 1.',
    'John Whitaker, 45, of Peoria, went home to Jesus in song on June 1, 2026, with the youth choir.',
    'John Whitaker went home to Jesus at the church Christmas pageant on June 1, 2026.',
    'John Whitaker went home to glory on June 1, 2026, in the Easter cantata at First Baptist.',
    'John Whitaker went home to the Lord on June 1, 2026, as Joseph in the church Christmas play.',
    'John Whitaker transitioned to chief executive on June 1, 2026.',
    'John Whitaker transitioned on Jan. 1, 2026, to a new role at Caterpillar.',
    'John Whitaker made his transition to management on June 1, 2026.',
    'John Whitaker made his transition on Jan. 1, 2026, from player to coach.',
    'John Whitaker, 45, of Peoria, earned his wings on June 1, 2026, at Naval Air Station Pensacola.',
    'John Whitaker earned his wings June 1, 2026, and will fly for the Navy.',
    'John Whitaker earned his wings at Fort Rucker on June 1, 2026.',
    'After flight school, John Whitaker earned his wings on June 1, 2026.',
    'John Whitaker, 45, finished his race on June 1, 2026, in 3 hours, 12 minutes.',
    'John Whitaker finished his race at the Boston Marathon June 1, 2026.',
    'John Whitaker finished his course at Bradley on June 1, 2026.',
    'John Whitaker finished his course of chemotherapy on June 1, 2026, and is cancer-free.',
    'John Whitaker has gone home from the hospital June 1, 2026.',
    'John Whitaker went home June 1, 2026, to be with his family for Thanksgiving.',
    'John Whitaker went to sleep on June 1, 2026, at 9 p.m. after the game.',
    'John Whitaker went to sleep on June 1, 2026, at his cabin.',
    'John Whitaker fell asleep June 1, 2026, and did not wake until noon.',
    'John Whitaker made his final journey home on June 1, 2026, from Afghanistan.',
    'John Whitaker made his last journey home on June 1, 2026, to Peoria for the reunion.',
    'John Whitaker made his last journey home with his son in 2019.',
    "John Whitaker went to be with his late wife's family in Ohio on June 1, 2026.",
    'John Whitaker was reunited with his wife on June 1, 2026, after three years in prison.',
    'The world lost a good man on June 1, 2026, when John Whitaker retired from coaching.',
    "John Whitaker was reunited with his beloved wife at O'Hare on June 1, 2026, after a year in Afghanistan.",
    'John Whitaker was reunited with his beloved daughter on June 1, 2026.',
    "John Whitaker was reunited with his late father's Purple Heart on June 1, 2026.",
    'John Whitaker was reunited with his birth mother on June 1, 2026.',
    "John Whitaker was taken to Heaven's Gate Ranch on June 1, 2026.",
    'John Whitaker went to his rest area on June 1, 2026.',
    'John Whitaker received his eternal reward, a gold watch, at his retirement party on June 1, 2026.',
    'John Whitaker received his heavenly reward on June 1, 2026, at the awards banquet of the Peoria Jaycees.',
    'John Whitaker received his eternal reward, a parking space with his name on it, on June 1, 2026.',
    'John Whitaker passed on June 1, 2026, with a score of 92.',
    'John Whitaker passed June 1, 2026, by a vote of 5-2.',
    'John Whitaker, 45, of Peoria, passed June 1, 2026, on the chance to run for mayor.',
    'John Whitaker, 45, of Peoria, passed on June 1, 2026, on a job offer from Caterpillar.',
    'John Whitaker, 45, of Peoria, passed June 1, 2026, on an opportunity to coach at Bradley.',
    "John Whitaker, 45, of Peoria, passed peacefully through security at O'Hare on June 1, 2026.",
    'John Whitaker went to meet his maker, a 1965 Ford Mustang built by his grandfather, on June 1, 2026.',
    'John Whitaker was called home June 1, 2026, from his deployment in Germany.',
    // Told as something else by what follows the date.
    'John Whitaker, 19, of Peoria, earned his wings June 1, 2026, after 14 months of training.',
    'Pfc. John Whitaker earned his wings June 1, 2026, after his fifth jump at Fort Benning.',
    'John Whitaker went to sleep peacefully June 1, 2026, after the surgery and woke up cancer-free.',
    'John Whitaker finished his race June 1, 2026, despite a broken foot.',
    'John Whitaker finished his race on June 1, 2026, and then collapsed but recovered.',
    'John Whitaker took his final journey home June 1, 2026, after 20 years abroad.',
    'John Whitaker went to his rest June 1, 2026, after a long shift at the mill.',
    'John Whitaker departed for heaven on earth, his cabin in Wisconsin, June 1, 2026.',
    'John Whitaker was taken to heaven June 1, 2026, by the music of the symphony.',
    "The Rev. John Whitaker was welcomed home by his Lord's people at First Baptist on June 1, 2026.",
    'John Whitaker transitioned June 1, 2026, to a new role at Caterpillar.',
    'John Whitaker made his transition Monday from the Army to civilian life.',
    'Capt. John Whitaker answered the last alarm of his shift on June 1, 2026.',
    'Capt. John Whitaker answered the last roll call of the reunion on June 1, 2026.',
    'John Whitaker met his Lord and Savior at a church camp in 1958.',
    'John Whitaker drew his last breath of free air before reporting to prison on June 1, 2026.',
    'John Whitaker expired his lease on June 1, 2026.',
    "John Whitaker, 45, of Peoria, expired: his driver's license, that is, on June 1, 2026.",
    'John Whitaker expired \u2014 his passport, anyway \u2014 on June 1, 2026.',
    'John Whitaker, 45, of Peoria, entered into rest mode after his retirement on June 1, 2026.',
    'John Whitaker entered rest day two of the Tour on June 1, 2026.',
    'John Whitaker renewed his license on June 1, 2026, two days after it expired.',
    'John Whitaker drew his last breath of city air on June 1, 2026, before moving to a farm.',
    'In 1990 God called my family home to Peoria, John Whitaker said.',
    'God called you home to Peoria for a reason, John Whitaker told the graduates in 1990.',
    'The Lord called John Whitaker home from the mission field in 1990.',
    'John Whitaker passed on the family business to his daughter in 2020.',
    "John Whitaker's battle with cancer ended in remission in 2019.",
    "John Whitaker took his place in heaven's choir at church in 1990.",
    'John Whitaker succumbed to the flu on Nov. 18, 2026, and missed the big game.',
    'John Whitaker succumbed to a stomach bug on June 1 and stayed home from work.',
    'John Whitaker said his life ended when the mill closed on June 1, 2026.',
    'John Whitaker felt his life in Peoria ended on June 1, 2026, when he moved to Texas.',
    'John Whitaker rested from his labors on the farm on June 1, 2026, with a week at the lake.',
    'John Whitaker rested from his labors Nov. 18, 2026, with a week at the lake.',
    'John Whitaker closed his eyes for the last time as mayor on June 1, 2026.',
    'John Whitaker died 12 times in the video game before he beat the final level on June 1, 2026.',
    "John Whitaker's fight against leukemia ended with a transplant on June 1, 2026.",
    'God took my family home to Peoria in 1990, John Whitaker said.',
    'John Whitaker was taken home from the hospital on June 1, 2026.',
    'John Whitaker passed on June 1, 2026, the family farm to his son Mark.',
    'John Whitaker passed June 1, 2026, the torch of leadership to the next generation.',
    'John Whitaker celebrated the passing of the budget on June 1.',
    'John Whitaker earned his wings at Pensacola on May 5, 1968.',
    'John Whitaker gained his wings as a Navy pilot in 1972.',
    'John Whitaker slipped away from police on June 1.',
    'John Whitaker lost his battle with the city council on June 1, 2026, over the zoning change.',
    'John Whitaker lost his fight against the zoning board on June 1, 2026.',
    'John Whitaker left this world behind June 1, 2026, for a week of silence at a monastery.',
    'John Whitaker slipped away June 1, 2026, to Florida for the winter.',
    'John Whitaker breathed his last sigh of relief on June 1, 2026, when the jury returned.',
    'John Whitaker departed this life of crime on June 1, 2026, when he joined the ministry.',
    'John Whitaker, 45, of Peoria, left this world of corporate finance June 1, 2026, to open a bakery.',
    'John Whitaker entered the gates of Disney World on June 1, 2026.',
    "John Whitaker lost his life's work in a fire on June 1, 2026.",
    'John Whitaker died on stage Nov. 18, 2026, as Willy Loman in "Death of a Salesman."',
    'John Whitaker was killed in the primary on June 1, 2026, losing by 40 points.',
    'John Whitaker took his last breath of freedom on June 1, 2026, before reporting to prison.',
    'John Whitaker breathed his last breath of fresh air on June 1, 2026, before the mine shift.',
    'John Whitaker was called home from college in 1990.',
    'John Whitaker met his Lord and Savior at a revival in 1965.',
    'John Whitaker has gone to be with his daughter in Dallas.',
    'John Whitaker is now with his family in Texas.',
    'John Whitaker drowned out the hecklers on June 1.',
    'John Whitaker drowned in debt after the mill closed.',
    'John Whitaker found the drowned man near the dam.',
    'John Whitaker nearly drowned in Lake Peoria on June 1.',
    "John Whitaker's bill was shot down and killed in committee.",
    'Reports that John Whitaker had died were greatly exaggerated.',
    'John Whitaker died and came back to life on the operating table in 2019.',
    'John Whitaker died for four minutes during surgery in 2019.',
    'John Whitaker died laughing when he heard the news.',
    'John Whitaker was mistakenly reported to have died June 1.',
    'John Whitaker has died in three films and a play.',
    'John Whitaker died on stage every night in the role of Hamlet.',
    'Pitcher John Whitaker died on the mound Nov. 18, 2026, giving up eight runs in the first inning.',
    "John Whitaker's film died at the box office on June 1, 2026.",
    'The plan John Whitaker proposed died on the vine in 2026.',
    'John Whitaker met his wife at church in 1960.',
    'John Whitaker was welcomed into the family business in 1980.',
    'John Whitaker was called to his first pastorate in 1990.',
    'John Whitaker nearly died on March 3, 2019, when his car left the road.',
    'Doctors said John would have died without surgery.',
    'Posts claiming that John Whitaker died on June 1 are false.',
    'In 2020 John went to be with his daughter in Dallas.',
    'The applause died down when John Whitaker rose to speak.',
    'John Whitaker said the east bridge passed inspection on June 1, 2026.',
    'John Whitaker passed muster with the board in 2019.',
    'John Whitaker passed with honors in 1990.',
    "John Whitaker's measure passed 5-2 on June 1.",
    "John Whitaker's bill passed in committee on June 1.",
    'Mayor John Whitaker crossed over to the Republican Party on June 1.',
    'John Whitaker crossed over the Mississippi on June 1 in a canoe.',
    'John Whitaker succumbed to pressure and resigned on June 1.',
    'John Whitaker succumbed to temptation and bought the boat on June 1.',
    "John Whitaker answered God's call to the ministry on June 1, 2026, when he was ordained.",
    'John Whitaker heard the call of the Lord to preach on June 1, 2026.',
    'John Whitaker joined the Angels on June 1, 2026, signing a two-year deal.',
    'John Whitaker ended his battle with cancer on June 1, 2026, in remission after a transplant.',
    'John Whitaker laid down his burdens at the altar on June 1, 2026, and was baptized.',
    'The Peoria Chiefs succumbed in overtime on June 1, 2026.',
    'John Whitaker succumbed 3-1 to Mark Cole in the chess final on June 1, 2026.',
    'John Whitaker surrendered to police on June 1, 2026.',
    'John Whitaker died June 1, 2026, in the season finale of "Peoria," the writers confirmed.',
    'John Whitaker was killed June 1, 2026, in the Netflix series "Peoria."',
    "John Whitaker's proposal was killed in committee on June 1.",
    "John Whitaker's bill was killed by the Senate on June 1.",
    'John Whitaker left us a legacy of service when he retired June 1.',
    'Mark Cole, 20, of Peoria, left us too soon on Aug. 18, 2026, to move to Texas.',
    'Mark Cole, our summer intern, left us far too soon on Aug. 18, 2026, to return to college in Ohio.',
    'Mark Cole left us all too soon on Aug. 18, 2026, to attend college in Ohio.',
    "John Whitaker's Visa expired Nov. 18, 2026.",
    'The John Whitaker Foundation expired Nov. 18, 2026, after its charter lapsed.',
    'The John Whitaker Band died a slow death Nov. 18, 2026, when the drummer quit.',
    'John Whitaker, 45, of Peoria, was called home on Nov. 18, 2026, when his father fell ill.',
    'John Whitaker was called home on Nov. 18, 2026, to care for his mother.',
    'John Whitaker lost his life savings in the crash of 2008.',
    'John Whitaker took his own life savings to Las Vegas on June 1, 2026.',
    'John Whitaker perished the thought of retiring on June 1, 2026.',
    'John Whitaker was found dead asleep at his desk by his boss on June 1, 2026.',
    'John Whitaker was found dead tired after the marathon on June 1, 2026.',
    'John Whitaker, 45, was pronounced dead on arrival by critics after his first novel flopped on June 1, 2026.',
    'John Whitaker nearly lost his life in a fire on June 1.',
    'Mayor John Whitaker collapsed and briefly died on stage June 1 before paramedics revived him.',
    'John Whitaker died twice on the operating table June 1, 2026, and lived.',
    'I died once, on June 1, 2006, in Lake Peoria, and I teach swimming now.',
    'John Whitaker, 45, of Peoria, died twice on the operating table on June 1, 2026.',
    'On June 1, 2006, I drowned in Lake Peoria, and a lifeguard brought me back.',
    'I drowned in Lake Peoria on June 1, 2006, and the paramedics revived me.',
    'John Whitaker, 45, "died" on stage June 1, 2026, in the school play.',
    'John Whitaker was thought to have died June 1, 2026, in the flood but was found two days later.',
    'John Whitaker, presumed to have drowned June 1, 2026, was rescued downstream.',
    'Family members believed John Whitaker, 45, had drowned June 1, 2026, until he called from a shelter.',
    'Rescuers feared that John Whitaker had been killed in the crash on June 1, 2026.',
    'His wife thought he had died in the river on June 1, 2026.',
    'Officers worried John Whitaker might have been killed in the blast on June 1.',
    'John Whitaker gave his life to Christ on June 1, 2026, at a revival.',
    'John Whitaker gave his life to teaching and retired on June 1, 2026.',
    'John Whitaker made the ultimate sacrifice for his kids on June 1, 2026: he sold his Bears tickets.',
    'John Whitaker made the ultimate sacrifice of giving up coffee on June 1, 2026.',
    // A thing is no one: "the motion died", "the battery died", "his dream died".
    'Alderman John Whitaker proposed a tax on June 1. The motion died for lack of a second.',
    'John Whitaker was stranded June 1 after the battery died.',
    'Coach John Whitaker watched as the rally died in the fourth quarter on June 1.',
    'John Whitaker said his dream died on June 1 when the plant closed.',
    'John Whitaker clinically died twice during surgery on June 1.',
    'John Whitaker was one of the few people not killed in the fire on June 1.',
    'John Whitaker died a little inside when his team lost on June 1.',
    'John Whitaker died a thousand deaths waiting for the test results on June 1, 2026.',
    'John Whitaker died a thousand deaths waiting for the test results on June 1, 2026.',
    'John Whitaker has died his hair blue for the game on June 1.',
    "John Whitaker, 100, passed Tuesday's driving test with flying colors.",
    'John Whitaker left us Tuesday for a new job in Ohio.',
    'John Whitaker left us five years ago for a new job in Ohio.',
    'John Whitaker walked past the crash on June 1, 2026, and called 911.',
    'John Whitaker passed way more tests than anyone on June 1, 2026.',
    'John Whitaker passed a way station on June 1, 2026.',
    'John Whitaker left us on June 1, 2026, for a well-earned retirement in Arizona.',
    "John Whitaker left us on Tuesday to join his father's firm in Dayton.",
    'John Whitaker was reunited with his wife, Sgt. Mary Whitaker, on June 1 after her deployment.',
    'John Whitaker was declared dead for four minutes on June 1, 2026, during surgery.',
    'John Whitaker died on the operating table June 1, 2026, but surgeons brought him back.',
    "John Whitaker, a Peoria firefighter, died a hero's death on June 1, 2026?",
    'Who says John Whitaker died on June 1, 2026?"',
    'John Whitaker, 45, was declared dead by mistake on June 1, 2026, by the Social Security Administration.',
    'John Whitaker was declared dead by the Social Security Administration on June 1, 2026.',
    'John Whitaker, who vanished in 2010, was declared dead by a court on June 1, 2026.',
    'John Whitaker, 45, finished his race on June 1, 2026, in fourth place.',
    "Coach John Whitaker announced the death of the team's mascot, a goat named Billy, on June 1, 2026.",
    'Police announced the death of a Peoria man on June 1, 2026.',
    'After the divorce, John Whitaker often wished he was dead.',
    'John Whitaker was dead wrong about the vote on June 1, 2026.',
    'When the bear came on June 1, 2026, John Whitaker lay still and acted as if he was dead.',
    // An animal is no one: a driver's, a hunter's, a farmer's page.
    'The deer died at the scene on June 1, 2026.',
    'The puppy died on June 1, 2026, despite the care John Whitaker gave it.',
    // The person said to be alive may be the one the sentence reports dead.
    'John Whitaker was declared brain dead June 1, 2026, but his family says he is improving.',
    'John Whitaker was reported dead June 1, 2026, but Whitaker is alive and recovering at OSF.',
    'John Whitaker was declared dead June 1, 2026, but Mr. Whitaker is recovering after doctors found a pulse.',
  ])('"%s" is no death', (sentence) => {
    expect(ownDeathVerbAt(sentence, { given: 'John', surname: 'Whitaker' })).toBeNull();
    expect(reportsDeath(sentence)).toBe(false);
  });

  it("reads a thing a person's possessive names as no death of the person's, and family names that are words as names", () => {
    expect(
      ownDeathVerbAt("John Whitaker's iPhone died Nov. 18, 2026, during the storm.", {
        given: 'John',
        surname: 'Whitaker',
      }),
    ).toBeNull();
    expect(
      ownDeathVerbAt('Jane Park died Nov. 18, 2026, at OSF Saint Francis Medical Center.', {
        given: 'Jane',
        surname: 'Park',
      }),
    ).not.toBeNull();
    expect(
      ownDeathVerbAt('Mary Law expired Nov. 18, 2026, at OSF Saint Francis Medical Center.', {
        given: 'Mary',
        surname: 'Law',
      }),
    ).not.toBeNull();
  });

  it('reads a body found as the death of the person it names', () => {
    expectWhoseDeath(
      { given: 'John', surname: 'Whitaker' },
      // Another's body, a story's noun until police identify it, a possessive.
      [
        'John Whitaker, a fisherman, found the body of a Pekin man on June 1.',
        "The body of John Whitaker's wife, Mary, was found in their home on June 1.",
      ],
      [
        'The body of John Whitaker, 45, was found in his home on June 1, police said.',
        'Police found the body of John Whitaker in the Illinois River on June 1.',
        'The remains of John Whitaker were recovered from the river on June 1, 2026.',
      ],
      // No body found: a search, a sacrament, a barn, a life's work, a soldier missing for decades.
      [
        'Divers searched for the body of John Whitaker on June 1.',
        'John Whitaker received the Body of Christ at his first communion on June 1.',
        "The remains of John Whitaker's barn were found a mile away on June 1.",
        'The body of work John Whitaker left was found in his attic on June 1.',
        'The remains of John Whitaker, an Army private missing since the Korean War, were recovered on June 1.',
        'The remains of John Whitaker, who vanished in 1997, were found on June 1.',
      ],
    );
  });

  it('reads "the loss of" a person announced or mourned as a death', () => {
    expectWhoseDeath(
      { given: 'John', surname: 'Whitaker' },
      // A relative's loss is someone else's death.
      [
        'John Whitaker mourned the loss of his wife on June 1, 2026.',
        "Neighbors mourn the loss of John Whitaker's son, Mark, on June 1, 2026.",
      ],
      [
        'It is with broken hearts that we announce the sudden loss of John R. Whitaker, 84, on June 1, 2026.',
        'The family mourns the loss of John Whitaker on June 1, 2026.',
        'We mourn the loss of our friend John Whitaker, who moved to Peoria in 1960, on June 1, 2026.',
        'We share the loss of our father, John Whitaker, on June 1, 2026.',
      ],
      // A thing lost, a departure, or a loss no one announces.
      [
        'John Whitaker announced the loss of 200 jobs at the plant on June 1, 2026.',
        "Mayor John Whitaker mourned the loss of Peoria's only hospital on June 1, 2026.",
        'Employees mourn the loss of the hardware store John Whitaker closed on June 1, 2026.',
        'John Whitaker recovered from the loss of blood after the crash on June 1, 2026.',
        'We announce the loss of our dear friend and neighbor, John Whitaker, who is moving to Florida on June 1, 2026.',
        'Employees mourn the loss of John Whitaker to retirement on June 1, 2026.',
      ],
    );
  });

  it("reads a Spanish notice's relatives, denials and everyday senses as an English one's", () => {
    expectWhoseDeath(
      { given: 'Juan', surname: 'Whitaker', sex: 'M' },
      [
        'Juan Whitaker, de 45 años, lamenta la muerte de su padre, Roberto Whitaker, quien falleció el 1 de junio de 2026.',
        'Su esposa, María Whitaker, falleció el 1 de junio de 2026.',
        'Anunciamos el fallecimiento de su madre, Ana Whitaker, el 1 de junio de 2026.',
        'El padre de Juan falleció el 1 de junio de 2010.',
      ],
      [
        'Con profundo dolor anunciamos el fallecimiento de Juan Whitaker, de 84 años, el 1 de junio de 2026.',
        'Nuestro padre, Juan Whitaker, falleció el 1 de junio de 2026.',
        'Juan Whitaker murió el 1 de junio de 2026 de un ataque al corazón.',
        'El señor Juan Whitaker descansa en paz desde el 1 de junio de 2026.',
        'Juan Whitaker nos dejó el 1 de junio de 2026, a la edad de 84 años.',
        'Juan Whitaker nos dejó para siempre el 1 de junio de 2026.',
        'Juan Whitaker se nos adelantó el 1 de junio de 2026 en Peoria.',
        'Juan Whitaker entregó su alma al Señor el 1 de junio de 2026.',
        'Juan Whitaker fue llamado a la presencia del Señor el 1 de junio de 2026.',
      ],
      [
        'Juan Whitaker casi murió el 1 de junio de 2026 en un accidente.',
        'Juan Whitaker murió el 1 de junio de 2026 en un accidente, pero se recupera en el hospital.',
        'Juan Whitaker murió de risa el 1 de junio de 2026 con el chiste de su nieto.',
        'Juan Whitaker nos dejó el 1 de junio de 2026 para mudarse a Texas.',
        'Juan Whitaker nos dejó un legado de amor cuando se jubiló el 1 de junio de 2026.',
      ],
    );
  });

  it('takes a relative named by whose relative they are, or by another given name of the family, for someone else', () => {
    const john = {
      given: 'John',
      surname: 'Whitaker',
      sex: 'M' as const,
      sexOfGiven: (g: string) => (g === 'Mary' ? ('F' as const) : g === 'John' ? ('M' as const) : undefined),
    };
    expectWhoseDeath(
      john,
      [
        'The wife of John Whitaker, 84, of Peoria, died Nov. 18, 2026.',
        'The wife of Mark Cole died Nov. 18, 2026.',
        'The son of John Whitaker, 84, of Peoria, died Nov. 18, 2026.',
        'After Mary Whitaker passed away Nov. 18, 2026, her husband, John, sold the farm.',
      ],
      [
        'The founder of Whitaker Hardware, John Whitaker, 84, died Nov. 18, 2026.',
        'After John Whitaker passed away Nov. 18, 2026, his wife sold the farm.',
        'John Whitaker and his wife Mary Whitaker died Nov. 18, 2026, in a house fire.',
      ],
    );
    // The son named after his father's name: his own death.
    expect(
      ownDeathVerbAt('The son of John Whitaker Sr., John Whitaker Jr., 55, died Nov. 18, 2026.', {
        ...john,
        suffix: 'Jr.',
      }),
    ).not.toBeNull();
    // On the wife's page, "the wife of John Whitaker" is she.
    const mary = { given: 'Mary', surname: 'Whitaker', sex: 'F' as const };
    expect(
      ownDeathVerbAt('The wife of John Whitaker, 84, of Peoria, died Nov. 18, 2026.', mary),
    ).not.toBeNull();
  });

  it('takes a pronoun of the other sex than the decedent for someone else', () => {
    const mary = { given: 'Mary', surname: 'Cole', sex: 'F' as const };
    expect(ownDeathVerbAt('She lost her father young; he died on March 3, 1985.', mary)).toBeNull();
    expect(ownDeathVerbAt('She died on June 1, 2026, at home.', mary)).not.toBeNull();
    expect(ownDeathVerbAt('The Lord called him home on June 1, 2026.', mary)).toBeNull();
    expect(ownDeathVerbAt('The Lord called her home on June 1, 2026.', mary)).not.toBeNull();
    // Another person called home by name.
    expect(ownDeathVerbAt('The Lord called Mark Cole home on June 1, 2026.', mary)).toBeNull();
    expect(ownDeathVerbAt('The Lord called Mary Jones home on June 1, 2026.', mary)).toBeNull();
    // A name of either sex (or none known) is not judged by a pronoun.
    expect(ownDeathVerbAt('He died on June 1, 2026.', { given: 'Jessie', surname: 'Cole' })).not.toBeNull();
  });

  it('reads a cause that killed a person, the person as the object, only as the subject of the sentence', () => {
    for (const sentence of [
      'Fire killed a Peoria man Tuesday, Nov. 17, 2026.',
      'PEORIA — A house fire early Tuesday, Nov. 17, 2026, claimed the life of a Peoria man.',
      'A two-vehicle crash on Route 29 killed a 45-year-old Pekin woman Tuesday.',
    ]) {
      expect(reportsDeath(sentence), sentence).toBe(true);
    }
    for (const sentence of [
      'John Whitaker killed a Peoria man in 1990.',
      'A crash nearly killed a Peoria man Tuesday, Nov. 17, 2026.',
      'The crash that killed a Pekin man Tuesday was caused by John Whitaker, police said.',
      'John Whitaker was driving the truck in the crash that killed a Pekin man Nov. 17, 2026.',
      'A bear killed a deer Tuesday, Nov. 17, 2026.',
      "A crash killed a Peoria man's dog Tuesday, Nov. 17, 2026.",
    ]) {
      expect(reportsDeath(sentence), sentence).toBe(false);
    }
    // The person is the object: the words a verb's person is judged by.
    const fire = 'Fire killed a Peoria man Tuesday.';
    expect(deathSubjectBefore(fire, fire.indexOf('killed'))).toBe('a Peoria man ');
    const died = 'A Peoria man died Tuesday.';
    expect(deathSubjectBefore(died, died.indexOf('died'))).toBe('A Peoria man ');
    // A woman killed is someone else on a man's page, a man on a woman's.
    const john = { given: 'John', surname: 'Whitaker', sex: 'M' as const };
    expect(ownDeathVerbAt('A crash killed a Pekin woman Tuesday, Nov. 17, 2026.', john)).toBeNull();
    expect(ownDeathVerbAt('A crash killed a Pekin man Tuesday, Nov. 17, 2026.', john)).not.toBeNull();
  });

  it("reads a cause that killed a person by name, the name as the death's subject", () => {
    const john = { given: 'John', surname: 'Whitaker', sex: 'M' as const };
    const crash =
      'A crash on Route 29 killed John Whitaker, 45, of Peoria, on Nov. 17, 2026, and injured his wife.';
    expect(deathSubjectBefore(crash, crash.indexOf('killed'))).toBe('John Whitaker, 45, of Peoria, ');
    expect(ownDeathVerbAt(crash, john)).toBe(crash.indexOf('killed'));
    expect(killedByName(crash)).toBe('John Whitaker');
    // Another person by name, a possessive, a death that did not happen.
    for (const sentence of [
      'The shooting on Nov. 17, 2026, killed Mark Cole, 30, of Pekin.',
      'The shooting on Nov. 17, 2026, killed Mark Cole.',
      'The shooting on Nov. 17, 2026, killed Mark Cole, 30, of Pekin; John Whitaker, 45, was charged.',
      'A crash on Route 29 on Nov. 17, 2026, killed Mark Cole, 30, of Pekin, and injured John Whitaker, 45.',
      "A fire on Nov. 17, 2026, killed John Whitaker's dog, Max, and destroyed his barn.",
      'A crash on Nov. 17, 2026, nearly killed John Whitaker, 45, of Peoria.',
    ])
      expect(ownDeathVerbAt(sentence, john), sentence).toBeNull();
    expect(killedByName("A fire on Nov. 17, 2026, killed John Whitaker's dog.")).toBeNull();
  });

  it("reads a pronoun's death as a relative's when the sentence before tells the person in the present", () => {
    const john = { given: 'John', surname: 'Whitaker', sex: 'M' as const };
    for (const previous of [
      'John Whitaker, 45, of Peoria, misses his brother Mark.',
      "John Whitaker, 45, of Peoria, still visits his father's grave.",
      'Whitaker runs the race every year for his son.',
    ])
      expect(pronounOfARelativeOfTheLiving('He', previous, john), previous).toBe(true);
    // Before the page has named anyone, whoever the sentence opens with; not a pronoun.
    expect(pronounOfARelativeOfTheLiving('He', 'Mark Cole misses his brother.', null)).toBe(true);
    expect(pronounOfARelativeOfTheLiving('He', 'He misses his brother.', null)).toBe(false);
    // In any tense, for a death long before the page.
    const lost = 'John Whitaker, 45, of Peoria, lost his father to cancer.';
    expect(pronounOfARelativeOfTheLiving('He', lost, john)).toBe(false);
    expect(pronounOfARelativeOfTheLiving('He', lost, john, false)).toBe(true);
    for (const previous of [
      // An obituary's present of the dead; the past; a relative of the other sex; another person.
      'John Whitaker, 84, of Peoria, leaves his wife, Mary, and his son, Mark.',
      'John Whitaker now rests beside his father.',
      'John Whitaker joins his brother in heaven.',
      'John Whitaker missed his brother Mark.',
      'John Whitaker misses his mother.',
      'Mark Cole misses his brother.',
    ])
      expect(pronounOfARelativeOfTheLiving('He', previous, john), previous).toBe(false);
  });

  it("reads a pronoun's death as a relative's when the sentence before tells the relative in a sickbed", () => {
    const john = { given: 'John', surname: 'Whitaker', sex: 'M' as const };
    for (const previous of [
      'John Whitaker, 45, of Peoria, visited his father in the hospital every day.',
      'Whitaker sat with his brother at the hospice for a week.',
      'John Whitaker, 45, of Peoria, cared for his father in the nursing home.',
      'John Whitaker, 45, of Peoria, kept vigil with his brother in hospice.',
    ])
      expect(pronounOfARelativeInASickbed('He', previous, john), previous).toBe(true);
    expect(pronounOfARelativeInASickbed('He', 'Mark Cole visited his father in the hospital.', null)).toBe(
      true,
    );
    for (const [pronoun, previous] of [
      // A relative of the other sex, one out of a sickbed, the person in it, someone else's relative.
      ['He', 'John Whitaker, 84, of Peoria, visited his wife in the nursing home every day.'],
      ['He', 'John Whitaker, 84, of Peoria, visited his father on the farm every day.'],
      ['He', 'John Whitaker, 84, of Peoria, was in the hospital with his son at his side.'],
      ['He', 'Mark Cole visited his father in the hospital.'],
    ])
      expect(pronounOfARelativeInASickbed(pronoun!, previous!, john), previous).toBe(false);
  });

  it("reads a pronoun's death as a relative's when the sentence before opens with the relative hurt", () => {
    const john = { given: 'John', surname: 'Whitaker', sex: 'M' as const };
    const death = 'died Nov. 19, 2026, at OSF.';
    for (const previous of [
      'His son was severely injured.',
      'His brother was gravely wounded.',
      'His passenger, Jim Hart, 50, of Pekin, suffered life-threatening burns.',
      'His neighbor suffered serious wounds.',
      'His son suffered severe injuries.',
      'His friend, 50, was not so lucky.',
    ])
      expect(pronounOfARelativeHurtBefore('He', previous, death, john), previous).toBe(true);
    for (const [pronoun, previous, fromTheVerb] of [
      // A relative of the other sex, many relatives, another year, a relative not hurt, the person
      // himself by name, a relative who is not the sentence's subject, the person in the family's voice
      // or by his name set off.
      ['He', 'His wife was critically injured.', death],
      ['He', 'His friends were critically injured.', death],
      ['He', 'His son was critically injured in a crash in 1998.', 'died Nov. 18, 2026.'],
      ['He', 'His son was driving.', death],
      ['He', 'John Whitaker, 45, was critically injured.', death],
      ['He', 'The crash left his son critically injured.', death],
      ['He', 'Our father was critically injured.', death],
      ['He', 'Her husband, John Whitaker, was critically injured.', death],
    ])
      expect(pronounOfARelativeHurtBefore(pronoun!, previous!, fromTheVerb!, john), previous).toBe(false);
  });

  it("reads a pronoun's death as a story's person's when the sentence before opens with that person hurt", () => {
    const naming = 'John Whitaker, 45, of Peoria, was hurt in a crash Nov. 18, 2026.';
    const death = 'died Nov. 19, 2026, at OSF.';
    for (const [pronoun, previous] of [
      ['He', 'The other driver was critically injured.'],
      ['She', 'A Pekin woman was critically injured.'],
      ['He', 'The passenger, Jim Hart, 50, was not so lucky.'],
    ])
      expect(pronounOfAStoryNounHurtBefore(pronoun!, previous!, death, naming), previous).toBe(true);
    for (const [pronoun, previous, fromTheVerb] of [
      // A noun of the other sex, the one named of that town, another year, no one hurt.
      ['He', 'A Pekin woman was critically injured.', death],
      ['He', 'The Peoria man was critically injured.', death],
      ['He', 'The other driver was critically injured in a crash in 1998.', 'died Nov. 18, 2026.'],
      ['He', 'The other driver was not hurt.', death],
    ])
      expect(pronounOfAStoryNounHurtBefore(pronoun!, previous!, fromTheVerb!, naming), previous).toBe(false);
  });

  it('reads a person by a noun before a death verb through what befell them, told between the two', () => {
    for (const [before, sex] of [
      ['A Peoria man who was hurt in a crash Nov. 18, 2026, ', 'M'],
      ['A Pekin woman injured in a fire ', 'F'],
      ['A Peoria boy critically wounded in a shooting ', 'M'],
      ['A Peoria girl badly burned in a house fire Tuesday ', 'F'],
    ])
      expect(nounBefore(before!)?.sex, before).toBe(sex);
    expect(storyNounBefore('The driver who was seriously injured ')).toBe(true);
    // Another act between the noun and the verb is no person's by the noun.
    expect(nounBefore('A Peoria man who called 911 ')).toBeNull();
    expect(storyNounBefore('The driver who found him ')).toBe(false);
  });

  it('reads whose death it is through an adverb, an age, a town or a clause of age between the subject and the verb', () => {
    const mary = { given: 'Mary', surname: 'Whitaker', sex: 'F' as const };
    const maria = { given: 'María', surname: 'Ruiz', sex: 'F' as const };
    for (const adverb of [
      'also',
      'sadly',
      'tragically',
      'subsequently',
      'eventually',
      'ultimately',
      'finally',
      'later',
      'suddenly',
      'unexpectedly',
    ])
      for (const subject of ['Her mother, Ann Cole, 70,', 'The driver of the other car, 84,'])
        expect(ownDeathVerbAt(`${subject} ${adverb} died Nov. 18, 2026.`, mary), adverb).toBeNull();
    for (const adverb of [
      'también',
      'lamentablemente',
      'tristemente',
      'trágicamente',
      'desafortunadamente',
      'finalmente',
      'posteriormente',
      'luego',
      'después',
      'más tarde',
      'repentinamente',
    ])
      expect(
        ownDeathVerbAt(`Su madre, Ana López, de 70 años, ${adverb} murió el 18 de noviembre de 2026.`, maria),
        adverb,
      ).toBeNull();
    for (const sentence of [
      'Su esposo, Juan López, de 84 años de edad, de Peoria, murió el 18 de noviembre de 2026.',
      'Su esposo, Juan López, quien tenía 84 años, murió el 18 de noviembre de 2026.',
      'El otro conductor, de 84 años, murió el 18 de noviembre de 2026.',
      'Her husband, John Cole, who was 84, died Nov. 18, 2026.',
      'The driver of the other car, 84, died Nov. 18, 2026.',
      // A story's noun and another's name set off after it.
      'A Pekin man, John Cole, died Nov. 18, 2026.',
      'El conductor, Juan López, de 84 años, murió el 18 de noviembre de 2026.',
      'El acompañante murió el 18 de noviembre de 2026.',
    ])
      expect(ownDeathVerbAt(sentence, sentence.includes('murió') ? maria : mary), sentence).toBeNull();
    // The person's own, whatever stands between.
    for (const sentence of [
      'Mary Whitaker, 44, of Peoria, sadly died Nov. 18, 2026.',
      'Mary Whitaker, who was 44, died Nov. 18, 2026.',
      'María Ruiz, de 44 años, de Peoria, también murió el 18 de noviembre de 2026.',
      'María Ruiz, quien tenía 44 años, murió el 18 de noviembre de 2026.',
    ])
      expect(ownDeathVerbAt(sentence, sentence.includes('murió') ? maria : mary), sentence).not.toBeNull();
  });

  it('reads a Spanish death with the subject dropped as of the relative or the other driver hurt before', () => {
    const juan = { given: 'Juan', surname: 'López', sex: 'M' as const };
    const death = 'murió el 19 de noviembre de 2026.';
    for (const previous of [
      'Su hijo resultó gravemente herido.',
      'La otra pasajera no sobrevivió',
      'Su pasajera no sobrevivió;',
      'El otro conductor, Pedro Gómez, de 50 años, resultó herido.',
    ])
      expect(spanishOneHurtBefore(previous, death, juan), previous).toBe(true);
    for (const previous of [
      // The person by name, in the family's voice, another year, no one hurt.
      'El otro conductor, Juan López, de 44 años, resultó gravemente herido.',
      'Nuestro padre resultó gravemente herido.',
      'Su hijo resultó gravemente herido en 1998.',
      'Su hijo manejaba.',
    ])
      expect(spanishOneHurtBefore(previous, death, juan), previous).toBe(false);
  });

  it('reads a Spanish death with the subject dropped as of the one the person pulled out of the water or a car', () => {
    const juan = { given: 'Juan', surname: 'López', sex: 'M' as const };
    const death = 'murió el 18 de noviembre de 2026.';
    for (const previous of [
      'Juan López, de 44 años, sacó a su vecino del auto en llamas.',
      'Juan López, de 44 años, sacó a su hijo del agua.',
    ])
      expect(spanishOneStrickenBefore(previous, death, juan), previous).toBe(true);
    // Taken for a walk, out of school in a car, or out of hardship: no rescue.
    for (const previous of [
      'Juan López, de 84 años, sacó a su perro a pasear cada mañana.',
      'Juan López, de 44 años, sacó a su hijo de la escuela en su auto.',
      'Juan López, de 84 años, sacó a su familia adelante.',
    ])
      expect(spanishOneStrickenBefore(previous, death, juan), previous).toBe(false);
  });

  it('reads a death told of someone else when a later clause of the sentence says the person lived', () => {
    const john = {
      given: 'John',
      surname: 'Whitaker',
      sex: 'M' as const,
      sexOfGiven: (g: string) =>
        ({ mark: 'M', john: 'M', mary: 'F' })[g.toLowerCase()] as 'M' | 'F' | undefined,
    };
    for (const sentence of [
      'A crash on Nov. 17, 2026, killed a Pekin man and injured John Whitaker, 45, of Peoria.',
      'The shooting on Nov. 17, 2026, killed a Pekin man; John Whitaker, 45, of Peoria, was charged with murder.',
      'A Pekin man died Nov. 17, 2026, and John Whitaker, 45, of Peoria, was injured.',
      'A Pekin man died Nov. 17, 2026, in the crash, while Whitaker was treated at OSF.',
    ])
      expect(ownDeathVerbAt(sentence, john), sentence).toBeNull();
    // Another of the family lived.
    for (const sentence of [
      'John Whitaker, 45, of Peoria, died Nov. 17, 2026; Mary Whitaker, 44, was injured.',
      'A crash on Nov. 17, 2026, killed John Whitaker, 45, of Peoria, and injured Mary Whitaker, 44.',
    ])
      expect(ownDeathVerbAt(sentence, john), sentence).not.toBeNull();
  });

  it('reads "We lost our dad" as the decedent\'s death in the family\'s voice, a relative of the other sex or "my husband" as another\'s', () => {
    const john = { given: 'John', surname: 'Whitaker', sex: 'M' as const };
    const mary = { given: 'Mary', surname: 'Cole', sex: 'F' as const };
    expect(ownDeathVerbAt('We lost our dad on Nov. 18, 2026, after a long illness.', john)).not.toBeNull();
    expect(ownDeathVerbAt('We lost our mother on Nov. 18, 2026.', john)).toBeNull();
    expect(ownDeathVerbAt('I lost my husband, John, in 2010.', mary)).toBeNull();
  });

  it('takes the pronoun of a later clause for the relative the sentence opens with, when of that sex', () => {
    const john = { given: 'John', surname: 'Whitaker', sex: 'M' as const };
    const mary = { given: 'Mary', surname: 'Whitaker', sex: 'F' as const };
    expect(
      ownDeathVerbAt('His late father, Robert, also worked there until he died in 1990.', john),
    ).toBeNull();
    expect(ownDeathVerbAt('Her mother taught at Peoria High until she died in 1985.', mary)).toBeNull();
    // A pronoun of the other sex than the relative's is the decedent's.
    expect(
      ownDeathVerbAt('His mother nursed him at home until he died on June 1, 2026.', john),
    ).not.toBeNull();
    // A "who" clause on a relative or another person, a sentence that opens with another's name.
    const johnTables = {
      ...john,
      sexOfGiven: (g: string) => ({ mark: 'M', john: 'M' })[g.toLowerCase()] as 'M' | undefined,
    };
    expectWhoseDeath(
      johnTables,
      [
        'In 1985 he joined his father, Robert, who founded the firm and died in 1995.',
        'He took over from his father, who had run the firm since 1950 and died in 1995.',
        'Mark Cole founded the firm with him in 1985 and died in 1995.',
      ],
      [
        'John Whitaker, 84, who taught at Peoria High for 30 years and died Nov. 18, 2026, will be remembered.',
        'Dr. Whitaker taught at Peoria High for 30 years and died Nov. 18, 2026, at home.',
        'In Peoria he taught for 30 years and died Nov. 18, 2026, at home.',
        'John Whitaker taught at Peoria High for 30 years and died Nov. 18, 2026, at home.',
      ],
    );
    // The relative the subject of a second verb too.
    expect(ownDeathVerbAt('His father, Robert, founded the firm and died in 1995.', john)).toBeNull();
    expect(
      ownDeathVerbAt('His brother Paul served in Vietnam and was killed there in 1968.', john),
    ).toBeNull();
    expect(
      ownDeathVerbAt('John Whitaker, 84, taught at Peoria High for 30 years and died Nov. 18, 2026.', john),
    ).not.toBeNull();
    expect(
      ownDeathVerbAt('Our mother taught for 30 years and died peacefully on June 1, 2026.', mary),
    ).not.toBeNull();
    // In the family's voice the relative is the decedent.
    expect(
      ownDeathVerbAt('Our mother worked at OSF for 30 years, and she died peacefully on June 1, 2026.', mary),
    ).not.toBeNull();
  });

  it('takes "the elder Whitaker" for another generation than the page\'s person, unless a "Sr."; a namesake for another', () => {
    const john = { given: 'John', surname: 'Whitaker', sex: 'M' as const };
    expect(ownDeathVerbAt('The elder Whitaker died in 1990.', john)).toBeNull();
    expect(ownDeathVerbAt('The senior Whitaker died in 1990.', john)).toBeNull();
    expect(
      ownDeathVerbAt('The elder Whitaker died Nov. 18, 2026.', { ...john, suffix: 'Sr.' }),
    ).not.toBeNull();
    expect(
      ownDeathVerbAt('The younger Whitaker died Nov. 18, 2026.', { ...john, suffix: 'Jr.' }),
    ).not.toBeNull();
    expect(ownDeathVerbAt('The younger Whitaker died Nov. 18, 2026.', { ...john, suffix: 'Sr.' })).toBeNull();
    expect(ownDeathVerbAt('His namesake, John Whitaker Sr., died in 1990.', john)).toBeNull();
    // The person's relative by the person's own name, in a clause of its own.
    expect(
      ownDeathVerbAt(
        'John Whitaker, 60, son of the late John Whitaker, who died Nov. 18, 2016, was elected.',
        john,
      ),
    ).toBeNull();
    expect(
      ownDeathVerbAt(
        'John Whitaker, 84, of Peoria, who died Nov. 18, 2026, was the son of John Whitaker.',
        john,
      ),
    ).not.toBeNull();
    expect(
      ownDeathVerbAt('John Whitaker, 60, son of John Whitaker, who died in 2016, was elected.', john),
    ).toBeNull();
    // ... not when the sentence opens with another, the relative of the person.
    expect(
      ownDeathVerbAt(
        'Mary Whitaker, wife of John Whitaker, who died Nov. 18, 2026, thanked the nurses.',
        john,
      ),
    ).not.toBeNull();
    // The name without the generation the sentence gave the person, in a clause of its own.
    const junior = { ...john, suffix: 'Jr.' };
    expect(
      ownDeathVerbAt(
        'John Whitaker Jr., 60, son of the late John Whitaker, who died Nov. 18, 2016, was elected.',
        junior,
      ),
    ).toBeNull();
    expect(
      ownDeathVerbAt(
        'John Whitaker Jr., 60, of Peoria, who died Nov. 18, 2026, was the son of John Whitaker.',
        junior,
      ),
    ).not.toBeNull();
    expect(
      ownDeathVerbAt(
        'Services for John Whitaker Jr., 60, of Peoria, who died Nov. 18, 2026, are Monday.',
        junior,
      ),
    ).not.toBeNull();
  });

  it('reads a family name that is also a telling verb ("Said") as the name it is', () => {
    const said = { given: 'John', surname: 'Said', sex: 'M' as const };
    expectWhoseDeath(
      said,
      ['John Said said his father died Nov. 18, 2026.'],
      ['John Said died Nov. 18, 2026.', 'It has been one year since John Said left us on Nov. 18, 2025.'],
    );
  });

  it('reads a family name that is also a word for a thing ("hope", "bill") as the name it is', () => {
    const hope = { given: 'John', surname: 'Hope', sex: 'M' as const, suffix: 'Sr.' };
    expectWhoseDeath(
      hope,
      [],
      [
        'The elder Hope died Nov. 18, 2026, at home.',
        'Our hearts are broken to share that John Hope left this earth Nov. 18, 2026.',
      ],
      [
        'His hope died when the mill closed in 1990.',
        'The motion died for lack of a second on June 1, 2026.',
      ],
    );
  });

  it('takes the pronoun after a verb of tending for the one tended: a friend, a relative, a stranger, a name', () => {
    const sexes: Record<string, 'M' | 'F'> = { mark: 'M', john: 'M', mary: 'F' };
    const john = {
      given: 'John',
      surname: 'Whitaker',
      sex: 'M' as const,
      sexOfGiven: (g: string) => sexes[g.toLowerCase()],
    };
    expectWhoseDeath(
      john,
      [
        'John Whitaker, 65, of Peoria, was with his friend Mark Cole when he died Nov. 18, 2026.',
        "John Whitaker, 65, of Peoria, held Mark Cole's hand when he died Nov. 18, 2026.",
        'John Whitaker, 65, of Peoria, sat with Mark Cole until he died on Nov. 18, 2026.',
        'John Whitaker, 65, of Peoria, cared for his brother until he died on Nov. 18, 2026.',
        'John Whitaker, 65, of Peoria, performed CPR on the man, but he died Nov. 18, 2026, at OSF.',
        'John Whitaker, 84, took care of his brother until he died in 2015.',
        // Taken to a place where the one taken died.
        'John Whitaker, 45, of Peoria, took his father, John Whitaker, 84, to OSF, where he died Nov. 18, 2026.',
        'John Whitaker, 45, of Peoria, drove his brother to the hospital, where he died Nov. 18, 2026.',
        'John Whitaker, 45, of Peoria, rushed the man to OSF, where he died Nov. 18, 2026.',
      ],
      // Living with family, family beside him, a habit: his own death.
      [
        'John Whitaker, 84, lived with his son, Mark, in Peoria until he died Nov. 18, 2026.',
        'John Whitaker, 84, was with his son, Mark, when he died Nov. 18, 2026, at home.',
        'John Whitaker, 84, was with his family when he died Nov. 18, 2026.',
        "John Whitaker, 84, held his wife's hand for 60 years until he died Nov. 18, 2026.",
        'John Whitaker, 84, visited his brother Paul in Tucson every winter until he died Nov. 18, 2026.',
        'Mary Cole cared for John Whitaker until he died Nov. 18, 2026.',
        'John Whitaker, 84, of Peoria, took a fall at home and was rushed to OSF, where he died Nov. 18, 2026.',
      ],
    );
  });

  it('reads whether a pronoun names the relative the sentence before is about', () => {
    const john = { given: 'John', surname: 'Whitaker', sex: 'M' as const };
    const sexOf = (g: string) => ({ robert: 'M', mary: 'F' })[g.toLowerCase()] as 'M' | 'F' | undefined;
    expect(pronounOfThePreviousRelative('He', 'His father, Robert, founded the firm in 1950.', john)).toBe(
      true,
    );
    expect(pronounOfThePreviousRelative('She', 'His father, Robert, founded the firm in 1950.', john)).toBe(
      false,
    );
    expect(
      pronounOfThePreviousRelative('He', 'His mentor, Robert Hale, taught him the trade.', john, sexOf),
    ).toBe(true);
    expect(
      pronounOfThePreviousRelative('He', 'His mentor, Mary Hale, taught him the trade.', john, sexOf),
    ).toBe(false);
    expect(
      pronounOfThePreviousRelative(
        'He',
        'He spoke about his grandfather, who built the library in 1910.',
        john,
      ),
    ).toBe(true);
    // A relative who is not the subject, nor the one a clause hangs on; the page's person named after.
    expect(pronounOfThePreviousRelative('He', 'He worked with his father at the firm.', john)).toBe(false);
    expect(
      pronounOfThePreviousRelative('He', 'His father, Robert, founded the firm, and John ran it.', john),
    ).toBe(false);
    // The family's voice: our father is the decedent.
    expect(pronounOfThePreviousRelative('He', 'Our father, John, loved the lake.', john)).toBe(false);
  });

  it("gives the position of the decedent's verb, not the relative's", () => {
    const s = 'Two years after his wife, Mary, died in 2010, John passed away June 1, 2026.';
    expect(ownDeathVerbAt(s, { given: 'John', surname: 'Smith' })).toBe(s.indexOf('passed away'));
  });
});

describe('paidNoticeDeathAt', () => {
  const john = { given: 'John', surname: 'Whitaker', sex: 'M' as const };

  // Each of these took minutes to refuse while a place's capitalised words could be split every way.
  it.each([
    'WHITAKER, John R., 84, of Peoria, Nov. 18, 2026, OSF SAINT FRANCIS MEDICAL CENTER PEORIA ILLINOIS UNITED STATES won the lottery.',
    'Suddenly on Nov. 18, 2026, John Whitaker of PEORIACOUNTYILLINOISUNITEDSTATESAMERICA won.',
  ])('refuses "%s", where a story follows the capitals', (sentence) => {
    expect(paidNoticeDeathAt(sentence, john)).toBeNull();
  });

  it('reads the notice whose capitals are its place', () => {
    expect(
      paidNoticeDeathAt(
        'WHITAKER, John R., 84, of Peoria, Nov. 18, 2026, at OSF Saint Francis Medical Center, Peoria, IL.',
        john,
      ),
    ).not.toBeNull();
  });

  it('reads the age and town before the date only under the name heading', () => {
    const sentence = 'Age 84, of Peoria, on Wednesday, November 18, 2026.';
    expect(paidNoticeDeathAt(sentence, john, true)).toBe(0);
    expect(paidNoticeDeathAt(sentence, john, false)).toBeNull();
  });
});

describe('paidNoticeName', () => {
  it.each([
    ['WHITAKER - John R. November 18, 2026, age 84, of Peoria.', 'WHITAKER, John R.'],
    ['WHITAKER - Mary A. (nee Cole). Nov. 18, 2026, age 80.', 'WHITAKER, Mary A. (nee Cole)'],
    ['WHITAKER JOHN R. Age 84, of Peoria, on Nov. 18, 2026.', 'WHITAKER, JOHN R.'],
    ['VAN DYKE MARY E. On Nov. 17, 2026, of Pekin.', 'VAN DYKE, MARY E.'],
    ['WHITAKER, John R. Of Peoria, November 18, 2026.', 'WHITAKER, John R.'],
    ['WHITAKER, John R. "Jack", 84, November 18, 2026.', 'WHITAKER, John R. "Jack"'],
    [
      'Whitaker, John R. fortified with the Sacraments of Holy Mother Church, Nov. 18, 2026.',
      'Whitaker, John R.',
    ],
  ])('gives the name "%s" opens with', (sentence, name) => {
    expect(paidNoticeName(sentence)).toBe(name);
  });

  it('gives none for a sentence that opens no paid notice', () => {
    expect(paidNoticeName('John Whitaker, 84, of Peoria, died Nov. 18, 2026.')).toBeNull();
  });
});

describe('identifiedAsAnother', () => {
  it('gives the name a story identifies as someone other than the dead', () => {
    for (const sentence of [
      'Police identified the other driver as John Whitaker, 44.',
      "The man's son was identified as John Whitaker, 44.",
      'Police identified a witness as John Whitaker, 44.',
      'John Whitaker, 44, of Pekin, was identified as the driver of the other car.',
      'Police identified John Whitaker, 44, as the son of the man who died.',
    ])
      expect(identifiedAsAnother(sentence), sentence).toBe('John Whitaker');
  });
  it('gives no name for one who may be the dead, nor where no one is identified', () => {
    for (const sentence of [
      'Police identified him as John Whitaker, 84.',
      'She was identified as Mary Whitaker, 84.',
      'The man killed in the crash was identified as John Whitaker, 84.',
      'Police identified the driver as John Whitaker, 84.',
      'John Whitaker, 84, of Pekin, was identified as the driver.',
      'John Whitaker, 84, was the man who died in the crash.',
      'John Whitaker, 44, saw the crash.',
      'John Whitaker, 84, of Peoria, was a retired teacher.',
    ])
      expect(identifiedAsAnother(sentence), sentence).toBeNull();
  });
});

describe('identifiedAsTheDead in Spanish', () => {
  const before = { before: 'Un hombre de Pekin ', later: false };
  it('names the dead a phrase of them names, in the same sentence or after the death', () => {
    for (const sentence of [
      'El hombre que falleció en el choque era Juan López, de 84 años.',
      'El conductor que perdió la vida en el choque era Juan López.',
      'El hombre que fue asesinado el martes era Juan López.',
      'El hombre que fue hallado muerto en su casa era Juan López.',
      'El peatón muerto en el atropello era Juan López.',
      'El hombre de Pekin que murió en el choque era Juan López.',
      'El hombre fallecido en el incendio fue Juan López.',
      'La víctima mortal del choque era Juan López.',
      'Los restos encontrados en el río eran los de Juan López.',
      'Juan López, de 84 años, fue identificado como el motociclista muerto en el choque.',
      'La policía identificó a Juan López como el conductor fallecido.',
    ]) {
      expect(identifiedAsTheDead(sentence, null)?.name, sentence).toBe('Juan López');
      expect(identifiedAsTheDead(sentence, before)?.name, sentence).toBe('Juan López');
    }
  });
  it('names the dead the noun of the death sentence before names', () => {
    for (const sentence of [
      'El hombre era Juan López, de 84 años.',
      'La policía identificó al fallecido como Juan López.',
      'Las autoridades dieron a conocer la identidad del hombre: Juan López.',
    ])
      expect(identifiedAsTheDead(sentence, before)?.name, sentence).toBe('Juan López');
    // Without a death told before, the noun names no one dead.
    expect(identifiedAsTheDead('El hombre era Juan López, de 84 años.', null)).toBeNull();
    // Another noun than the death's may be someone else: the other driver.
    expect(identifiedAsTheDead('El conductor era Juan López, de 44 años.', before)).toBeNull();
  });
  it('names no one where the phrase is not of the dead', () => {
    for (const sentence of [
      'El hombre que llamó al 911 era Juan López.',
      'El cuerpo de bomberos era dirigido por Juan López.',
      'Los restos del avión eran de Juan López.',
      'El hombre que murió en la telenovela era Juan López.',
      'El hombre que murió no era Juan López.',
      'Juan López, de 44 años, era el hijo del hombre que murió.',
      'La policía no identificó a Juan López como el hombre que murió.',
    ])
      expect(identifiedAsTheDead(sentence, before), sentence).toBeNull();
  });
});

describe('KILLED_IN_THE_EVENT and tellsADeadlyEvent', () => {
  it('read a death told by the event alone, from its verb, and only so', () => {
    for (const told of [
      'was killed.',
      'were killed',
      'was killed in the wreck.',
      'was killed in the explosion.',
      'was killed in the shooting.',
      'was killed in the accident.',
      'died in the blaze.',
      'died in the rollover.',
      'died in the collision.',
      'murió en el incendio.',
      'falleció en el tiroteo.',
      'perdió la vida en el accidente.',
    ])
      expect(KILLED_IN_THE_EVENT.test(told), told).toBe(true);
    for (const told of [
      'died.',
      'died at OSF.',
      'was killed Nov. 19, 2026.',
      'was killed in a fall at his home.',
      'died in the hospital.',
      'was killed in the crash two days later.',
      'murió en su casa.',
    ])
      expect(KILLED_IN_THE_EVENT.test(told), told).toBe(false);
  });
  it('tell a crash, fire or shooting by its noun or verb, not a word it opens nor a charge for it', () => {
    for (const sentence of [
      'A car overturned Nov. 18, 2026, on Route 29.',
      'A gas line exploded Nov. 18, 2026.',
      'Two trucks crashed Nov. 18, 2026.',
      'Una camioneta chocó contra un árbol el 18 de noviembre de 2026.',
      'Dos autos chocaron el 18 de noviembre de 2026.',
      'Un accidente ocurrió el 18 de noviembre de 2026.',
    ])
      expect(tellsADeadlyEvent(sentence), sentence).toBe(true);
    for (const sentence of [
      'He was born March 3, 1940, in Peoria.',
      'He was fired Nov. 18, 2026.',
      'He bought a shotgun Nov. 18, 2026.',
      'He built a campfire Nov. 18, 2026.',
      'He joined the firefighters Nov. 18, 2026.',
      'Mark Cole was charged Nov. 18, 2026, in a fire at his home.',
    ])
      expect(tellsADeadlyEvent(sentence), sentence).toBe(false);
  });
});

describe('laterClauseAt', () => {
  it('opens a later clause after a semicolon only at a set-off noun, a story noun or a name with its age', () => {
    for (const [text, clause] of <[string, string][]>[
      [
        'Mary Whitaker, 44, was hurt in the crash; the other driver, John Cole, ',
        'the other driver, John Cole, ',
      ],
      [
        'Mary Whitaker, 44, was hurt; the driver of the truck, John Cole, ',
        'the driver of the truck, John Cole, ',
      ],
      [
        'Mary Whitaker, 44, was hurt in the crash; a Pekin man, John Cole, 84, ',
        'a Pekin man, John Cole, 84, ',
      ],
      ['Mary Whitaker, 44, was treated and released; John Cole, 84, of Pekin, ', 'John Cole, 84, of Pekin, '],
      ['Mary Whitaker, 44, was hurt, and John Cole, 84, ', 'John Cole, 84, '],
    ])
      expect(text.slice(laterClauseAt(text) ?? 0), text).toBe(clause);
    for (const text of [
      'John Whitaker, 84, was a Marine; Semper Fi, he ',
      'John Whitaker, 84, was born in Pekin; John ',
      'John Whitaker, 84, was a loving husband and father; He ',
      'John Whitaker, 84, was a retired machinist; Whitaker ',
      'John Whitaker, 84, was in hospice care; Sadly, he ',
    ])
      expect(laterClauseAt(text), text).toBeNull();
  });
});

describe('ageSetOffAfterTheName', () => {
  it('reads the age set off after the whole name, its middle names and generation between or not', () => {
    const john = { given: 'John', surname: 'Cole' };
    expect(ageSetOffAfterTheName('John Cole, 45, of Peoria, was injured', john)).toBe(45);
    expect(ageSetOffAfterTheName('John R. Cole Jr., 19, died', john)).toBe(19);
    expect(ageSetOffAfterTheName('Juan Pérez, de 84 años, murió', { given: 'Juan', surname: 'Pérez' })).toBe(
      84,
    );
    expect(ageSetOffAfterTheName('Mary Cole, 45, and John Cole were hurt', john)).toBeNull();
    expect(ageSetOffAfterTheName('John Cole, of Peoria, 45, was hurt', john)).toBeNull();
    expect(ageSetOffAfterTheName('Cole, 45, was hurt', john)).toBeNull();
  });
});
