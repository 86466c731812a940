import type { PubCard as Card } from '@hanyu/contract';
import { useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isImageCover } from '../../content/course-card.tsx';
import { HeadphonesIcon } from '../../content/icons.tsx';
import { useDay } from '../shared/use-day.ts';
import styles from './pub-card.module.css';
import { audioMinutes } from './pub-format.ts';

/** A blog post or podcast in a listing: cover, kind, title (the link), summary, date, author, length. */
export function PubCard({ item, headingLevel = 2 }: { item: Card; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('public');
  const day = useDay();
  const to = useLocalePath();
  const image = isImageCover(item.cover);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="pub-card" data-kind={item.kind}>
      <div className={styles.cover} style={image || !item.cover ? undefined : { background: item.cover }}>
        {image ? <img src={item.cover} alt="" loading="lazy" width={640} height={360} /> : null}
        <span className={styles.badge}>
          {item.kind === 'podcast' ? <HeadphonesIcon /> : null}
          {t(`library.pub.badge.${item.kind}`)}
        </span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {/* The whole card is clickable through the link's stretched ::after. */}
          <Link to={to(`pub/${item.id}`)} className={styles.link}>
            {item.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{item.summary}</p>
        <p className={styles.meta}>
          <time dateTime={item.published_at}>{day(item.published_at)}</time>
          <span>{t('library.pub.by', { author: item.author })}</span>
          {item.kind === 'podcast' && item.audio_seconds !== null ? (
            <span>
              <span className="hy-visually-hidden">{t('library.pub.listenFor')}: </span>
              {t('library.pub.minutes', { count: audioMinutes(item.audio_seconds) })}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
