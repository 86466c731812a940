import { BOOKING_MIN_LEAD_MINUTES, type CourseKind, GROUP_REPLAY_UPLOAD_WORKING_DAYS } from '@hanyu/contract';
import { useLocalePath } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLink } from '../content/arrow-link.tsx';
import { GroupIcon, TeacherIcon, VideoIcon } from '../content/icons.tsx';
import { Section } from '../content/section.tsx';
import styles from './course-kinds.module.css';

const ICONS: Record<CourseKind, ReactNode> = {
  live: <TeacherIcon />,
  group: <GroupIcon />,
  video: <VideoIcon />,
};

/** The three kinds of course (SPEC §1): what each is, who it suits, and where to browse it. */
export function CourseKinds() {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const hours = BOOKING_MIN_LEAD_MINUTES / 60;
  const kinds: Array<{
    kind: CourseKind;
    name: string;
    what: string;
    forWhom: string;
    facts: string[];
    link: string;
  }> = [
    {
      kind: 'live',
      name: t('home.kinds.live.name'),
      what: t('home.kinds.live.what'),
      forWhom: t('home.kinds.live.forWhom'),
      facts: [t('home.kinds.live.factLength'), t('home.kinds.live.factBooking', { hours })],
      link: t('home.kinds.live.link'),
    },
    {
      kind: 'group',
      name: t('home.kinds.group.name'),
      what: t('home.kinds.group.what'),
      forWhom: t('home.kinds.group.forWhom'),
      facts: [
        t('home.kinds.group.factLength'),
        t('home.kinds.group.factReplay', { days: GROUP_REPLAY_UPLOAD_WORKING_DAYS }),
      ],
      link: t('home.kinds.group.link'),
    },
    {
      kind: 'video',
      name: t('home.kinds.video.name'),
      what: t('home.kinds.video.what'),
      forWhom: t('home.kinds.video.forWhom'),
      facts: [t('home.kinds.video.factLength'), t('home.kinds.video.factScores')],
      link: t('home.kinds.video.link'),
    },
  ];

  return (
    <Section title={t('home.kinds.title')} lead={t('home.kinds.lead')} tone="alt" id="kinds">
      <ul className={styles.kinds}>
        {kinds.map((item) => (
          <li key={item.kind} className={styles.kind} data-kind={item.kind}>
            <span className={styles.icon} aria-hidden="true">
              {ICONS[item.kind]}
            </span>
            <h3 className={styles.name}>{item.name}</h3>
            <p className={styles.what}>{item.what}</p>
            <p className={styles.forWhom}>
              <strong>{t('home.kinds.forWhom')}:</strong> {item.forWhom}
            </p>
            <ul className={styles.facts}>
              {item.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
            <ArrowLink to={to(item.kind)} className={styles.link}>
              {item.link}
            </ArrowLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
