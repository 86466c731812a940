import type { LearnerRecords } from '@hanyu/contract';
import { Container } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../api.ts';
import { CentreNav } from '../page-frame/centre-nav.tsx';
import { LearnerNav } from '../page-frame/learner-nav.tsx';
import frame from '../page-frame/page-frame.module.css';
import { PageState, useLoad } from '../page-frame/page-state.tsx';
import { useLang } from '../page-frame/use-lang.ts';
import styles from './learner-pages.module.css';

/**
 * A learner's page for their teachers: one answer of GET /teacher/learners/:user_id feeds both the records
 * and the level page, headed with the learner's name once it is known.
 */
export function LearnerFrame({
  page,
  children,
}: {
  page: 'records' | 'level';
  children: (records: LearnerRecords) => ReactNode;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const { user_id: userId = '' } = useParams();
  const [data, retry] = useLoad(
    () => api.learnerRecords({ params: { user_id: userId }, query: { language: lang } }),
    [userId, lang],
  );
  return (
    <Container className={frame.page}>
      <h1 className={`${frame.heading} ${styles.heading}`}>
        {data.status === 'ready'
          ? t(`${page}.headingOf`, { name: data.value.nick_name })
          : t(`${page}.heading`)}
      </h1>
      <CentreNav />
      <PageState load={data} retry={retry}>
        {(records) => (
          <>
            <LearnerNav userId={records.user_id} name={records.nick_name} current={page} />
            {children(records)}
          </>
        )}
      </PageState>
    </Container>
  );
}
