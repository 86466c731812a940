import type { FavouriteCourse, FavouriteTeacher } from '@hanyu/contract';
import { Button, buttonClassName, EmptyState, useLocalePath } from '@hanyu/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import frame from '../page-frame/list-page.module.css';
import type { favouritesLoader } from './favourites-loader.ts';
import styles from './favourites-page.module.css';

/** user/favourites: the teachers and courses the learner saved (the hearts on the site), each with Remove. */
export function FavouritesPage() {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const { favourites } = useLoaderData<typeof favouritesLoader>();
  const { teachers, courses } = favourites;
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('favourites.heading')}</h1>
      {teachers.length === 0 && courses.length === 0 ? (
        <EmptyState
          title={t('favourites.empty.title')}
          text={t('favourites.empty.text')}
          action={
            <Link className={buttonClassName()} to={to('live')}>
              {t('favourites.empty.action')}
            </Link>
          }
        />
      ) : (
        <>
          <section aria-labelledby="favourite-teachers" className={styles.section}>
            <h2 id="favourite-teachers" className={styles.sectionTitle}>
              {t('favourites.teachers')}
            </h2>
            {teachers.length ? (
              <ul className={frame.list}>
                {teachers.map((teacher) => (
                  <li key={teacher.id}>
                    <TeacherItem teacher={teacher} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.none}>{t('favourites.noTeachers')}</p>
            )}
          </section>
          <section aria-labelledby="favourite-courses" className={styles.section}>
            <h2 id="favourite-courses" className={styles.sectionTitle}>
              {t('favourites.courses')}
            </h2>
            {courses.length ? (
              <ul className={frame.list}>
                {courses.map((course) => (
                  <li key={course.id}>
                    <CourseItem course={course} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.none}>{t('favourites.noCourses')}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function TeacherItem({ teacher }: { teacher: FavouriteTeacher }) {
  const to = useLocalePath();
  return (
    <article className={styles.card} aria-label={teacher.name} data-testid="favourite-teacher">
      {/* The name beside it says who this is. */}
      <img className={styles.avatar} src={teacher.avatar} alt="" width={56} height={56} />
      <h3 className={styles.name}>
        <Link to={to(`t/${teacher.id}`)}>{teacher.name}</Link>
      </h3>
      <RemoveButton
        name={teacher.name}
        remove={() => api.removeFavouriteTeacher({ params: { teacher_id: teacher.id } })}
      />
    </article>
  );
}

function CourseItem({ course }: { course: FavouriteCourse }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  return (
    <article className={styles.card} aria-label={course.title} data-testid="favourite-course">
      <div className={styles.body}>
        <span className={styles.kind}>{t(`favourites.kinds.${course.kind}`)}</span>
        <h3 className={styles.name}>
          <Link to={to(`i/${course.id}`)}>{course.title}</Link>
        </h3>
        {course.teacher_name ? (
          <p className={styles.meta}>{t('favourites.withTeacher', { name: course.teacher_name })}</p>
        ) : null}
      </div>
      <RemoveButton
        name={course.title}
        remove={() => api.removeFavouriteCourse({ params: { course_id: course.id } })}
      />
    </article>
  );
}

/** Removes one favourite, then reads the list again (the loader). */
function RemoveButton({ name, remove }: { name: string; remove: () => Promise<unknown> }) {
  const { t } = useTranslation('userCenter');
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function onClick() {
    setBusy(true);
    setFailed(false);
    try {
      await remove();
      await revalidator.revalidate();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.remove}>
      <Button
        variant="secondary"
        size="small"
        disabled={busy}
        onClick={onClick}
        aria-label={t('favourites.removeNamed', { name })}
      >
        {t('favourites.remove')}
      </Button>
      {failed ? (
        <p role="alert" className={styles.failed}>
          {t('favourites.removeFailed')}
        </p>
      ) : null}
    </div>
  );
}
