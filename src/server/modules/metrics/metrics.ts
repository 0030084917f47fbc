import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../../db/database.js';
import type { ResponseCacheStats } from '../response-cache/response-cache.js';

export interface MetricSources {
  responseCache: () => ResponseCacheStats;
  /** Null when the database was not opened by openDatabase (no figures to give). */
  databasePool: () => PoolStats | null;
}

/** Route label of a request that matched no route (a 404 of the router), so paths never become labels. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds; from a cached read (a fraction of a millisecond) to a slow export. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface PortalMetrics {
  registry: Registry;
  observeRequest(route: string, method: string, status: number, seconds: number): void;
}

/**
 * One registry per app (tests build many apps in one process; prom-client's global registry
 * would refuse the second). Cache and pool figures are read when scraped, not kept twice.
 */
export function createMetrics(sources: MetricSources): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({
    name: 'noks_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'noks_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  registerCacheMetrics(registry, sources.responseCache);
  registerPoolMetrics(registry, sources.databasePool);

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      latency.observe({ route, method }, seconds);
    },
  };
}

function registerCacheMetrics(registry: Registry, stats: () => ResponseCacheStats): void {
  // The cache keeps its own running totals; a counter set from them on each scrape.
  const counters = [
    ['noks_response_cache_hits_total', 'Public reads answered from the response cache.', 'hits'],
    ['noks_response_cache_misses_total', 'Public reads computed because the cache had no current entry.', 'misses'],
    ['noks_response_cache_coalesced_total', 'Public reads that waited for the same read in progress instead of computing it again.', 'coalesced'],
    ['noks_response_cache_evictions_total', 'Entries dropped to keep the cache within its byte budget.', 'evictions'],
  ] as const;
  for (const [name, help, field] of counters) {
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(stats()[field]);
      },
    });
  }
  const gauges = [
    ['noks_response_cache_bytes', 'Bytes held by the response cache.', 'bytes'],
    ['noks_response_cache_max_bytes', 'Byte budget of the response cache (RESPONSE_CACHE_MB; 0: off).', 'maxBytes'],
    ['noks_response_cache_entries', 'Entries held by the response cache.', 'entries'],
    ['noks_content_generation', 'Content generation this instance serves (it grows with every public change).', 'generation'],
    ['noks_response_cache_suspended', '1 while the cache serves nothing because other instances cannot be heard.', 'suspended'],
  ] as const;
  for (const [name, help, field] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(Number(stats()[field]));
      },
    });
  }
}

function registerPoolMetrics(registry: Registry, stats: () => PoolStats | null): void {
  const gauges = [
    ['noks_db_pool_connections', 'Database connections open.', 'total'],
    ['noks_db_pool_idle_connections', 'Database connections open and free.', 'idle'],
    ['noks_db_pool_waiting_queries', 'Queries waiting for a free database connection.', 'waiting'],
    ['noks_db_pool_max_connections', 'The most database connections the pool opens.', 'max'],
  ] as const;
  for (const [name, help, field] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const pool = stats();
        if (pool) this.set(pool[field]);
      },
    });
  }
}
