import type { Courseware } from '@hanyu/contract';
import { Button } from '@hanyu/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './courseware.module.css';
import { CoursewareViewer } from './courseware-viewer.tsx';

/**
 * The live room's courseware, beside the videos. A teacher or an assistant (`leads`) turns everyone's page;
 * a learner is shown the teacher's page as it turns, may browse on their own, and "follow the teacher" brings
 * them back (and keeps them following).
 */
export function CoursewarePanel({
  courseware,
  teacherPage,
  leads,
  onTurn,
}: {
  /** The lesson's (a group session's: its class's) courseware, from the room page's loader; null: not the caller's. */
  courseware: Courseware | null;
  /** The page the room is on (the server's, from `welcome` and `page`). */
  teacherPage: number;
  leads: boolean;
  onTurn: (page: number) => void;
}) {
  const { t } = useTranslation('classroom');
  /** A learner's own page while browsing; null while following the teacher. */
  const [own, setOwn] = useState<number | null>(null);
  const [led, setLed] = useState(teacherPage);
  useEffect(() => setLed(teacherPage), [teacherPage]);

  const page = leads ? led : (own ?? teacherPage);
  const turn = (next: number) => {
    if (leads) {
      setLed(next);
      onTurn(next);
    } else setOwn(next === teacherPage ? null : next);
  };
  return (
    <aside className={styles.panel} aria-label={t('courseware.panel')}>
      {courseware ? (
        <>
          <CoursewareViewer
            pages={courseware.pages}
            page={page}
            onPage={turn}
            label={courseware.course.title}
          />
          {leads ? (
            <p className={styles.hint}>{t('courseware.youLead')}</p>
          ) : (
            <p className={styles.follow}>
              <span>{t('courseware.teacherOn', { page: teacherPage })}</span>
              {own !== null ? (
                <Button size="small" onClick={() => setOwn(null)}>
                  {t('courseware.follow')}
                </Button>
              ) : null}
            </p>
          )}
        </>
      ) : (
        <p>{t('courseware.notYoursText')}</p>
      )}
    </aside>
  );
}
