import { VIDEO_REFUND_PROGRESS_LIMIT } from '@hanyu/contract';

/**
 * What an approved refund gives back (docs/decisions.md, "Refunds"), as a pure function of what the order
 * bought and how much of it is used. Lesson time: the unspent value (granted less spent, lessons ahead
 * counted as unspent since the approval cancels them), at most what the order paid. A group seat: all of it
 * before the class opens, nothing after. A video course: all of it below VIDEO_REFUND_PROGRESS_LIMIT of its
 * clips finished, nothing from there on. A printed textbook has no price of its own: nothing is withheld
 * for it, and one not yet posted is not posted.
 */
export type RefundFacts =
  | {
      kind: 'live';
      paidMinor: number;
      /** The item's lesson time of the owner, lessons ahead already given back. */
      grantedValueMinor: number;
      spentValueMinor: number;
    }
  | { kind: 'group'; paidMinor: number; classOpened: boolean }
  | { kind: 'video'; paidMinor: number; progress: number };

export function refundableMinor(facts: RefundFacts): number {
  switch (facts.kind) {
    case 'live':
      return Math.max(0, Math.min(facts.paidMinor, facts.grantedValueMinor - facts.spentValueMinor));
    case 'group':
      return facts.classOpened ? 0 : facts.paidMinor;
    case 'video':
      return facts.progress < VIDEO_REFUND_PROGRESS_LIMIT ? facts.paidMinor : 0;
  }
}

/** The minutes an approval takes back of the item's lesson time: the order's, at most what is unspent. */
export function revokedMinutes(orderMinutes: number, grantedMinutes: number, spentMinutes: number): number {
  return Math.max(0, Math.min(orderMinutes, grantedMinutes - spentMinutes));
}
