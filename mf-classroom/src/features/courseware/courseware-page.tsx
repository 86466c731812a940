import type { Courseware } from '@hanyu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { BackLink } from '../page-frame/back-link.tsx';
import { AddPageForm } from './add-page-form.tsx';
import styles from './courseware.module.css';
import type { coursewareLoader } from './courseware-loader.ts';
import { CoursewareViewer } from './courseware-viewer.tsx';

/**
 * learning/courseware/{item_id}: a course's courseware, one page at a time over the whole viewport (the
 * fullscreen layout: slides want every pixel, on a phone most of all), for those who may read it. Its pages
 * come from the route's loader; the course's teacher adds one at the end.
 */
export function CoursewarePage() {
  const { t } = useTranslation('classroom');
  const loaded = useLoaderData<typeof coursewareLoader>().courseware;
  const revalidator = useRevalidator();
  // The answer to an upload, shown until the loader has read the courseware again.
  const [added, setAdded] = useState<{ over: Courseware; courseware: Courseware } | null>(null);
  const courseware = added?.over === loaded ? added.courseware : loaded;
  const [page, setPage] = useState(1);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('courseware.heading', { course: courseware.course.title })}</h1>
      <CoursewareViewer pages={courseware.pages} page={page} onPage={setPage} label={t('courseware.title')} />
      {courseware.pages.length > 0 ? <p className={styles.hint}>{t('courseware.keys')}</p> : null}
      {courseware.can_edit ? (
        <AddPageForm
          courseId={courseware.course.id}
          onAdded={(next) => {
            setAdded({ over: loaded, courseware: next });
            setPage(next.pages.length);
            void revalidator.revalidate();
          }}
        />
      ) : null}
      <BackLink />
    </div>
  );
}
