import { describe } from 'vitest';
import { obituaryIndexContract } from './contract.js';
import { openElasticsearchIndex } from './elasticsearch-index.js';

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
