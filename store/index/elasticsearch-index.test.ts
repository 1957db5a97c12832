import { Client } from '@elastic/elasticsearch';
import { describe, expect, it } from 'vitest';
import { warnOfStaleKeys } from '../../api/runtime.js';
import { logSink } from '../../test/support/log-sink.js';
import { KEY_SCHEME_VERSION } from './blocking-keys.js';
import { obituaryIndexContract } from './contract.js';
import { openElasticsearchIndex } from './elasticsearch-index.js';
import { esNames } from './elasticsearch-requests.js';

const url = process.env.ELASTICSEARCH_URL;
let run = 0;
let prefix = '';

describe.skipIf(!url)('elasticsearch index (ELASTICSEARCH_URL)', () => {
  obituaryIndexContract('elasticsearch', {
    async open() {
      prefix = `vigil-test-${process.pid}-${Date.now()}-${run++}`;
      return openElasticsearchIndex({ node: url, prefix });
    },
    async cleanup() {
      // A fresh connection: the contract closed the one it used.
      const admin = await openElasticsearchIndex({ node: url, prefix });
      await admin.dropAll();
      await admin.close();
    },
  });
});

describe.skipIf(!url)('elasticsearch key scheme (ELASTICSEARCH_URL)', () => {
  it('records the key scheme in a new index, and reports and warns of an index keyed by an older one', async () => {
    const client = new Client({ node: url! });
    const scheme = `vigil-test-${process.pid}-${Date.now()}-scheme`;
    const index = await openElasticsearchIndex({ client, prefix: scheme });
    const sink = logSink();
    try {
      expect(await index.staleKeyScheme()).toBeUndefined();
      await warnOfStaleKeys(index, sink.logger);
      expect(sink.lines).toEqual([]);
      // As an index written by an older Vigil: an older scheme, then none at all.
      const alias = esNames(scheme).decedentsAlias;
      await client.indices.putMapping({ index: alias, _meta: { vigil_key_scheme: KEY_SCHEME_VERSION - 1 } });
      expect(await index.staleKeyScheme()).toEqual({
        stored: KEY_SCHEME_VERSION - 1,
        current: KEY_SCHEME_VERSION,
      });
      await client.indices.putMapping({ index: alias, _meta: {} });
      expect(await index.staleKeyScheme()).toEqual({ stored: null, current: KEY_SCHEME_VERSION });
      await warnOfStaleKeys(index, sink.logger);
      const warnings = sink.entries();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, stored: null, current: KEY_SCHEME_VERSION });
      expect(warnings[0]!.msg).toContain('vigil reindex');
    } finally {
      await index.dropAll();
      await client.close();
    }
  });
});
