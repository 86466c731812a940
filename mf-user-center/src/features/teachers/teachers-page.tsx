import type { MyTeacher } from '@hanyu/contract';
import { buttonClassName, EmptyState, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DateTime } from '../page-frame/date-time.tsx';
import frame from '../page-frame/list-page.module.css';
import type { TeachersAnswer, teachersLoader } from './teachers-loader.ts';
import styles from './teachers-page.module.css';

/** user/teacher (my teachers, SPEC §2): the teachers the learner has lessons with, the next lesson first. */
export function TeachersPage() {
  const { t } = useTranslation('userCenter');
  const { teachers } = useLoaderData<typeof teachersLoader>();
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('teachers.heading')}</h1>
      <TeacherList teachers={teachers.data} />
    </div>
  );
}

function TeacherList({ teachers }: { teachers: TeachersAnswer['data'] }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  if (!teachers.length)
    return (
      <EmptyState
        title={t('teachers.empty.title')}
        text={t('teachers.empty.text')}
        action={
          <Link className={buttonClassName()} to={to('live')}>
            {t('teachers.empty.action')}
          </Link>
        }
      />
    );
  return (
    <ul className={frame.list}>
      {teachers.map((teacher) => (
        <li key={teacher.id}>
          <TeacherCard teacher={teacher} />
        </li>
      ))}
    </ul>
  );
}

function TeacherCard({ teacher }: { teacher: MyTeacher }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  return (
    <article className={styles.card} aria-label={teacher.name}>
      {/* The name beside it says who this is. */}
      <img className={styles.avatar} src={teacher.avatar} alt="" width={64} height={64} />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={to(`t/${teacher.id}`)}>{teacher.name}</Link>
        </h2>
        <p className={styles.meta}>{t('teachers.completed', { count: teacher.lessons_completed })}</p>
        <p className={styles.meta}>
          {teacher.next_lesson_at ? (
            <>
              {t('teachers.next')} <DateTime iso={teacher.next_lesson_at} />
            </>
          ) : (
            t('teachers.noneNext')
          )}
        </p>
      </div>
      <Link className={buttonClassName('secondary')} to={to('book')}>
        {t('teachers.book')}
      </Link>
    </article>
  );
}
