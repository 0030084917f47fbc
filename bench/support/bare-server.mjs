// The baseline of bench/public-reads.ts: a bare node:http server that answers each path with the
// body the portal gave for it, held in memory (read once at start from a manifest of
// { path, contentType, file } entries); any other path gets the first body.
import fs from 'node:fs';
import http from 'node:http';

const [manifestFile, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(fs.readFileSync(manifestFile, 'utf8')).map(({ path, contentType, file }) => {
    const body = fs.readFileSync(file);
    return [path, { body, headers: { 'content-type': contentType, 'content-length': body.length } }];
  }),
);
const first = answers.values().next().value;

http
  .createServer((request, response) => {
    const { body, headers } = answers.get(request.url) ?? first;
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
