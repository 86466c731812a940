import type { SeedCourse } from '../src/seed-data.ts';
import { groupCourses } from './courses/group.ts';
import { liveCourses } from './courses/live.ts';
import { videoCourses } from './courses/video.ts';

/**
 * Courses of the demo catalogue: one-on-one live packages, small-group classes and video courses.
 * Prices are CNY in fen (¥1 = 100); the tuition balance, coupons and their minimums are in CNY.
 */
export const courses: readonly SeedCourse[] = [...liveCourses, ...groupCourses, ...videoCourses];
