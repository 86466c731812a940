import type { LearnerRecords } from '@hanyu/contract';
import { Container } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { CentreNav } from '../page-frame/centre-nav.tsx';
import { LearnerNav } from '../page-frame/learner-nav.tsx';
import frame from '../page-frame/page-frame.module.css';
import styles from './learner-pages.module.css';

/**
 * A learner's page for their teachers, headed with the learner's name: the records and the level page both
 * show the answer of GET /teacher/learners/:user_id (learner-loader.ts).
 */
export function LearnerFrame({
  page,
  children,
}: {
  page: 'records' | 'level';
  children: (records: LearnerRecords) => ReactNode;
}) {
  const { t } = useTranslation('teacher');
  const records = useLoaderData<LearnerRecords>();
  return (
    <Container className={frame.page}>
      <h1 className={`${frame.heading} ${styles.heading}`}>
        {t(`${page}.headingOf`, { name: records.nick_name })}
      </h1>
      <CentreNav />
      <LearnerNav userId={records.user_id} name={records.nick_name} current={page} />
      {children(records)}
    </Container>
  );
}
