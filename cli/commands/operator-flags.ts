/**
 * Parsers for the values operators type into `vigil accounts` and `vigil keys`, and the way those
 * commands report a refusal.
 *
 * Bad flag values throw commander's InvalidArgumentError, so commander prints
 * "error: option '--x <n>' argument 'abc' is invalid. <reason>" and exits 1. Refusals found while
 * running (unknown account, rotating a revoked key, ...) go through `command.error()`: the message on
 * stderr and exit code 1, or a thrown CommanderError when the program uses `exitOverride()`.
 * Anything else (a broken database) is thrown for cli/main.ts to print.
 */
import { InvalidArgumentError, type Command } from 'commander';
import { StateError, type StateStore } from '../../store/state/ports.js';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A time of day without a zone is ambiguous (the operator's zone or the server's?), so one is required.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** A comma-separated flag value: its items trimmed, empty ones dropped, each once, in order. */
export function commaSeparated(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** A parser for a comma-separated list of some of `allowed` ("--depths takes a comma-separated list of ..."). */
export function listOf<T extends string>(flag: string, allowed: readonly T[]): (value: string) => T[] {
  return (value) => {
    const items = commaSeparated(value);
    if (items.length === 0 || items.some((i) => !(allowed as readonly string[]).includes(i)))
      throw new InvalidArgumentError(
        `${flag} takes a comma-separated list of ${allowed.join(', ')}; got ${JSON.stringify(value)}`,
      );
    return items as T[];
  };
}

/** A whole number in [min, max]; returns a commander argument parser. */
export function wholeNumber(min: number, max: number): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
    }
    return Number(value);
  };
}

/*
 * Commander turns a parser's null result into '' (see `_optionEx` in commander), so "no limit" and
 * "no date" travel as these words and become null only when the fields are built.
 */
/** What `--quota-* unlimited` parses to; `unlimitedAsNull` turns it into the stored null. */
export const UNLIMITED = 'unlimited';
/** What `none` parses to for dates; `noneAsNull` turns it into the stored null. */
export const NONE = 'none';

/** A quota: a whole number >= 0, or `unlimited`. */
export function quota(value: string): number | typeof UNLIMITED {
  if (value.toLowerCase() === UNLIMITED) return UNLIMITED;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError("Expected a whole number >= 0 or 'unlimited'.");
  }
  return Number(value);
}

/**
 * An ISO 8601 date (`2030-01-31`, read as midnight UTC) or date-time with a zone
 * (`2030-01-31T09:00:00Z`, `...+01:00`); returns the canonical UTC ISO string.
 */
export function timestamp(value: string): string {
  const parts = DATE_ONLY.exec(value) ?? DATE_TIME.exec(value);
  const time = Date.parse(value);
  if (!parts || Number.isNaN(time)) {
    throw new InvalidArgumentError(
      'Expected an ISO 8601 date (2030-01-31) or date-time with zone (2030-01-31T09:00:00Z).',
    );
  }
  // Date.parse rolls 2030-02-30 over to March; refuse calendar dates that do not exist.
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    throw new InvalidArgumentError(`${value} is not a calendar date.`);
  }
  return new Date(time).toISOString();
}

/** A timestamp as above, or `none` to clear it. */
export function timestampOrNone(value: string): string {
  return value.toLowerCase() === NONE ? NONE : timestamp(value);
}

/** A parsed quota flag as stored: `unlimited` is null. */
export function unlimitedAsNull(value: number | typeof UNLIMITED | undefined): number | null | undefined {
  return value === UNLIMITED ? null : value;
}

/** A parsed date flag as stored: `none` is null. */
export function noneAsNull(value: string | undefined): string | null | undefined {
  return value === NONE ? null : value;
}

/** The ISO time `days` whole days after `now`. */
export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** How an operator command writes a line of output. */
export type OutputLine = (line: string) => void;

/** Fails the command with a message on stderr and exit code 1. */
export function refuse(command: Command, message: string): never {
  return command.error(`error: ${message}`, { exitCode: 1, code: 'vigil.refused' });
}

/**
 * Opens the store, runs the command's work and closes the store; a StateError becomes a refusal
 * (printed after the store is closed, since without exitOverride `command.error` exits the process).
 */
export async function withState(
  command: Command,
  openState: () => Promise<StateStore>,
  work: (state: StateStore) => Promise<void>,
): Promise<void> {
  const state = await openState();
  let refusal: string | undefined;
  try {
    await work(state);
  } catch (e) {
    if (!(e instanceof StateError)) throw e;
    refusal = e.message;
  } finally {
    await state.close();
  }
  if (refusal !== undefined) refuse(command, refusal);
}

/**
 * The group the subcommands go on: `parent` itself when it already is the `name` command (as
 * cli/main.ts passes it), otherwise a new `name` subcommand of `parent` (e.g. the root program).
 */
export function commandGroup(parent: Command, name: string, description: string): Command {
  return parent.name() === name ? parent : parent.command(name).description(description);
}

/** A JSON document on one `out` call, so scripts can parse the whole output. */
export function printJson(out: OutputLine, value: unknown): void {
  out(JSON.stringify(value, null, 2));
}
