// `npm run search:rebuild`: makes the site search's index anew from the content (the portal
// also does it by itself on start when the index was built by an older version of the terms).
import { rebuildSearchIndex } from '../modules/search/search-index.js';
import { SEARCHABLE_TYPES } from '../modules/content-types/content-types.js';
import { withConfiguredDatabase } from './with-database.js';

await withConfiguredDatabase(async (db) => {
  const started = Date.now();
  const { documents, words } = await rebuildSearchIndex(db, SEARCHABLE_TYPES);
  process.stdout.write(`Search index rebuilt: ${documents} documents, ${words} words, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
});
