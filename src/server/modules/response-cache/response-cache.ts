import { LRUCache } from 'lru-cache';
import type { CompressedResponse } from './compressed-response.js';

/**
 * The instant (ms) at which public output next changes by itself, with no write: the next
 * scheduled publication, an event leaving a feed, the next local midnight. Read from the database.
 */
export type NextChangeFinder = (nowMs: number) => Promise<number>;

export interface ResponseCacheOptions {
  /** Byte budget of the stored bodies; 0 turns the cache off (every read is computed). */
  maxBytes: number;
  now: () => number;
  findNextChange: NextChangeFinder;
}

/** What a response computed now belongs to; handed back to store() once the response is made. */
export interface CacheTicket {
  generation: number;
  /** Settles when the generation's expiry is known (stores wait for it). */
  validity: Promise<void>;
}

/** Values derived from public content (a list's total), computed once per cache generation. */
export interface GenerationMemo {
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** Distinct remembered values kept at most (a total per list filter and locale). */
const MEMO_ENTRIES_MAX = 10_000;

interface InFlight {
  generation: number;
  made: Promise<CompressedResponse | null>;
  settle(response: CompressedResponse | null): void;
}

interface Stored {
  response: CompressedResponse;
  generation: number;
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  /** Requests that waited for another's computation of the same response instead of making their own. */
  coalesced: number;
  evictions: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  generation: number;
  /** Serving nothing until this instance hears other instances' changes again. */
  suspended: boolean;
}

/** Bookkeeping per stored entry beyond its bodies (key, headers, LRU links). */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * The public response cache: compressed public responses by key (what a response depends on),
 * in an LRU with a byte budget.
 *
 * Invalidation is by generation. Every write that can change public output announces itself
 * (announceChange), which starts a new generation; an entry stored under an older generation is
 * never served again. Time changes output too (scheduled publishing, the month on the calendar),
 * so each generation also ends by itself at the next instant something changes with no write,
 * found in the database before the first response of the generation is computed.
 *
 * A response is tagged with the generation current when its computation began: a write that
 * commits while it is being computed leaves it tagged with the old generation, so a response that
 * might have read the old data is never served after the write has answered.
 */
export class ResponseCache implements GenerationMemo {
  readonly #lru: LRUCache<string, Stored> | null;
  readonly #memo = new LRUCache<string, { generation: number; value: unknown }>({ max: MEMO_ENTRIES_MAX });
  readonly #inFlight = new Map<string, InFlight>();
  readonly #now: () => number;
  readonly #findNextChange: NextChangeFinder;
  readonly #maxBytes: number;
  #generation = 1;
  /** When the current generation ends by itself; undefined until found. */
  #expiresAt: number | undefined;
  #validity: Promise<void> | null = null;
  #hits = 0;
  #misses = 0;
  #evictions = 0;
  #coalesced = 0;
  /** While true nothing is served from or kept in the cache: another instance's writes could go unheard. */
  #suspended = false;
  readonly #changeListeners = new Set<() => void>();

  constructor(options: ResponseCacheOptions) {
    this.#now = options.now;
    this.#findNextChange = options.findNextChange;
    this.#maxBytes = options.maxBytes;
    this.#lru =
      options.maxBytes > 0
        ? new LRUCache<string, Stored>({
            maxSize: options.maxBytes,
            sizeCalculation: (stored, key) => stored.response.bytes + key.length * 2 + ENTRY_OVERHEAD_BYTES,
            dispose: (_value, _key, reason) => {
              if (reason === 'evict') this.#evictions++;
            },
          })
        : null;
  }

  get isEnabled(): boolean {
    return this.#lru !== null;
  }

  /** True while the cache can be trusted: enabled and not suspended. */
  get #isServing(): boolean {
    return this.#lru !== null && !this.#suspended;
  }

  /** The current generation, ending it first when its time has come. */
  get generation(): number {
    if (this.#expiresAt !== undefined && this.#now() >= this.#expiresAt) this.#startGeneration();
    return this.#generation;
  }

  /**
   * A write of this process that can change public output has committed: nothing stored before it
   * is served again, and whoever listens (other instances, through the database) is told.
   */
  announceChange(): void {
    this.#startGeneration();
    for (const listener of this.#changeListeners) listener();
  }

  /** Calls `listener` after each change this process announces; returns the function that stops it. */
  onChangeAnnounced(listener: () => void): () => void {
    this.#changeListeners.add(listener);
    return () => this.#changeListeners.delete(listener);
  }

  /** Another instance announced a change: nothing stored before it is served again. */
  receiveChange(): void {
    this.#startGeneration();
  }

  /**
   * Stops serving and keeping anything until resume(): used while this instance cannot hear other
   * instances' changes (its listening connection is down), when any entry could be stale.
   */
  suspend(): void {
    this.#suspended = true;
    this.#startGeneration();
  }

  /** Serves again, from a new generation: changes made while suspended were not heard. */
  resume(): void {
    this.#suspended = false;
    this.#startGeneration();
  }

  /** The stored response of a key, if it belongs to the current generation. */
  get(key: string): CompressedResponse | undefined {
    if (!this.#lru) return undefined;
    if (this.#suspended) {
      this.#misses++;
      return undefined;
    }
    const generation = this.generation;
    const stored = this.#lru.get(key);
    if (stored?.generation === generation) {
      this.#hits++;
      return stored.response;
    }
    if (stored) this.#lru.delete(key);
    this.#misses++;
    return undefined;
  }

  /**
   * Called before a response is computed. The generation's expiry is looked up now, at an instant
   * no later than the computation's own reading of the clock: nothing can become public between
   * that instant and the expiry found.
   */
  begin(): CacheTicket {
    const generation = this.generation;
    if (this.#expiresAt === undefined) this.#validity ??= this.#findExpiry(generation);
    return { generation, validity: this.#validity ?? Promise.resolve() };
  }

  /**
   * The response another request is making for the key in the ticket's generation, if any: a rush
   * of requests for a page that a write has just invalidated computes it once, not once each.
   */
  pending(key: string, ticket: CacheTicket): Promise<CompressedResponse | null> | undefined {
    const inFlight = this.#inFlight.get(key);
    return this.#isServing && inFlight?.generation === ticket.generation ? inFlight.made : undefined;
  }

  /**
   * Marks the key's response as being made by the caller, who must call the returned function
   * once with it (null when there is nothing to share: an error, a response not to be stored).
   */
  lead(key: string, ticket: CacheTicket): (response: CompressedResponse | null) => void {
    if (!this.#isServing) return () => undefined;
    let settle!: (response: CompressedResponse | null) => void;
    const made = new Promise<CompressedResponse | null>((resolve) => (settle = resolve));
    const inFlight: InFlight = { generation: ticket.generation, made, settle };
    this.#inFlight.set(key, inFlight);
    return (response) => {
      if (this.#inFlight.get(key) === inFlight) this.#inFlight.delete(key);
      inFlight.settle(response);
    };
  }

  countCoalesced(): void {
    this.#coalesced++;
  }

  /** Stores a computed response, unless a write or the clock has moved on since its ticket. */
  async store(key: string, ticket: CacheTicket, response: CompressedResponse): Promise<void> {
    if (!this.#lru) return;
    await ticket.validity;
    if (this.#suspended || ticket.generation !== this.generation || this.#expiresAt === undefined) return;
    this.#lru.set(key, { response, generation: ticket.generation });
  }

  /**
   * A value computed from public content, kept until the generation ends: the same invalidation as
   * the responses, so it serves the portal even with the response cache off (RESPONSE_CACHE_MB=0).
   */
  async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.#suspended) return compute();
    const ticket = this.begin();
    const kept = this.#memo.get(key);
    if (kept?.generation === ticket.generation && this.#expiresAt !== undefined) return kept.value as T;
    const value = await compute();
    await ticket.validity;
    if (!this.#suspended && ticket.generation === this.generation && this.#expiresAt !== undefined) this.#memo.set(key, { generation: ticket.generation, value });
    return value;
  }

  stats(): ResponseCacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      coalesced: this.#coalesced,
      evictions: this.#evictions,
      entries: this.#lru?.size ?? 0,
      bytes: this.#lru?.calculatedSize ?? 0,
      maxBytes: this.#maxBytes,
      generation: this.#generation,
      suspended: this.#suspended,
    };
  }

  #startGeneration(): void {
    this.#generation++;
    this.#expiresAt = undefined;
    this.#validity = null;
    // Entries of older generations are never served; dropping them now frees their bytes at once.
    this.#lru?.clear();
    this.#memo.clear();
  }

  async #findExpiry(generation: number): Promise<void> {
    try {
      const expiresAt = await this.#findNextChange(this.#now());
      if (generation === this.#generation) this.#expiresAt = expiresAt;
    } catch {
      // Unknown expiry: nothing of this generation is stored; the next computation asks again.
      if (generation === this.#generation) this.#validity = null;
    }
  }
}
