import { CANCEL_MIN_LEAD_MINUTES, LOCALE_OF_LANG, MONEY_BACK_GUARANTEE_DAYS } from '@hanyu/contract';
import { formatUtcOffset, useTimeZoneAsRendered } from '@hanyu/session';
import { CopyButton, useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { CharacterArt } from '../content/character-art.tsx';
import { Faq } from '../content/faq.tsx';
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from '../content/icons.tsx';
import { PageHero } from '../content/page-hero.tsx';
import { Section } from '../content/section.tsx';
import { useBrand } from '../content/use-brand.ts';
import styles from './contact-page.module.css';
import { serviceHoursIn } from './service-hours.ts';

export function ContactPage() {
  const { t } = useTranslation('public');
  const lang = useLang();
  const brand = useBrand();
  const timeZone = useTimeZoneAsRendered();
  const hours = serviceHoursIn(timeZone, LOCALE_OF_LANG[lang]);
  const { email, phone, wechat } = brand.contact;

  return (
    <>
      <PageHero
        eyebrow={t('contact.hero.eyebrow')}
        title={t('contact.hero.title')}
        lead={t('contact.hero.lead')}
        art={
          <CharacterArt
            tiles={[
              { hanzi: '问', pinyin: 'wèn' },
              { hanzi: '答', pinyin: 'dá' },
              { hanzi: '帮', pinyin: 'bāng' },
              { hanzi: '助', pinyin: 'zhù' },
            ]}
          />
        }
      />

      <Section title={t('contact.channels.title')} tone="alt" id="channels">
        <div className={styles.layout}>
          <ul className={styles.channels}>
            <li className={styles.channel}>
              <span className={styles.icon} aria-hidden="true">
                <MailIcon />
              </span>
              <div>
                <h3 className={styles.channelName}>{t('contact.channels.email.name')}</h3>
                <p className={styles.channelText}>{t('contact.channels.email.text')}</p>
                <a className={styles.channelAction} href={`mailto:${email}`}>
                  {t('contact.channels.email.action', { address: email })}
                </a>
              </div>
            </li>
            <li className={styles.channel}>
              <span className={styles.icon} aria-hidden="true">
                <PhoneIcon />
              </span>
              <div>
                <h3 className={styles.channelName}>{t('contact.channels.phone.name')}</h3>
                <p className={styles.channelText}>{t('contact.channels.phone.text')}</p>
                <a className={styles.channelAction} href={`tel:${phone.replace(/\s+/g, '')}`}>
                  {t('contact.channels.phone.action', { number: phone })}
                </a>
              </div>
            </li>
            <li className={styles.channel}>
              <span className={styles.icon} aria-hidden="true">
                <ChatIcon />
              </span>
              <div>
                <h3 className={styles.channelName}>{t('contact.channels.wechat.name')}</h3>
                <p className={styles.channelText}>{t('contact.channels.wechat.text')}</p>
                <p className={styles.wechat}>
                  <span className={styles.wechatLabel}>{t('contact.channels.wechat.idLabel')}</span>
                  <code className={styles.wechatId}>{wechat}</code>
                  <CopyButton
                    value={wechat}
                    label={t('contact.channels.wechat.copy')}
                    done={t('contact.channels.wechat.copied')}
                  />
                </p>
              </div>
            </li>
          </ul>

          <aside className={styles.hours} aria-labelledby="service-hours">
            <span className={styles.hoursIcon} aria-hidden="true">
              <ClockIcon />
            </span>
            <h3 id="service-hours" className={styles.hoursTitle}>
              {t('contact.hours.title')}
            </h3>
            <p className={styles.hoursMain} data-testid="service-hours-beijing">
              {t('contact.hours.beijing', hours.beijing)}
            </p>
            <p className={styles.hoursLocal} data-testid="service-hours-local" data-needs-zone="">
              {hours.sameAsBeijing
                ? t('contact.hours.sameZone')
                : t(hours.endsNextDay ? 'contact.hours.localNextDay' : 'contact.hours.local', {
                    ...hours.local,
                    zone: `${formatUtcOffset(timeZone)}, ${timeZone.replaceAll('_', ' ')}`,
                  })}
            </p>
            <p className={styles.hoursNote}>{t('contact.hours.note')}</p>
          </aside>
        </div>
      </Section>

      <Section title={t('shared.faqTitle')} id="faq">
        <Faq
          items={t('contact.faq.items', {
            returnObjects: true,
            days: MONEY_BACK_GUARANTEE_DAYS,
            hours: CANCEL_MIN_LEAD_MINUTES / 60,
          })}
        />
      </Section>
    </>
  );
}
