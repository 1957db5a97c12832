/**
 * Ajv validators compiled once, at module load, from the TypeBox schemas, and the translation of
 * Ajv's errors into plain-English field issues with JSON pointers.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FieldIssue } from '../../core/errors.js';
import { ErrorBodySchema } from './common.js';
import { BatchRequestSchema, BatchResponseSchema } from './batch.js';
import { RequestLogListSchema, RequestLogQuerySchema, RequestLogRecordSchema } from './request-log.js';
import { DeathDateObjectSchema, VerifyRequestSchema, VerifyResponseSchema } from './verify.js';

// ajv-formats is CommonJS; under NodeNext its default import is the module object.
const addFormats = ajvFormats.default;

/** `verbose` keeps the failing schema on each error, which the messages below need (bounds, names). */
const ajv = addFormats(new Ajv({ allErrors: true, verbose: true, strict: true }));

/** Query strings carry text: this instance coerces "20" to 20 and fills defaults. */
const queryAjv = addFormats(
  new Ajv({ allErrors: true, verbose: true, strict: true, coerceTypes: true, useDefaults: true }),
);

const compile = <T extends TSchema>(schema: T, on: Ajv = ajv): ValidateFunction<Static<T>> =>
  on.compile<Static<T>>(schema);

export const validateVerifyRequest = compile(VerifyRequestSchema);
/** The object form of death_date alone, so its problems get precise messages (see parseVerifyRequest). */
export const validateDeathDateObject = compile(DeathDateObjectSchema);
export const validateVerifyResponse = compile(VerifyResponseSchema);
export const validateBatchRequest = compile(BatchRequestSchema);
export const validateBatchResponse = compile(BatchResponseSchema);
export const validateErrorBody = compile(ErrorBodySchema);
export const validateRequestLogRecord = compile(RequestLogRecordSchema);
export const validateRequestLogList = compile(RequestLogListSchema);
/** Coerces and fills defaults in place: pass a copy of the parsed query string. */
export const validateRequestLogQuery = compile(RequestLogQuerySchema, queryAjv);

/** An issue with the Ajv keyword that produced it, so callers can reword specific cases. */
export interface SchemaIssue extends FieldIssue {
  keyword: string;
}

/** `/dob/day` -> `dob.day`, `/require_match/0` -> `require_match[0]`, `` -> `the request body`. */
export function fieldLabel(pointer: string, root = 'the request body'): string {
  if (pointer === '') return root;
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** A short description of a JSON value for messages: `the string "1950"`, `3.5`, `null`. */
export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  if (typeof v === 'object') return 'an object';
  return JSON.stringify(v);
}

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A nearby known field for an unknown one: `firstname` -> `first_name`, `dob_year` -> `dob.year`. */
function suggestField(unknown: string, known: string[], nested: Record<string, string[]>): string | null {
  const u = squash(unknown);
  for (const k of known) if (squash(k) === u) return k;
  for (const [parent, children] of Object.entries(nested)) {
    for (const child of children) {
      if (u === squash(parent + child) || u === squash(child)) return `${parent}.${child}`;
    }
  }
  return null;
}

function propertiesOf(schema: unknown): Record<string, unknown> {
  const p = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return p ?? {};
}

function boundsMessage(label: string, schema: Record<string, unknown>): string {
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  if (min !== undefined && max !== undefined) return `${label} must be between ${min} and ${max}.`;
  if (min !== undefined) return `${label} must be at least ${min}.`;
  return `${label} must be at most ${max}.`;
}

function issueFor(e: ErrorObject, rootLabel: string): SchemaIssue {
  const at = e.instancePath;
  const label = fieldLabel(at, rootLabel);
  const parent = (e.parentSchema ?? {}) as Record<string, unknown>;
  const make = (field: string, message: string): SchemaIssue => ({ field, message, keyword: e.keyword });
  switch (e.keyword) {
    case 'required': {
      const name = (e.params as { missingProperty: string }).missingProperty;
      const field = `${at}/${escapePointer(name)}`;
      return make(field, `${fieldLabel(field)} is required.`);
    }
    case 'additionalProperties': {
      const name = (e.params as { additionalProperty: string }).additionalProperty;
      const field = `${at}/${escapePointer(name)}`;
      const props = propertiesOf(parent);
      const known = Object.keys(props);
      const nested: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(props)) {
        const children = Object.keys(propertiesOf(v));
        if (children.length > 0) nested[k] = children;
      }
      const suggestion = suggestField(name, known, nested);
      const where = at === '' ? '' : ` in ${label}`;
      return make(
        field,
        `Unknown field "${name}"${where}` +
          (suggestion ? `; did you mean "${suggestion}"?` : `. Allowed fields: ${known.join(', ')}.`),
      );
    }
    case 'type': {
      const want = String((e.params as { type: string }).type);
      const expected = TYPE_NAMES[want] ?? want;
      if (at === '' && want === 'object') return make(at, 'The request body must be a JSON object.');
      if (want === 'integer' && typeof e.data === 'number') {
        return make(at, `${label} must be a whole number, not ${describeValue(e.data)}.`);
      }
      return make(at, `${label} must be ${expected}, not ${describeValue(e.data)}.`);
    }
    case 'minimum':
    case 'maximum':
      return make(at, boundsMessage(label, parent));
    case 'minLength': {
      const n = (e.params as { limit: number }).limit;
      return make(at, n === 1 ? `${label} must not be empty.` : `${label} must be at least ${n} characters.`);
    }
    case 'maxLength':
      return make(at, `${label} must be at most ${(e.params as { limit: number }).limit} characters.`);
    case 'enum': {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ');
      return make(at, `${label} must be one of: ${allowed} (got ${describeValue(e.data)}).`);
    }
    case 'minItems': {
      const n = (e.params as { limit: number }).limit;
      return make(at, `${label} must contain at least ${n} item${n === 1 ? '' : 's'}.`);
    }
    case 'maxItems': {
      const n = (e.params as { limit: number }).limit;
      return make(at, `${label} must contain at most ${n} items.`);
    }
    case 'format': {
      const f = (e.params as { format: string }).format;
      const what =
        f === 'date-time'
          ? 'an ISO 8601 timestamp such as 2024-05-01T00:00:00Z'
          : f === 'date'
            ? 'a date such as 2024-05-01'
            : `a valid ${f}`;
      return make(at, `${label} must be ${what}.`);
    }
    case 'pattern':
      return make(at, `${label} is not in the expected format.`);
    case 'const':
      return make(
        at,
        `${label} must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}.`,
      );
    case 'anyOf':
      return make(at, `${label} does not match any of its allowed forms.`);
    default:
      return make(at, `${label} ${e.message ?? 'is invalid'}.`);
  }
}

/**
 * Plain-English issues for Ajv errors. Errors inside an `anyOf` branch are dropped in favour of the
 * single `anyOf` error (callers reword it), and repeated issues are folded. `prefix` is prepended to
 * every pointer, for a validator that checked one part of a larger document.
 */
export function schemaIssues(
  errors: ErrorObject[] | null | undefined,
  opts: { rootLabel?: string; prefix?: string } = {},
): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    if (/\/anyOf\/\d+\//.test(e.schemaPath)) continue;
    const at = { ...e, instancePath: (opts.prefix ?? '') + e.instancePath };
    const issue = issueFor(at, opts.rootLabel ?? 'the request body');
    const key = `${issue.field}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issue);
  }
  return out;
}

/** The top-level message of an invalid_request: the first problem, and how many more there are. */
export function summarizeIssues(issues: readonly FieldIssue[]): string {
  const first = issues[0]?.message ?? 'The request is invalid.';
  return issues.length <= 1
    ? first
    : `${first.replace(/\.$/, '')} (and ${issues.length - 1} more; see details).`;
}
