import { coupons } from '../../seed/coupons.ts';
import { courses } from '../../seed/courses.ts';
import { courseware } from '../../seed/courseware.ts';
import { pages } from '../../seed/pages.ts';
import { posts } from '../../seed/posts.ts';
import { tags } from '../../seed/tags.ts';
import { teachers } from '../../seed/teachers.ts';
import { videoLearning } from '../../seed/video-learning.ts';
import type { SeedData } from '../seed-data.ts';

/** The demo catalogue and content in api/seed/. */
export const seedData: SeedData = {
  tags,
  teachers,
  courses,
  posts,
  pages,
  coupons,
  courseware,
  videoLearning,
};
