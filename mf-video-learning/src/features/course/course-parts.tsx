import type { ScoreTier, VideoItemType } from '@hanyu/contract';
import { useTranslation } from 'react-i18next';
import styles from './course.module.css';

/** A lesson's page, at one of its steps (the lesson's first when none is given). */
export function lessonPath(lang: string, courseId: number, lessonId: number, step?: VideoItemType): string {
  return `/${lang}/learning/video/${courseId}/lesson/${lessonId}${step ? `?step=${step}` : ''}`;
}

/** A score's tier (SPEC §9: 100, 80, 60), named; below the lowest, "not passed yet". */
export function TierBadge({ tier }: { tier: ScoreTier | null }) {
  const { t } = useTranslation('video');
  return (
    <span className={styles.tier} data-tier={tier ?? 'none'}>
      {tier === null ? t('tier.none') : t(`tier.t${tier}`)}
    </span>
  );
}
