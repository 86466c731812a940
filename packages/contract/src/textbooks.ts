import * as v from 'valibot';
import { LANGS } from './constants.ts';
import { DeliveryAddress } from './learner-courses.ts';
import { OperatedUser } from './operator.ts';
import { integerText, text } from './request-fields.ts';

/*
 * Printed textbooks in the service centre (issue 28): the queue of deliveries with the learner's address,
 * marked shipped (carrier and tracking number) and then delivered. A delivery only moves forward; the
 * database refuses anything else (migration 0040).
 */

/** The states a delivery row has (a textbook with no row yet waits for its learner's address). */
export const TEXTBOOK_DELIVERY_STATES = ['preparing', 'shipped', 'delivered'] as const;
export type TextbookDeliveryState = (typeof TEXTBOOK_DELIVERY_STATES)[number];

export const TEXTBOOK_CARRIER_MAX_LENGTH = 60;
export const TEXTBOOK_TRACKING_MAX_LENGTH = 60;
/** Letters, digits, spaces and the separators carriers print: what a tracking page can be searched for. */
const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*[A-Za-z0-9]$/;

/** The refusals of the textbook endpoints. */
export const TEXTBOOK_MESSAGES = {
  noDelivery: 'No textbook delivery for this learner and course',
  alreadyShipped: 'This textbook was already marked shipped',
  notShipped: 'Only a shipped textbook can be marked delivered',
  alreadyDelivered: 'This textbook was already marked delivered',
} as const;

export const TextbookDeliveriesQuery = v.object({
  /** The language of the course titles; English unless given. */
  language: v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`)),
  state: v.optional(
    v.picklist(TEXTBOOK_DELIVERY_STATES, `state must be one of ${TEXTBOOK_DELIVERY_STATES.join(', ')}`),
  ),
  page: v.optional(integerText('page', { max: 100_000 })),
  size: v.optional(integerText('size', { max: 100 })),
});
export type TextbookDeliveriesQuery = v.InferInput<typeof TextbookDeliveriesQuery>;

/** A delivery is named by its learner and its course. */
export const TextbookDeliveryParams = v.object({
  user_id: integerText('user_id'),
  course_id: integerText('course_id'),
});
export type TextbookDeliveryParams = v.InferInput<typeof TextbookDeliveryParams>;

const requiredText = (name: string, max: number) =>
  v.pipe(
    text(name, { max }),
    v.transform((value) => value.trim()),
    v.minLength(1, `${name} is required`),
  );

export const ShipTextbookBody = v.object({
  carrier: requiredText('carrier', TEXTBOOK_CARRIER_MAX_LENGTH),
  tracking_number: v.pipe(
    requiredText('tracking_number', TEXTBOOK_TRACKING_MAX_LENGTH),
    v.regex(TRACKING_NUMBER, 'tracking_number has letters, digits, spaces, dots, slashes or hyphens'),
  ),
});
export type ShipTextbookBody = v.InferInput<typeof ShipTextbookBody>;

export const TextbookDelivery = v.object({
  learner: OperatedUser,
  course: v.object({ id: v.number(), title: v.string() }),
  state: v.picklist(TEXTBOOK_DELIVERY_STATES),
  carrier: v.nullable(v.string()),
  tracking_number: v.nullable(v.string()),
  shipped_at: v.nullable(v.string()),
  delivered_at: v.nullable(v.string()),
  updated_at: v.string(),
  address: v.nullable(DeliveryAddress),
});
export type TextbookDelivery = v.InferOutput<typeof TextbookDelivery>;

export const TextbookDeliveries = v.object({
  list: v.array(TextbookDelivery),
  total: v.number(),
  /** How many are in each state, for the queue's tabs. */
  counts: v.object({ preparing: v.number(), shipped: v.number(), delivered: v.number() }),
});
export type TextbookDeliveries = v.InferOutput<typeof TextbookDeliveries>;
