import {
  MONEY_BACK_GUARANTEE_DAYS,
  TEACHER_COUNT_CLAIM,
  TEACHER_EXPERIENCE_YEARS_CLAIM,
} from '@hanyu/contract';
import { BRANDS, formatNumber, useLang, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CharacterArt } from '../content/character-art.tsx';
import { FeatureGrid } from '../content/feature-grid.tsx';
import {
  ChatIcon,
  HandshakeIcon,
  MailIcon,
  PhoneIcon,
  ShieldIcon,
  TeacherIcon,
  VideoIcon,
} from '../content/icons.tsx';
import { PageHero } from '../content/page-hero.tsx';
import { Section } from '../content/section.tsx';
import { Steps } from '../content/steps.tsx';
import styles from './partner-jyda-page.module.css';

/** The partner page of the alternate brand; the same page on every host, so it always names JYDA. */
export function PartnerJydaPage() {
  const { t } = useTranslation('public');
  const lang = useLang();
  const to = useLocalePath();
  const jyda = BRANDS.jyda;
  const benefitIcons = [
    <TeacherIcon key="teachers" />,
    <VideoIcon key="courses" />,
    <ShieldIcon key="guarantee" />,
    <ChatIcon key="contact" />,
  ];
  const benefits = t('jyda.benefits.items', {
    returnObjects: true,
    teachers: formatNumber(TEACHER_COUNT_CLAIM, lang),
    years: TEACHER_EXPERIENCE_YEARS_CLAIM,
    days: MONEY_BACK_GUARANTEE_DAYS,
  }).map((item, index) => ({ ...item, icon: benefitIcons[index] }));

  return (
    <div data-partner={jyda.id}>
      <PageHero
        eyebrow={t('jyda.hero.eyebrow')}
        title={t('jyda.hero.title')}
        lead={t('jyda.hero.lead')}
        art={
          <CharacterArt
            tiles={[
              { hanzi: '伙', pinyin: 'huǒ' },
              { hanzi: jyda.mark, pinyin: 'yǔ' },
              { hanzi: '伴', pinyin: 'bàn' },
              { hanzi: '汉', pinyin: 'hàn' },
            ]}
          />
        }
      >
        <div className={styles.notice} role="note">
          <span className={styles.badge}>
            <HandshakeIcon />
            {t('jyda.badge')}
          </span>
          <p className={styles.noticeText}>{t('jyda.notice')}</p>
        </div>
      </PageHero>

      <Section title={t('jyda.who.title')} id="who">
        <div className={styles.who}>
          <div className={styles.prose}>
            {t('jyda.who.paragraphs', { returnObjects: true }).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <figure className={styles.brandCard} aria-hidden="true">
            <span className={styles.mark}>{jyda.mark}</span>
            <span className={styles.brandName}>{jyda.name}</span>
          </figure>
        </div>
      </Section>

      <Section title={t('jyda.benefits.title')} tone="alt" id="benefits">
        <FeatureGrid columns={4} items={benefits} />
      </Section>

      <Section title={t('jyda.how.title')} id="how">
        <Steps layout="row" items={t('jyda.how.steps', { returnObjects: true })} />
      </Section>

      <Section title={t('jyda.contact.title')} lead={t('jyda.contact.lead')} id="contact">
        <ul className={styles.contacts}>
          <li>
            <MailIcon />
            <span className={styles.contactLabel}>{t('jyda.contact.email')}</span>
            <a href={`mailto:${jyda.contact.email}`}>{jyda.contact.email}</a>
          </li>
          <li>
            <PhoneIcon />
            <span className={styles.contactLabel}>{t('jyda.contact.phone')}</span>
            <a href={`tel:${jyda.contact.phone.replace(/\s+/g, '')}`}>{jyda.contact.phone}</a>
          </li>
          <li>
            <ChatIcon />
            <span className={styles.contactLabel}>{t('jyda.contact.wechat')}</span>
            <code>{jyda.contact.wechat}</code>
          </li>
        </ul>
        <p className={styles.hanyu}>
          <Link to={to('about/contact')}>{t('jyda.contact.hanyu')}</Link>
        </p>
      </Section>
    </div>
  );
}
