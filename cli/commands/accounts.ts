/**
 * `vigil accounts create|list|show|update`: the operator's view of accounts and what they may use.
 * Errors: see `operator-flags.ts` (bad values and refusals exit 1 through commander).
 */
import { Option, type Command } from 'commander';
import {
  StateError,
  type Account,
  type AccountPatch,
  type DeliveryMode,
  type StateStore,
} from '../../store/state/ports.js';
import {
  commandGroup,
  daysFrom,
  noneAsNull,
  printJson,
  quota,
  refuse,
  timestampOrNone,
  unlimitedAsNull,
  wholeNumber,
  withState,
  type OutputLine,
  type UNLIMITED,
} from './operator-flags.js';

const DELIVERY_MODES: readonly DeliveryMode[] = ['api', 'email_only', 'api_and_email'];

/** Upper bound for --max-lookback-years: no obituary archive online reaches further back. */
const MAX_LOOKBACK_YEARS = 150;
/** Upper bound for --extended-concurrency: beyond this the shared web-search pool is the real limit. */
const MAX_EXTENDED_CONCURRENCY = 100;
/** Upper bound for --trial-days: ten years; anything longer is not a trial. */
const MAX_TRIAL_DAYS = 3650;

/** The flags `accounts create` and `accounts update` read, as commander hands them over. */
interface AccountFlags {
  name?: string;
  quotaPerMinute?: number | typeof UNLIMITED;
  quotaDaily?: number | typeof UNLIMITED;
  quotaMonthly?: number | typeof UNLIMITED;
  maxLookbackYears?: number;
  extendedConcurrency?: number;
  apiAccess?: boolean;
  trialDays?: number;
  trialExpires?: string;
  countyFeed?: boolean;
  deliveryMode?: DeliveryMode;
  survivors?: boolean;
  propertyMatching?: boolean;
  extendedProfile?: boolean;
  json?: boolean;
}

/** Adds the account flags; `update` also gets the negations, so a feature can be switched off. */
function addAccountFlags(command: Command, mode: 'create' | 'update'): Command {
  const toggles: [flag: string, doc: string][] = [
    ['county-feed', 'enable the county notice feed'],
    ['survivors', 'enable survivors enrichment'],
    ['property-matching', 'enable property matching'],
    ['extended-profile', 'include education, places and family counts in biographical profiles'],
  ];
  command
    .option('--quota-per-minute <n|unlimited>', 'verify requests per minute', quota)
    .option('--quota-daily <n|unlimited>', 'verify requests per day', quota)
    .option('--quota-monthly <n|unlimited>', 'verify requests per calendar month', quota)
    .option(
      '--max-lookback-years <n>',
      'largest lookback_years a request may ask for',
      wholeNumber(1, MAX_LOOKBACK_YEARS),
    )
    .option(
      '--extended-concurrency <n>',
      'concurrent extended-depth requests',
      wholeNumber(0, MAX_EXTENDED_CONCURRENCY),
    );
  // Declaring the positive flag before its negation leaves the default undefined ("unchanged").
  if (mode === 'update') command.option('--api-access', 'enable API access');
  command
    .option('--no-api-access', 'disable API access')
    .addOption(
      new Option('--trial-days <n>', 'put the account on a trial ending n days from now').argParser(
        wholeNumber(1, MAX_TRIAL_DAYS),
      ),
    );
  for (const [flag, doc] of toggles) {
    command.option(`--${flag}`, doc);
    if (mode === 'update') command.option(`--no-${flag}`, `do not ${doc}`);
  }
  command.addOption(
    new Option('--delivery-mode <mode>', 'how notices are delivered').choices(DELIVERY_MODES),
  );
  return command.option('--json', 'print the account as JSON');
}

/** Turns the flags into the fields they set; undefined means "not given". */
function accountFields(flags: AccountFlags, now: Date): AccountPatch {
  const patch: AccountPatch = {
    name: flags.name,
    apiAccess: flags.apiAccess,
    countyFeedAccess: flags.countyFeed,
    deliveryMode: flags.deliveryMode,
    survivorsEnrichment: flags.survivors,
    propertyMatching: flags.propertyMatching,
    extendedProfile: flags.extendedProfile,
    maxLookbackYears: flags.maxLookbackYears,
    quotaPerMinute: unlimitedAsNull(flags.quotaPerMinute),
    quotaDaily: unlimitedAsNull(flags.quotaDaily),
    quotaMonthly: unlimitedAsNull(flags.quotaMonthly),
    extendedConcurrency: flags.extendedConcurrency,
    trialExpiresAt:
      flags.trialDays !== undefined ? daysFrom(now, flags.trialDays) : noneAsNull(flags.trialExpires),
  };
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as AccountPatch;
}

const yesNo = (flag: boolean): string => (flag ? 'yes' : 'no');
const limit = (value: number | null): string => (value === null ? 'unlimited' : String(value));

/** The account as `label: value` lines for a terminal. */
export function describeAccount(account: Account): string[] {
  const rows: [string, string][] = [
    ['name', account.name],
    ['API access', yesNo(account.apiAccess)],
    ['trial expires', account.trialExpiresAt ?? 'no trial'],
    ['county feed', yesNo(account.countyFeedAccess)],
    ['delivery mode', account.deliveryMode],
    ['survivors enrichment', yesNo(account.survivorsEnrichment)],
    ['property matching', yesNo(account.propertyMatching)],
    ['extended profile', yesNo(account.extendedProfile)],
    ['max lookback years', String(account.maxLookbackYears)],
    ['quota per minute', limit(account.quotaPerMinute)],
    ['quota daily', limit(account.quotaDaily)],
    ['quota monthly', limit(account.quotaMonthly)],
    ['extended concurrency', String(account.extendedConcurrency)],
    ['created', account.createdAt],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  return [
    `Account ${account.id}`,
    ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(width)} ${value}`),
  ];
}

/**
 * Registers `accounts create|list|show|update`, either on the `accounts` command itself or under a
 * new `accounts` command of the program. Each command closes the store it opened when done (close
 * must be idempotent, as the SQLite store's is).
 */
export function registerAccountCommands(
  program: Command,
  openState: () => Promise<StateStore>,
  out: OutputLine,
): void {
  const accounts = commandGroup(program, 'accounts', 'create, list, show and update accounts');

  addAccountFlags(
    accounts
      .command('create')
      .description('create an account')
      .requiredOption('--name <name>', 'account name'),
    'create',
  ).action(async (flags: AccountFlags, command: Command) => {
    if (flags.name !== undefined && flags.name.trim() === '') refuse(command, '--name must not be empty');
    const fields = accountFields(flags, new Date());
    await withState(command, openState, async (state) => {
      const account = await state.accounts.create({ ...fields, name: flags.name ?? '' });
      if (flags.json) return printJson(out, account);
      out(`Created account ${account.id}`);
      describeAccount(account)
        .slice(1)
        .forEach((line) => out(line));
    });
  });

  accounts
    .command('list')
    .description('list every account')
    .option('--json', 'print the accounts as a JSON array')
    .action(async (flags: { json?: boolean }, command: Command) => {
      await withState(command, openState, async (state) => {
        const all = await state.accounts.list();
        if (flags.json) return printJson(out, all);
        if (all.length === 0) return out('No accounts.');
        for (const a of all) {
          const access = a.apiAccess ? 'api on' : 'api off';
          const quotas = `${limit(a.quotaPerMinute)}/min ${limit(a.quotaDaily)}/day ${limit(a.quotaMonthly)}/month`;
          out(`${a.id}  ${a.name}  ${access}  ${a.deliveryMode}  ${quotas}`);
        }
      });
    });

  accounts
    .command('show')
    .description('show one account')
    .argument('<id>', 'account id (acct_...)')
    .option('--json', 'print the account as JSON')
    .action(async (id: string, flags: { json?: boolean }, command: Command) => {
      await withState(command, openState, async (state) => {
        const account = await state.accounts.get(id);
        if (!account) throw new StateError('not_found', `Unknown account ${id}`);
        if (flags.json) return printJson(out, account);
        describeAccount(account).forEach((line) => out(line));
      });
    });

  addAccountFlags(
    accounts
      .command('update')
      .description('change an account; only the flags given are changed')
      .argument('<id>', 'account id (acct_...)')
      .option('--name <name>', 'new account name')
      .addOption(
        new Option('--trial-expires <iso|none>', 'trial end (ISO 8601), or none to end the trial')
          .argParser(timestampOrNone)
          .conflicts('trialDays'),
      ),
    'update',
  ).action(async (id: string, flags: AccountFlags, command: Command) => {
    if (flags.name !== undefined && flags.name.trim() === '') refuse(command, '--name must not be empty');
    const patch = accountFields(flags, new Date());
    if (Object.keys(patch).length === 0) refuse(command, 'Nothing to update: give at least one flag');
    await withState(command, openState, async (state) => {
      const account = await state.accounts.update(id, patch);
      if (flags.json) return printJson(out, account);
      out(`Updated account ${account.id}`);
      describeAccount(account)
        .slice(1)
        .forEach((line) => out(line));
    });
  });
}
