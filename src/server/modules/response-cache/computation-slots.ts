/** Gives a slot back; calling it again does nothing. */
export type ReleaseSlot = () => void;

/**
 * A fixed number of slots for computing public responses, handed out first come, first served.
 *
 * Without them, every request of a rush of cache misses computes at once: fifty computations'
 * queries wait on the database's one connection, and their half-built data fills the heap.
 * Waiting in order, each waits about as long as the others ahead of it (decision 18).
 */
export class ComputationSlots {
  readonly #limit: number;
  readonly #waiting: ((release: ReleaseSlot) => void)[] = [];
  #busy = 0;

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A computation needs at least one slot, not ${limit}`);
    this.#limit = limit;
  }

  /** Resolves once the caller holds a slot, after everyone who asked before it. */
  take(): Promise<ReleaseSlot> {
    if (this.#busy < this.#limit) {
      this.#busy++;
      return Promise.resolve(this.#releaser());
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Slots held now, and requests waiting for one. */
  stats(): { busy: number; waiting: number } {
    return { busy: this.#busy, waiting: this.#waiting.length };
  }

  #releaser(): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the next in line, so a newcomer cannot take it first.
      const next = this.#waiting.shift();
      if (next) next(this.#releaser());
      else this.#busy--;
    };
  }
}
