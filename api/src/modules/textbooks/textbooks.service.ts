import {
  ERROR_CODES,
  FALLBACK_LANG,
  isLang,
  type Lang,
  TEXTBOOK_MESSAGES,
  type TextbookDeliveries,
  type TextbookDelivery,
  type TextbookDeliveryState,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { recordOperatorAction } from '../audit/index.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import { type TextbookMailKind, textbookMail } from './textbook-mail.ts';
import {
  countDeliveriesByState,
  type DeliveryKey,
  type DeliveryRow,
  findDeliveriesWithAddress,
  findDelivery,
  findRecipient,
  type QueueRow,
  updateDeliveredIfShipped,
  updateShippedIfPreparing,
} from './textbooks.repository.ts';

const DEFAULT_PAGE_SIZE = 20;

export interface TextbookSettings {
  db: Kysely<Database>;
  mailer: { send(message: MailMessage): Promise<void> };
  publicUrl: string;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

async function courseTitles(db: Kysely<Database>, courseIds: number[], language: Lang) {
  return modelTexts(db, { fields: [TEXT_FIELDS.courseTitle], modelIds: courseIds, language });
}

function toDelivery(
  row: DeliveryRow & Partial<QueueRow>,
  learner: { id: string; email: string; nick_name: string },
  title: string,
): TextbookDelivery {
  return {
    learner: { id: Number(learner.id), email: learner.email, nick_name: learner.nick_name },
    course: { id: Number(row.course_id), title },
    state: row.state,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    shipped_at: iso(row.shipped_at),
    delivered_at: iso(row.delivered_at),
    updated_at: row.updated_at.toISOString(),
    address:
      row.address_name && row.address_updated_at
        ? {
            name: row.address_name,
            phone: row.phone ?? '',
            country: row.country ?? '',
            region: row.region ?? '',
            city: row.city ?? '',
            street: row.street ?? '',
            postal_code: row.postal_code ?? '',
            updated_at: row.address_updated_at.toISOString(),
          }
        : null,
  };
}

/** The operators' queue: one state's deliveries (all without one), oldest change first, and the counts. */
export async function listTextbookDeliveries(
  db: Kysely<Database>,
  query: {
    state?: TextbookDeliveryState | undefined;
    page?: number | undefined;
    size?: number | undefined;
    language?: Lang | undefined;
  },
): Promise<TextbookDeliveries> {
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    findDeliveriesWithAddress(db, {
      state: query.state,
      offset: ((query.page ?? 1) - 1) * size,
      limit: size,
    }),
    countDeliveriesByState(db),
  ]);
  const titles = await courseTitles(
    db,
    rows.map((row) => Number(row.course_id)),
    query.language ?? FALLBACK_LANG,
  );
  return {
    list: rows.map((row) =>
      toDelivery(
        row,
        { id: row.user_id, email: row.email, nick_name: row.nick_name },
        titles(TEXT_FIELDS.courseTitle, Number(row.course_id)),
      ),
    ),
    total: query.state ? counts[query.state] : counts.preparing + counts.shipped + counts.delivered,
    counts,
  };
}

const keyOf = (delivery: { userId: number; courseId: number }): DeliveryKey => ({
  userId: String(delivery.userId),
  courseId: String(delivery.courseId),
});

const subjectOf = (key: DeliveryKey) => `textbook_delivery:${key.userId}-${key.courseId}`;

/** Why a move found nothing to move: no such delivery (404), or it is not in the state it moves from (409). */
async function refusal(db: Kysely<Database>, key: DeliveryKey, move: TextbookMailKind): Promise<ApiError> {
  const row = await findDelivery(db, key);
  if (!row) return new ApiError(404, TEXTBOOK_MESSAGES.noDelivery, { code: ERROR_CODES.notFound });
  const message =
    move === 'shipped'
      ? TEXTBOOK_MESSAGES.alreadyShipped
      : row.state === 'delivered'
        ? TEXTBOOK_MESSAGES.alreadyDelivered
        : TEXTBOOK_MESSAGES.notShipped;
  return new ApiError(409, message, { code: ERROR_CODES.conflict });
}

/**
 * Moves a delivery forward and records the operator's action in the same transaction; once committed,
 * mails the learner in their language. `move` runs the conditional update, which finds nothing when the
 * delivery is not in the state it moves from (another operator was first).
 */
async function moveDelivery(
  settings: TextbookSettings,
  operatorId: number,
  key: DeliveryKey,
  kind: TextbookMailKind,
  move: (trx: Kysely<Database>) => Promise<DeliveryRow | undefined>,
  onMailError: (error: unknown) => void,
): Promise<TextbookDelivery> {
  const { db } = settings;
  const moved = await db.transaction().execute(async (trx) => {
    const row = await move(trx);
    if (!row) return undefined;
    await recordOperatorAction(trx, {
      operatorId,
      action: kind === 'shipped' ? 'textbook.ship' : 'textbook.deliver',
      subject: subjectOf(key),
      userId: key.userId,
      before: { state: kind === 'shipped' ? 'preparing' : 'shipped' },
      after: { state: row.state, carrier: row.carrier, tracking_number: row.tracking_number },
    });
    return row;
  });
  if (!moved) throw await refusal(db, key, kind);
  const learner = await findRecipient(db, key.userId);
  if (!learner) throw new ApiError(404, TEXTBOOK_MESSAGES.noDelivery, { code: ERROR_CODES.notFound });
  const language = isLang(learner.language) ? learner.language : FALLBACK_LANG;
  const titles = await courseTitles(db, [Number(key.courseId)], language);
  const title = titles(TEXT_FIELDS.courseTitle, Number(key.courseId));
  settings.mailer
    .send(
      textbookMail(
        kind,
        {
          email: learner.email,
          language,
          courseTitle: title,
          carrier: moved.carrier ?? '',
          trackingNumber: moved.tracking_number ?? '',
        },
        settings.publicUrl,
      ),
    )
    .catch(onMailError);
  return toDelivery(moved, learner, title);
}

/** Marks a prepared textbook shipped (409 when it already was, 404 when there is no such delivery). */
export function shipTextbook(
  settings: TextbookSettings,
  operatorId: number,
  delivery: { userId: number; courseId: number; carrier: string; trackingNumber: string },
  onMailError: (error: unknown) => void,
): Promise<TextbookDelivery> {
  const key = keyOf(delivery);
  return moveDelivery(
    settings,
    operatorId,
    key,
    'shipped',
    (trx) => updateShippedIfPreparing(trx, key, delivery),
    onMailError,
  );
}

/** Marks a shipped textbook delivered (409 when not shipped or already delivered). */
export function deliverTextbook(
  settings: TextbookSettings,
  operatorId: number,
  delivery: { userId: number; courseId: number },
  onMailError: (error: unknown) => void,
): Promise<TextbookDelivery> {
  const key = keyOf(delivery);
  return moveDelivery(
    settings,
    operatorId,
    key,
    'delivered',
    (trx) => updateDeliveredIfShipped(trx, key),
    onMailError,
  );
}
