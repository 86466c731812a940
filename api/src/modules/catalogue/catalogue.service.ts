import {
  CATALOGUE_PAGE_SIZE,
  type CourseCard,
  type CourseDetail,
  type CoursesQuery,
  type CoursesResponse,
  type Currency,
  type HomeResponse,
  type Lang,
  MONEY_BACK_GUARANTEE_DAYS,
  type SearchResponse,
  type Tag,
  type TagScope,
  type TagsResponse,
  TEACHER_COUNT_CLAIM,
  TEACHER_EXPERIENCE_YEARS_CLAIM,
  type TeacherCard,
  type TeacherDetail,
  type TeachersQuery,
  type TeachersResponse,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { weeklyAvailability, weeklyOccurrences } from '../availability/index.ts';
import { latestRates } from '../currency/index.ts';
import { languageName } from '../translations/index.ts';
import { videoCoursesForSale } from '../video-learning/index.ts';
import {
  type CourseCardRow,
  findCourseArt,
  findCourseCards,
  findCourseDetail,
  findTags,
  findTeacherCards,
  findTeacherDetail,
  findTeacherName,
  type TeacherCardRow,
} from './catalogue.repository.ts';
import { findSearchableCourses } from './course-search.repository.ts';
import {
  cellSpans,
  freeTimeWindow,
  type ListingSearchFilter,
  searchCourses,
  searchTeachers,
} from './listing-search.ts';
import type { TagJson } from './sql-texts.ts';
import { avatarSvg, contentVersion, coverSvg } from './svg-art.ts';
import { findSearchableTeachers } from './teacher-search.repository.ts';

/** Public path of a teacher's generated avatar; the version changes with the name it is drawn from. */
export function teacherAvatarPath(teacher: { id: number; name: string }): string {
  return `/api/open/teachers/${teacher.id}/avatar.svg?v=${contentVersion(teacher.name)}`;
}

/** The course's own cover URL, or the path of its generated cover. */
export function courseCoverPath(course: {
  id: number;
  kind: string;
  level: string;
  cover: string | null;
}): string {
  if (course.cover) return course.cover;
  return `/api/open/courses/${course.id}/cover.svg?v=${contentVersion(course.kind, course.level)}`;
}

/** Page numbers count from 1. */
export function pageOf(query: { page: number; page_size: number }) {
  return { offset: (query.page - 1) * query.page_size, limit: query.page_size };
}

export function toTags(tags: readonly TagJson[]): Tag[] {
  return tags.map((tag) => ({ id: Number(tag.id), scope: tag.scope, name: tag.name }));
}

function toTeacherCard(row: TeacherCardRow, language: Lang): TeacherCard {
  const id = Number(row.id);
  return {
    id,
    name: row.name,
    avatar: teacherAvatarPath({ id, name: row.name }),
    experience_years: row.experience_years,
    languages: row.languages.map((code) => languageName(code, language)),
    intro: row.intro,
    rating: Number(row.rating),
    lessons_taught: Number(row.lessons_taught),
    tags: toTags(row.tags),
  };
}

function toCourseCard(row: CourseCardRow): CourseCard {
  const id = Number(row.id);
  const teacherId = row.teacher_user_id === null ? null : Number(row.teacher_user_id);
  return {
    id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    level: row.level,
    lesson_count: row.lesson_count,
    lesson_minutes: row.lesson_minutes,
    price_minor: Number(row.price_minor),
    currency: 'CNY',
    cover: courseCoverPath({ ...row, id }),
    tags: toTags(row.tags),
    teacher:
      teacherId === null || row.teacher_name === null
        ? null
        : {
            id: teacherId,
            name: row.teacher_name,
            avatar: teacherAvatarPath({ id: teacherId, name: row.teacher_name }),
          },
    group_status:
      row.kind === 'group' && row.group_status !== null ? (Number(row.group_status) as 0 | 1 | 2) : null,
    starts_at: row.kind === 'group' && row.starts_at ? new Date(row.starts_at).toISOString() : null,
    rating: Number(row.rating),
    review_count: row.review_count,
  };
}

export async function tagsOf(db: Kysely<Database>, scope: TagScope, language: Lang): Promise<TagsResponse> {
  const rows = await findTags(db, scope, language);
  return { list: rows.map((row) => ({ id: Number(row.id), scope: row.scope, name: row.name })) };
}

async function rateOf(db: Kysely<Database>, currency: Currency): Promise<string> {
  const rate = (await latestRates(db)).rates[currency];
  if (rate === undefined) throw new ApiError(503, `No exchange rate of ${currency} is stored yet`);
  return rate;
}

/**
 * The teacher listing (issue 29): every teacher of the tag and text with what the filters read, filtered,
 * counted per filter value and ordered in memory (a few hundred small rows), then the page's cards.
 */
export async function teachersOf(
  db: Kysely<Database>,
  query: Omit<TeachersQuery, 'tag_id'> & { tag_id?: number | undefined; now?: Date },
): Promise<TeachersResponse> {
  const { page, page_size, language } = query;
  const window = freeTimeWindow(query.now ?? new Date());
  const [teachers, rate] = await Promise.all([
    findSearchableTeachers(db, {
      tagId: query.tag_id,
      q: query.q,
      language,
      window,
      cells: cellSpans(query.tz, window),
    }),
    query.currency === 'CNY' ? '1' : rateOf(db, query.currency),
  ]);
  const { matches, facets } = searchTeachers(teachers, { ...searchFilterOf(query, rate), sort: query.sort });
  const list = await pageOfCards(
    matches.map((teacher) => teacher.userId),
    { page, page_size },
    async (userIds) =>
      (
        await findTeacherCards(db, {
          language,
          userIds,
          sort: query.sort,
          page: { offset: 0, limit: userIds.length },
        })
      ).map((row) => [Number(row.id), toTeacherCard(row, language)]),
  );
  return { list, paging: { page, page_size, total: matches.length }, facets };
}

/** The cards of one page of a search's matches (every id, in order), looked up for that page only. */
async function pageOfCards<Card>(
  ids: readonly number[],
  paging: { page: number; page_size: number },
  cardsOf: (pageIds: number[]) => Promise<Array<[number, Card]>>,
): Promise<Card[]> {
  const { offset, limit } = pageOf(paging);
  const pageIds = ids.slice(offset, offset + limit);
  if (!pageIds.length) return [];
  const byId = new Map(await cardsOf(pageIds));
  return pageIds.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}

/** The filters of a listing's query, as the pure search reads them. */
function searchFilterOf(
  query: Omit<TeachersQuery | CoursesQuery, 'language' | 'page' | 'page_size' | 'sort'>,
  rate: string,
): ListingSearchFilter {
  return {
    currency: query.currency,
    rate,
    priceMin: query.price_min,
    priceMax: query.price_max,
    days: query.days,
    parts: query.parts,
    native: query.native,
    speaks: query.speaks,
    gender: query.gender,
    ratingMin: query.rating_min,
  };
}

/**
 * A course listing (issue 29), as the teacher listing: every course of the kind, tag and text with what the
 * filters read, filtered, counted and ordered in memory, then the page's cards.
 */
export async function coursesOf(
  db: Kysely<Database>,
  query: Omit<CoursesQuery, 'tag_id'> & { tag_id?: number | undefined; now?: Date },
): Promise<CoursesResponse> {
  const { page, page_size, language } = query;
  const [courses, rate] = await Promise.all([
    findSearchableCourses(db, {
      kind: query.kind,
      tagId: query.tag_id,
      q: query.q,
      language,
      now: query.now ?? new Date(),
      zone: query.tz,
    }),
    query.currency === 'CNY' ? '1' : rateOf(db, query.currency),
  ]);
  const { matches, facets } = searchCourses(courses, { ...searchFilterOf(query, rate), sort: query.sort });
  const list = await pageOfCards(
    matches.map((course) => course.id),
    { page, page_size },
    async (ids) =>
      (
        await findCourseCards(db, { language, ids, sort: query.sort, page: { offset: 0, limit: ids.length } })
      ).map((row) => [Number(row.id), toCourseCard(row)]),
  );
  return { list, paging: { page, page_size, total: matches.length }, facets };
}

export async function teacherOf(
  db: Kysely<Database>,
  userId: number,
  language: Lang,
): Promise<TeacherDetail> {
  const [row, courses, weekly] = await Promise.all([
    findTeacherDetail(db, userId, language),
    findCourseCards(db, { language, teacherUserId: userId, sort: 'popular', page: { offset: 0, limit: 48 } }),
    weeklyAvailability(db, userId),
  ]);
  if (!row) throw notFound();
  return {
    ...toTeacherCard(row, language),
    video: row.video,
    statistics: {
      classes_to_prepare: Number(row.classes_to_prepare),
      classes_completed: Number(row.classes_completed),
      students_served: Number(row.students_served),
      total_minutes: Number(row.total_minutes),
    },
    availability: weeklyOccurrences(weekly, Date.now()),
    courses: courses.map(toCourseCard),
  };
}

export async function courseOf(db: Kysely<Database>, id: number, language: Lang): Promise<CourseDetail> {
  const row = await findCourseDetail(db, id, language);
  if (!row) throw notFound();
  const group = row.kind === 'group' ? row.group_info : null;
  const forSale = row.kind !== 'video' || (await videoCoursesForSale(db, [row.id])).has(String(row.id));
  return {
    ...toCourseCard(row),
    description: row.description,
    skus: row.skus.map((sku) => ({
      ...sku,
      id: Number(sku.id),
      price_minor: Number(sku.price_minor),
      total_minutes: sku.lesson_count * sku.lesson_minutes,
      currency: sku.currency.trim(),
    })),
    group: group
      ? {
          status: group.status,
          cancelled: group.cancelled,
          capacity: group.capacity,
          min_head_count: group.min_head_count,
          seats_left: Math.max(0, group.capacity - Number(group.enrolled)),
          sessions: group.sessions.map((session) => ({
            starts_at: new Date(session.starts_at).toISOString(),
            minutes: session.minutes,
          })),
        }
      : null,
    video_lessons: row.video_lessons.map((lesson) => ({
      ...lesson,
      id: Number(lesson.id),
      items: lesson.items.map((item) => ({ type: item.type, title: item.title })),
    })),
    for_sale: forSale,
  };
}

/** Search: the first page of each list, the most relevant (popular) first. */
export async function search(db: Kysely<Database>, language: Lang, q: string): Promise<SearchResponse> {
  const page = { offset: 0, limit: CATALOGUE_PAGE_SIZE };
  const [teachers, courses] = await Promise.all([
    findTeacherCards(db, { language, q, sort: 'popular', page }),
    findCourseCards(db, { language, q, sort: 'popular', page }),
  ]);
  return {
    teachers: teachers.map((row) => toTeacherCard(row, language)),
    courses: courses.map(toCourseCard),
  };
}

/** The home page's featured teachers and courses, in their catalogue order. */
export async function homeOf(db: Kysely<Database>, language: Lang): Promise<HomeResponse> {
  const page = { offset: 0, limit: 48 };
  const [teachers, courses] = await Promise.all([
    findTeacherCards(db, { language, featured: true, sort: 'popular', page }),
    findCourseCards(db, { language, featured: true, sort: 'popular', page }),
  ]);
  return {
    teachers: teachers.map((row) => toTeacherCard(row, language)),
    courses: courses.map(toCourseCard),
    stats: {
      teacher_count: TEACHER_COUNT_CLAIM,
      experience_years: TEACHER_EXPERIENCE_YEARS_CLAIM,
      guarantee_days: MONEY_BACK_GUARANTEE_DAYS,
    },
  };
}

export async function teacherAvatar(db: Kysely<Database>, userId: number): Promise<string | null> {
  const teacher = await findTeacherName(db, userId);
  return teacher ? avatarSvg(teacher.name) : null;
}

export async function courseCover(db: Kysely<Database>, id: number): Promise<string | null> {
  const course = await findCourseArt(db, id);
  return course ? coverSvg({ id, kind: course.kind, level: course.level }) : null;
}
