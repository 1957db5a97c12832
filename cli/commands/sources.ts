/**
 * `vigil sources add|list|remove`: the crawl sources (a start URL with its type, state and county)
 * and, in the listing, what each source's latest crawl did.
 */
import { Option, type Command } from 'commander';
import { InvalidSourceError, parseSourceInput } from '../../crawler/sources.js';
import { describeRun } from '../../crawler/stats.js';
import { CRAWL_SOURCE_TYPES, type StateStore } from '../../store/state/ports.js';
import { commandGroup, printJson, refuse, withState, type OutputLine } from './operator-flags.js';

interface AddFlags {
  type: string;
  state: string;
  county: string;
  render?: string;
  name?: string;
  json?: boolean;
}

/** Registers `sources add|list|remove` on the `sources` command (or under a new one of `program`). */
export function registerSourceCommands(
  program: Command,
  openState: () => Promise<StateStore>,
  out: OutputLine,
): void {
  const sources = commandGroup(program, 'sources', 'register, list and remove crawl sources');

  sources
    .command('add')
    .description('register a crawl source by its start URL (an obituary listing page)')
    .argument('<url>', 'start URL, e.g. https://smithfuneralhome.com/obituaries')
    .addOption(
      new Option('--type <type>', 'who publishes').choices([...CRAWL_SOURCE_TYPES]).makeOptionMandatory(),
    )
    .requiredOption('--state <state>', 'US state (code or name)')
    .requiredOption('--county <name>', 'county the source covers')
    .addOption(
      new Option('--render <mode>', 'render pages in Chromium (for script-built sites)').choices(['browser']),
    )
    .option('--name <name>', 'display name (default: the host name)')
    .option('--json', 'print the source as JSON')
    .action(async (url: string, flags: AddFlags, command: Command) => {
      let input;
      try {
        input = parseSourceInput({
          url,
          type: flags.type,
          state: flags.state,
          county: flags.county,
          ...(flags.name !== undefined ? { name: flags.name } : {}),
          ...(flags.render !== undefined ? { render: flags.render } : {}),
        });
      } catch (e) {
        if (e instanceof InvalidSourceError) refuse(command, e.message);
        throw e;
      }
      await withState(command, openState, async (state) => {
        const source = await state.sources.add(input);
        if (flags.json) return printJson(out, source);
        out(`Added source ${source.id}`);
        out(
          `  ${source.name} (${source.type}, ${source.county} County, ${source.state}${source.render === 'browser' ? ', rendered in Chromium' : ''})`,
        );
        out(`  ${source.url}`);
      });
    });

  sources
    .command('list')
    .description('list crawl sources with their latest crawl')
    .option('--json', 'print the sources (each with lastCrawl) as a JSON array')
    .action(async (flags: { json?: boolean }, command: Command) => {
      await withState(command, openState, async (state) => {
        const all = await state.sources.list();
        const runs = new Map((await state.sources.latestRuns()).map((r) => [r.sourceId, r]));
        if (flags.json)
          return printJson(
            out,
            all.map((s) => ({ ...s, lastCrawl: runs.get(s.id) ?? null })),
          );
        if (all.length === 0) return out('No sources.');
        for (const s of all) {
          out(
            `${s.id}  ${s.type.padEnd(12)} ${s.state} ${s.county}${s.render === 'browser' ? '  [browser]' : ''}  ${s.name}`,
          );
          out(`    ${s.url}`);
          const run = runs.get(s.id);
          out(`    last crawl: ${run ? describeRun(run) : 'never'}`);
        }
      });
    });

  sources
    .command('remove')
    .description('remove a crawl source (its page memory and crawl history go with it)')
    .argument('<id>', 'source id (src_...)')
    .action(async (id: string, _flags: unknown, command: Command) => {
      await withState(command, openState, async (state) => {
        await state.sources.remove(id);
        out(`Removed source ${id}`);
      });
    });
}
