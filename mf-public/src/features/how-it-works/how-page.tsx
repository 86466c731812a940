import {
  BOOKING_MIN_LEAD_MINUTES,
  CANCEL_MIN_LEAD_MINUTES,
  CLASSROOM_ENTRY_LEAD_MINUTES,
  GROUP_REPLAY_UPLOAD_WORKING_DAYS,
  PROFILE_COMPLETION_MINUTES,
} from '@hanyu/contract';
import { buttonClassName } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { CharacterArt } from '../content/character-art.tsx';
import { StatTiles } from '../content/claim-tiles.tsx';
import { CtaBand } from '../content/cta-band.tsx';
import { Faq } from '../content/faq.tsx';
import { FeatureGrid } from '../content/feature-grid.tsx';
import {
  BrowserIcon,
  CalendarIcon,
  ChatIcon,
  ClockIcon,
  RepeatIcon,
  ShieldIcon,
  TargetIcon,
  TeacherIcon,
  VideoIcon,
} from '../content/icons.tsx';
import { PageHero } from '../content/page-hero.tsx';
import { Section } from '../content/section.tsx';
import { Steps } from '../content/steps.tsx';
import styles from './how-page.module.css';
import { RegisterButton } from './register-button.tsx';

const BOOK_HOURS = BOOKING_MIN_LEAD_MINUTES / 60;
const CANCEL_HOURS = CANCEL_MIN_LEAD_MINUTES / 60;

export function HowPage() {
  const { t } = useTranslation('public');
  const trialIcons = [<ShieldIcon key="once" />, <TeacherIcon key="length" />, <TargetIcon key="plan" />];

  return (
    <>
      <PageHero
        eyebrow={t('how.hero.eyebrow')}
        title={t('how.hero.title')}
        lead={t('how.hero.lead')}
        actions={
          <>
            <RegisterButton label={t('how.hero.register')} signedInLabel={t('how.hero.signedIn')} />
            <a href="#steps" className={buttonClassName('secondary', 'large')}>
              {t('how.hero.secondary')}
            </a>
          </>
        }
        art={
          <CharacterArt
            tiles={[
              { hanzi: '试', pinyin: 'shì' },
              { hanzi: '听', pinyin: 'tīng' },
              { hanzi: '课', pinyin: 'kè' },
              { hanzi: '说', pinyin: 'shuō' },
            ]}
          />
        }
      />

      <Section title={t('how.steps.title')} id="steps">
        <div className={styles.stepsLayout}>
          <Steps
            items={t('how.steps.items', {
              returnObjects: true,
              profileMinutes: PROFILE_COMPLETION_MINUTES,
              bookHours: BOOK_HOURS,
              entryMinutes: CLASSROOM_ENTRY_LEAD_MINUTES,
            })}
          />
          <aside className={styles.trial} aria-labelledby="how-trial">
            <h3 id="how-trial" className={styles.trialTitle}>
              {t('how.trial.title')}
            </h3>
            <ul className={styles.trialList}>
              {t('how.trial.items', { returnObjects: true }).map((item, index) => (
                <li key={item.title}>
                  <span className={styles.trialIcon} aria-hidden="true">
                    {trialIcons[index]}
                  </span>
                  <div>
                    <h4 className={styles.trialItemTitle}>{item.title}</h4>
                    <p className={styles.trialItemText}>{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <Section title={t('how.rules.title')} tone="alt" id="rules">
        <StatTiles
          tiles={[
            {
              key: 'book',
              icon: <CalendarIcon />,
              figure: t('how.rules.bookFigure', { value: BOOK_HOURS }),
              label: t('how.rules.bookTitle'),
              text: t('how.rules.bookText', { hours: BOOK_HOURS }),
            },
            {
              key: 'cancel',
              icon: <RepeatIcon />,
              figure: t('how.rules.cancelFigure', { value: CANCEL_HOURS }),
              label: t('how.rules.cancelTitle'),
              text: t('how.rules.cancelText', { hours: CANCEL_HOURS }),
            },
            {
              key: 'enter',
              icon: <ClockIcon />,
              figure: t('how.rules.enterFigure', { value: CLASSROOM_ENTRY_LEAD_MINUTES }),
              label: t('how.rules.enterTitle'),
              text: t('how.rules.enterText', { minutes: CLASSROOM_ENTRY_LEAD_MINUTES }),
            },
            {
              key: 'replay',
              icon: <VideoIcon />,
              figure: t('how.rules.replayFigure', { value: GROUP_REPLAY_UPLOAD_WORKING_DAYS }),
              label: t('how.rules.replayTitle'),
              text: t('how.rules.replayText', { days: GROUP_REPLAY_UPLOAD_WORKING_DAYS }),
            },
          ]}
        />
      </Section>

      <Section title={t('how.lengths.title')} lead={t('how.lengths.lead')} id="lengths">
        <dl className={styles.lengths}>
          {(['trial', 'live', 'group', 'video'] as const).map((kind) => (
            <div key={kind} className={styles.length} data-kind={kind}>
              <dt>{t(`how.lengths.${kind}`)}</dt>
              <dd>{t(`how.lengths.${kind}Value`)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={t('how.delivery.title')} lead={t('how.delivery.lead')} tone="alt" id="delivery">
        <FeatureGrid
          columns={2}
          items={[
            {
              title: t('how.delivery.classroomTitle'),
              text: t('how.delivery.classroomText'),
              icon: <BrowserIcon />,
            },
            { title: t('how.delivery.imTitle'), text: t('how.delivery.imText'), icon: <ChatIcon /> },
          ]}
        />
      </Section>

      <Section title={t('shared.faqTitle')} id="faq">
        <Faq
          items={t('how.faq.items', {
            returnObjects: true,
            bookHours: BOOK_HOURS,
            cancelHours: CANCEL_HOURS,
          })}
        />
      </Section>

      <CtaBand title={t('how.cta.title')} text={t('how.cta.text')}>
        <RegisterButton label={t('how.cta.register')} signedInLabel={t('how.cta.signedIn')} />
      </CtaBand>
    </>
  );
}
