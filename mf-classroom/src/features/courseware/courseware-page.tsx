import { Button } from '@hanyu/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../page-frame/back-link.tsx';
import { useLang } from '../page-frame/use-lang.ts';
import { AddPageForm } from './add-page-form.tsx';
import styles from './courseware.module.css';
import { CoursewareViewer } from './courseware-viewer.tsx';
import { type CoursewareLoad, useCourseware } from './use-courseware.ts';

/**
 * learning/courseware/{item_id}: a course's courseware, one page at a time over the whole viewport (the
 * fullscreen layout: slides want every pixel, on a phone most of all), for those who may read it.
 */
export function CoursewarePage() {
  const { t } = useTranslation('classroom');
  const lang = useLang();
  const { item_id: id = '' } = useParams();
  const { load, retry, show } = useCourseware({ course: id }, lang);
  const [page, setPage] = useState(1);
  return (
    <div className={styles.page}>
      <CoursewareState load={load} retry={retry}>
        {(courseware) => (
          <>
            <h1 className={styles.heading}>{t('courseware.heading', { course: courseware.course.title })}</h1>
            <CoursewareViewer
              pages={courseware.pages}
              page={page}
              onPage={setPage}
              label={t('courseware.title')}
            />
            {courseware.pages.length > 0 ? <p className={styles.hint}>{t('courseware.keys')}</p> : null}
            {courseware.can_edit ? (
              <AddPageForm
                courseId={courseware.course.id}
                onAdded={(next) => {
                  show(next);
                  setPage(next.pages.length);
                }}
              />
            ) : null}
          </>
        )}
      </CoursewareState>
      <BackLink />
    </div>
  );
}

/** Loading, not the caller's, or failed with a retry; else the courseware to `children`. */
export function CoursewareState({
  load,
  retry,
  children,
}: {
  load: CoursewareLoad;
  retry: () => void;
  children: (courseware: Extract<CoursewareLoad, { status: 'ready' }>['courseware']) => React.ReactNode;
}) {
  const { t } = useTranslation('classroom');
  if (load.status === 'loading') return <p role="status">{t('courseware.loading')}</p>;
  if (load.status === 'missing')
    return (
      <section>
        <h1 className={styles.heading}>{t('courseware.notYours')}</h1>
        <p>{t('courseware.notYoursText')}</p>
      </section>
    );
  if (load.status === 'failed')
    return (
      <div role="alert">
        <p>{t('courseware.failed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('courseware.retry')}
        </Button>
      </div>
    );
  return <>{children(load.courseware)}</>;
}
