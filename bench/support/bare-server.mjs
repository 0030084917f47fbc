// The baseline of bench/public-reads.ts: a bare node:http server that answers every request with
// the same JSON held in memory (the portal's first page of articles, read once at start).
import fs from 'node:fs';
import http from 'node:http';

const [bodyFile, port] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

http
  .createServer((request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
