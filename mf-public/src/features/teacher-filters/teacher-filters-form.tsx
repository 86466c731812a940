import {
  DAY_PART_NAMES,
  type FacetCount,
  RATING_FLOORS,
  TEACHER_GENDERS,
  type TeacherFacets,
  WEEKDAYS,
} from '@hanyu/contract';
import { useLang } from '@hanyu/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useGetFormSubmit } from '../catalogue/get-form.ts';
import { useDisplayCurrency } from '../content/display-currency.ts';
import { languageName } from '../reviews/reviews-section.tsx';
import styles from './teacher-filters.module.css';
import { hasFilters, type TeacherFilters } from './teacher-filters.ts';

interface Props {
  filters: TeacherFilters;
  facets: TeacherFacets;
  /** The search and sort of the page, carried along so filtering keeps them. */
  q: string;
  sort: string;
}

const countOf = (facet: readonly FacetCount[], value: string) =>
  facet.find((entry) => entry.value === value)?.count ?? 0;

/**
 * The teacher listing's filters as one GET form (issue 29): the URL holds every choice, so a search is a link,
 * the server renders it and the back button returns to it. Each choice shows how many teachers it would give.
 * Free times are read in the visitor's zone: the page's `tz`, else the browser's once the page runs.
 */
export function TeacherFiltersForm({ filters, facets, q, sort }: Props) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const { pathname } = useLocation();
  const submit = useGetFormSubmit();
  const id = useId();
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
  const withCount = (label: string, count: number) => t('teacherFilters.withCount', { label, count });
  const languages = (facet: readonly FacetCount[]) =>
    facet.map((entry) => (
      <option key={entry.value} value={entry.value}>
        {withCount(languageName(entry.value, lang), entry.count)}
      </option>
    ));
  return (
    <details className={styles.panel} open={hasFilters(filters) || undefined} data-testid="teacher-filters">
      <summary className={styles.summary}>{t('teacherFilters.title')}</summary>
      <form method="get" action={pathname} className={styles.form} onSubmit={submit}>
        {q ? <input type="hidden" name="q" value={q} /> : null}
        {sort ? <input type="hidden" name="sort" value={sort} /> : null}
        <input type="hidden" name="currency" value={currency} />
        <input type="hidden" name="tz" ref={zone} defaultValue={filters.tz ?? ''} />
        <fieldset className={styles.group}>
          <legend>{t('teacherFilters.price', { currency })}</legend>
          <label className={styles.field}>
            {t('teacherFilters.priceMin')}
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
            {t('teacherFilters.priceMax')}
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
        <fieldset className={styles.group}>
          <legend>{t('teacherFilters.days')}</legend>
          <div className={styles.choices}>
            {WEEKDAYS.map((day) => (
              <label key={day} className={styles.choice}>
                <input type="checkbox" name="days" value={day} defaultChecked={filters.days.includes(day)} />
                {withCount(weekdayName(day), countOf(facets.days, String(day)))}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('teacherFilters.parts')}</legend>
          <div className={styles.choices}>
            {DAY_PART_NAMES.map((part) => (
              <label key={part} className={styles.choice}>
                <input
                  type="checkbox"
                  name="parts"
                  value={part}
                  defaultChecked={filters.parts.includes(part)}
                />
                {withCount(t(`teacherFilters.partNames.${part}`), countOf(facets.parts, part))}
              </label>
            ))}
          </div>
          <p className={styles.hint}>
            {t('teacherFilters.zoneHint', { zone: filters.tz ?? t('teacherFilters.yourZone') })}
          </p>
        </fieldset>
        <div className={styles.selects}>
          <label className={styles.field} htmlFor={`${id}-native`}>
            {t('teacherFilters.native')}
          </label>
          <select
            id={`${id}-native`}
            name="native"
            defaultValue={filters.native ?? ''}
            className={styles.input}
          >
            <option value="">{t('teacherFilters.any')}</option>
            {languages(facets.native)}
          </select>
          <label className={styles.field} htmlFor={`${id}-speaks`}>
            {t('teacherFilters.speaks')}
          </label>
          <select
            id={`${id}-speaks`}
            name="speaks"
            defaultValue={filters.speaks ?? ''}
            className={styles.input}
          >
            <option value="">{t('teacherFilters.any')}</option>
            {languages(facets.speaks)}
          </select>
          <label className={styles.field} htmlFor={`${id}-gender`}>
            {t('teacherFilters.gender')}
          </label>
          <select
            id={`${id}-gender`}
            name="gender"
            defaultValue={filters.gender ?? ''}
            className={styles.input}
          >
            <option value="">{t('teacherFilters.any')}</option>
            {TEACHER_GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {withCount(t(`teacherFilters.genders.${gender}`), countOf(facets.gender, gender))}
              </option>
            ))}
          </select>
          <label className={styles.field} htmlFor={`${id}-rating`}>
            {t('teacherFilters.rating')}
          </label>
          <select
            id={`${id}-rating`}
            name="rating_min"
            defaultValue={filters.ratingMin ?? ''}
            className={styles.input}
          >
            <option value="">{t('teacherFilters.any')}</option>
            {RATING_FLOORS.map((floor) => (
              <option key={floor} value={floor}>
                {withCount(
                  t('teacherFilters.ratingFloor', { value: floor }),
                  countOf(facets.rating_min, floor),
                )}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.apply}>
            {t('teacherFilters.apply')}
          </button>
          {hasFilters(filters) ? (
            <Link to={pathname} className={styles.clear}>
              {t('teacherFilters.clear')}
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}
