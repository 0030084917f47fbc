import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { nowMs } from '../../lib/clock.js';
import { findNextChange } from './next-change.repository.js';
import { ResponseCache } from './response-cache.js';

/** The response cache of a portal: the configured byte budget, the portal's clock and database. */
export function createResponseCache(config: Config, db: Db): ResponseCache {
  return new ResponseCache({ maxBytes: config.responseCacheBytes, now: nowMs, findNextChange: (now) => findNextChange(db, now) });
}
