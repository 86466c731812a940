/**
 * Idempotency keys for money-moving requests: one per attempt. Asking again for the same request (a
 * double click, a retry after an error) gets the same key, so the server answers it once; a different
 * request, or one after `forget()`, is a new attempt with a new key.
 */
export class AttemptKeys {
  private current: { fingerprint: string; key: string } | undefined;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key of the attempt that sends `request`. */
  keyFor(request: unknown): string {
    const fingerprint = JSON.stringify(request);
    if (this.current?.fingerprint !== fingerprint) this.current = { fingerprint, key: this.newKey() };
    return this.current.key;
  }

  /** The attempt is over (paid, or refused for good): the next request starts a new one. */
  forget(): void {
    this.current = undefined;
  }
}
