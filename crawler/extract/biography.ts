/**
 * Occupation, military service and education, each with the sentence it was read from, so a reader
 * can check the value against the page.
 */
import type { Quote } from '../../core/verification.js';

/** Longest occupation value kept; longer captures are run-on clauses, not job titles. */
const MAX_VALUE_CHARS = 80;

const END =
  '(?=\\s*[,.;]|\\s+(?:until|before|from|where|when|while|and\\s+(?:later|then|retired|was|he|she)|in\\s+\\d{4}|for\\s+(?:\\d+|many|over|more|nearly|almost|\\w+)\\s+years|since|upon|after)\\b|\\s*$)';
const ROLE = "an?\\s+([a-z][a-z'’ -]*?)";
const ORG = "([A-Z][\\w&'’.-]*(?:\\s+(?:of|and|&|the|de|[A-Z][\\w&'’.-]*|\\d{1,5}\\b(?!\\s+years)))*)";

/** Occupation patterns in order of reliability; `role`/`org` name the capture groups. */
const OCCUPATION_PATTERNS: ReadonlyArray<{ re: RegExp; role?: number; org?: number; owner?: boolean }> = [
  {
    re: new RegExp(
      `\\bretired\\s+(?:in\\s+\\d{4}\\s+)?from\\s+${ORG}\\s+after\\s+(?:\\d+|[a-z-]+)\\s+years\\s+as\\s+${ROLE}${END}`,
    ),
    org: 1,
    role: 2,
  },
  {
    re: new RegExp(
      `\\bworked\\s+(?:for\\s+(?:\\d+|[a-z-]+)\\s+years\\s+)?as\\s+${ROLE}\\s+(?:at|for|with)\\s+(?:the\\s+)?${ORG}`,
    ),
    role: 1,
    org: 2,
  },
  { re: new RegExp(`\\bworked\\s+(?:for\\s+(?:\\d+|[a-z-]+)\\s+years\\s+)?as\\s+${ROLE}${END}`), role: 1 },
  {
    re: new RegExp(
      `\\b(?:retired|retiring)\\s+(?:in\\s+\\d{4}\\s+)?as\\s+${ROLE}(?:\\s+(?:at|for|with|from)\\s+(?:the\\s+)?${ORG})?${END}`,
    ),
    role: 1,
    org: 2,
  },
  {
    re: new RegExp(
      `\\b(?:career|job|years)\\s+as\\s+${ROLE}(?:\\s+(?:at|for|with)\\s+(?:the\\s+)?${ORG})?${END}`,
    ),
    role: 1,
    org: 2,
  },
  {
    re: new RegExp(`\\bemployed\\s+(?:by|at|with)\\s+(?:the\\s+)?${ORG}\\s+as\\s+${ROLE}${END}`),
    org: 1,
    role: 2,
  },
  {
    re: new RegExp(`\\bemployed\\s+as\\s+${ROLE}(?:\\s+(?:at|for|with|by)\\s+(?:the\\s+)?${ORG})?${END}`),
    role: 1,
    org: 2,
  },
  {
    re: new RegExp(
      `\\bwas\\s+a\\s+(?:retired\\s+)?([a-z][a-z'’ -]*?)\\s+(?:for|at|with)\\s+(?:the\\s+)?${ORG}`,
    ),
    role: 1,
    org: 2,
  },
  { re: new RegExp(`\\bworked\\s+(?:at|for)\\s+(?:the\\s+)?${ORG}\\s+as\\s+${ROLE}${END}`), org: 1, role: 2 },
  {
    re: new RegExp(
      `\\bwas\\s+(?:a|an)\\s+(?:retired\\s+)?([a-z][a-z -]*?)\\s+(?:by\\s+trade|by\\s+profession)\\b`,
    ),
    role: 1,
  },
  { re: new RegExp(`\\bemployed\\s+(?:by|at|with)\\s+(?:the\\s+)?${ORG}`), org: 1 },
  { re: new RegExp(`\\bworked\\s+(?:at|for)\\s+(?:the\\s+)?${ORG}`), org: 1 },
  { re: new RegExp(`\\bretired\\s+(?:in\\s+\\d{4}\\s+)?from\\s+(?:the\\s+)?${ORG}`), org: 1 },
  {
    re: new RegExp(`\\b(?:owned\\s+and\\s+operated|owned|founded)\\s+(?:the\\s+)?${ORG}`),
    org: 1,
    owner: true,
  },
];

function tidy(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/(?:\s+(?:of|and|&|the|de))+$/i, '')
    .replace(/[\s,;]+$/, '')
    .replace(/(?<!\b(?:Inc|Co|Corp|Ltd|Bros|St))\.$/, '')
    .trim();
}

/** The decedent's occupation: the role ("machinist at Caterpillar") or the employer alone. */
export function findOccupation(sentences: readonly string[]): Quote | null {
  for (const p of OCCUPATION_PATTERNS) {
    for (const sentence of sentences) {
      const m = p.re.exec(sentence);
      if (!m) continue;
      const role = p.role !== undefined ? m[p.role] : undefined;
      const org = p.org !== undefined ? m[p.org] : undefined;
      const value = tidy(
        role ? (org ? `${role} at ${org}` : role) : p.owner && org ? `owner of ${org}` : (org ?? ''),
      );
      if (value.length < 3 || value.length > MAX_VALUE_CHARS) continue;
      return { value, quote: sentence };
    }
  }
  return null;
}

const BRANCHES: ReadonlyArray<[RegExp, string]> = [
  [/\barmy\s+air\s+(?:corps|forces?)\b/i, 'Army Air Forces'],
  [/\bair\s+national\s+guard\b/i, 'Air National Guard'],
  [/\b(?:army\s+)?national\s+guard\b/i, 'National Guard'],
  [/\bair\s+force\b/i, 'Air Force'],
  [/\bmarine\s+corps\b|\bmarines\b|\busmc\b/i, 'Marine Corps'],
  [/\bcoast\s+guard\b/i, 'Coast Guard'],
  [/\bmerchant\s+marines?\b/i, 'Merchant Marine'],
  [/\bspace\s+force\b/i, 'Space Force'],
  [/\bnavy\b|\bnaval\b|\busn\b/i, 'Navy'],
  [/\barmy\b/i, 'Army'],
];

const WARS: ReadonlyArray<[RegExp, string]> = [
  [/\bworld\s+war\s+(?:ii|2|two)\b|\bwwii\b|\bww\s*2\b/i, 'World War II'],
  [/\bworld\s+war\s+(?:i|1|one)\b|\bwwi\b/i, 'World War I'],
  [/\bkorean?\b(?:\s+(?:war|conflict))?/i, 'Korean War'],
  [/\bvietnam\b/i, 'Vietnam War'],
  [/\b(?:persian\s+)?gulf\s+war\b|\bdesert\s+storm\b/i, 'Gulf War'],
  [/\biraq\b|\boperation\s+iraqi\s+freedom\b/i, 'Iraq War'],
  [/\bafghanistan\b/i, 'War in Afghanistan'],
];

const SERVICE_VERB =
  /\b(?:served|serving|veteran|enlisted|drafted|stationed|discharged|honorabl[ey]|deployed|joined|tour|retired\s+from\s+the|career\s+in\s+the)\b/i;

/** Military service: branch and war ("U.S. Army, Korean War"), with the sentence. */
export function findMilitaryService(sentences: readonly string[]): Quote | null {
  for (const sentence of sentences) {
    if (!SERVICE_VERB.test(sentence)) continue;
    const branch = BRANCHES.find(([re]) => re.test(sentence))?.[1];
    const war = WARS.find(([re]) => re.test(sentence))?.[1];
    const veteranOfWar = war !== undefined && /\bveteran\b|\bserved\b/i.test(sentence);
    if (!branch && !veteranOfWar) continue;
    const us = /\bU\.?\s?S\.?\s|\bUnited\s+States\b/.test(sentence) && branch !== undefined;
    const value = [branch ? `${us ? 'U.S. ' : ''}${branch}` : undefined, war].filter(Boolean).join(', ');
    return { value, quote: sentence };
  }
  return null;
}

const INSTITUTION =
  "([A-Z][\\w.'’&-]*(?:\\s+(?:of|and|&|the|at|[A-Z][\\w.'’&-]*))*?\\s+(?:High\\s+School|School|Academy|College|University|Institute|Seminary|Conservatory)(?:\\s+of\\s+[A-Z][\\w'’-]*(?:\\s+[A-Z][\\w'’-]*)*)?)";
const EDUCATION_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\bgraduat(?:ed|ing)\\s+(?:from\\s+|with\\s+honors\\s+from\\s+)?${INSTITUTION}`, 'g'),
  new RegExp(
    `\\b(?:earned|received|completed|obtained)\\s+(?:a|an|his|her)\\s+[^.;]*?\\bfrom\\s+${INSTITUTION}`,
    'g',
  ),
  new RegExp(`\\battended\\s+${INSTITUTION}`, 'g'),
  new RegExp(`\\bgraduate\\s+of\\s+${INSTITUTION}`, 'g'),
  new RegExp(`\\b(?:University|College)\\s+of\\s+[A-Z][\\w'’-]*(?:\\s+[A-Z][\\w'’-]*)*`, 'g'),
];

/** Schools named with graduated/earned/attended, each with its sentence (deduplicated). */
export function findEducation(sentences: readonly string[]): Quote[] {
  const out: Quote[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences) {
    if (!/\b(?:graduat|degree|attended|diploma|studied|earned|received|alumn)/i.test(sentence)) continue;
    for (const re of EDUCATION_PATTERNS) {
      re.lastIndex = 0;
      for (let m = re.exec(sentence); m; m = re.exec(sentence)) {
        const value = tidy(m[1] ?? m[0]);
        const key = value.toLowerCase();
        if ([...seen].some((s) => s.includes(key) || key.includes(s))) continue;
        seen.add(key);
        out.push({ value, quote: sentence });
      }
    }
  }
  return out;
}
