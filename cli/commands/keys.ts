/**
 * `vigil keys create|list|revoke|rotate|allow-ips|expire`: API keys for accounts. Secrets are printed
 * once, at creation or rotation, and never again. Errors: see `operator-flags.ts`.
 */
import { Argument, InvalidArgumentError, Option, type Command } from 'commander';
import { normalizeAllowEntry } from '../../core/ip-allowlist.js';
import {
  StateError,
  type ApiKey,
  type IssuedKey,
  type KeyKind,
  type StateStore,
} from '../../store/state/ports.js';
import {
  commandGroup,
  daysFrom,
  noneAsNull,
  printJson,
  refuse,
  timestamp,
  timestampOrNone,
  wholeNumber,
  withState,
  type OutputLine,
} from './operator-flags.js';

const KEY_KINDS: readonly KeyKind[] = ['live', 'test'];
/** Upper bound for --expires-in-days: ten years; longer is the same as no expiry. */
const MAX_EXPIRY_DAYS = 3650;

/** The line that goes with every printed secret. */
export const SECRET_NOT_SHOWN_AGAIN = 'This secret will not be shown again: store it now.';

/** Where a key stands at `now`, in words. */
export function keyStatus(key: ApiKey, now: Date): string {
  if (key.revokedAt !== null) return `revoked ${key.revokedAt}`;
  const expired = key.expiresAt !== null && Date.parse(key.expiresAt) <= now.getTime();
  if (key.replacedBy !== null) {
    return `${expired ? 'expired' : 'rotated, works until'} ${key.expiresAt} (replaced by ${key.replacedBy})`;
  }
  if (expired) return `expired ${key.expiresAt}`;
  return key.expiresAt === null ? 'active' : `active until ${key.expiresAt}`;
}

const describeIps = (ips: string[]): string => (ips.length === 0 ? 'any address' : ips.join(', '));

/** Prints a freshly issued key with its secret and the warning that it is shown only once. */
function printIssued(out: OutputLine, issued: IssuedKey): void {
  const { key, secret } = issued;
  out(`Secret: ${secret}`);
  out(SECRET_NOT_SHOWN_AGAIN);
  out(`  kind:        ${key.kind}`);
  out(`  name:        ${key.name || '(unnamed)'}`);
  out(`  expires:     ${key.expiresAt ?? 'never'}`);
  out(`  allowed IPs: ${describeIps(key.allowedIps)}`);
}

/** Parses each --allow-ip value as it comes, so a bad one is reported by commander with its flag. */
function allowIp(value: string, previous: string[] | undefined): string[] {
  try {
    return [...(previous ?? []), normalizeAllowEntry(value)];
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message);
  }
}

/**
 * Registers `keys create|list|revoke|rotate|allow-ips|expire`, either on the `keys` command itself or
 * under a new `keys` command of the program. Each command closes the store it opened when done.
 */
export function registerKeyCommands(
  program: Command,
  openState: () => Promise<StateStore>,
  out: OutputLine,
): void {
  const keys = commandGroup(program, 'keys', 'issue, list, revoke and rotate API keys');

  keys
    .command('create')
    .description('issue a key for an account; the secret is printed once')
    .requiredOption('--account <id>', 'account id (acct_...)')
    .addOption(
      new Option('--kind <kind>', 'live keys hit real data; test keys get fixtures')
        .choices(KEY_KINDS)
        .default('live'),
    )
    .option('--name <name>', 'a label for the key')
    .addOption(
      new Option('--expires <iso>', 'expiry (ISO 8601)').argParser(timestamp).conflicts('expiresInDays'),
    )
    .option('--expires-in-days <n>', 'expire n days from now', wholeNumber(1, MAX_EXPIRY_DAYS))
    .option('--allow-ip <cidr...>', 'allowed IP addresses or CIDR ranges (default: any address)', allowIp)
    .option('--json', 'print the key and its secret as JSON')
    .action(
      async (
        flags: {
          account: string;
          kind: KeyKind;
          name?: string;
          expires?: string;
          expiresInDays?: number;
          allowIp?: string[];
          json?: boolean;
        },
        command: Command,
      ) => {
        const now = new Date();
        if (flags.expires !== undefined && Date.parse(flags.expires) <= now.getTime()) {
          refuse(command, `--expires ${flags.expires} is in the past`);
        }
        const expiresAt =
          flags.expiresInDays !== undefined ? daysFrom(now, flags.expiresInDays) : (flags.expires ?? null);
        await withState(command, openState, async (state) => {
          const issued = await state.keys.issue(flags.account, {
            kind: flags.kind,
            name: flags.name,
            expiresAt,
            allowedIps: flags.allowIp ?? [],
          });
          if (flags.json) return printJson(out, issued);
          out(`Created ${issued.key.kind} key ${issued.key.id} for account ${issued.key.accountId}`);
          printIssued(out, issued);
        });
      },
    );

  keys
    .command('list')
    .description("list an account's keys (never their secrets)")
    .requiredOption('--account <id>', 'account id (acct_...)')
    .option('--json', 'print the keys as a JSON array')
    .action(async (flags: { account: string; json?: boolean }, command: Command) => {
      await withState(command, openState, async (state) => {
        if (!(await state.accounts.get(flags.account))) {
          throw new StateError('not_found', `Unknown account ${flags.account}`);
        }
        const list = await state.keys.listForAccount(flags.account);
        if (flags.json) return printJson(out, list);
        if (list.length === 0) return out(`No keys for account ${flags.account}.`);
        const now = new Date();
        for (const key of list) {
          out(
            `${key.id}  ${key.kind}  ${key.displayPrefix}…  ${key.name || '(unnamed)'}  ${keyStatus(key, now)}  ` +
              `IPs: ${describeIps(key.allowedIps)}`,
          );
        }
      });
    });

  keys
    .command('revoke')
    .description('revoke a key at once (requests with it get 401 unauthorized)')
    .argument('<key-id>', 'key id (key_...)')
    .option('--json', 'print the key as JSON')
    .action(async (id: string, flags: { json?: boolean }, command: Command) => {
      await withState(command, openState, async (state) => {
        const before = await state.keys.get(id);
        if (!before) throw new StateError('not_found', `Unknown key ${id}`);
        const key = await state.keys.revoke(id);
        if (flags.json) return printJson(out, key);
        out(
          before.revokedAt === null
            ? `Revoked key ${id} at ${key.revokedAt}`
            : `Key ${id} was already revoked at ${key.revokedAt}`,
        );
      });
    });

  keys
    .command('rotate')
    .description('issue a replacement; the old key keeps working for 24 hours')
    .argument('<key-id>', 'key id (key_...)')
    .option('--json', 'print the new key, its secret and the old key as JSON')
    .action(async (id: string, flags: { json?: boolean }, command: Command) => {
      await withState(command, openState, async (state) => {
        const issued = await state.keys.rotate(id);
        const old = await state.keys.get(id);
        if (flags.json) return printJson(out, { ...issued, replaced: old });
        out(`Rotated key ${id}: its replacement is ${issued.key.id}`);
        printIssued(out, issued);
        out(`The old key ${id} keeps working until ${old?.expiresAt}, then stops.`);
      });
    });

  keys
    .command('allow-ips')
    .description('set the addresses a key may be used from; none given = any address')
    .argument('<key-id>', 'key id (key_...)')
    .argument('[cidr...]', 'IP addresses or CIDR ranges')
    .option('--json', 'print the key as JSON')
    .action(async (id: string, cidrs: string[], flags: { json?: boolean }, command: Command) => {
      let entries: string[];
      try {
        entries = cidrs.map(normalizeAllowEntry);
      } catch (e) {
        return refuse(command, (e as Error).message);
      }
      await withState(command, openState, async (state) => {
        const key = await state.keys.setAllowedIps(id, entries);
        if (flags.json) return printJson(out, key);
        out(`Key ${id} now accepts requests from ${describeIps(key.allowedIps)}`);
      });
    });

  keys
    .command('expire')
    .description('set or clear the expiry of a key (a past time stops it at once)')
    .argument('<key-id>', 'key id (key_...)')
    .addArgument(
      new Argument('<when>', 'expiry (ISO 8601), or none for no expiry').argParser(timestampOrNone),
    )
    .option('--json', 'print the key as JSON')
    .action(async (id: string, when: string, flags: { json?: boolean }, command: Command) => {
      await withState(command, openState, async (state) => {
        const key = await state.keys.setExpiry(id, noneAsNull(when) ?? null);
        if (flags.json) return printJson(out, key);
        if (key.expiresAt === null) return out(`Key ${id} no longer expires`);
        const past = Date.parse(key.expiresAt) <= Date.now();
        out(
          `Key ${id} ${past ? 'expired' : 'expires'} at ${key.expiresAt}${past ? ' (it no longer works)' : ''}`,
        );
      });
    });
}
