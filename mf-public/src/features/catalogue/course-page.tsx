import type { CourseDetail, CourseSku, GroupClassInfo, VideoLessonOutline } from '@hanyu/contract';
import { formatUtcOffset } from '@hanyu/session';
import {
  buttonClassName,
  Container,
  formatNumber,
  LocalTime,
  useLang,
  useLocalePath,
  usePageMeta,
  withNodes,
  ZoneName,
  ZoneOffset,
} from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { CourseCover, GroupStatusBadge } from '../content/course-card.tsx';
import { CurrencySelect } from '../content/currency-select.tsx';
import { Price } from '../content/price.tsx';
import { useTimeZone } from '../content/use-time-zone.ts';
import { FavouriteToggle } from '../favourites/favourite-toggle.tsx';
import { ReviewsSection } from '../reviews/reviews-section.tsx';
import styles from './course-page.module.css';
import type { courseLoader } from './loaders.ts';

/** i/:itemId: the page of a course of any kind. */
export function CoursePage() {
  const { t } = useTranslation('public');
  const { course, reviews } = useLoaderData<typeof courseLoader>();
  usePageMeta({ title: course.title, description: course.summary });
  return (
    <div data-testid="course-page">
      <CourseHero course={course} />
      <Container className={styles.layout}>
        {course.description ? (
          <section aria-labelledby="course-about" className={styles.block}>
            <h2 id="course-about">{t('catalogue.course.about')}</h2>
            {/* The API sanitises stored HTML (no script, event handler or javascript: URL survives
                storing), which is the only reason this HTML may be rendered as is. */}
            <div
              className={styles.description}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API when stored.
              dangerouslySetInnerHTML={{ __html: course.description }}
            />
          </section>
        ) : null}
        <Skus course={course} />
        {course.group ? <Timetable group={course.group} /> : null}
        {course.video_lessons.length ? (
          <VideoOutline courseId={course.id} lessons={course.video_lessons} />
        ) : null}
      </Container>
      <ReviewsSection reviews={reviews} subject="course" />
    </div>
  );
}

function CourseHero({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const lowest = course.skus.length
    ? Math.min(...course.skus.map((sku) => sku.price_minor))
    : course.price_minor;
  return (
    <header className={styles.hero}>
      <Container className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.badges}>
            <Link to={to(course.kind)} className={styles.kind}>
              {t(`shared.kinds.${course.kind}`)}
            </Link>
            {course.group_status !== null ? <GroupStatusBadge status={course.group_status} /> : null}
          </p>
          <h1 className={styles.title}>{course.title}</h1>
          <FavouriteToggle item={{ course: course.id }} name={course.title} size="large" />
          <p className={styles.summary}>{course.summary}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('catalogue.course.level')}</dt>
              <dd>{course.level}</dd>
            </div>
            <div>
              <dt>{t('catalogue.course.lessons')}</dt>
              <dd>
                {t('home.courses.lessons', { count: course.lesson_count, minutes: course.lesson_minutes })}
              </dd>
            </div>
            {course.teacher ? (
              <div>
                <dt>{t('catalogue.course.teacher')}</dt>
                <dd>
                  <Link to={to(`t/${course.teacher.id}`)} className={styles.teacher}>
                    <img src={course.teacher.avatar} alt="" width={32} height={32} />
                    {course.teacher.name}
                  </Link>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('catalogue.course.priceFrom')}</dt>
              <dd className={styles.heroPrice}>
                <Price minor={lowest} currency={course.currency} stacked />
              </dd>
            </div>
          </dl>
          {course.kind === 'live' && course.teacher ? (
            // The one trial there is (SPEC §1, issue 24): free, 25 minutes, once, booked in the teacher's
            // calendar as on the teacher's page; the course's items are all bought.
            <p className={styles.trial}>
              <Link
                to={`${to('book')}?trial&teacher=${course.teacher.id}`}
                className={buttonClassName('secondary')}
              >
                {t('library.teacher.trial')}
              </Link>
              <span className={styles.trialNote}>{t('library.teacher.trialNote')}</span>
            </p>
          ) : null}
          {course.tags.length ? (
            <ul className={styles.tags} aria-label={t('catalogue.card.tags')}>
              {course.tags.map((tag) => (
                <li key={tag.id}>
                  {tag.scope === 'pub' ? (
                    <span className={styles.tag}>{tag.name}</span>
                  ) : (
                    <Link to={to(`${tag.scope}/tag/${tag.id}`)} className={styles.tag}>
                      {tag.name}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <CourseCover cover={course.cover} className={styles.heroCover} />
      </Container>
    </header>
  );
}

function limitText(t: (key: string, options?: Record<string, unknown>) => string, value: number | null) {
  return value === null ? t('catalogue.sku.unlimited') : String(value);
}

/** The purchasable items: one row each, with a clearly labelled link on to checkout. */
function Skus({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const to = useLocalePath();
  const tt = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const linkless = !course.for_sale || course.skus.every((sku) => sku.remaining === 0);
  return (
    <section aria-labelledby="course-skus" className={styles.block} data-testid="course-skus">
      <div className={styles.blockHead}>
        <div>
          <h2 id="course-skus">{t('catalogue.sku.title')}</h2>
          <p className={styles.blockLead}>
            {course.for_sale ? t('catalogue.sku.lead') : t('catalogue.sku.notYetLead')}
          </p>
        </div>
        <CurrencySelect />
      </div>
      {course.skus.length ? (
        // Scrolled sideways on a phone: with no link inside (nothing on sale) it takes focus itself, for the keys.
        <div className={styles.tableWrap} tabIndex={linkless ? 0 : undefined}>
          <table className={styles.table}>
            <caption className="hy-visually-hidden">
              {t('catalogue.sku.caption', { title: course.title })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('catalogue.sku.lessonLength')}</th>
                <th scope="col">{t('catalogue.sku.lessons')}</th>
                <th scope="col">{t('catalogue.sku.totalMinutes')}</th>
                <th scope="col">{t('catalogue.sku.price')}</th>
                <th scope="col">{t('catalogue.sku.purchaseLimit')}</th>
                <th scope="col">{t('catalogue.sku.remaining')}</th>
                <th scope="col">{t('catalogue.sku.delivery')}</th>
                <th scope="col">{t('catalogue.sku.booking')}</th>
                <th scope="col">
                  <span className="hy-visually-hidden">{t('catalogue.sku.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {course.skus.map((sku) => (
                <SkuRow key={sku.id} sku={sku} forSale={course.for_sale} lang={lang} to={to} tt={tt} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.none}>{t('catalogue.sku.none')}</p>
      )}
    </section>
  );
}

function SkuRow({
  sku,
  forSale,
  lang,
  to,
  tt,
}: {
  sku: CourseSku;
  /** False: the course is shown but not sold yet (a video course whose lessons are not all there). */
  forSale: boolean;
  lang: ReturnType<typeof useLang>;
  to: (path: string) => string;
  tt: (key: string, options?: Record<string, unknown>) => string;
}) {
  const soldOut = sku.remaining === 0;
  const name = tt('catalogue.sku.name', { count: sku.lesson_count, minutes: sku.lesson_minutes });
  return (
    <tr data-testid="sku-row">
      <th scope="row" data-label={tt('catalogue.sku.lessonLength')}>
        {tt('catalogue.sku.minutes', { count: sku.lesson_minutes })}
      </th>
      <td data-label={tt('catalogue.sku.lessons')}>{formatNumber(sku.lesson_count, lang)}</td>
      <td data-label={tt('catalogue.sku.totalMinutes')}>
        {tt('catalogue.sku.minutes', { count: sku.total_minutes })}
      </td>
      <td data-label={tt('catalogue.sku.price')} className={styles.priceCell}>
        {sku.price_minor === 0 ? (
          tt('catalogue.sku.free')
        ) : (
          <Price minor={sku.price_minor} currency={sku.currency} rateNote stacked />
        )}
      </td>
      <td data-label={tt('catalogue.sku.purchaseLimit')}>{limitText(tt, sku.purchase_limit)}</td>
      <td data-label={tt('catalogue.sku.remaining')}>
        {sku.remaining === null
          ? tt('catalogue.sku.inStock')
          : soldOut
            ? tt('catalogue.sku.soldOut')
            : sku.remaining}
      </td>
      <td data-label={tt('catalogue.sku.delivery')}>
        {sku.delivery_ways.map((way) => tt(`catalogue.sku.ways.${way}`)).join(', ')}
      </td>
      <td data-label={tt('catalogue.sku.booking')}>
        {sku.self_booking ? tt('catalogue.sku.selfBooking') : tt('catalogue.sku.assistantBooking')}
      </td>
      <td className={styles.actionCell}>
        {!forSale ? (
          <span className={styles.soldOut}>{tt('catalogue.sku.notYet')}</span>
        ) : soldOut ? (
          <span className={styles.soldOut}>{tt('catalogue.sku.soldOut')}</span>
        ) : (
          <Link
            to={`${to('checkout')}?sku=${sku.id}`}
            className={buttonClassName('primary')}
            aria-label={tt('catalogue.sku.buyLabel', { name })}
          >
            {tt('catalogue.sku.buy')}
          </Link>
        )}
      </td>
    </tr>
  );
}

/** A group class's size and sessions, in the visitor's time zone. The enrolled count is never shown. */
function Timetable({ group }: { group: GroupClassInfo }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby="course-timetable" className={styles.block} data-testid="course-timetable">
      <h2 id="course-timetable">{t('catalogue.group.timetable')}</h2>
      <ul className={styles.groupFacts}>
        <li>
          <GroupStatusBadge status={group.status} cancelled={group.cancelled} />
        </li>
        <li>{t('catalogue.group.capacity', { count: group.capacity })}</li>
        <li>{t('catalogue.group.minHeadCount', { count: group.min_head_count })}</li>
        <li className={group.seats_left === 0 ? styles.full : styles.seats}>
          {group.seats_left === 0
            ? t('catalogue.group.full')
            : t('catalogue.group.seatsLeft', { count: group.seats_left })}
        </li>
      </ul>
      <p className={styles.blockLead}>
        {withNodes((values) => t('catalogue.group.timeZone', values), {
          zone: <ZoneName zone={timeZone} />,
          offset: <ZoneOffset label={formatUtcOffset(timeZone)} />,
        })}
      </p>
      {group.sessions.length ? (
        <ol className={styles.sessions}>
          {group.sessions.map((session, index) => (
            <li key={session.starts_at} className={styles.session}>
              <span className={styles.sessionNumber}>
                {t('catalogue.group.session', { number: index + 1 })}
              </span>
              <LocalTime iso={session.starts_at} lang={lang} timeZone={timeZone} format="dateTime" />
              <span className={styles.sessionLength}>
                {t('catalogue.sku.minutes', { count: session.minutes })}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.none}>{t('catalogue.group.noSessions')}</p>
      )}
    </section>
  );
}

/**
 * The video lessons in order, each with its words, highlights and practice; the free preview is a link to that
 * lesson, open to anyone signed in before buying.
 */
function VideoOutline({ courseId, lessons }: { courseId: number; lessons: readonly VideoLessonOutline[] }) {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const ordered = [...lessons].sort((a, b) => a.position - b.position);
  return (
    <section aria-labelledby="course-lessons" className={styles.block} data-testid="course-lessons">
      <h2 id="course-lessons">{t('catalogue.video.outline')}</h2>
      <p className={styles.blockLead}>{t('catalogue.video.outlineLead', { count: ordered.length })}</p>
      <ol className={styles.lessons}>
        {ordered.map((lesson) => (
          <li key={lesson.id} className={styles.lesson}>
            <div className={styles.lessonHead}>
              <span className={styles.lessonNumber} aria-hidden="true">
                {lesson.position}
              </span>
              <h3 className={styles.lessonTitle}>{lesson.title}</h3>
              <span className={styles.lessonLength}>
                {t('catalogue.sku.minutes', { count: lesson.minutes })}
              </span>
              {lesson.preview ? (
                <Link className={styles.preview} to={to(`learning/video/${courseId}/lesson/${lesson.id}`)}>
                  {t('catalogue.video.preview')}
                  {/* Its name says which lesson, and keeps the visible words first. */}
                  <span className="hy-visually-hidden">: {lesson.title}</span>
                </Link>
              ) : null}
            </div>
            {lesson.items.length ? (
              <ul className={styles.items}>
                {lesson.items.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items are shown in their stored order.
                  <li key={index} data-type={item.type}>
                    <span className={styles.itemType}>{t(`catalogue.video.items.${item.type}`)}</span>{' '}
                    {item.title}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
