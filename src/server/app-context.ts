import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { FileStorage } from './lib/file-storage.js';

/** What route modules need from the running app, handed to them explicitly. */
export interface AppContext {
  config: Config;
  db: Db;
  storage: FileStorage;
}
