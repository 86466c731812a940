import { useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { PillNav } from './pill-nav.tsx';

/** A learner's pages for their teachers: the lesson records, and the level with the progress trail. */
export function LearnerNav({
  userId,
  name,
  current,
}: {
  userId: number;
  name: string;
  current?: 'records' | 'level';
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  return (
    <PillNav
      label={t('learner.label', { name })}
      entries={[
        { key: 'records', href: `/${lang}/module/user/records/${userId}`, label: t('learner.records') },
        { key: 'level', href: `/${lang}/module/user/level/${userId}`, label: t('learner.level') },
      ]}
      current={current}
    />
  );
}
