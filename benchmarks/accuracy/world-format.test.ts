import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSubjects, readWorld, writeSubjects, WorldFormatError, type Subject } from './world-format.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const SOURCE = {
  url: 'http://127.0.0.1:9/fh/oak-hill/obituaries',
  type: 'funeral_home',
  state: 'IL',
  county: 'Sangamon',
};
const SUBJECT = {
  subject_id: 's1',
  request: { first_name: 'Margaret', last_name: 'Delacroix', address: { state: 'LA' } },
  truth: { deceased: true, obituary_urls: ['http://127.0.0.1:9/fh/oak-hill/obituaries/margaret-delacroix'] },
};

/** A world folder from hand-written file contents (a string is written as is, anything else as JSON). */
function world(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-world-format-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

const lines = (...subjects: unknown[]): string => subjects.map((s) => JSON.stringify(s)).join('\n') + '\n';

function errorOf(dir: string): string {
  try {
    readWorld(dir);
  } catch (e) {
    expect(e).toBeInstanceOf(WorldFormatError);
    return (e as Error).message;
  }
  throw new Error('readWorld accepted a bad world');
}

describe('reading a hand-written world folder', () => {
  it('reads a good world, search and world.json included', () => {
    const dir = world({
      'sources.json': [
        SOURCE,
        {
          ...SOURCE,
          url: 'http://127.0.0.1:9/news/gazette/obits/',
          type: 'newspaper',
          render: 'browser',
          name: 'Gazette',
        },
      ],
      'search.json': { url: 'http://127.0.0.1:9/', engine: 'searxng' },
      'world.json': { today: '2026-03-15', anything: 1 },
      'subjects.jsonl':
        lines(SUBJECT, {
          subject_id: 'living-1',
          request: { first_name: 'Paul', last_name: 'Delacroix', dob: { year: 1960 } },
          truth: { deceased: false, obituary_urls: [] },
          difficulty: ['survivor_namesake'],
          in_scope: { recent: false },
        }) + '\n\n',
    });
    const w = readWorld(dir);
    expect(w.sources).toHaveLength(2);
    expect(w.sources[1]).toEqual({
      url: 'http://127.0.0.1:9/news/gazette/obits/',
      type: 'newspaper',
      state: 'IL',
      county: 'Sangamon',
      render: 'browser',
      name: 'Gazette',
    });
    expect(w.search).toEqual({ url: 'http://127.0.0.1:9' });
    expect(w.meta?.today).toBe('2026-03-15');
    expect(w.subjects.map((s) => s.subject_id)).toEqual(['s1', 'living-1']);
    expect(w.subjects[1]!.difficulty).toEqual(['survivor_namesake']);
    expect(w.subjects[1]!.in_scope).toEqual({ recent: false });
  });

  it('round-trips subjects through writeSubjects', () => {
    const dir = world({ 'sources.json': [SOURCE] });
    const subjects: Subject[] = [
      SUBJECT as Subject,
      { ...(SUBJECT as Subject), subject_id: 's2', difficulty: ['typo'] },
    ];
    writeSubjects(dir, subjects);
    expect(readWorld(dir).subjects).toEqual(subjects);
  });

  it('names the missing file', () => {
    expect(errorOf(world({ 'subjects.jsonl': lines(SUBJECT) }))).toMatch(/sources\.json is missing/);
    expect(errorOf(world({ 'sources.json': [SOURCE] }))).toMatch(/subjects\.jsonl is missing/);
    expect(errorOf(join(tmpdir(), 'no-such-world-folder-xyz'))).toMatch(/does not exist/);
  });

  it('names the line of a line that is not JSON', () => {
    const msg = errorOf(
      world({
        'sources.json': [SOURCE],
        'subjects.jsonl': `${JSON.stringify(SUBJECT)}\n{"subject_id": "s2",\n`,
      }),
    );
    expect(msg).toMatch(/^subjects\.jsonl line 2: not valid JSON/);
  });

  it('rejects a misspelt field instead of ignoring it', () => {
    const typo = { ...SUBJECT, truth: { deceased: true, obituary_url: ['http://x.test/o'] } };
    expect(errorOf(world({ 'sources.json': [SOURCE], 'subjects.jsonl': lines(typo) }))).toMatch(
      /line 1 \(subject s1\): unknown field truth\.obituary_url/,
    );
    const extra = { ...SUBJECT, notes: 'x' };
    expect(errorOf(world({ 'sources.json': [SOURCE], 'subjects.jsonl': lines(extra) }))).toMatch(
      /unknown field "notes"/,
    );
  });

  it("checks the request with the API's own validation and says which field is wrong", () => {
    const noLast = { ...SUBJECT, request: { first_name: 'Margaret', dob: { year: 1936, day: 4 } } };
    const msg = errorOf(world({ 'sources.json': [SOURCE], 'subjects.jsonl': lines(noLast) }));
    expect(msg).toMatch(/line 1 \(subject s1\): "request" is not a valid verify body/);
    expect(msg).toMatch(/last_name/);
    expect(msg).toMatch(/\/dob\/day/);
  });

  it('rejects duplicate ids, living subjects with obituaries and non-URL truth', () => {
    expect(errorOf(world({ 'sources.json': [SOURCE], 'subjects.jsonl': lines(SUBJECT, SUBJECT) }))).toMatch(
      /line 2: subject_id "s1" is already used on line 1/,
    );
    const living = { ...SUBJECT, truth: { deceased: false, obituary_urls: ['http://x.test/o'] } };
    expect(errorOf(world({ 'sources.json': [SOURCE], 'subjects.jsonl': lines(living) }))).toMatch(
      /living subject .* cannot have obituary_urls/,
    );
    const notUrl = { ...SUBJECT, truth: { deceased: true, obituary_urls: ['oak-hill/margaret'] } };
    expect(errorOf(world({ 'sources.json': [SOURCE], 'subjects.jsonl': lines(notUrl) }))).toMatch(
      /obituary_urls\[0\] is not an http\(s\) URL/,
    );
    const noDeceased = { ...SUBJECT, truth: { obituary_urls: [] } };
    expect(errorOf(world({ 'sources.json': [SOURCE], 'subjects.jsonl': lines(noDeceased) }))).toMatch(
      /truth\.deceased" must be true or false/,
    );
  });

  it('checks sources as `vigil sources add` does', () => {
    const subjects = lines(SUBJECT);
    expect(errorOf(world({ 'sources.json': { url: SOURCE.url }, 'subjects.jsonl': subjects }))).toMatch(
      /must be a JSON array/,
    );
    expect(
      errorOf(world({ 'sources.json': [{ ...SOURCE, state: 'Atlantis' }], 'subjects.jsonl': subjects })),
    ).toMatch(/sources\.json\[0\]: Unknown US state "Atlantis"/);
    expect(
      errorOf(world({ 'sources.json': [{ ...SOURCE, type: 'blog' }], 'subjects.jsonl': subjects })),
    ).toMatch(/sources\.json\[0\]: --type must be one of/);
    expect(
      errorOf(world({ 'sources.json': [SOURCE, { ...SOURCE, county: 'x' }], 'subjects.jsonl': subjects })),
    ).toMatch(/sources\.json\[1\]: url .* is listed twice/);
    expect(
      errorOf(world({ 'sources.json': [{ ...SOURCE, render: 'chrome' }], 'subjects.jsonl': subjects })),
    ).toMatch(/"render" may only be "browser"/);
    expect(
      errorOf(world({ 'sources.json': [{ ...SOURCE, county: undefined }], 'subjects.jsonl': subjects })),
    ).toMatch(/"county" must be a string/);
    expect(errorOf(world({ 'sources.json': [], 'subjects.jsonl': subjects }))).toMatch(
      /neither crawl sources nor a search endpoint/,
    );
  });

  it('checks search.json and world.json', () => {
    const base = { 'sources.json': [SOURCE], 'subjects.jsonl': lines(SUBJECT) };
    expect(errorOf(world({ ...base, 'search.json': { url: 'searx.local' } }))).toMatch(
      /search\.json: "url" must be the http\(s\) base URL/,
    );
    expect(errorOf(world({ ...base, 'search.json': '{url:' }))).toMatch(/search\.json: not valid JSON/);
    expect(errorOf(world({ ...base, 'world.json': { today: 'March 15' } }))).toMatch(
      /world\.json: "today" must be a YYYY-MM-DD date/,
    );
  });

  it('refuses an empty subjects file', () => {
    expect(() => parseSubjects('\n\n')).toThrow(/holds no subjects/);
  });
});
