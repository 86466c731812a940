import { coupons } from '../../seed/coupons.ts';
import { courses } from '../../seed/courses.ts';
import { courseware } from '../../seed/courseware.ts';
import { generatedCatalogue } from '../../seed/more-teachers.ts';
import { pages } from '../../seed/pages.ts';
import { posts } from '../../seed/posts.ts';
import { tags } from '../../seed/tags.ts';
import { teachers } from '../../seed/teachers.ts';
import { videoLearning } from '../../seed/video-learning.ts';
import type { SeedData } from '../seed-data.ts';

/** The 170 generated teachers beside the 30 written by hand: the site's "about 200" (issue 29). */
const generated = generatedCatalogue(new Set(teachers.map((teacher) => teacher.slug)));

/** The demo catalogue and content in api/seed/ written by hand: 30 teachers. */
export const handWrittenSeedData: SeedData = {
  tags,
  teachers,
  courses,
  posts,
  pages,
  coupons,
  courseware,
  videoLearning,
};

/** The demo catalogue and content in api/seed/, with the generated teachers and their courses. */
export const seedData: SeedData = {
  ...handWrittenSeedData,
  teachers: [...teachers, ...generated.teachers],
  courses: [...courses, ...generated.courses],
};
