/**
 * The accuracy benchmark's world format (benchmarks/README.md): a folder with `sources.json` (crawl
 * sources), an optional `search.json` (a SearXNG-compatible endpoint) and `subjects.jsonl` (verify
 * bodies as customers send them, with the truth), plus an optional `world.json` (how it was made).
 * The reader checks a hand-written folder strictly, naming the file, line and field of each problem,
 * so a typo fails loudly instead of quietly lowering a figure.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseVerifyRequest } from '../../api/verify-request.js';
import { VigilError } from '../../core/errors.js';
import { InvalidSourceError, parseSourceInput } from '../../crawler/sources.js';

/** One crawl source, as `vigil sources add` takes it. */
export interface WorldSource {
  url: string;
  type: 'funeral_home' | 'newspaper';
  state: string;
  county: string;
  render?: 'browser';
  name?: string;
}

/** The search endpoint the standard and extended depths use. */
export interface WorldSearch {
  /** Base URL of a SearXNG-compatible JSON API (`{url}/search?q=...&format=json`). */
  url: string;
}

/** What is true about a subject. */
export interface SubjectTruth {
  deceased: boolean;
  /** For a decedent, every page of that person's obituary; any of them is a correct match. */
  obituary_urls: string[];
}

/** Optional scope hints: whether the subject's obituary can be reached at a depth. */
export interface InScopeHint {
  /** An obituary page is on a crawled source (depth recent). */
  recent?: boolean;
  /** An obituary page is reachable through the crawled sources or web search (standard, extended). */
  standard?: boolean;
}

/** One line of subjects.jsonl. */
export interface Subject {
  subject_id: string;
  /** The verify body exactly as a customer sends it; the runner sets search_depth per depth. */
  request: Record<string, unknown>;
  truth: SubjectTruth;
  /** Difficulty tags for the breakdown (free-form; the generated world uses SUBJECT_DIFFICULTIES). */
  difficulty?: string[];
  in_scope?: InScopeHint;
}

/** A world folder, read and checked. */
export interface AccuracyWorld {
  dir: string;
  sources: WorldSource[];
  search: WorldSearch | null;
  subjects: Subject[];
  /** world.json when present (generated worlds): free-form, `today` pins the matcher's clock. */
  meta: Record<string, unknown> | null;
}

/** A world folder that cannot be evaluated; the message names the file, line and field. */
export class WorldFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorldFormatError';
  }
}

const SOURCE_KEYS = new Set(['url', 'type', 'state', 'county', 'render', 'name']);
const SEARCH_KEYS = new Set(['url', 'engine']);
const SUBJECT_KEYS = new Set(['subject_id', 'request', 'truth', 'difficulty', 'in_scope']);
const TRUTH_KEYS = new Set(['deceased', 'obituary_urls']);
const SCOPE_KEYS = new Set(['recent', 'standard']);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function unknownKeys(value: Record<string, unknown>, allowed: Set<string>): string[] {
  return Object.keys(value).filter((k) => !allowed.has(k));
}

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

function readJsonFile(path: string, label: string): unknown {
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new WorldFormatError(`${label}: not valid JSON (${(e as Error).message})`);
  }
}

/** Checks the content of sources.json. */
export function parseSources(value: unknown, label = 'sources.json'): WorldSource[] {
  if (!Array.isArray(value)) throw new WorldFormatError(`${label}: must be a JSON array of sources`);
  const seen = new Set<string>();
  return value.map((raw, i) => {
    const at = `${label}[${i}]`;
    if (!isRecord(raw)) throw new WorldFormatError(`${at}: must be an object {url, type, state, county}`);
    const extra = unknownKeys(raw, SOURCE_KEYS);
    if (extra.length > 0)
      throw new WorldFormatError(
        `${at}: unknown field ${extra.map((k) => `"${k}"`).join(', ')} (allowed: ${[...SOURCE_KEYS].join(', ')})`,
      );
    for (const key of ['url', 'type', 'state', 'county'] as const) {
      if (typeof raw[key] !== 'string') throw new WorldFormatError(`${at}: "${key}" must be a string`);
    }
    if (raw.render !== undefined && raw.render !== 'browser')
      throw new WorldFormatError(`${at}: "render" may only be "browser" (leave it out for plain HTTP)`);
    if (raw.name !== undefined && typeof raw.name !== 'string')
      throw new WorldFormatError(`${at}: "name" must be a string`);
    const source: WorldSource = {
      url: raw.url as string,
      type: raw.type as WorldSource['type'],
      state: raw.state as string,
      county: raw.county as string,
      ...(raw.render === 'browser' ? { render: 'browser' as const } : {}),
      ...(typeof raw.name === 'string' ? { name: raw.name } : {}),
    };
    try {
      // The same check `vigil sources add` applies, so a world never holds a source the crawler refuses.
      parseSourceInput(source);
    } catch (e) {
      if (e instanceof InvalidSourceError) throw new WorldFormatError(`${at}: ${e.message}`);
      throw e;
    }
    if (seen.has(source.url)) throw new WorldFormatError(`${at}: url ${source.url} is listed twice`);
    seen.add(source.url);
    return source;
  });
}

/** Checks the content of search.json. */
export function parseSearch(value: unknown, label = 'search.json'): WorldSearch {
  if (!isRecord(value)) throw new WorldFormatError(`${label}: must be an object {"url": "http://..."}`);
  const extra = unknownKeys(value, SEARCH_KEYS);
  if (extra.length > 0)
    throw new WorldFormatError(`${label}: unknown field ${extra.map((k) => `"${k}"`).join(', ')}`);
  if (typeof value.url !== 'string' || !isHttpUrl(value.url))
    throw new WorldFormatError(
      `${label}: "url" must be the http(s) base URL of a SearXNG-compatible endpoint`,
    );
  if (value.engine !== undefined && value.engine !== 'searxng')
    throw new WorldFormatError(`${label}: "engine" may only be "searxng"`);
  return { url: value.url.replace(/\/+$/, '') };
}

/** Checks one parsed line of subjects.jsonl. */
export function parseSubject(raw: unknown, at: string): Subject {
  if (!isRecord(raw)) throw new WorldFormatError(`${at}: must be an object {subject_id, request, truth}`);
  const extra = unknownKeys(raw, SUBJECT_KEYS);
  if (extra.length > 0)
    throw new WorldFormatError(
      `${at}: unknown field ${extra.map((k) => `"${k}"`).join(', ')} (allowed: ${[...SUBJECT_KEYS].join(', ')})`,
    );
  if (typeof raw.subject_id !== 'string' || raw.subject_id.trim() === '')
    throw new WorldFormatError(`${at}: "subject_id" must be a non-empty string`);
  const id = raw.subject_id;
  const where = `${at} (subject ${id})`;
  if (!isRecord(raw.request)) throw new WorldFormatError(`${where}: "request" must be a verify body object`);
  try {
    parseVerifyRequest(raw.request);
  } catch (e) {
    if (!(e instanceof VigilError)) throw e;
    const details = (e.details ?? []).map((d) => `${d.field || '(body)'}: ${d.message}`).join('; ');
    throw new WorldFormatError(`${where}: "request" is not a valid verify body: ${details || e.message}`);
  }
  const truth = raw.truth;
  if (!isRecord(truth))
    throw new WorldFormatError(`${where}: "truth" must be an object {deceased, obituary_urls}`);
  const truthExtra = unknownKeys(truth, TRUTH_KEYS);
  if (truthExtra.length > 0)
    throw new WorldFormatError(
      `${where}: unknown field truth.${truthExtra.join(', truth.')} (allowed: deceased, obituary_urls)`,
    );
  if (typeof truth.deceased !== 'boolean')
    throw new WorldFormatError(`${where}: "truth.deceased" must be true or false`);
  if (!Array.isArray(truth.obituary_urls))
    throw new WorldFormatError(
      `${where}: "truth.obituary_urls" must be an array of URLs ([] when there is none)`,
    );
  truth.obituary_urls.forEach((u, i) => {
    if (typeof u !== 'string' || !isHttpUrl(u))
      throw new WorldFormatError(
        `${where}: truth.obituary_urls[${i}] is not an http(s) URL: ${JSON.stringify(u)}`,
      );
  });
  if (!truth.deceased && truth.obituary_urls.length > 0)
    throw new WorldFormatError(`${where}: a living subject (truth.deceased false) cannot have obituary_urls`);
  const subject: Subject = {
    subject_id: id,
    request: raw.request,
    truth: { deceased: truth.deceased, obituary_urls: truth.obituary_urls as string[] },
  };
  if (raw.difficulty !== undefined) {
    if (!Array.isArray(raw.difficulty) || raw.difficulty.some((t) => typeof t !== 'string' || t === ''))
      throw new WorldFormatError(`${where}: "difficulty" must be an array of tag strings`);
    subject.difficulty = raw.difficulty as string[];
  }
  if (raw.in_scope !== undefined) {
    const hint = raw.in_scope;
    if (!isRecord(hint))
      throw new WorldFormatError(`${where}: "in_scope" must be an object {recent?, standard?}`);
    const hintExtra = unknownKeys(hint, SCOPE_KEYS);
    if (hintExtra.length > 0)
      throw new WorldFormatError(`${where}: unknown field in_scope.${hintExtra.join(', in_scope.')}`);
    for (const k of ['recent', 'standard'] as const)
      if (hint[k] !== undefined && typeof hint[k] !== 'boolean')
        throw new WorldFormatError(`${where}: "in_scope.${k}" must be true or false`);
    subject.in_scope = {
      ...(hint.recent !== undefined ? { recent: hint.recent as boolean } : {}),
      ...(hint.standard !== undefined ? { standard: hint.standard as boolean } : {}),
    };
  }
  return subject;
}

/** Checks the text of subjects.jsonl (blank lines are ignored). */
export function parseSubjects(text: string, label = 'subjects.jsonl'): Subject[] {
  const subjects: Subject[] = [];
  const ids = new Map<string, number>();
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const at = `${label} line ${i + 1}`;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (e) {
      throw new WorldFormatError(`${at}: not valid JSON (${(e as Error).message})`);
    }
    const subject = parseSubject(raw, at);
    const first = ids.get(subject.subject_id);
    if (first !== undefined)
      throw new WorldFormatError(
        `${at}: subject_id ${JSON.stringify(subject.subject_id)} is already used on line ${first}`,
      );
    ids.set(subject.subject_id, i + 1);
    subjects.push(subject);
  });
  if (subjects.length === 0) throw new WorldFormatError(`${label}: holds no subjects`);
  return subjects;
}

/** Reads and checks a world folder. */
export function readWorld(dir: string): AccuracyWorld {
  if (!existsSync(dir)) throw new WorldFormatError(`world folder ${dir} does not exist`);
  const sourcesPath = join(dir, 'sources.json');
  const subjectsPath = join(dir, 'subjects.jsonl');
  if (!existsSync(sourcesPath))
    throw new WorldFormatError(
      `${dir}: sources.json is missing (write [] when the world has no crawl sources)`,
    );
  if (!existsSync(subjectsPath)) throw new WorldFormatError(`${dir}: subjects.jsonl is missing`);
  const sources = parseSources(readJsonFile(sourcesPath, 'sources.json'));
  const searchPath = join(dir, 'search.json');
  const search = existsSync(searchPath) ? parseSearch(readJsonFile(searchPath, 'search.json')) : null;
  const subjects = parseSubjects(readFileSync(subjectsPath, 'utf8'));
  const metaPath = join(dir, 'world.json');
  let meta: Record<string, unknown> | null = null;
  if (existsSync(metaPath)) {
    const raw = readJsonFile(metaPath, 'world.json');
    if (!isRecord(raw)) throw new WorldFormatError('world.json: must be an object');
    if (raw.today !== undefined && (typeof raw.today !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.today)))
      throw new WorldFormatError('world.json: "today" must be a YYYY-MM-DD date');
    meta = raw;
  }
  if (sources.length === 0 && !search)
    throw new WorldFormatError(
      `${dir}: the world has neither crawl sources nor a search endpoint: nothing can be found`,
    );
  return { dir, sources, search, subjects, meta };
}

/** Writes subjects.jsonl into a world folder. */
export function writeSubjects(dir: string, subjects: readonly Subject[]): void {
  writeFileSync(join(dir, 'subjects.jsonl'), subjects.map((s) => `${JSON.stringify(s)}\n`).join(''));
}
