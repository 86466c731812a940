import type { CoursewarePage } from '@hanyu/contract';
import { Button } from '@hanyu/ui';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './courseware.module.css';

/** The page after a turn by `step`, kept within 1…count. */
export function turnedPage(page: number, step: number, count: number): number {
  return Math.min(Math.max(page + step, 1), Math.max(count, 1));
}

/**
 * One courseware page at a time, sized to the space it has, with its title and text alternative; previous and
 * next buttons (large enough for a thumb), "page n of m", and the arrow keys while the viewer has focus.
 */
export function CoursewareViewer({
  pages,
  page,
  onPage,
  label,
}: {
  pages: CoursewarePage[];
  /** The page shown, 1 for the first. */
  page: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('classroom');
  const count = pages.length;
  const shown = pages[Math.min(Math.max(page, 1), count) - 1];
  const turn = (step: number) => {
    const next = turnedPage(page, step, count);
    if (next !== page) onPage(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowUp: -1, PageUp: -1, ArrowRight: 1, ArrowDown: 1, PageDown: 1 }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    turn(step);
  };
  if (!shown) return <p>{t('courseware.empty')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes focus so its arrow keys turn pages.
    <section className={styles.viewer} aria-label={label} tabIndex={0} onKeyDown={onKeyDown}>
      <figure className={styles.figure}>
        <img className={styles.image} src={shown.image_url} alt={shown.alt} />
        <figcaption className={styles.caption}>{shown.title}</figcaption>
      </figure>
      <div className={styles.controls}>
        <Button className={styles.turn} variant="secondary" onClick={() => turn(-1)} disabled={page <= 1}>
          {t('courseware.previous')}
        </Button>
        <p className={styles.count} role="status">
          {t('courseware.pageOf', { page: Math.min(page, count), count })}
        </p>
        <Button className={styles.turn} variant="secondary" onClick={() => turn(1)} disabled={page >= count}>
          {t('courseware.next')}
        </Button>
      </div>
    </section>
  );
}
