import { randomBytes } from 'node:crypto';
import { type CalendarFeed, FALLBACK_LANG, isLang } from '@hanyu/contract';
import type { FastifyInstance } from 'fastify';
import { createEvents, type EventAttributes } from 'ics';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import type { ExtraOperation } from '../docs/index.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import { lessonEvent, lessonPage, lessonTitle } from './lesson-mail.ts';
import { lessonsOfPerson } from './lessons.repository.ts';
import { describeLessons } from './lessons.service.ts';

/**
 * A private calendar feed per user (issue 11): the lessons they learn or teach and the sessions of their
 * group classes, as iCalendar that Google, Apple or Outlook subscribe to and poll. Each lesson has the UID
 * of its booking mail, so a calendar that imported the mail's invitation and subscribes to the feed shows
 * one event. Times are UTC; a cancelled lesson stays in the feed as CANCELLED, so subscribed calendars
 * drop it.
 */

/** How far back the feed reaches: recent lessons stay visible, old ones leave. */
const FEED_PAST_DAYS = 60;
/** The most events one feed carries (a year of daily lessons). */
const FEED_LIMIT = 500;

const FeedParams = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{32,64}$/)) });

const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/calendar/${token}.ics`;

export async function calendarFeedOf(
  db: Kysely<Database>,
  userId: number,
  publicUrl: string,
): Promise<CalendarFeed> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('token')
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
  return { url: row ? feedUrl(publicUrl, row.token) : null };
}

/** A new address for the user's feed; the old one stops working. */
export async function renewCalendarFeed(
  db: Kysely<Database>,
  userId: number,
  publicUrl: string,
): Promise<CalendarFeed> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: String(userId), token })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ token }))
    .execute();
  return { url: feedUrl(publicUrl, token) };
}

/** The feed of the token's owner as an iCalendar text, or undefined for an unknown token. */
export async function calendarFeedText(
  db: Kysely<Database>,
  token: string,
  options: { now: Date; publicUrl: string },
): Promise<string | undefined> {
  const owner = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.language'])
    .where('calendar_feeds.token', '=', token)
    .executeTakeFirst();
  if (!owner) return undefined;
  const lang = isLang(owner.language) ? owner.language : FALLBACK_LANG;
  const since = new Date(options.now.getTime() - FEED_PAST_DAYS * 86_400_000);

  const lessons = await describeLessons(db, await lessonsOfPerson(db, owner.id, since, FEED_LIMIT), lang);
  const events: EventAttributes[] = lessons.map((lesson) => {
    const role = lesson.student_id === Number(owner.id) ? 'learner' : 'teacher';
    return lessonEvent(lesson, {
      cancelled: lesson.status === 'cancelled',
      publicUrl: options.publicUrl,
      title: lessonTitle(lesson, lang, role),
      page: lessonPage(lang, role),
    });
  });

  const sessions = await db
    .selectFrom('group_sessions')
    .innerJoin('enrolments', 'enrolments.course_id', 'group_sessions.course_id')
    .innerJoin('group_classes', 'group_classes.course_id', 'group_sessions.course_id')
    .select([
      'group_sessions.id',
      'group_sessions.course_id',
      'group_sessions.starts_at',
      'group_sessions.minutes',
    ])
    .where('enrolments.user_id', '=', owner.id)
    .where('group_classes.cancelled_at', 'is', null)
    .where('group_sessions.starts_at', '>', since)
    .orderBy('group_sessions.starts_at')
    .limit(FEED_LIMIT)
    .execute();
  const titles = await modelTexts(db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: [...new Set(sessions.map((session) => Number(session.course_id)))],
    language: lang,
  });
  const origin = options.publicUrl.replace(/\/+$/, '');
  const host = new URL(origin).hostname;
  for (const session of sessions) {
    const start = new Date(session.starts_at).getTime();
    events.push({
      uid: `group-session-${session.id}@${host}`,
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      end: start + session.minutes * 60_000,
      endInputType: 'utc',
      endOutputType: 'utc',
      title: titles(TEXT_FIELDS.courseTitle, Number(session.course_id)),
      url: `${origin}/${lang}/learning/group/${session.course_id}`,
      status: 'CONFIRMED',
    });
  }

  const { error, value } = createEvents(events, {
    productId: 'hanyu/lessons',
    method: 'PUBLISH',
    calName: 'Hanyu',
  });
  if (error || !value) throw error ?? new Error('calendar feed not written');
  return value;
}

/** The feed's route: not JSON, so outside the contract table, but documented. */
export const calendarFeedOperations: ExtraOperation[] = [
  {
    method: 'GET',
    path: '/calendar/{token}.ics',
    summary:
      "A user's private calendar feed (iCalendar): their lessons and group sessions, for calendar apps to " +
      'subscribe to; the token from GET /user/calendar is the only credential',
    pathParams: FeedParams,
    contentType: 'text/calendar',
  },
];

export function registerCalendarFeedRoute(
  app: FastifyInstance,
  options: { db: Kysely<Database>; now: () => Date; publicUrl: string },
): void {
  app.get('/calendar/:token.ics', async (request, reply) => {
    const { token } = parseOrThrow(FeedParams, request.params, 'path');
    const text = await calendarFeedText(options.db, token, {
      now: options.now(),
      publicUrl: options.publicUrl,
    });
    if (text === undefined) throw notFound();
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Disposition', 'inline; filename="hanyu.ics"')
      .send(text);
  });
}
