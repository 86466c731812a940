import { LANGS, TEACHER_COUNT_CLAIM, TEACHER_EXPERIENCE_YEARS_CLAIM } from '@hanyu/contract';
import { buttonClassName, formatNumber, useLang, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLink } from '../content/arrow-link.tsx';
import { CharacterArt } from '../content/character-art.tsx';
import { StatTiles, useClaimTiles } from '../content/claim-tiles.tsx';
import { CtaBand } from '../content/cta-band.tsx';
import { FeatureGrid } from '../content/feature-grid.tsx';
import {
  BookIcon,
  BrowserIcon,
  GroupIcon,
  NoteIcon,
  RepeatIcon,
  SpeakIcon,
  TargetIcon,
  VideoIcon,
} from '../content/icons.tsx';
import { PageHero } from '../content/page-hero.tsx';
import { Section } from '../content/section.tsx';
import styles from './about-page.module.css';

const METHOD_ICONS = [
  <SpeakIcon key="speak" />,
  <TargetIcon key="goal" />,
  <BookIcon key="characters" />,
  <NoteIcon key="summary" />,
  <BrowserIcon key="hsk" />,
  <RepeatIcon key="review" />,
];
const COURSE_KIND_COUNT = 3;

export function AboutPage() {
  const { t } = useTranslation('public');
  const lang = useLang();
  const to = useLocalePath();
  const claims = useClaimTiles();
  const years = TEACHER_EXPERIENCE_YEARS_CLAIM;
  const teacherCount = formatNumber(TEACHER_COUNT_CLAIM, lang);

  const teacherPoints = t('about.teachers.items', { returnObjects: true, years });
  const method = t('about.method.items', { returnObjects: true }).map((item, index) => ({
    ...item,
    icon: METHOD_ICONS[index],
  }));

  return (
    <>
      <PageHero
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title')}
        lead={t('about.hero.lead')}
        art={
          <CharacterArt
            tiles={[
              { hanzi: '学', pinyin: 'xué' },
              { hanzi: '说', pinyin: 'shuō' },
              { hanzi: '读', pinyin: 'dú' },
              { hanzi: '写', pinyin: 'xiě' },
            ]}
          />
        }
      />

      <Section title={t('about.mission.title')} id="mission">
        <div className={styles.mission}>
          <div className={styles.prose}>
            {t('about.mission.paragraphs', { returnObjects: true }).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <blockquote className={styles.quote}>
            <p>{t('about.mission.quote')}</p>
          </blockquote>
        </div>
      </Section>

      <Section
        title={t('about.teachers.title')}
        lead={t('about.teachers.lead', { teachers: teacherCount, years })}
        tone="alt"
        id="teachers"
      >
        <FeatureGrid columns={4} items={teacherPoints} />
      </Section>

      <Section title={t('about.method.title')} lead={t('about.method.lead')} id="method">
        <FeatureGrid items={method} />
      </Section>

      <Section title={t('about.numbers.title')} tone="alt" id="numbers">
        <StatTiles
          tiles={[
            ...claims,
            {
              key: 'languages',
              icon: <BrowserIcon />,
              figure: t('about.numbers.languagesFigure', { value: LANGS.length }),
              label: t('about.numbers.languagesLabel'),
              text: t('about.numbers.languagesText'),
            },
            {
              key: 'kinds',
              icon: <VideoIcon />,
              figure: t('about.numbers.kindsFigure', { value: COURSE_KIND_COUNT }),
              label: t('about.numbers.kindsLabel'),
              text: t('about.numbers.kindsText'),
            },
          ]}
        />
      </Section>

      <Section title={t('about.company.title')} id="company">
        <div className={styles.company}>
          <span className={styles.companyIcon} aria-hidden="true">
            <GroupIcon />
          </span>
          <div className={styles.prose}>
            {t('about.company.paragraphs', { returnObjects: true }).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ul className={styles.links}>
              <li>
                <ArrowLink to={to('about/partner/jyda')}>{t('about.company.partnerLink')}</ArrowLink>
              </li>
              <li>
                <ArrowLink to={to('about/contact')}>{t('about.company.contactLink')}</ArrowLink>
              </li>
            </ul>
          </div>
        </div>
      </Section>

      <CtaBand title={t('about.cta.title')} text={t('about.cta.text')}>
        <Link to={to('about/how')} className={buttonClassName('primary', 'large')}>
          {t('about.cta.primary')}
        </Link>
        <Link to={to('about/guide')} className={buttonClassName('secondary', 'large')}>
          {t('about.cta.secondary')}
        </Link>
      </CtaBand>
    </>
  );
}
