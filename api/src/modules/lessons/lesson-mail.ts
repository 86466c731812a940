import { FALLBACK_LANG, isLang, type Lang, type Lesson, LOCALE_OF_LANG } from '@hanyu/contract';
import { createEvent, type EventAttributes } from 'ics';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml, fillNamed as fill } from '../../text/templates.ts';

/**
 * The mail a booking and a cancellation send to the learner and the teacher, each in their language and time
 * zone, with the lesson as a calendar file (RFC 5545 via `ics`): times in UTC (a TZID without its VTIMEZONE
 * is read wrongly by some clients), one stable UID per lesson, SEQUENCE raised by the cancellation, which is
 * METHOD:CANCEL with STATUS:CANCELLED so calendars remove the event they added.
 */

export type LessonMailKind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

export interface LessonMailRecipient {
  email: string;
  language: string | null;
  timeZone: string | null;
  role: 'learner' | 'teacher';
  /** The course's title in the recipient's language (the lesson carries the booker's). */
  courseTitle?: string | undefined;
}

const TEXTS: Record<
  Lang,
  Record<LessonMailKind, { subject: string; intro: string }> & {
    withTeacher: string;
    withLearner: string;
    trial: string;
    entry: string;
    cancelUntil: string;
    movedFrom: string;
    manage: string;
  }
> = {
  en: {
    booked: { subject: 'Lesson booked: {course}, {when}', intro: 'Your lesson is booked.' },
    rescheduled: { subject: 'Lesson moved: {course}, {when}', intro: 'This lesson has moved to a new time.' },
    cancelled: { subject: 'Lesson cancelled: {course}, {when}', intro: 'This lesson was cancelled.' },
    reminder: { subject: 'Reminder: {course}, {when}', intro: 'Your lesson is coming up.' },
    withTeacher: 'with {name}',
    withLearner: 'with {name}',
    trial: 'Free trial lesson',
    entry: 'The classroom opens at {time}.',
    cancelUntil: 'You can cancel until {time}.',
    movedFrom: 'It was at {time}.',
    manage: 'Your lessons',
  },
  'zh-cn': {
    booked: { subject: '预约成功：{course}，{when}', intro: '您的课程已预约成功。' },
    rescheduled: { subject: '课程已改期：{course}，{when}', intro: '这节课已改到新的时间。' },
    cancelled: { subject: '课程已取消：{course}，{when}', intro: '这节课已取消。' },
    reminder: { subject: '上课提醒：{course}，{when}', intro: '您的课程即将开始。' },
    withTeacher: '老师：{name}',
    withLearner: '学员：{name}',
    trial: '免费试听课',
    entry: '教室将于 {time} 开放。',
    cancelUntil: '{time} 前可以取消。',
    movedFrom: '原定时间：{time}。',
    manage: '我的课程',
  },
  es: {
    booked: { subject: 'Clase reservada: {course}, {when}', intro: 'Tu clase está reservada.' },
    rescheduled: {
      subject: 'Clase cambiada de hora: {course}, {when}',
      intro: 'Esta clase se ha cambiado a una nueva hora.',
    },
    cancelled: { subject: 'Clase cancelada: {course}, {when}', intro: 'Esta clase se ha cancelado.' },
    reminder: { subject: 'Recordatorio: {course}, {when}', intro: 'Tu clase empieza pronto.' },
    withTeacher: 'con {name}',
    withLearner: 'con {name}',
    trial: 'Clase de prueba gratuita',
    entry: 'El aula abre a las {time}.',
    cancelUntil: 'Puedes cancelar hasta el {time}.',
    movedFrom: 'Antes era el {time}.',
    manage: 'Tus clases',
  },
  ja: {
    booked: { subject: 'レッスン予約完了：{course}、{when}', intro: 'レッスンを予約しました。' },
    rescheduled: {
      subject: 'レッスンの日時変更：{course}、{when}',
      intro: 'このレッスンは新しい日時に変更されました。',
    },
    cancelled: {
      subject: 'レッスンのキャンセル：{course}、{when}',
      intro: 'このレッスンはキャンセルされました。',
    },
    reminder: { subject: 'リマインダー：{course}、{when}', intro: 'まもなくレッスンが始まります。' },
    withTeacher: '講師：{name}',
    withLearner: '生徒：{name}',
    trial: '無料体験レッスン',
    entry: '教室は {time} に開きます。',
    cancelUntil: '{time} までキャンセルできます。',
    movedFrom: '変更前の日時：{time}',
    manage: 'レッスン一覧',
  },
  ko: {
    booked: { subject: '수업 예약 완료: {course}, {when}', intro: '수업이 예약되었습니다.' },
    rescheduled: { subject: '수업 일정 변경: {course}, {when}', intro: '이 수업의 시간이 변경되었습니다.' },
    cancelled: { subject: '수업 취소: {course}, {when}', intro: '이 수업이 취소되었습니다.' },
    reminder: { subject: '수업 알림: {course}, {when}', intro: '곧 수업이 시작됩니다.' },
    withTeacher: '{name} 선생님',
    withLearner: '학생: {name}',
    trial: '무료 체험 수업',
    entry: '강의실은 {time}에 열립니다.',
    cancelUntil: '{time}까지 취소할 수 있습니다.',
    movedFrom: '변경 전 시간: {time}',
    manage: '내 수업',
  },
};

function zoneOf(zone: string | null): string {
  if (!zone) return 'Asia/Shanghai';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'Asia/Shanghai';
  }
}

/**
 * The lesson's iCalendar SEQUENCE: raised by each move and once more by its cancellation, so a calendar takes
 * every change as newer than the invitation it holds (RFC 5545 §3.8.7.4).
 */
export const calendarSequence = (lesson: Pick<Lesson, 'reschedule_count' | 'status'>) =>
  lesson.reschedule_count + (lesson.status === 'cancelled' ? 1 : 0);

/** A lesson as one calendar event: its stable UID, UTC times, and whether it still takes place. */
export function lessonEvent(
  lesson: Lesson,
  options: { cancelled: boolean; publicUrl: string; title: string; page: string },
): EventAttributes {
  const origin = options.publicUrl.replace(/\/+$/, '');
  return {
    uid: `lesson-${lesson.id}@${new URL(origin).hostname}`,
    sequence: calendarSequence(lesson),
    status: options.cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: Date.parse(lesson.starts_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(lesson.ends_at),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: options.title,
    url: `${origin}/${options.page}`,
  };
}

/** "Course · with the other person" in the recipient's language; a trial says so instead of a course. */
export function lessonTitle(lesson: Lesson, language: string | null, role: 'learner' | 'teacher'): string {
  const text = TEXTS[isLang(language) ? language : FALLBACK_LANG];
  const course = lesson.trial ? text.trial : lesson.course_title;
  const other =
    role === 'learner'
      ? fill(text.withTeacher, { name: lesson.teacher_name })
      : fill(text.withLearner, { name: lesson.student_name });
  return `${course} · ${other}`;
}

/** The page where the recipient manages the lesson. */
export const lessonPage = (lang: Lang, role: 'learner' | 'teacher') =>
  `${lang}/${role === 'learner' ? 'user/date' : 'teach'}`;

/** The lesson as an iCalendar file: REQUEST when booked, CANCEL when cancelled. */
export function lessonCalendar(
  lesson: Lesson,
  options: { kind: LessonMailKind; publicUrl: string; title: string; page: string },
): string {
  const cancelled = options.kind === 'cancelled';
  const { error, value } = createEvent({
    productId: 'hanyu/lessons',
    method: cancelled ? 'CANCEL' : 'REQUEST',
    ...lessonEvent(lesson, { ...options, cancelled }),
  });
  if (error || !value) throw error ?? new Error('calendar file not written');
  return value;
}

/** The message for one recipient of a booked or cancelled lesson. */
export function lessonMail(
  lesson: Lesson,
  recipient: LessonMailRecipient,
  options: { kind: LessonMailKind; publicUrl: string; previousStartsAt?: string | undefined },
): MailMessage {
  const lang = isLang(recipient.language) ? recipient.language : FALLBACK_LANG;
  const text = TEXTS[lang];
  const zone = zoneOf(recipient.timeZone);
  const format = (iso: string) =>
    new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    }).format(new Date(iso));
  const theirs = recipient.courseTitle ? { ...lesson, course_title: recipient.courseTitle } : lesson;
  const course = theirs.trial ? text.trial : theirs.course_title;
  const when = `${format(lesson.starts_at)} (${zone})`;
  const title = lessonTitle(theirs, lang, recipient.role);
  const page = lessonPage(lang, recipient.role);
  const link = `${options.publicUrl.replace(/\/+$/, '')}/${page}`;
  const lines = [
    text[options.kind].intro,
    title,
    when,
    ...(options.previousStartsAt ? [fill(text.movedFrom, { time: format(options.previousStartsAt) })] : []),
    ...(options.kind !== 'cancelled'
      ? [
          fill(text.entry, { time: format(lesson.entry_from) }),
          ...(recipient.role === 'learner'
            ? [fill(text.cancelUntil, { time: format(lesson.cancel_until) })]
            : []),
        ]
      : []),
  ];
  const calendar = lessonCalendar(lesson, { kind: options.kind, publicUrl: options.publicUrl, title, page });
  return {
    to: recipient.email,
    subject: fill(text[options.kind].subject, { course, when: format(lesson.starts_at) }),
    text: `${lines.join('\n')}\n\n${text.manage}: ${link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(text.manage)}</a></p>`,
    attachments: [
      {
        filename: 'lesson.ics',
        content: calendar,
        contentType: `text/calendar; charset=utf-8; method=${options.kind === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
      },
    ],
  };
}

/**
 * Mails the lesson's learner and teacher after its booking or cancellation committed. Called without being
 * awaited by the request: a mail server that is slow or down never delays or fails the booking; a failure is
 * logged. (Reminders and retries belong to the job queue, which comes next.)
 */
export async function sendLessonMail(
  context: {
    mailer: { send(message: MailMessage): Promise<void> };
    publicUrl: string;
    /** The learner and the teacher, each with the course's title in their language. */
    recipients: (lesson: Lesson) => Promise<LessonMailRecipient[]>;
  },
  kind: LessonMailKind,
  lesson: Lesson,
  /** A move's old start, said beside the new one. */
  previousStartsAt?: string,
): Promise<void> {
  const recipients = await context.recipients(lesson);
  await Promise.all(
    recipients.map((recipient) =>
      context.mailer.send(
        lessonMail(lesson, recipient, { kind, publicUrl: context.publicUrl, previousStartsAt }),
      ),
    ),
  );
}
