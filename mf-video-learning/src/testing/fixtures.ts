import type {
  UserInfo,
  VideoClip,
  VideoCourseOutline,
  VideoOutlineLesson,
  VideoPractice,
  VideoWords,
} from '@hanyu/contract';
import { sessionStore } from '@hanyu/session';

/** A learner, Emma B. (user 5), in London. */
export const LEARNER: UserInfo = {
  id: 5,
  nick_name: 'Emma B.',
  email: 'emma@example.com',
  created_at: '2026-01-05T09:00:00.000Z',
  company_user: null,
  org_user: null,
  time_zone: 'Europe/London',
};

/** Signs the learner in as the shell would have before a page that needs the user renders. */
export function signIn(user: UserInfo = LEARNER): void {
  sessionStore.setState({
    token: 'tok',
    uid: String(user.id),
    user,
    userStatus: 'loaded',
    timeZone: 'Europe/London',
  });
}

/** A lesson of course 4 ("Pinyin and tones"), the three items in order. */
export function outlineLesson(fields: Partial<VideoOutlineLesson> & { id: number }): VideoOutlineLesson {
  const position = fields.position ?? fields.id - 40;
  return {
    position,
    title: `Lesson title ${position}`,
    minutes: 12,
    preview: false,
    state: 'locked',
    locked_reason: 'sequence',
    items: [
      { id: fields.id * 10 + 1, type: 'words', title: 'Words' },
      { id: fields.id * 10 + 2, type: 'highlight', title: 'Video' },
      { id: fields.id * 10 + 3, type: 'practice', title: 'Practice' },
    ],
    watched_ratio: 0,
    video_watched: false,
    best_score: null,
    tier: null,
    ...fields,
  };
}

/**
 * Course 4 for a learner who has it: lesson 41 done with 80, lesson 42 up next (its clip half watched),
 * lesson 43 locked by the sequence.
 */
export function outline(fields: Partial<VideoCourseOutline> = {}): VideoCourseOutline {
  return {
    course: { id: 4, title: 'Pinyin and tones', level: 'HSK 1' },
    has_access: true,
    lessons: [
      outlineLesson({
        id: 41,
        title: 'The four tones',
        state: 'done',
        locked_reason: null,
        preview: true,
        watched_ratio: 1,
        video_watched: true,
        best_score: 80,
        tier: 80,
      }),
      outlineLesson({ id: 42, title: 'Initials', state: 'current', locked_reason: null, watched_ratio: 0.5 }),
      outlineLesson({ id: 43, title: 'Finals' }),
    ],
    progress: { done: 1, total: 3, ratio: 1 / 3 },
    resume: { lesson_id: 42, item: 'highlight', position_seconds: 15 },
    events_url: '/api/learning/video/4/events?key=k',
    ...fields,
  };
}

export const words: VideoWords = {
  lesson_id: 42,
  item_id: 421,
  title: 'Words',
  words: [
    { position: 1, characters: '妈', pinyin: 'mā', meaning: 'mother', audio_url: '/api/a/1' },
    { position: 2, characters: '麻', pinyin: 'má', meaning: 'hemp', audio_url: '/api/a/2' },
    { position: 3, characters: '马', pinyin: 'mǎ', meaning: 'horse', audio_url: '/api/a/3' },
  ],
};

export const clip: VideoClip = {
  lesson_id: 42,
  item_id: 422,
  title: 'Initials in use',
  content_type: 'video/webm',
  file_url: '/api/learning/video/lessons/42/clip/file?key=k',
  captions: [
    { track: 'zh', srclang: 'zh-Hans', label: 'Chinese with pinyin', url: '/api/c/zh' },
    { track: 'en', srclang: 'en', label: 'English', url: '/api/c/en' },
  ],
  playback_rates: [0.5, 0.75, 1, 1.25, 1.5, 2],
  report_interval_seconds: 5,
  progress: {
    duration_seconds: 30,
    watched_seconds: 15,
    watched_ratio: 0.5,
    completed: false,
    position_seconds: 15,
    lesson_complete: false,
  },
};

export const practice: VideoPractice = {
  lesson_id: 42,
  item_id: 423,
  title: 'Practice',
  questions: [
    { number: 1, kind: 'meaning', characters: '马', pinyin: 'mǎ', options: ['mother', 'horse', 'hemp'] },
    { number: 2, kind: 'listen', audio_url: '/api/a/1', options: ['妈', '马'] },
    { number: 3, kind: 'tone', characters: '麻', syllable: 'ma', options: [1, 2, 3, 4] },
    { number: 4, kind: 'order', translation: 'I am a student.', tokens: ['学生', '我', '是'] },
  ],
  pass_score: 60,
  best_score: null,
  tier: null,
  attempts: 0,
};
