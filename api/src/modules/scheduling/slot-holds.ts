/**
 * The starts a booking in this process is placing right now (issue 11's race budget). When many learners
 * press the same free time at once, the first one holds it for the length of its transaction and the others
 * are answered "already reserved" at once, instead of each queueing for a database connection to learn the
 * same thing from the exclusion constraint. The database still decides: a hold only turns away a second
 * learner early, across processes the constraint does it, and the same learner (a retried request, an
 * Idempotency-Key replay) is never turned away by their own hold. If the holder's booking fails (not enough
 * lesson time, a limit), the time was refused to the others during those milliseconds only; it is listed
 * free again at once.
 */
export class SlotHolds {
  readonly #held = new Map<string, number>();

  /** Holds `key` for `learnerId`; answers the release, or undefined while another learner holds it. */
  hold(key: string, learnerId: number): (() => void) | undefined {
    const holder = this.#held.get(key);
    if (holder !== undefined && holder !== learnerId) return undefined;
    if (holder === learnerId) return () => {};
    this.#held.set(key, learnerId);
    return () => {
      this.#held.delete(key);
    };
  }
}

/** A booking's hold key: the course (and the teacher chosen for an open package) and the start instant. */
export const slotHoldKey = (body: {
  course_id: number;
  teacher_id?: number | undefined;
  starts_at: string;
}) => `${body.course_id}:${body.teacher_id ?? ''}:${Date.parse(body.starts_at)}`;
