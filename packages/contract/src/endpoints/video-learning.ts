import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  MyVideoCourses,
  VideoAttemptBody,
  VideoAttemptResult,
  VideoClip,
  VideoClipProgress,
  VideoCourseOutline,
  VideoCourseParams,
  VideoLanguageQuery,
  VideoLessonParams,
  VideoPractice,
  VideoProgressBody,
  VideoWords,
} from '../video-learning.ts';

/** The endpoints of the video courses: served by `api/src/modules/video-learning`. */
export const videoLearningEndpoints = {
  videoCourse: {
    ...endpointPaths.videoCourse,
    owner: 'caller',
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A video course's outline for the caller (learning/video/{item_id}): its lessons in order, each done (with " +
      'its best score and tier), current, open, preview or locked (and why), the overall progress, where to ' +
      "resume, and the address of the caller's progress events (Server-Sent Events); 404 for any other course",
    params: VideoCourseParams,
    query: VideoLanguageQuery,
    response: VideoCourseOutline,
    auth: true,
  },
  videoWords: {
    ...endpointPaths.videoWords,
    owner: { resource: 'videoLesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "An open lesson's pre-lesson words: characters, pinyin with tone marks, the meaning in the requested " +
      'language and a signed audio address; a locked lesson answers 403 (20401, earlier lessons first)',
    params: VideoLessonParams,
    query: VideoLanguageQuery,
    response: VideoWords,
    auth: true,
  },
  videoClip: {
    ...endpointPaths.videoClip,
    owner: { resource: 'videoLesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "An open lesson's video highlight: the clip's signed address (range requests), its WebVTT caption tracks " +
      "(Chinese with pinyin, and the requested language), the playback speeds and the caller's progress; a " +
      'locked lesson answers 403 (20401)',
    params: VideoLessonParams,
    query: VideoLanguageQuery,
    response: VideoClip,
    auth: true,
  },
  videoPractice: {
    ...endpointPaths.videoPractice,
    owner: { resource: 'videoLesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "An open lesson's post-lesson practice: its questions without their answers, the pass score and the " +
      "caller's best score; a locked lesson answers 403 (20401)",
    params: VideoLessonParams,
    query: VideoLanguageQuery,
    response: VideoPractice,
    auth: true,
  },
  reportVideoProgress: {
    ...endpointPaths.reportVideoProgress,
    owner: { resource: 'videoLesson', param: 'id' },
    example: { params: { id: '1' }, body: { ranges: [], position: 0 } },
    summary:
      "Reports the seconds of an open lesson's clip played (video.played ranges) and the position: merged into " +
      'the coverage kept (overlaps once, within the clip); more than the wall time since the previous report ' +
      'allows is refused with 422 (20402) and counts nothing; 95 % covered marks the clip watched',
    params: VideoLessonParams,
    body: VideoProgressBody,
    response: VideoClipProgress,
    auth: true,
  },
  submitVideoPractice: {
    ...endpointPaths.submitVideoPractice,
    owner: { resource: 'videoLesson', param: 'id' },
    example: { params: { id: '1' }, body: { answers: [{ number: 1, choice: 0 }] } },
    summary:
      "Marks an attempt at an open lesson's practice (one answer per question): the score 0–100 and its tier " +
      '(100/80/60; below 60 not passed), which answers were right, the best score kept over every attempt, and ' +
      'the lesson it unlocked; retries are allowed',
    params: VideoLessonParams,
    body: VideoAttemptBody,
    response: VideoAttemptResult,
    auth: true,
  },
  myVideoCourses: {
    ...endpointPaths.myVideoCourses,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The caller's video courses (bought, or studied as a preview) with their progress and where to resume, " +
      'last studied first (the user centre: my lessons / courses)',
    query: VideoLanguageQuery,
    response: MyVideoCourses,
    auth: true,
  },
} as const satisfies EndpointTable;
