/**
 * Idempotency keys for paying orders, one per attempt and order: paying the same order again (a double
 * click, a retry after a refusal or a lost answer) sends the same key, so the server moves money at most
 * once; after `forget` the next payment is a new attempt with a new key.
 */
export class AttemptKeys {
  private readonly keys = new Map<number, string>();

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(orderId: number): string {
    let key = this.keys.get(orderId);
    if (key === undefined) {
      key = this.newKey();
      this.keys.set(orderId, key);
    }
    return key;
  }

  /** The attempt is over (paid, or refused for good). */
  forget(orderId: number): void {
    this.keys.delete(orderId);
  }
}
