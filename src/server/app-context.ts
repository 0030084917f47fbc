import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { FileStorage } from './lib/file-storage.js';
import type { ResponseCache } from './modules/response-cache/response-cache.js';

/** What route modules need from the running app, handed to them explicitly. */
export interface AppContext {
  config: Config;
  db: Db;
  storage: FileStorage;
  /** Public responses by what they depend on; every app built on this context shares it. */
  responseCache: ResponseCache;
}
