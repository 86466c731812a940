import {
  captionSrclang,
  FALLBACK_LANG,
  type Lang,
  type MyVideoCourses,
  PRACTICE_PASS_SCORE,
  scoreTier,
  VIDEO_CAPTIONS_PATH,
  VIDEO_CLIP_FILE_PATH,
  VIDEO_EVENTS_PATH,
  VIDEO_LEARNING_ERROR_CODES,
  VIDEO_LEARNING_MESSAGES,
  VIDEO_PLAYBACK_RATES,
  VIDEO_REPORT_INTERVAL_SECONDS,
  VIDEO_WORD_AUDIO_PATH,
  type VideoAttemptResult,
  type VideoCaptionTrack,
  type VideoClip,
  type VideoClipProgress,
  type VideoCourseOutline,
  type VideoItemType,
  type VideoPractice,
  type VideoQuestion,
  type VideoWords,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { canReadCourseware, readableCourses } from '../courseware/index.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import { renderVtt, trackLabel } from './captions.ts';
import { applyReport, isWatched, type Range, reportAllowance } from './coverage.ts';
import { type GivenAnswer, markAttempt } from './scoring.ts';
import { type LessonFacts, type LessonStanding, lessonStates } from './unlocking.ts';
import { signVideoKey, verifyVideoKey } from './video-keys.ts';
import {
  findCaptionCues,
  findClip,
  findClipProgress,
  findCoursesOfLearner,
  findExercises,
  findItemOfType,
  findItemsOfLessons,
  findLessonsOfCoursesWithProgress,
  findLessonsWithProgress,
  findPracticeResult,
  findVideoCourse,
  findVideoLesson,
  findWord,
  findWords,
  type LessonProgressRow,
  recordAttempt,
  writeClipProgressIfUnchanged,
} from './video-learning.repository.ts';

/** A learner's progress on a course changed: what open course pages are told (Server-Sent Events). */
export interface VideoProgressEvent {
  course_id: number;
  lesson_id: number;
}

export interface VideoLearningSettings {
  db: Kysely<Database>;
  now: () => Date;
  /** Signs the file and event addresses (the classroom's secret: every API process shares it). */
  secret: string;
  /** The clips and word audio (seeded ones ship with the API: api/seed/assets/video), read in byte ranges. */
  media: Storage;
  /** Tells the learner's open course pages, on every process. */
  publish: (userId: number, event: VideoProgressEvent) => void;
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A text of the five languages in the reader's, else English. */
const textIn = (texts: Record<string, string>, language: Lang) =>
  texts[language] ?? texts[FALLBACK_LANG] ?? '';

const refuse = (status: number, key: keyof typeof VIDEO_LEARNING_MESSAGES) =>
  new ApiError(status, VIDEO_LEARNING_MESSAGES[key], { code: VIDEO_LEARNING_ERROR_CODES[key] });

const factsOf = (row: LessonProgressRow): LessonFacts => ({
  id: Number(row.id),
  position: row.position,
  preview: row.preview,
  clipSeconds: row.clip_seconds,
  watchedSeconds: row.watched_seconds ?? 0,
  hasPractice: row.has_practice,
  bestScore: row.best_score,
});

export interface CourseStanding {
  hasAccess: boolean;
  rows: LessonProgressRow[];
  standings: LessonStanding[];
}

/**
 * The one place unlocking is decided for a learner on a course: whether they have it (the courseware's rule: a
 * grant of a paid order, or teaching it) and each lesson's standing by `lessonStates`.
 */
export async function courseStanding(
  db: Kysely<Database>,
  userId: number,
  courseId: number,
): Promise<CourseStanding> {
  const [hasAccess, rows] = await Promise.all([
    canReadCourseware(db, courseId, userId),
    findLessonsWithProgress(db, courseId, userId),
  ]);
  return { hasAccess, rows, standings: lessonStates(rows.map(factsOf), hasAccess) };
}

/**
 * A lesson the learner may study now, or the refusal: 404 when it is no video lesson or of a course they do not
 * have (and no preview), 403 with the sequence message when an earlier lesson is not complete.
 */
async function openLesson(db: Kysely<Database>, userId: number, lessonId: number) {
  const lesson = await findVideoLesson(db, lessonId);
  if (!lesson) throw notFound();
  const courseId = Number(lesson.course_id);
  return admit(await courseStanding(db, userId, courseId), lessonId, courseId);
}

/** The refusal of a lesson that is not open in `standing` (see openLesson), or the lesson. */
function admit(standing: CourseStanding, lessonId: number, courseId: number) {
  const mine = standing.standings.find((entry) => entry.id === lessonId);
  if (!mine) throw notFound();
  if (!mine.open) throw standing.hasAccess ? refuse(403, 'sequence') : notFound();
  return { lessonId, courseId, standing, mine };
}

const filePath = (template: string, values: Record<string, string | number>) =>
  `/api${template.replace(/:(\w+)/g, (_all, name: string) => String(values[name]))}`;

/** GET /learning/video/:id */
export async function courseOutline(
  settings: VideoLearningSettings,
  user: AuthUser,
  courseId: number,
  language: Lang = FALLBACK_LANG,
): Promise<VideoCourseOutline> {
  const course = await findVideoCourse(settings.db, courseId);
  if (!course) throw notFound();
  const { hasAccess, rows, standings } = await courseStanding(settings.db, user.id, courseId);
  const lessonIds = rows.map((row) => row.id);
  const items = await findItemsOfLessons(settings.db, lessonIds);
  const texts = await modelTexts(settings.db, {
    fields: [TEXT_FIELDS.courseTitle, TEXT_FIELDS.videoLessonTitle, TEXT_FIELDS.videoItemTitle],
    modelIds: [courseId, ...lessonIds.map(Number), ...items.map((item) => Number(item.id))],
    language,
  });
  const lessons = rows.map((row, index) => {
    const standing = standings[index] as LessonStanding;
    const tier = row.best_score === null ? null : scoreTier(row.best_score);
    return {
      id: Number(row.id),
      position: row.position,
      title: texts(TEXT_FIELDS.videoLessonTitle, Number(row.id)),
      minutes: row.minutes,
      preview: row.preview,
      state: standing.state,
      locked_reason: standing.lockedReason,
      items: items
        .filter((item) => item.lesson_id === row.id)
        .map((item) => ({
          id: Number(item.id),
          type: item.type,
          title: texts(TEXT_FIELDS.videoItemTitle, Number(item.id)),
        })),
      watched_ratio: row.clip_seconds ? round(Math.min(1, (row.watched_seconds ?? 0) / row.clip_seconds)) : 0,
      video_watched: standing.videoWatched,
      best_score: row.best_score,
      tier,
    };
  });
  const done = standings.filter((standing) => standing.state === 'done').length;
  const currentIndex = standings.findIndex((standing) => standing.state === 'current');
  const current = rows[currentIndex];
  return {
    course: { id: courseId, title: texts(TEXT_FIELDS.courseTitle, courseId), level: course.level },
    has_access: hasAccess,
    lessons,
    progress: { done, total: rows.length, ratio: rows.length === 0 ? 0 : round(done / rows.length) },
    resume: current
      ? {
          lesson_id: Number(current.id),
          item: resumeItem(current, standings[currentIndex] as LessonStanding),
          position_seconds: round(current.position_seconds ?? 0),
        }
      : null,
    events_url: `${filePath(VIDEO_EVENTS_PATH, { id: courseId })}?key=${signVideoKey(settings.secret, 'course', courseId, user.id, settings.now())}`,
  };
}

/** The first item of the current lesson not yet finished: its words before anything was played, else the clip, else practice. */
function resumeItem(row: LessonProgressRow, standing: LessonStanding): VideoItemType {
  if (row.clip_seconds !== null && !standing.videoWatched) return row.watched_seconds ? 'highlight' : 'words';
  return row.has_practice ? 'practice' : 'highlight';
}

/** GET /learning/video/lessons/:id/words */
export async function lessonWords(
  settings: VideoLearningSettings,
  user: AuthUser,
  lessonId: number,
  language: Lang = FALLBACK_LANG,
): Promise<VideoWords> {
  await openLesson(settings.db, user.id, lessonId);
  const item = await findItemOfType(settings.db, lessonId, 'words');
  if (!item) throw notFound();
  const [words, texts] = await Promise.all([
    findWords(settings.db, item.id),
    modelTexts(settings.db, { fields: [TEXT_FIELDS.videoItemTitle], modelIds: [Number(item.id)], language }),
  ]);
  const key = signVideoKey(settings.secret, 'lesson', lessonId, user.id, settings.now());
  return {
    lesson_id: lessonId,
    item_id: Number(item.id),
    title: texts(TEXT_FIELDS.videoItemTitle, Number(item.id)),
    words: words.map((word) => ({
      position: word.position,
      characters: word.characters,
      pinyin: word.pinyin,
      meaning: textIn(word.meaning, language),
      audio_url: `${filePath(VIDEO_WORD_AUDIO_PATH, { id: lessonId, position: word.position })}?key=${key}`,
    })),
  };
}

function clipProgressOf(
  duration: number,
  progress: { watched_seconds: number; position_seconds: number } | undefined,
  lessonComplete: boolean,
): VideoClipProgress {
  const watched = progress?.watched_seconds ?? 0;
  return {
    duration_seconds: duration,
    watched_seconds: round(watched),
    watched_ratio: round(Math.min(1, watched / duration)),
    completed: isWatched(watched, duration),
    position_seconds: round(progress?.position_seconds ?? 0),
    lesson_complete: lessonComplete,
  };
}

/** GET /learning/video/lessons/:id/clip */
export async function lessonClip(
  settings: VideoLearningSettings,
  user: AuthUser,
  lessonId: number,
  language: Lang = FALLBACK_LANG,
): Promise<VideoClip> {
  const { mine } = await openLesson(settings.db, user.id, lessonId);
  const clip = await findClip(settings.db, lessonId);
  if (!clip) throw notFound();
  const [progress, texts] = await Promise.all([
    findClipProgress(settings.db, user.id, clip.item_id),
    modelTexts(settings.db, {
      fields: [TEXT_FIELDS.videoItemTitle],
      modelIds: [Number(clip.item_id)],
      language,
    }),
  ]);
  const key = signVideoKey(settings.secret, 'lesson', lessonId, user.id, settings.now());
  const tracks: VideoCaptionTrack[] = language === 'zh-cn' ? ['zh'] : ['zh', language];
  return {
    lesson_id: lessonId,
    item_id: Number(clip.item_id),
    title: texts(TEXT_FIELDS.videoItemTitle, Number(clip.item_id)),
    content_type: clip.content_type,
    file_url: `${filePath(VIDEO_CLIP_FILE_PATH, { id: lessonId })}?key=${key}`,
    captions: tracks.map((track) => ({
      track,
      srclang: captionSrclang(track),
      label: trackLabel(track, language),
      url: `${filePath(VIDEO_CAPTIONS_PATH, { id: lessonId, track })}?key=${key}`,
    })),
    playback_rates: [...VIDEO_PLAYBACK_RATES],
    report_interval_seconds: VIDEO_REPORT_INTERVAL_SECONDS,
    progress: clipProgressOf(clip.duration_seconds, progress, mine.complete),
  };
}

/** GET /learning/video/lessons/:id/practice */
export async function lessonPractice(
  settings: VideoLearningSettings,
  user: AuthUser,
  lessonId: number,
  language: Lang = FALLBACK_LANG,
): Promise<VideoPractice> {
  await openLesson(settings.db, user.id, lessonId);
  const item = await findItemOfType(settings.db, lessonId, 'practice');
  if (!item) throw notFound();
  const [exercises, result, texts] = await Promise.all([
    findExercises(settings.db, item.id),
    findPracticeResult(settings.db, user.id, item.id),
    modelTexts(settings.db, { fields: [TEXT_FIELDS.videoItemTitle], modelIds: [Number(item.id)], language }),
  ]);
  const key = signVideoKey(settings.secret, 'lesson', lessonId, user.id, settings.now());
  const audioUrl = (position: unknown) =>
    `${filePath(VIDEO_WORD_AUDIO_PATH, { id: lessonId, position: Number(position) })}?key=${key}`;
  const questions = exercises.map((exercise): VideoQuestion => {
    const { prompt, options } = exercise;
    const number = exercise.position;
    switch (exercise.kind) {
      case 'meaning':
        return {
          number,
          kind: 'meaning',
          characters: String(prompt.characters),
          pinyin: String(prompt.pinyin),
          options: options.map((option) => textIn(option as Record<string, string>, language)),
        };
      case 'listen':
        return { number, kind: 'listen', audio_url: audioUrl(prompt.word), options: options.map(String) };
      case 'tone':
        return {
          number,
          kind: 'tone',
          characters: String(prompt.characters),
          syllable: String(prompt.syllable),
          options: options.map(Number),
        };
      default:
        return {
          number,
          kind: 'order',
          translation: textIn(prompt.translation as Record<string, string>, language),
          tokens: options.map(String),
        };
    }
  });
  return {
    lesson_id: lessonId,
    item_id: Number(item.id),
    title: texts(TEXT_FIELDS.videoItemTitle, Number(item.id)),
    questions,
    pass_score: PRACTICE_PASS_SCORE,
    best_score: result?.best_score ?? null,
    tier: result ? scoreTier(result.best_score) : null,
    attempts: result?.attempts ?? 0,
  };
}

/**
 * POST /learning/video/lessons/:id/progress — the report's ranges merged into the coverage kept, in one short
 * transaction holding the learner's progress row; refused (422, nothing changed, the clock not moved) when it
 * adds more than the wall time since the previous accepted report allows.
 */
export async function reportProgress(
  settings: VideoLearningSettings,
  user: AuthUser,
  lessonId: number,
  report: { ranges: Array<{ start: number; end: number }>; position: number },
): Promise<VideoClipProgress> {
  const { db } = settings;
  // The lesson and its clip, then (in parallel) whether it is open and what was watched so far: a report is
  // frequent, so its reads go two at a time and its write is one statement.
  const [lesson, clip] = await Promise.all([findVideoLesson(db, lessonId), findClip(db, lessonId)]);
  if (!lesson) throw notFound();
  const courseId = Number(lesson.course_id);
  const [standing, read] = await Promise.all([
    courseStanding(db, user.id, courseId),
    clip ? findClipProgress(db, user.id, clip.item_id) : undefined,
  ]);
  admit(standing, lessonId, courseId);
  if (!clip) throw notFound();
  const duration = clip.duration_seconds;
  const reported: Range[] = report.ranges.map((range) => [range.start, range.end]);
  const now = settings.now();
  const position = Math.min(report.position, duration);
  let kept = read;
  let saved: { watched_seconds: number; position_seconds: number; added: number } | undefined;
  // Another report of the same learner on the same clip may write between the read and the write: read again.
  for (let attempt = 0; !saved; attempt += 1) {
    if (attempt > 0) kept = await findClipProgress(db, user.id, clip.item_id);
    const outcome = applyReport(
      kept?.coverage ?? [],
      reported,
      duration,
      reportAllowance(kept?.last_report_at ?? null, now),
    );
    if (outcome.refused) break;
    const written = await writeClipProgressIfUnchanged(db, user.id, clip.item_id, kept, {
      coverage: outcome.coverage,
      watched: outcome.watched,
      position,
      now,
      completed: isWatched(outcome.watched, duration),
    });
    if (written)
      saved = { watched_seconds: outcome.watched, position_seconds: position, added: outcome.added };
  }
  if (!saved) throw refuse(422, 'reportTooLong');
  // The same rule, on the standing read before the write with this clip's new count: no query again.
  const watchedNow = saved.watched_seconds;
  const after = lessonStates(
    standing.rows.map((row) =>
      factsOf(Number(row.id) === lessonId ? { ...row, watched_seconds: watchedNow } : row),
    ),
    standing.hasAccess,
  );
  const lessonComplete = after.find((entry) => entry.id === lessonId)?.complete ?? false;
  if (saved.added > 0) settings.publish(user.id, { course_id: courseId, lesson_id: lessonId });
  return clipProgressOf(duration, saved, lessonComplete);
}

/** POST /learning/video/lessons/:id/practice — marked on the server; the best attempt is kept. */
export async function submitPractice(
  settings: VideoLearningSettings,
  user: AuthUser,
  lessonId: number,
  attempt: { answers: GivenAnswer[] },
): Promise<VideoAttemptResult> {
  const { courseId, standing } = await openLesson(settings.db, user.id, lessonId);
  const item = await findItemOfType(settings.db, lessonId, 'practice');
  if (!item) throw notFound();
  const exercises = await findExercises(settings.db, item.id);
  const marking = markAttempt(
    exercises.map((exercise) => ({ number: exercise.position, answer: exercise.answer })),
    attempt.answers,
  );
  if (!marking || exercises.length === 0) throw refuse(422, 'answersMismatch');
  const best = await recordAttempt(settings.db, {
    userId: user.id,
    itemId: item.id,
    score: marking.score,
    answers: attempt.answers,
    now: settings.now(),
  });
  const after = await courseStanding(settings.db, user.id, courseId);
  const openBefore = new Set(standing.standings.filter((entry) => entry.open).map((entry) => entry.id));
  const unlocked = after.standings.find((entry) => entry.open && !openBefore.has(entry.id));
  settings.publish(user.id, { course_id: courseId, lesson_id: lessonId });
  return {
    score: marking.score,
    tier: marking.tier,
    passed: marking.tier !== null,
    results: marking.results,
    best_score: best.best_score,
    best_tier: scoreTier(best.best_score),
    attempts: best.attempts,
    lesson_complete: after.standings.find((entry) => entry.id === lessonId)?.complete ?? false,
    unlocked_lesson_id: unlocked?.id ?? null,
  };
}

/** GET /user/video-courses — the courses the learner has or has studied, with their progress. */
export async function myVideoCourses(
  settings: VideoLearningSettings,
  user: AuthUser,
  language: Lang = FALLBACK_LANG,
): Promise<MyVideoCourses> {
  const candidates = await findCoursesOfLearner(settings.db, user.id);
  // Every course's access, then the kept courses' lessons: two queries, whatever the catalogue's size.
  const readable = await readableCourses(
    settings.db,
    candidates.map((candidate) => Number(candidate.id)),
    user.id,
  );
  const kept = candidates.filter(
    (candidate) => readable.has(Number(candidate.id)) || candidate.studied_at !== null,
  );
  const rows = await findLessonsOfCoursesWithProgress(
    settings.db,
    kept.map((candidate) => Number(candidate.id)),
    user.id,
  );
  const list: MyVideoCourses['list'] = [];
  for (const candidate of kept) {
    const courseId = Number(candidate.id);
    const hasAccess = readable.has(courseId);
    const standings = lessonStates(
      rows.filter((row) => row.course_id === candidate.id).map(factsOf),
      hasAccess,
    );
    const done = standings.filter((entry) => entry.state === 'done').length;
    list.push({
      course_id: courseId,
      title: '',
      lessons_done: done,
      lessons_total: standings.length,
      ratio: standings.length === 0 ? 0 : round(done / standings.length),
      current_lesson_id: standings.find((entry) => entry.state === 'current')?.id ?? null,
      resume_path: `learning/video/${courseId}`,
      last_studied_at: candidate.studied_at ? new Date(candidate.studied_at).toISOString() : null,
    });
  }
  const texts = await modelTexts(settings.db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: list.map((course) => course.course_id),
    language,
  });
  return {
    list: list.map((course) => ({ ...course, title: texts(TEXT_FIELDS.courseTitle, course.course_id) })),
  };
}

/** The files behind the signed addresses: only for a key's holder for whom the lesson is still open. */
async function holderOfLesson(
  settings: VideoLearningSettings,
  lessonId: number,
  key: string,
): Promise<number> {
  const userId = verifyVideoKey(settings.secret, key, 'lesson', lessonId, settings.now());
  if (userId === undefined) throw notFound();
  await openLesson(settings.db, userId, lessonId);
  return userId;
}

export async function clipFileFor(settings: VideoLearningSettings, lessonId: number, key: string) {
  await holderOfLesson(settings, lessonId, key);
  const clip = await findClip(settings.db, lessonId);
  if (!clip) throw notFound();
  return { fileName: clip.file_name, contentType: clip.content_type };
}

export async function captionsFor(
  settings: VideoLearningSettings,
  lessonId: number,
  track: VideoCaptionTrack,
  key: string,
): Promise<string> {
  await holderOfLesson(settings, lessonId, key);
  const clip = await findClip(settings.db, lessonId);
  if (!clip) throw notFound();
  return renderVtt(await findCaptionCues(settings.db, clip.item_id), track);
}

export async function wordAudioFor(
  settings: VideoLearningSettings,
  lessonId: number,
  position: number,
  key: string,
) {
  await holderOfLesson(settings, lessonId, key);
  const word = await findWord(settings.db, lessonId, position);
  if (!word) throw notFound();
  return word.audio_file;
}

/** The user a course's events key was signed for, who must still see the course. */
export async function eventsHolder(
  settings: VideoLearningSettings,
  courseId: number,
  key: string,
): Promise<number> {
  const userId = verifyVideoKey(settings.secret, key, 'course', courseId, settings.now());
  if (userId === undefined || !(await findVideoCourse(settings.db, courseId))) throw notFound();
  return userId;
}
