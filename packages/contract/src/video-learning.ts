import * as v from 'valibot';
import { VIDEO_ITEM_TYPES } from './catalogue-enums.ts';
import { LANGS, type Lang, SCORE_TIERS } from './constants.ts';
import { ERROR_CODES } from './errors.ts';
import { integerText } from './request-fields.ts';

/**
 * Video learning (issue 13, SPEC `learning/video/{item_id}`, §3 video lesson items, §4, §8, §9): a video course
 * is studied lesson by lesson. Each lesson has up to three items — pre-lesson words, a video highlight (a clip)
 * and post-lesson practice — and is complete when its clip was watched (VIDEO_COMPLETION_RATIO of its seconds
 * actually played, counted by the server from progress reports) and its practice was passed at a score tier.
 *
 * Unlocking is the server's: a lesson is open when it is a preview lesson, or when the learner has the course
 * (a grant of a paid order, or teaching it) and every earlier lesson is complete. Every content endpoint and
 * file of a lesson that is not open answers 403 with VIDEO_LEARNING_MESSAGES.sequence (code 20401); a lesson of
 * a course the caller does not have (and not a preview) answers 404, as does any id that is not a video lesson.
 *
 * The player: GET …/clip gives the clip's signed file address (HTTP range requests work, so seeking does), its
 * caption tracks as WebVTT (Chinese with pinyin, and the translation in each page language) and the progress so
 * far. While the clip plays the page posts POST …/progress every VIDEO_REPORT_INTERVAL_SECONDS (and on pause,
 * on `ended` and when the page is hidden) with the ranges of `video.played` — all of them, or only those since
 * the previous report: the server merges them into the coverage it keeps, counts overlaps once, and only counts
 * as newly watched what the wall time since the previous accepted report allows at VIDEO_MAX_PLAYBACK_RATE
 * (plus VIDEO_REPORT_TOLERANCE_SECONDS); a report claiming more is refused with 422 (code 20402) and changes
 * nothing, so seeking to the end or posting the whole clip at once never completes it. The first report of a
 * clip starts the clock: post one with `ranges: []` when playback starts.
 *
 * Progress is pushed to every open course page of the learner (another tab, another device) as Server-Sent
 * Events: `new EventSource(events_url)` from the outline, an event `progress` with `{ course_id, lesson_id }`
 * whenever a report or an attempt of that learner changes the course; the page then reloads the outline.
 */

/** SPEC §3, §9: a practice's score reaches the highest of SCORE_TIERS it is at least; below the lowest it fails. */
export type ScoreTier = (typeof SCORE_TIERS)[number];
/** The lowest tier: a practice scored at least this is passed. */
export const PRACTICE_PASS_SCORE: ScoreTier = SCORE_TIERS[SCORE_TIERS.length - 1] as ScoreTier;

/** The tier a score (0–100) reaches, or null when it passes none. */
export function scoreTier(score: number): ScoreTier | null {
  return SCORE_TIERS.find((tier) => score >= tier) ?? null;
}

/** The share of a clip's seconds that must have been played for the clip to count as watched. */
export const VIDEO_COMPLETION_RATIO = 0.95;
/** The playback speeds the player offers; the fastest bounds how much a report may claim. */
export const VIDEO_PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const VIDEO_MAX_PLAYBACK_RATE = 2;
/** How often the page reports progress while the clip plays. */
export const VIDEO_REPORT_INTERVAL_SECONDS = 5;
/** Slack on the wall clock of a report (timers, network). */
export const VIDEO_REPORT_TOLERANCE_SECONDS = 2;
/** A report after a longer silence is counted as if this long had passed (a paused tab does not bank time). */
export const VIDEO_REPORT_MAX_GAP_SECONDS = 30;
/** The most ranges one report may carry. */
export const VIDEO_REPORT_MAX_RANGES = 100;

/** What refusals of video learning say (SPEC §8); pages say them in the reader's language by code. */
export const VIDEO_LEARNING_MESSAGES = {
  sequence: 'Please complete the previous courses in sequence first',
  reportTooLong:
    'This progress report claims more of the clip than could have been played since the last one',
  answersMismatch: "The answers must answer each of the practice's questions once",
} as const;

/** The codes of VIDEO_LEARNING_MESSAGES, in ERROR_CODES. */
export const VIDEO_LEARNING_ERROR_CODES = {
  sequence: ERROR_CODES.videoSequence,
  reportTooLong: ERROR_CODES.videoReportTooLong,
  answersMismatch: ERROR_CODES.videoAnswersMismatch,
} as const;

/** The four kinds of practice exercise. */
export const VIDEO_EXERCISE_KINDS = ['meaning', 'listen', 'tone', 'order'] as const;
export type VideoExerciseKind = (typeof VIDEO_EXERCISE_KINDS)[number];

/** Caption tracks: 'zh' is Chinese with pinyin; a page language is the translation in it. */
export const VIDEO_CAPTION_TRACKS = ['zh', ...LANGS] as const;
export type VideoCaptionTrack = (typeof VIDEO_CAPTION_TRACKS)[number];

const languageQuery = v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`));

/** `id` of GET /learning/video/:id — the video course (the item of `learning/video/{item_id}`). */
export const VideoCourseParams = v.object({ id: integerText('id') });
/** `id` of the lesson endpoints — a video lesson (the outline's `lessons[].id`). */
export const VideoLessonParams = v.object({ id: integerText('id') });
export const VideoLanguageQuery = v.object({ language: languageQuery });

/**
 * A lesson's state for the caller: 'done' (complete, with its best score), 'current' (the first open lesson not
 * yet complete: where to go on), 'open' (open but after the current one: a preview lesson ahead), 'preview'
 * (open to someone without the course as a free preview), 'locked'.
 */
export const VIDEO_LESSON_STATES = ['done', 'current', 'open', 'preview', 'locked'] as const;
export type VideoLessonState = (typeof VIDEO_LESSON_STATES)[number];

const Tier = v.nullable(v.picklist(SCORE_TIERS));

export const VideoOutlineLesson = v.object({
  id: v.number(),
  position: v.number(),
  title: v.string(),
  minutes: v.number(),
  preview: v.boolean(),
  state: v.picklist(VIDEO_LESSON_STATES),
  /** Why a locked lesson is locked: earlier lessons first (code 20401's message), or the course is not bought. */
  locked_reason: v.nullable(v.picklist(['sequence', 'purchase'])),
  items: v.array(v.object({ id: v.number(), type: v.picklist(VIDEO_ITEM_TYPES), title: v.string() })),
  /** The clip's share played (0–1), and whether that counts as watched. */
  watched_ratio: v.number(),
  video_watched: v.boolean(),
  /** The best practice score (0–100) and its tier; null before the first attempt. */
  best_score: v.nullable(v.number()),
  tier: Tier,
});
export type VideoOutlineLesson = v.InferOutput<typeof VideoOutlineLesson>;

export const VideoCourseOutline = v.object({
  course: v.object({ id: v.number(), title: v.string(), level: v.string() }),
  /** The caller has the course (bought, or teaches it); else only preview lessons open. */
  has_access: v.boolean(),
  lessons: v.array(VideoOutlineLesson),
  progress: v.object({ done: v.number(), total: v.number(), ratio: v.number() }),
  /** Where to pick up: the current lesson, the first of its items not finished, and the clip's position. */
  resume: v.nullable(
    v.object({ lesson_id: v.number(), item: v.picklist(VIDEO_ITEM_TYPES), position_seconds: v.number() }),
  ),
  /** The Server-Sent Events address pushing this learner's progress on the course (signed, valid 12–24 h). */
  events_url: v.string(),
});
export type VideoCourseOutline = v.InferOutput<typeof VideoCourseOutline>;

export const VideoWord = v.object({
  position: v.number(),
  characters: v.string(),
  /** With tone marks: 'māma'. */
  pinyin: v.string(),
  /** In the requested language. */
  meaning: v.string(),
  /** The word spoken (signed address, on the API's origin). */
  audio_url: v.string(),
});
export const VideoWords = v.object({
  lesson_id: v.number(),
  item_id: v.number(),
  title: v.string(),
  words: v.array(VideoWord),
});
export type VideoWords = v.InferOutput<typeof VideoWords>;

export const VideoClipProgress = v.object({
  duration_seconds: v.number(),
  /** Seconds of the clip played at least once (overlaps counted once). */
  watched_seconds: v.number(),
  watched_ratio: v.number(),
  /** watched_ratio reached VIDEO_COMPLETION_RATIO. */
  completed: v.boolean(),
  /** Where the learner last was, to resume. */
  position_seconds: v.number(),
  /** The whole lesson is complete (clip watched and practice passed): the next one is open. */
  lesson_complete: v.boolean(),
});
export type VideoClipProgress = v.InferOutput<typeof VideoClipProgress>;

export const VideoCaptionTrackInfo = v.object({
  track: v.picklist(VIDEO_CAPTION_TRACKS),
  /** The track's BCP 47 language, for `<track srclang>`. */
  srclang: v.string(),
  /** The track's name in the requested language, for `<track label>`. */
  label: v.string(),
  /** `text/vtt`, signed like the clip. */
  url: v.string(),
});

export const VideoClip = v.object({
  lesson_id: v.number(),
  item_id: v.number(),
  title: v.string(),
  content_type: v.picklist(['video/webm', 'video/mp4']),
  /** The clip file, served with HTTP range requests (signed, valid 12–24 hours). */
  file_url: v.string(),
  /** 'zh' (Chinese with pinyin) and the requested language's translation, first the default one. */
  captions: v.array(VideoCaptionTrackInfo),
  playback_rates: v.array(v.number()),
  report_interval_seconds: v.number(),
  progress: VideoClipProgress,
});
export type VideoClip = v.InferOutput<typeof VideoClip>;

/**
 * A practice question as the learner sees it, `number` 1, 2, … in order (answers name it); the correct answers
 * never leave the server. A tone question's options are tone numbers (1–4, 0 the neutral tone); an answer's
 * `choice` is always the index of the option chosen, and an 'order' answer lists the tokens' indexes in order.
 */
export const VideoQuestion = v.variant('kind', [
  /** Choose the meaning of the word shown. */
  v.object({
    number: v.number(),
    kind: v.literal('meaning'),
    characters: v.string(),
    pinyin: v.string(),
    options: v.array(v.string()),
  }),
  /** Listen and choose the word heard. */
  v.object({
    number: v.number(),
    kind: v.literal('listen'),
    audio_url: v.string(),
    options: v.array(v.string()),
  }),
  /** Pick the tone of a syllable: options 1–4, 0 the neutral tone. */
  v.object({
    number: v.number(),
    kind: v.literal('tone'),
    characters: v.string(),
    /** The syllable without its tone mark: 'ma'. */
    syllable: v.string(),
    options: v.array(v.number()),
  }),
  /** Put the words in order to say the translation; answer with the tokens' indexes in order. */
  v.object({
    number: v.number(),
    kind: v.literal('order'),
    translation: v.string(),
    tokens: v.array(v.string()),
  }),
]);
export type VideoQuestion = v.InferOutput<typeof VideoQuestion>;

export const VideoPractice = v.object({
  lesson_id: v.number(),
  item_id: v.number(),
  title: v.string(),
  questions: v.array(VideoQuestion),
  /** PRACTICE_PASS_SCORE: the lowest tier. */
  pass_score: v.number(),
  best_score: v.nullable(v.number()),
  tier: Tier,
  attempts: v.number(),
});
export type VideoPractice = v.InferOutput<typeof VideoPractice>;

/** Seconds of a clip (JSON has no NaN, and 1e999 is over the maximum). */
const seconds = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number of seconds`),
    v.minValue(0, `${name} must not be negative`),
    v.maxValue(86_400, `${name} must be at most a day`),
  );

/** A range of the clip played, in seconds from its start (one entry of `video.played`). */
export const VideoPlayedRange = v.pipe(
  v.object({ start: seconds('start'), end: seconds('end') }),
  v.check((range) => range.end >= range.start, 'a range must not end before it starts'),
);

export const VideoProgressBody = v.object({
  ranges: v.pipe(
    v.array(VideoPlayedRange, 'ranges must be a list of { start, end }'),
    v.maxLength(VIDEO_REPORT_MAX_RANGES, `at most ${VIDEO_REPORT_MAX_RANGES} ranges a report`),
  ),
  /** The player's current time, to resume from. */
  position: seconds('position'),
});
export type VideoProgressBody = v.InferInput<typeof VideoProgressBody>;

const questionNumber = v.pipe(v.number('number must be a question number'), v.integer(), v.minValue(1));
const index = v.pipe(v.number('an answer must be a number'), v.integer(), v.minValue(0), v.maxValue(100));

export const VideoAnswer = v.union(
  [
    v.strictObject({ number: questionNumber, choice: index }),
    v.strictObject({ number: questionNumber, order: v.pipe(v.array(index), v.maxLength(30)) }),
  ],
  'an answer is { number, choice } (meaning, listen, tone: the index of the option chosen) or { number, order } (order: the indexes of the tokens in order)',
);

export const VideoAttemptBody = v.object({
  answers: v.pipe(v.array(VideoAnswer, 'answers must be a list'), v.minLength(1), v.maxLength(30)),
});
export type VideoAttemptBody = v.InferInput<typeof VideoAttemptBody>;

export const VideoAttemptResult = v.object({
  score: v.number(),
  tier: Tier,
  passed: v.boolean(),
  /** Which answers were right (not what the right ones are: retries stay practice). */
  results: v.array(v.object({ number: v.number(), correct: v.boolean() })),
  best_score: v.number(),
  best_tier: Tier,
  attempts: v.number(),
  lesson_complete: v.boolean(),
  /** The lesson this attempt opened, if it did. */
  unlocked_lesson_id: v.nullable(v.number()),
});
export type VideoAttemptResult = v.InferOutput<typeof VideoAttemptResult>;

export const MyVideoCourse = v.object({
  course_id: v.number(),
  title: v.string(),
  lessons_done: v.number(),
  lessons_total: v.number(),
  ratio: v.number(),
  /** The lesson to go on with (null when all are done). */
  current_lesson_id: v.nullable(v.number()),
  /** The course page, under /{lang}: `learning/video/{course_id}`. */
  resume_path: v.string(),
  last_studied_at: v.nullable(v.string()),
});
export const MyVideoCourses = v.object({ list: v.array(MyVideoCourse) });
export type MyVideoCourses = v.InferOutput<typeof MyVideoCourses>;

/** The clip file (GET, under /api), reached through `file_url`; answers ranges. */
export const VIDEO_CLIP_FILE_PATH = '/learning/video/lessons/:id/clip/file';
/** A caption track (GET, under /api, text/vtt), reached through `captions[].url`. */
export const VIDEO_CAPTIONS_PATH = '/learning/video/lessons/:id/captions/:track';
/** A word's audio (GET, under /api), reached through `words[].audio_url`. */
export const VIDEO_WORD_AUDIO_PATH = '/learning/video/lessons/:id/words/:position/audio';
/** The progress events of a course (GET, under /api, text/event-stream), reached through `events_url`. */
export const VIDEO_EVENTS_PATH = '/learning/video/:id/events';

/** The language a caption track is in, for `<track srclang>`. */
export function captionSrclang(track: VideoCaptionTrack): string {
  return track === 'zh' ? 'zh-Hans' : (track as Lang);
}
