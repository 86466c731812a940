import {
  BOOKING_MIN_LEAD_MINUTES,
  CANCEL_MIN_LEAD_MINUTES,
  CLASSROOM_ENTRY_LEAD_MINUTES,
  GROUP_REPLAY_UPLOAD_WORKING_DAYS,
  MONEY_BACK_GUARANTEE_DAYS,
  PROMOTION_SHARE_PERCENT,
} from '@hanyu/contract';
import { formatDate, useLang, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '../content/page-hero.tsx';
import { useBrand } from '../content/use-brand.ts';
import styles from './terms-page.module.css';

/** When the current terms were last changed. */
export const TERMS_UPDATED = '2026-03-01';

/** Section order; the anchors are stable across languages. */
const SECTIONS = [
  'general',
  'accounts',
  'purchases',
  'bookings',
  'refunds',
  'coupons',
  'promotion',
  'conduct',
  'privacy',
  'liability',
  'changes',
  'contact',
] as const;

export function TermsPage() {
  const { t } = useTranslation('public');
  const lang = useLang();
  const to = useLocalePath();
  const brand = useBrand();
  const values = {
    bookHours: BOOKING_MIN_LEAD_MINUTES / 60,
    cancelHours: CANCEL_MIN_LEAD_MINUTES / 60,
    minutes: CLASSROOM_ENTRY_LEAD_MINUTES,
    replayDays: GROUP_REPLAY_UPLOAD_WORKING_DAYS,
    guaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
    employee: PROMOTION_SHARE_PERCENT.employee,
    teacher: PROMOTION_SHARE_PERCENT.partTimeTeacher,
    email: brand.contact.email,
  };

  return (
    <>
      <PageHero eyebrow={t('terms.hero.eyebrow')} title={t('terms.hero.title')} lead={t('terms.hero.lead')}>
        <p className={styles.updated}>{t('terms.updated', { date: formatDate(TERMS_UPDATED, lang) })}</p>
      </PageHero>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="terms-contents">
          <h2 id="terms-contents" className={styles.tocTitle}>
            {t('terms.contents')}
          </h2>
          <ol className={styles.tocList}>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{t(`terms.sections.${id}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          {SECTIONS.map((id, index) => (
            <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`} className={styles.sectionTitle}>
                <span className={styles.sectionNumber}>{index + 1}.</span> {t(`terms.sections.${id}.title`)}
              </h2>
              {t(`terms.sections.${id}.body`, { returnObjects: true, ...values }).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p className={styles.contactLink}>
            <Link to={to('about/contact')}>{t('terms.contactLink')}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
