import { CHINESE_GRADES, HSK_LEVELS, PROFILE_COMPLETION_MINUTES } from '@hanyu/contract';
import { buttonClassName, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CharacterArt } from '../content/character-art.tsx';
import { CtaBand } from '../content/cta-band.tsx';
import { ChatIcon } from '../content/icons.tsx';
import { PageHero } from '../content/page-hero.tsx';
import { Section } from '../content/section.tsx';
import { Steps } from '../content/steps.tsx';
import styles from './guide-page.module.css';

export function GuidePage() {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const hskLevels = t('guide.hsk.levels', { returnObjects: true });

  return (
    <>
      <PageHero
        eyebrow={t('guide.hero.eyebrow')}
        title={t('guide.hero.title')}
        lead={t('guide.hero.lead')}
        art={
          <CharacterArt
            tiles={[
              { hanzi: '一', pinyin: 'yī' },
              { hanzi: '二', pinyin: 'èr' },
              { hanzi: '三', pinyin: 'sān' },
              { hanzi: '步', pinyin: 'bù' },
            ]}
          />
        }
      />

      <Section title={t('guide.stages.title')} lead={t('guide.stages.lead')} id="stages">
        <ol className={styles.stages}>
          {CHINESE_GRADES.map((grade, index) => (
            <li key={grade} className={styles.stage} data-grade={grade}>
              <div className={styles.stageHead}>
                <span className={styles.stageNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className={styles.stageName}>{t(`guide.stages.${grade}.name`)}</h3>
                  <p className={styles.stageHsk}>{t(`guide.stages.${grade}.hsk`)}</p>
                </div>
              </div>
              <dl className={styles.stageBody}>
                <dt>{t('guide.stages.covers')}</dt>
                <dd>{t(`guide.stages.${grade}.covers`)}</dd>
                <dt>{t('guide.stages.outcome')}</dt>
                <dd>{t(`guide.stages.${grade}.outcome`)}</dd>
              </dl>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={t('guide.hsk.title')} lead={t('guide.hsk.lead')} tone="alt" id="hsk">
        <ol className={styles.hsk} start={0} data-testid="hsk-levels">
          {HSK_LEVELS.map((level) => {
            const entry = hskLevels[level];
            if (!entry) return null;
            return (
              <li
                key={level}
                className={styles.hskLevel}
                data-level={level}
                data-band={level >= 7 ? 'advanced' : undefined}
              >
                <span className={styles.hskNumber} aria-hidden="true">
                  {level}
                </span>
                <div>
                  <h3 className={styles.hskName}>
                    <span className="hy-visually-hidden">{t('guide.hsk.levelNumber', { level })}: </span>
                    {entry.name}
                  </h3>
                  <p className={styles.hskText}>{entry.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section title={t('guide.plan.title')} lead={t('guide.plan.lead')} id="plan">
        <div className={styles.planLayout}>
          <Steps
            items={t('guide.plan.steps', { returnObjects: true, minutes: PROFILE_COMPLETION_MINUTES })}
          />
          <aside className={styles.profile} aria-labelledby="guide-profile">
            <h3 id="guide-profile" className={styles.profileTitle}>
              {t('guide.profile.title')}
            </h3>
            <p className={styles.profileLead}>{t('guide.profile.lead')}</p>
            <ul className={styles.fields}>
              {t('guide.profile.fields', { returnObjects: true }).map((field) => (
                <li key={field}>{field}</li>
              ))}
            </ul>
            <div className={styles.im}>
              <span className={styles.imIcon} aria-hidden="true">
                <ChatIcon />
              </span>
              <div>
                <h4 className={styles.imTitle}>{t('guide.profile.imTitle')}</h4>
                <p className={styles.imText}>{t('guide.profile.imText')}</p>
              </div>
            </div>
          </aside>
        </div>
      </Section>

      <CtaBand title={t('guide.cta.title')} text={t('guide.cta.text')}>
        <Link to={to('about/how')} className={buttonClassName('primary', 'large')}>
          {t('guide.cta.primary')}
        </Link>
        <Link to={to('live')} className={buttonClassName('secondary', 'large')}>
          {t('guide.cta.secondary')}
        </Link>
      </CtaBand>
    </>
  );
}
