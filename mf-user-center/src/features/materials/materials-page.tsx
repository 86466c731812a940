import type { Courseware, DeliveryAddress, MyMaterials } from '@hanyu/contract';
import { Button, buttonClassName, EmptyState, useHydrated, useLang, useLocalePath } from '@hanyu/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { api } from '../../api.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import frame from '../page-frame/list-page.module.css';
import { AddressForm } from './address-form.tsx';
import { countryOptions } from './country-names.ts';
import type { materialsLoader } from './materials-loader.ts';
import styles from './materials-page.module.css';

/**
 * user/delivery (my materials, SPEC §2): the courseware of the courses held and lessons booked, to view in
 * the classroom's viewer or to download page by page; and the printed textbooks, with the one address they
 * are posted to and where each is.
 */
export function MaterialsPage() {
  const { t } = useTranslation('userCenter');
  const { materials } = useLoaderData<typeof materialsLoader>();
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('myMaterials.heading')}</h1>
      <Materials materials={materials} />
    </div>
  );
}

function Materials({ materials }: { materials: MyMaterials }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const coursewareId = useId();
  const textbooksId = useId();
  return (
    <>
      <section className={styles.section} aria-labelledby={coursewareId}>
        <h2 id={coursewareId} className={styles.sectionTitle}>
          {t('myMaterials.courseware')}
        </h2>
        {materials.courseware.length ? (
          <ul className={frame.list}>
            {materials.courseware.map((item) => (
              <li key={item.course_id}>
                <CoursewareCard item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            headingLevel={3}
            title={t('myMaterials.emptyCourseware.title')}
            text={t('myMaterials.emptyCourseware.text')}
            action={<Link to={to('live')}>{t('myMaterials.emptyCourseware.action')}</Link>}
          />
        )}
      </section>
      <section className={styles.section} aria-labelledby={textbooksId}>
        <h2 id={textbooksId} className={styles.sectionTitle}>
          {t('myMaterials.textbooks')}
        </h2>
        {materials.textbooks.length ? (
          <>
            <ul className={frame.list}>
              {materials.textbooks.map((book) => (
                <li key={book.course_id} className={styles.card}>
                  <div>
                    <h3 className={styles.name}>{book.title}</h3>
                    {book.shipped_at ? (
                      <p className={styles.meta}>
                        {t('myMaterials.shippedOn')} <DateTime iso={book.shipped_at} format="day" />
                      </p>
                    ) : null}
                    {book.carrier ? (
                      <p className={styles.meta}>{t('myMaterials.carrier', { carrier: book.carrier })}</p>
                    ) : null}
                    {book.tracking_number ? (
                      <p className={styles.meta}>
                        {t('myMaterials.tracking', { number: book.tracking_number })}
                      </p>
                    ) : null}
                    {book.delivered_at ? (
                      <p className={styles.meta}>
                        {t('myMaterials.deliveredOn')} <DateTime iso={book.delivered_at} format="day" />
                      </p>
                    ) : null}
                  </div>
                  <span className={styles.state} data-state={book.state}>
                    {t(`myMaterials.state.${book.state}`)}
                  </span>
                </li>
              ))}
            </ul>
            <AddressSection address={materials.address} />
          </>
        ) : (
          <p className={styles.meta}>{t('myMaterials.noTextbooks')}</p>
        )}
      </section>
    </>
  );
}

type CoursewareItem = MyMaterials['courseware'][number];

/** A course's courseware: open it in the viewer, or list its pages' images to save. */
function CoursewareCard({ item }: { item: CoursewareItem }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const lang = useLang();
  const [pages, setPages] = useState<Courseware['pages'] | 'loading' | 'failed'>();
  const pagesId = useId();

  async function loadPages() {
    setPages('loading');
    try {
      const courseware = await api.courseware({ params: { id: item.course_id }, query: { language: lang } });
      setPages(courseware.pages);
    } catch {
      setPages('failed');
    }
  }

  return (
    <article className={styles.card} aria-label={item.title}>
      <div>
        <h3 className={styles.name}>{item.title}</h3>
        <p className={styles.meta}>
          {t(`kinds.${item.kind}`)} · {t('myMaterials.pages', { count: item.page_count })}
        </p>
        {item.next_lesson_at ? (
          <p className={styles.meta}>
            {t('myMaterials.nextLesson')} <DateTime iso={item.next_lesson_at} />
          </p>
        ) : null}
      </div>
      <div className={styles.buttons}>
        <Link className={buttonClassName('primary', 'small')} to={to(item.path)}>
          {t('myMaterials.view')}
        </Link>
        <Button
          variant="secondary"
          size="small"
          onClick={loadPages}
          disabled={pages === 'loading' || Array.isArray(pages)}
          aria-controls={pagesId}
        >
          {pages === 'loading' ? t('myMaterials.downloading') : t('myMaterials.download')}
        </Button>
      </div>
      <div id={pagesId} className={styles.pages} aria-live="polite">
        {pages === 'failed' ? <p role="alert">{t('myMaterials.downloadFailed')}</p> : null}
        {Array.isArray(pages) ? (
          <ul className={styles.pages}>
            {pages.map((page) => (
              <li key={page.number}>
                <a href={page.image_url} download>
                  {t('myMaterials.downloadPage', { number: page.number, title: page.title })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** The delivery address: shown with a way to change it, or the form when there is none yet. */
function AddressSection({ address }: { address: DeliveryAddress | null }) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState(false);
  // Named by the runtime's ICU data once hydrated (the server's may word it apart), the code until then.
  const hydrated = useHydrated();
  const country =
    address && hydrated
      ? (countryOptions(lang).find((option) => option.code === address.country)?.name ?? address.country)
      : (address?.country ?? '');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('myMaterials.address.heading')}
      </h3>
      <p className={styles.meta}>{t('myMaterials.address.lead')}</p>
      <p className={styles.notice} role="status">
        {notice ? t('myMaterials.address.saved') : ''}
      </p>
      {address && !editing ? (
        <div className={styles.card}>
          <address className={styles.address} data-testid="delivery-address">
            {address.name}
            <br />
            {address.street}
            <br />
            {[address.postal_code, address.city, address.region].filter(Boolean).join(' ')}
            <br />
            {country}
            <br />
            {address.phone}
          </address>
          <Button
            variant="secondary"
            onClick={() => {
              setNotice(false);
              setEditing(true);
            }}
          >
            {t('myMaterials.address.edit')}
          </Button>
        </div>
      ) : (
        <AddressForm
          saved={address}
          onDone={(saved) => {
            setNotice(saved);
            setEditing(false);
          }}
        />
      )}
    </section>
  );
}
