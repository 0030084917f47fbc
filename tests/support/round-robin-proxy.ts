import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy in front of several portal instances, as nginx's `upstream` block in
 * docs/deploy.md is: each request goes to the next upstream in turn, bodies are streamed both
 * ways, `X-Forwarded-For` / `X-Forwarded-Proto` are added, and an upstream that refuses the
 * connection (a stopped instance) is skipped for the next one. Written for the tests and the
 * benchmarks; it keeps connections to the upstreams alive, as `keepalive` does in nginx.
 */
export interface RoundRobinProxy {
  /** Base URL of the proxy, e.g. http://127.0.0.1:41234. */
  url: string;
  port: number;
  /** Responses each upstream gave, in the order of the upstreams given. */
  readonly answered: readonly number[];
  /** Connections an upstream refused (or dropped before answering a request that could go elsewhere). */
  readonly skipped: number;
  close(): Promise<void>;
}

export interface RoundRobinProxyOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

/** Headers of one connection, not of the message: never forwarded (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name)));
}

/**
 * Errors that mean the upstream never took the request: the request may go to the next one.
 * A refused connection always qualifies; a kept-alive connection the upstream closed just as it
 * was reused only for a request without a body (nginx's `proxy_next_upstream error` likewise
 * retries only what is safe to send twice).
 */
function isRetryable(error: NodeJS.ErrnoException, request: http.IncomingMessage, bodySent: boolean): boolean {
  if (error.code === 'ECONNREFUSED') return !bodySent;
  const idempotent = request.method === 'GET' || request.method === 'HEAD';
  return idempotent && !bodySent && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
}

export async function startRoundRobinProxy(upstreams: string[], options: RoundRobinProxyOptions = {}): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('the proxy needs at least one upstream');
  const targets = upstreams.map((upstream) => new URL(upstream));
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 256 });
  const answered = targets.map(() => 0);
  let skipped = 0;
  let next = 0;

  function forward(request: http.IncomingMessage, response: http.ServerResponse, first: number, tried: number): void {
    if (tried === targets.length) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('No upstream answered\n');
      request.resume();
      return;
    }
    const index = (first + tried) % targets.length;
    const target = targets[index]!;
    const client = request.socket.remoteAddress ?? '';
    const forwardedFor = request.headers['x-forwarded-for'] ? `${String(request.headers['x-forwarded-for'])}, ${client}` : client;
    let bodySent = false;
    const upstream = http.request({
      agent,
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...forwardable(request.headers), 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
    });
    // NOTE: the request body is piped only once the connection is made: a refused connection has
    // then consumed none of it, and the next upstream gets all of it.
    upstream.on('socket', (socket) => {
      const send = () => {
        bodySent = true;
        request.pipe(upstream);
      };
      if (socket.connecting) socket.once('connect', send);
      else send();
    });
    upstream.on('response', (answer) => {
      answered[index]!++;
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardable(answer.headers));
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) {
        response.destroy(error);
      } else if (isRetryable(error, request, bodySent)) {
        skipped++;
        forward(request, response, first, tried + 1);
      } else {
        response.writeHead(502, { 'content-type': 'text/plain' }).end(`Upstream ${target.host} failed: ${error.code ?? error.message}\n`);
      }
    });
    // A client that goes away takes its upstream request with it.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
  }

  const server = http.createServer((request, response) => {
    const first = next;
    next = (next + 1) % targets.length;
    forward(request, response, first, 0);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    answered,
    get skipped() {
      return skipped;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
