import type { PubCard as Card, PubDetail } from '@hanyu/contract';
import { Container, useLocalePath, usePageMeta } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { isImageCover } from '../../content/course-card.tsx';
import { HeadphonesIcon } from '../../content/icons.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { useDay } from '../shared/use-day.ts';
import { PubCard } from './pub-card.tsx';
import { audioMinutes } from './pub-format.ts';
import type { pubLoader } from './pub-loader.ts';
import styles from './pub-page.module.css';

/** pub/{item_id}: one blog post, or one podcast episode with its player and show notes. */
export function PubPage() {
  const { item, related } = useLoaderData<typeof pubLoader>();
  return <PubArticle item={item} related={related} />;
}

function PubArticle({ item, related }: { item: PubDetail; related: Card[] }) {
  const { t } = useTranslation('public');
  const day = useDay();
  const to = useLocalePath();
  usePageMeta({ title: item.title, description: item.summary });
  const podcast = item.kind === 'podcast';
  const image = isImageCover(item.cover);

  return (
    <article className={styles.article} data-testid="pub-article" data-kind={item.kind}>
      <header className={styles.head}>
        <Container className={styles.narrow}>
          <Link to={to('pub')} className={styles.back}>
            <span aria-hidden="true">←</span> {t('library.pub.back')}
          </Link>
          <p className={styles.badge}>
            {podcast ? <HeadphonesIcon /> : null}
            {t(`library.pub.badge.${item.kind}`)}
          </p>
          <h1 className={styles.title}>{item.title}</h1>
          {item.summary ? <p className={styles.lead}>{item.summary}</p> : null}
          <dl className={styles.meta}>
            <div>
              <dt className="hy-visually-hidden">{t('library.pub.author')}</dt>
              <dd>{t('library.pub.by', { author: item.author })}</dd>
            </div>
            <div>
              <dt className="hy-visually-hidden">{t('library.pub.published')}</dt>
              <dd>
                <time dateTime={item.published_at}>{day(item.published_at)}</time>
              </dd>
            </div>
            {podcast && item.audio_seconds !== null ? (
              <div>
                <dt className="hy-visually-hidden">{t('library.pub.listenFor')}</dt>
                <dd>{t('library.pub.minutes', { count: audioMinutes(item.audio_seconds) })}</dd>
              </div>
            ) : null}
          </dl>
          {item.tags.length ? (
            <ul className={styles.tags} aria-label={t('library.pub.tagsLabel')}>
              {item.tags.map((tag) => (
                <li key={tag.id}>
                  <Link to={to(`pub/tag/${tag.id}`)} className={styles.tag}>
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </Container>
      </header>

      <Container className={styles.narrow}>
        {image && !podcast ? (
          <img className={styles.cover} src={item.cover} alt="" width={1280} height={720} />
        ) : null}

        {podcast && item.audio ? (
          <section className={styles.player} aria-labelledby="pub-listen">
            <div className={styles.playerArt} aria-hidden="true">
              {image ? <img src={item.cover} alt="" width={160} height={160} /> : <HeadphonesIcon />}
            </div>
            <div className={styles.playerBody}>
              <h2 id="pub-listen" className={styles.playerTitle}>
                {t('library.pub.listen')}
              </h2>
              {/* biome-ignore lint/a11y/useMediaCaption: a podcast; its show notes below carry the text. */}
              <audio controls preload="metadata" className={styles.audio} data-testid="pub-audio">
                <source src={item.audio.url} type={item.audio.type} />
                {t('library.pub.audioFallback')} <a href={item.audio.url}>{t('library.pub.download')}</a>
              </audio>
            </div>
          </section>
        ) : null}

        <div className={styles.body}>
          {podcast ? <h2 className={styles.notesTitle}>{t('library.pub.showNotes')}</h2> : null}
          <RichText html={item.body_html} />
        </div>
      </Container>

      <Related posts={related} />
    </article>
  );
}

function Related({ posts }: { posts: Card[] }) {
  const { t } = useTranslation('public');
  if (!posts.length) return null;
  return (
    <section className={styles.related} aria-labelledby="pub-related">
      <Container>
        <h2 id="pub-related" className={styles.relatedTitle}>
          {t('library.pub.related')}
        </h2>
        <ul className={styles.relatedGrid}>
          {posts.map((post) => (
            <li key={post.id}>
              <PubCard item={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
