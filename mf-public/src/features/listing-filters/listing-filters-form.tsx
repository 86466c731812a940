import {
  DAY_PART_NAMES,
  type FacetCount,
  type ListingFacets,
  RATING_FLOORS,
  TEACHER_GENDERS,
  WEEKDAYS,
} from '@hanyu/contract';
import { useLang } from '@hanyu/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useGetFormSubmit } from '../catalogue/get-form.ts';
import { useDisplayCurrency } from '../content/display-currency.ts';
import { languageName } from '../reviews/reviews-section.tsx';
import styles from './listing-filters.module.css';
import { hasFilters, type ListingFilters } from './listing-filters.ts';

interface Props {
  /** The listing: teachers (free times), group classes (the times they meet) or video courses (no times). */
  subject: 'teachers' | 'group' | 'video';
  filters: ListingFilters;
  facets: ListingFacets;
  /** The search and sort of the page, carried along so filtering keeps them. */
  q: string;
  sort: string;
}

const countOf = (facet: readonly FacetCount[], value: string) =>
  facet.find((entry) => entry.value === value)?.count ?? 0;

/**
 * A listing's filters as one GET form (issue 29): the URL holds every choice, so a search is a link, the
 * server renders it and the back button returns to it. Each choice shows how many results it would give.
 * Times are read in the visitor's zone: the page's `tz`, else the browser's once the page runs.
 */
export function ListingFiltersForm({ subject, filters, facets, q, sort }: Props) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const { pathname } = useLocation();
  const submit = useGetFormSubmit();
  const displayCurrency = useDisplayCurrency();
  const currency = filters.currency ?? displayCurrency;
  const zone = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!filters.tz && zone.current) zone.current.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
  }, [filters.tz]);
  const weekdayName = (day: number) =>
    new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
      // 5 January 2026 is a Monday: ISO weekday 1.
      new Date(Date.UTC(2026, 0, 4 + day)),
    );
  const withCount = (label: string, count: number) => t('listingFilters.withCount', { label, count });
  const languages = (facet: readonly FacetCount[]) =>
    facet.map((entry) => (
      <option key={entry.value} value={entry.value}>
        {withCount(languageName(entry.value, lang), entry.count)}
      </option>
    ));
  return (
    <details className={styles.panel} open={hasFilters(filters) || undefined} data-testid="listing-filters">
      <summary className={styles.summary}>{t('listingFilters.title')}</summary>
      <form method="get" action={pathname} className={styles.form} onSubmit={submit}>
        {q ? <input type="hidden" name="q" value={q} /> : null}
        {sort ? <input type="hidden" name="sort" value={sort} /> : null}
        <input type="hidden" name="currency" value={currency} />
        <input type="hidden" name="tz" ref={zone} defaultValue={filters.tz ?? ''} />
        <fieldset className={styles.group}>
          <legend>
            {t(subject === 'teachers' ? 'listingFilters.price' : 'listingFilters.coursePrice', { currency })}
          </legend>
          <label className={styles.field}>
            {t('listingFilters.priceMin')}
            <input
              type="number"
              name="price_min"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={filters.priceMin ?? ''}
              className={styles.input}
            />
          </label>
          <label className={styles.field}>
            {t('listingFilters.priceMax')}
            <input
              type="number"
              name="price_max"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={filters.priceMax ?? ''}
              className={styles.input}
            />
          </label>
        </fieldset>
        {subject === 'video' ? null : (
          <>
            <fieldset className={styles.group}>
              <legend>
                {t(subject === 'teachers' ? 'listingFilters.days' : 'listingFilters.classDays')}
              </legend>
              <div className={styles.choices}>
                {WEEKDAYS.map((day) => (
                  <label key={day} className={styles.choice}>
                    <input
                      type="checkbox"
                      name="days"
                      value={day}
                      defaultChecked={filters.days.includes(day)}
                    />
                    {withCount(weekdayName(day), countOf(facets.days, String(day)))}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className={styles.group}>
              <legend>{t('listingFilters.parts')}</legend>
              <div className={styles.choices}>
                {DAY_PART_NAMES.map((part) => (
                  <label key={part} className={styles.choice}>
                    <input
                      type="checkbox"
                      name="parts"
                      value={part}
                      defaultChecked={filters.parts.includes(part)}
                    />
                    {withCount(t(`listingFilters.partNames.${part}`), countOf(facets.parts, part))}
                  </label>
                ))}
              </div>
              <p className={styles.hint}>
                {t(subject === 'teachers' ? 'listingFilters.zoneHint' : 'listingFilters.classZoneHint', {
                  zone: filters.tz ?? t('listingFilters.yourZone'),
                })}
              </p>
            </fieldset>
          </>
        )}
        <div className={styles.selects}>
          {/* Video courses have no teacher of their own: nothing to choose by. */}
          {subject === 'video' ? null : (
            <>
              <FilterSelect name="native" label={t('listingFilters.native')} value={filters.native}>
                {languages(facets.native)}
              </FilterSelect>
              <FilterSelect name="speaks" label={t('listingFilters.speaks')} value={filters.speaks}>
                {languages(facets.speaks)}
              </FilterSelect>
              <FilterSelect name="gender" label={t('listingFilters.gender')} value={filters.gender}>
                {TEACHER_GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {withCount(t(`listingFilters.genders.${gender}`), countOf(facets.gender, gender))}
                  </option>
                ))}
              </FilterSelect>
            </>
          )}
          <FilterSelect name="rating_min" label={t('listingFilters.rating')} value={filters.ratingMin}>
            {RATING_FLOORS.map((floor) => (
              <option key={floor} value={floor}>
                {withCount(
                  t('listingFilters.ratingFloor', { value: floor }),
                  countOf(facets.rating_min, floor),
                )}
              </option>
            ))}
          </FilterSelect>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.apply}>
            {t(subject === 'teachers' ? 'listingFilters.apply' : 'listingFilters.applyCourses')}
          </button>
          {hasFilters(filters) ? (
            <Link to={pathname} className={styles.clear}>
              {t('listingFilters.clear')}
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}

/** One choice of the form as a labelled select, "Any" first. */
function FilterSelect({
  name,
  label,
  value,
  children,
}: {
  name: string;
  label: string;
  value: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('public');
  const id = useId();
  return (
    <>
      <label className={styles.field} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={styles.input}>
        <option value="">{t('listingFilters.any')}</option>
        {children}
      </select>
    </>
  );
}
