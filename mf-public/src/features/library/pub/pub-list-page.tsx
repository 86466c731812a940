import type { PubKind, PubListResponse } from '@hanyu/contract';
import { Container, EmptyState, Pager, useLocalePath, usePageMeta } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { CardGrid, CardGridItem } from '../../content/card-grid.tsx';
import { PageHero } from '../../content/page-hero.tsx';
import { TagFilter } from '../../content/tag-filter.tsx';
import { usePagerLabels } from '../../content/use-pager-labels.ts';
import { PubCard } from './pub-card.tsx';
import type { PubListFilter, pubListLoader } from './pub-list-loader.ts';
import styles from './pub-list-page.module.css';

/** pub and pub/tag/{tag_id}: blog posts and podcasts, newest first, by kind and topic. */
export function PubListPage() {
  const { t } = useTranslation('public');
  const { filter, list, tags } = useLoaderData<typeof pubListLoader>();
  const tagName = filter.tagId === null ? null : (tags?.find((tag) => tag.id === filter.tagId)?.name ?? null);
  usePageMeta({
    title: tagName ? `${tagName} · ${t('library.pub.title')}` : t('library.pub.title'),
    description: t('library.pub.lead'),
  });

  return (
    <div data-testid="pub-list-page">
      <PageHero
        eyebrow={t('library.pub.eyebrow')}
        title={tagName ? t('library.pub.tagHeading', { tag: tagName }) : t('library.pub.heading')}
        lead={t('library.pub.lead')}
      />
      <Container className={styles.body}>
        <KindSwitch filter={filter} />
        {tags ? (
          <TagFilter tags={tags} current={filter.tagId} base="pub" label={t('library.pub.tagsLabel')} />
        ) : null}
        <PubResults result={list} />
      </Container>
    </div>
  );
}

/** All, articles or podcasts: links that keep the topic and start again at the first page. */
function KindSwitch({ filter }: { filter: PubListFilter }) {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const base = to(filter.tagId ? `pub/tag/${filter.tagId}` : 'pub');
  const kinds: (PubKind | null)[] = [null, 'blog', 'podcast'];
  return (
    <nav aria-label={t('library.pub.kinds.label')} className={styles.kinds}>
      <ul>
        {kinds.map((kind) => {
          const active = filter.kind === kind;
          return (
            <li key={kind ?? 'all'}>
              <Link
                to={kind ? `${base}?kind=${kind}` : base}
                className={active ? `${styles.kind} ${styles.kindActive}` : styles.kind}
                aria-current={active ? 'page' : undefined}
              >
                {t(`library.pub.kinds.${kind ?? 'all'}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PubResults({ result }: { result: PubListResponse }) {
  const { t } = useTranslation('public');
  const pagerLabels = usePagerLabels();
  const to = useLocalePath();
  const { list, paging } = result;
  if (!list.length) {
    return (
      <EmptyState
        art="search"
        title={t('library.pub.empty')}
        action={
          <Link to={to('pub')} className={styles.allLink}>
            {t('library.pub.back')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p className={styles.count} data-testid="pub-count">
        {t('library.pub.results', { count: paging.total })}
      </p>
      <CardGrid>
        {list.map((item) => (
          <CardGridItem key={item.id}>
            <PubCard item={item} />
          </CardGridItem>
        ))}
      </CardGrid>
      <Pager page={paging.page} pageSize={paging.page_size} total={paging.total} labels={pagerLabels} />
    </>
  );
}
