// The baseline of bench/public-reads.ts: a bare node:http server that answers each path with the
// body the portal gave for it, held in memory (read once at start from a manifest of
// { path, contentType, file, brotliFile? } entries); any other path gets the first body. A request
// that accepts brotli gets the portal's brotli body where the portal gave one.
import fs from 'node:fs';
import http from 'node:http';

const [manifestFile, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(fs.readFileSync(manifestFile, 'utf8')).map(({ path, contentType, file, brotliFile }) => {
    const body = fs.readFileSync(file);
    const brotli = brotliFile ? fs.readFileSync(brotliFile) : null;
    return [
      path,
      {
        identity: { body, headers: { 'content-type': contentType, 'content-length': body.length } },
        brotli: brotli && { body: brotli, headers: { 'content-type': contentType, 'content-encoding': 'br', 'content-length': brotli.length } },
      },
    ];
  }),
);
const first = answers.values().next().value;

http
  .createServer((request, response) => {
    const answer = answers.get(request.url) ?? first;
    const { body, headers } = (/\bbr\b/.test(request.headers['accept-encoding'] ?? '') && answer.brotli) || answer.identity;
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
