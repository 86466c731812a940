/** The channel migration 0010's triggers notify on every change to the catalogue's tables. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

/**
 * Public API answers kept in memory as the bytes sent, by URL. The database announces every change to
 * the tables they are read from (LISTEN catalogue_changed), which clears the cache of every process; the
 * time limit bounds what a missed announcement or a clock-dependent answer (a post's publication time)
 * could leave stale.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; storedAt: number }>();
  /** Answers being computed: concurrent requests for one URL share one computation. */
  private readonly pending = new Map<string, Promise<string>>();
  /** Bumped by every clear: an answer computed across a change is not stored. */
  private generationCounter = 0;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number } = {
      ttlMs: 60_000,
      maxEntries: 5_000,
    },
  ) {}

  get generation(): number {
    return this.generationCounter;
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /** The kept answer for `key`, else the one `compute` makes (once for all who ask meanwhile), kept. */
  load(key: string, compute: () => Promise<string>): Promise<string> {
    const kept = this.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generationCounter;
    const computing = compute()
      .then((body) => {
        this.set(key, body, generation);
        return body;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, computing);
    return computing;
  }

  /** Stores `body` unless the cache was cleared since `generation` was read. */
  set(key: string, body: string, generation: number): void {
    if (generation !== this.generationCounter) return;
    if (this.entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: the oldest entry goes first.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, storedAt: this.now() });
  }

  clear(): void {
    this.generationCounter += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
