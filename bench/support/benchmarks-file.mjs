import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCHMARKS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'BENCHMARKS.md');

/** Replaces the `## heading` section of bench/BENCHMARKS.md (or appends it), keeping the others. */
export function writeBenchmarkSection(heading, body) {
  const section = `${heading}\n\n${body.trimEnd()}\n`;
  const current = fs.existsSync(BENCHMARKS_FILE) ? fs.readFileSync(BENCHMARKS_FILE, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`${heading}\n`);
  let next;
  if (start >= 0) {
    const after = current.indexOf('\n## ', start + heading.length);
    next = current.slice(0, start) + section + (after >= 0 ? current.slice(after) : '');
  } else {
    next = `${current.trimEnd()}\n\n${section}`;
  }
  fs.writeFileSync(BENCHMARKS_FILE, next);
}
