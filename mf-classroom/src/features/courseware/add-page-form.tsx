import type { Courseware } from '@hanyu/contract';
import { upload } from '@hanyu/sdk';
import { Button } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './courseware.module.css';

/**
 * The contract's courseware upload rules (COURSEWARE_UPLOAD_PATH, COURSEWARE_IMAGE_TYPES, …), copied: the
 * contract's module holds schemas this page chunk would otherwise carry; a test keeps the two the same.
 */
export const UPLOAD_RULES = {
  path: '/teacher/courses/:id/courseware/pages',
  types: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
  titleMax: 120,
  altMax: 1_000,
} as const;

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'added'; page: number } | { kind: 'failed' };

/**
 * The course's teacher adds a page at the end of its courseware: an image with its title and what it shows
 * (the text a screen reader reads instead). The server checks the image's type from its bytes and its size.
 */
export function AddPageForm({
  courseId,
  onAdded,
}: {
  courseId: number;
  onAdded: (courseware: Courseware) => void;
}) {
  const { t } = useTranslation('classroom');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const headingId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const file = field('file').files?.[0];
    if (!file || file.size === 0) return;
    if (file.size > UPLOAD_RULES.maxBytes) {
      setStatus({ kind: 'failed' });
      return;
    }
    setStatus({ kind: 'busy' });
    let courseware: Courseware;
    try {
      courseware = await upload<Courseware>(UPLOAD_RULES.path.replace(':id', String(courseId)), file, {
        query: { title: field('title').value, alt: field('alt').value },
        fallbackType: 'application/octet-stream',
        quiet: true,
      });
    } catch {
      setStatus({ kind: 'failed' });
      return;
    }
    form.reset();
    setStatus({ kind: 'added', page: courseware.pages.length });
    onAdded(courseware);
  }

  return (
    <form className={styles.add} onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.addHeading}>
        {t('courseware.addHeading')}
      </h2>
      <label className={styles.field}>
        {t('courseware.pageTitle')}
        <input name="title" required maxLength={UPLOAD_RULES.titleMax} />
      </label>
      <label className={styles.field}>
        {t('courseware.pageAlt')}
        <textarea name="alt" required maxLength={UPLOAD_RULES.altMax} rows={2} />
      </label>
      <label className={styles.field}>
        {t('courseware.pageFile')}
        <input type="file" name="file" required accept={UPLOAD_RULES.types.join(',')} />
      </label>
      <Button type="submit" disabled={status.kind === 'busy'}>
        {t('courseware.add')}
      </Button>
      <p role="status" className={status.kind === 'failed' ? styles.error : styles.hint}>
        {status.kind === 'busy'
          ? t('courseware.adding')
          : status.kind === 'added'
            ? t('courseware.added', { page: status.page })
            : status.kind === 'failed'
              ? t('courseware.addFailed')
              : ''}
      </p>
    </form>
  );
}
