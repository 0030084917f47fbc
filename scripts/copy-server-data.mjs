/**
 * Copies the data files the server reads beside its modules (the demo content's JSON under
 * src/server/db/seed/content) into dist/server, where tsc emits only the compiled modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('../src/server', import.meta.url));
const TARGET = fileURLToPath(new URL('../dist/server', import.meta.url));

for (const file of fs.readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.json')) continue;
  fs.mkdirSync(path.dirname(path.join(TARGET, file)), { recursive: true });
  fs.copyFileSync(path.join(SOURCE, file), path.join(TARGET, file));
}
