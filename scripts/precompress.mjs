// Writes x.br (Brotli, quality 11) and x.gz (gzip, level 9) beside every compressible file of the
// web build over 1 KB, so the server sends them as they are (@fastify/static preCompressed)
// instead of compressing on every request.
//   node scripts/precompress.mjs [dir]      dir defaults to dist/web
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest']);
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses one file; a compressed copy that would not be smaller is not written (and an old one is removed). */
async function precompress(file, bytes) {
  const outputs = [
    [
      `${file}.br`,
      await brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    ],
    [`${file}.gz`, await gzip(bytes, { level: 9 })],
  ];
  let written = 0;
  for (const [target, compressed] of outputs) {
    if (compressed.length < bytes.length) {
      await fs.writeFile(target, compressed);
      written += 1;
    } else {
      await fs.rm(target, { force: true });
    }
  }
  return written;
}

const dir = path.resolve(process.argv[2] ?? 'dist/web');
let files = 0;
let outputs = 0;
for await (const file of filesUnder(dir)) {
  if (!EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
  const bytes = await fs.readFile(file);
  if (bytes.length <= MIN_BYTES) continue;
  files += 1;
  outputs += await precompress(file, bytes);
}
process.stdout.write(`precompress: ${outputs} compressed copies of ${files} files in ${path.relative(process.cwd(), dir) || '.'}\n`);
