import { useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { PillNav } from './pill-nav.tsx';

/**
 * The teaching centre's pages: the timetable with summaries and statistics, the weekly availability and the
 * payouts, and the reviews learners wrote.
 * A learner's pages and a lesson's handover are reached from the timetable, so they show it with neither current.
 */
export function CentreNav({ current }: { current?: 'timetable' | 'availability' | 'payouts' | 'reviews' }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  return (
    <PillNav
      label={t('nav.label')}
      entries={[
        { key: 'timetable', href: `/${lang}/teach`, label: t('nav.timetable') },
        { key: 'availability', href: `/${lang}/user/timetable`, label: t('nav.availability') },
        { key: 'payouts', href: `/${lang}/teach/payouts`, label: t('nav.payouts') },
        { key: 'reviews', href: `/${lang}/teach/reviews`, label: t('reviews.nav') },
      ]}
      current={current}
    />
  );
}
