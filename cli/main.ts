/**
 * The operator command line: `vigil serve`, `vigil demo`, `vigil accounts …`, `vigil keys …`,
 * `vigil config`. Configuration comes from the environment (see `vigil config`), and a few flags
 * override it.
 */
import { availableParallelism } from 'node:os';
import { Command, CommanderError } from 'commander';
import { ConfigError, describeSettings, loadConfig, type Config } from '../core/config.js';
import { createLogger } from '../core/logger.js';
import { dataPaths, openObituaryIndex, openState, startApi } from '../api/runtime.js';
import { startApiCluster } from '../api/cluster.js';
import { Indexer } from '../indexer/indexer.js';
import { indexingSink } from '../indexer/crawl-sink.js';
import { openSqliteRawPages } from '../store/raw-pages/sqlite-raw-pages.js';
import { registerBenchCommands } from './commands/bench.js';
import { registerCrawlCommand } from './commands/crawl.js';
import { registerReindexCommand } from './commands/reindex.js';
import { registerSourceCommands } from './commands/sources.js';
import { startBackgroundRoles, parseRoles } from './roles.js';
import type { StateStore } from '../store/state/ports.js';
import { registerAccountCommands } from './commands/accounts.js';
import { registerKeyCommands } from './commands/keys.js';
import { runDemo } from './commands/demo.js';
import { registerFixtureCommands } from '../fixtures/cli.js';

const out = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

function configFrom(program: Command): Config {
  const o = program.opts<{ dataDir?: string }>();
  return loadConfig(process.env, { dataDir: o.dataDir });
}

export function buildProgram(): Command {
  const program = new Command('vigil')
    .description('Vigil: self-hostable death verification from obituaries')
    .option('--data-dir <dir>', 'data directory (overrides VIGIL_DATA_DIR)')
    .showHelpAfterError('(run with --help for usage)');

  let state: StateStore | undefined;
  const openStateOnce = async (): Promise<StateStore> => (state ??= openState(configFrom(program)));
  program.hook('postAction', async () => {
    await state?.close();
    state = undefined;
  });

  program
    .command('serve')
    .description('run Vigil: the API, the crawl worker and the crawl scheduler (all by default)')
    .option('--host <host>', 'listen address (overrides VIGIL_HOST)')
    .option('--port <port>', 'listen port (overrides VIGIL_PORT)')
    .option(
      '--api-processes <n>',
      'API processes on the one port, 0 = one per core (overrides VIGIL_API_PROCESSES)',
    )
    .option(
      '--roles <roles>',
      'comma-separated: api, worker, crawler, scheduler',
      'api,worker,crawler,scheduler',
    )
    .action(async (opts: { host?: string; port?: string; apiProcesses?: string; roles: string }) => {
      const roles = parseRoles(opts.roles);
      const config = loadConfig(process.env, {
        dataDir: program.opts().dataDir,
        host: opts.host,
        port: opts.port,
        apiProcesses: opts.apiProcesses,
      });
      const logger = createLogger(config.logLevel);
      const processes = config.apiProcesses === 0 ? availableParallelism() : config.apiProcesses;
      const api = !roles.has('api')
        ? null
        : processes > 1
          ? await startApiCluster(config, logger, processes)
          : await startApi(config, logger);
      if (api) out(`Vigil API listening on ${api.url}${processes > 1 ? ` (${processes} processes)` : ''}`);
      const background = await startBackgroundRoles(config, logger, roles, api?.redisUrl);
      if (background.description) out(background.description);
      await waitForSignal();
      await background.stop();
      await api?.stop();
    });

  program
    .command('demo')
    .description(
      'crawl a generated obituary web, create a demo account with a live and a sandbox key, start the API and print curl examples',
    )
    .option('--port <port>', 'listen port', '8080')
    .option('--no-wait', 'print the examples and stop instead of serving until interrupted')
    .action(async (opts: { port: string; wait: boolean }) => {
      const config = loadConfig(process.env, {
        dataDir: program.opts().dataDir ?? './data/demo',
        port: opts.port,
      });
      await runDemo(config, out, { wait: opts.wait, waitForSignal });
    });

  program
    .command('config')
    .description('list every setting with its environment variable, type and default')
    .action(() => out(describeSettings()));

  registerAccountCommands(program.command('accounts').description('manage accounts'), openStateOnce, out);
  registerKeyCommands(program.command('keys').description('manage API keys'), openStateOnce, out);
  registerSourceCommands(program, openStateOnce, out);
  registerCrawlCommand(
    program,
    {
      openState: openStateOnce,
      openSink: async () => {
        const config = configFrom(program);
        const index = await openObituaryIndex(config);
        const rawPages = openSqliteRawPages(dataPaths(config.dataDir).rawPages);
        return {
          sink: indexingSink(new Indexer(index)),
          rawPages,
          close: async () => {
            await rawPages.close();
            await index.close();
          },
        };
      },
      crawlOptions: { chromiumPath: loadConfig(process.env).chromiumPath },
    },
    out,
  );
  registerReindexCommand(
    program,
    {
      openIndex: () => openObituaryIndex(configFrom(program)),
      openRawPages: async () => openSqliteRawPages(dataPaths(configFrom(program).dataDir).rawPages),
    },
    out,
  );
  registerBenchCommands(program, out);
  registerFixtureCommands(program, out);
  return program;
}

function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
}

export async function main(argv: string[]): Promise<number> {
  const program = buildProgram().exitOverride();
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode;
    if (e instanceof ConfigError) {
      process.stderr.write(`vigil: configuration error: ${e.message}\n`);
      return 78;
    }
    process.stderr.write(`vigil: ${(e as Error).message}\n`);
    return 1;
  }
}
