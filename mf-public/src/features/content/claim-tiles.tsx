import {
  MONEY_BACK_GUARANTEE_DAYS,
  TEACHER_COUNT_CLAIM,
  TEACHER_EXPERIENCE_YEARS_CLAIM,
} from '@hanyu/contract';
import { formatNumber, useLang } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './claim-tiles.module.css';
import { ShieldIcon, StarIcon, TeacherIcon } from './icons.tsx';

export interface ClaimStats {
  teacher_count: number;
  experience_years: number;
  guarantee_days: number;
}

/** The claims of SPEC §1, as the business constants state them; the API sends the same values. */
export const CLAIM_DEFAULTS: ClaimStats = {
  teacher_count: TEACHER_COUNT_CLAIM,
  experience_years: TEACHER_EXPERIENCE_YEARS_CLAIM,
  guarantee_days: MONEY_BACK_GUARANTEE_DAYS,
};

export interface StatTile {
  key: string;
  icon: ReactNode;
  /** The big figure, e.g. "About 200". */
  figure: string;
  label: string;
  text: string;
}

/** Big figures with a label and a sentence each. */
export function StatTiles({ tiles }: { tiles: readonly StatTile[] }) {
  return (
    <ul className={`${styles.tiles} ${styles[`count${tiles.length}`] ?? ''}`} data-testid="claims">
      {tiles.map((tile) => (
        <li key={tile.key} className={styles.tile} data-claim={tile.key}>
          <span className={styles.icon} aria-hidden="true">
            {tile.icon}
          </span>
          <p className={styles.figureLine}>
            <strong className={styles.figure}>{tile.figure}</strong>{' '}
            <span className={styles.label}>{tile.label}</span>
          </p>
          <p className={styles.text}>{tile.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** About 200 teachers, over 5 years' experience, a 30-day money-back guarantee, as tiles. */
export function useClaimTiles(stats: ClaimStats = CLAIM_DEFAULTS): StatTile[] {
  const { t } = useTranslation('public');
  const lang = useLang();
  const teachers = formatNumber(stats.teacher_count, lang);
  return [
    {
      key: 'teachers',
      icon: <TeacherIcon />,
      figure: t('shared.claims.teachersFigure', { value: teachers }),
      label: t('shared.claims.teachersLabel'),
      text: t('shared.claims.teachersText', { teachers, years: stats.experience_years }),
    },
    {
      key: 'experience',
      icon: <StarIcon />,
      figure: t('shared.claims.yearsFigure', { value: stats.experience_years }),
      label: t('shared.claims.yearsLabel'),
      text: t('shared.claims.yearsText', { years: stats.experience_years }),
    },
    {
      key: 'guarantee',
      icon: <ShieldIcon />,
      figure: t('shared.claims.guaranteeFigure', { value: stats.guarantee_days }),
      label: t('shared.claims.guaranteeLabel'),
      text: t('shared.claims.guaranteeText', { days: stats.guarantee_days }),
    },
  ];
}

/** The three claims of SPEC §1; `stats` from the API when it answered. */
export function ClaimTiles({ stats }: { stats?: ClaimStats | undefined }) {
  return <StatTiles tiles={useClaimTiles(stats)} />;
}
