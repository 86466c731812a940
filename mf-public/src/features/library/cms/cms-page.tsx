import type { CmsPage as Page } from '@hanyu/contract';
import { Container, usePageMeta } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { RichText } from '../shared/rich-text.tsx';
import { useDay } from '../shared/use-day.ts';
import type { cmsLoader } from './cms-loader.ts';
import styles from './cms-page.module.css';

/** p/{uri}: a page written in the CMS (policies, announcements). */
export function CmsPage() {
  const { page } = useLoaderData<typeof cmsLoader>();
  return <CmsContent page={page} />;
}

function CmsContent({ page }: { page: Page }) {
  const { t } = useTranslation('public');
  const day = useDay();
  usePageMeta({ title: page.title, description: page.description });
  return (
    <article className={styles.page} data-testid="cms-page">
      <header className={styles.head}>
        <Container className={styles.headInner}>
          <h1 className={styles.title}>{page.title}</h1>
          {page.description ? <p className={styles.lead}>{page.description}</p> : null}
          <p className={styles.updated}>
            <time dateTime={page.updated_at}>{t('library.cms.updated', { date: day(page.updated_at) })}</time>
          </p>
        </Container>
      </header>
      <Container className={styles.body}>
        <RichText html={page.body_html} />
      </Container>
    </article>
  );
}
