import type { Paging, Tag } from '@hanyu/contract';
import { Container, EmptyState, Pager, useLocalePath } from '@hanyu/ui';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CardGrid, CardGridItem } from '../content/card-grid.tsx';
import { CurrencySelect } from '../content/currency-select.tsx';
import { TagFilter } from '../content/tag-filter.tsx';
import { usePagerLabels } from '../content/use-pager-labels.ts';
import { FILTER_PARAMS } from '../listing-filters/listing-filters.ts';
import { useGetFormSubmit } from './get-form.ts';
import styles from './listing.module.css';
import type { ListingQuery } from './loaders.ts';

/** The top of a listing page: eyebrow, the one h1 and a lead. */
export function ListingHero({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <header className={styles.hero}>
      <Container>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </Container>
    </header>
  );
}

interface ToolbarProps {
  query: ListingQuery;
  sorts: readonly { value: string; label: string }[];
  searchLabel: string;
  placeholder: string;
}

/**
 * Puts `value` in the field when it changes (the URL moved: back, forward, a cleared search), never on mount:
 * the field keeps what the visitor typed or chose meanwhile, before hydration or while a navigation is pending.
 */
function useFieldFollows(field: RefObject<HTMLInputElement | HTMLSelectElement | null>, value: string) {
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    if (field.current) field.current.value = value;
  }, [field, value]);
}

/**
 * Search and sort as a GET form, so the URL holds them (`?q=…&sort=…`) and the page can be shared or
 * reloaded; a new search starts again at page 1. Changing the sort submits at once.
 */
export function ListingToolbar({ query, sorts, searchLabel, placeholder }: ToolbarProps) {
  const { t } = useTranslation('public');
  const { pathname, search } = useLocation();
  const submit = useGetFormSubmit();
  const searchId = useId();
  // The filters chosen stay chosen when the text or the order changes.
  const filters = [...new URLSearchParams(search)].filter(([name]) =>
    (FILTER_PARAMS as readonly string[]).includes(name),
  );
  const sortId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  const sortField = useRef<HTMLSelectElement>(null);
  useFieldFollows(searchField, query.q);
  useFieldFollows(sortField, query.sort);
  return (
    <div className={styles.toolbar}>
      <div className={styles.searchWrap}>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark in every supported browser yet. */}
        <form method="get" action={pathname} role="search" className={styles.form} onSubmit={submit}>
          {filters.map(([name, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat; the URL's order is the identity.
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <div className={styles.searchField}>
            <label htmlFor={searchId} className="hy-visually-hidden">
              {searchLabel}
            </label>
            <input
              id={searchId}
              ref={searchField}
              className={styles.input}
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={100}
              placeholder={placeholder}
            />
            <button type="submit" className={styles.submit}>
              {t('catalogue.list.submit')}
            </button>
          </div>
          <div className={styles.sortField}>
            <label htmlFor={sortId} className={styles.label}>
              {t('catalogue.list.sortLabel')}
            </label>
            <select
              id={sortId}
              ref={sortField}
              name="sort"
              className={styles.select}
              defaultValue={query.sort}
              onChange={(event) => {
                event.currentTarget.form?.requestSubmit();
              }}
            >
              {sorts.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </div>
        </form>
      </div>
      <CurrencySelect />
    </div>
  );
}

/** The tag chips of a listing; nothing when they could not be had. */
export function ListingTags({
  tags,
  current,
  base,
}: {
  tags: Tag[] | null;
  current: number | null;
  base: string;
}) {
  const { t } = useTranslation('public');
  if (!tags) return null;
  return <TagFilter tags={tags} current={current} base={base} label={t('catalogue.filter.label')} />;
}

/** "12 results for “hsk”" with a link back to the whole list. */
export function SearchSummary({ q, total }: { q: string; total: number }) {
  const { t } = useTranslation('public');
  const { pathname, search } = useLocation();
  if (!q) return null;
  const params = new URLSearchParams(search);
  params.delete('q');
  params.delete('page');
  const rest = params.toString();
  return (
    <p className={styles.summary} aria-live="polite">
      <span>{t('catalogue.list.resultsFor', { count: total, q })}</span>{' '}
      <Link to={`${pathname}${rest ? `?${rest}` : ''}`}>{t('catalogue.list.clearSearch')}</Link>
    </p>
  );
}

/**
 * A listing's results: the search summary, the cards (or what an empty list says, with a link back to the whole
 * list at `allPath`) and the pager.
 */
export function ListingResults<Item extends { id: number }>({
  result,
  q,
  label,
  emptyTitle,
  allPath,
  wide,
  card,
}: {
  result: { list: Item[]; paging: Paging };
  q: string;
  label: string;
  emptyTitle: string;
  allPath: string;
  wide?: boolean;
  card: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('public');
  const pagerLabels = usePagerLabels();
  const to = useLocalePath();
  const { list, paging } = result;
  return (
    <>
      <SearchSummary q={q} total={paging.total} />
      {list.length ? (
        <CardGrid wide={wide} label={label}>
          {list.map((item) => (
            <CardGridItem key={item.id}>{card(item)}</CardGridItem>
          ))}
        </CardGrid>
      ) : (
        <EmptyState
          art="search"
          title={emptyTitle}
          text={t('catalogue.list.emptyText')}
          action={<Link to={to(allPath)}>{t('catalogue.list.showAll')}</Link>}
        />
      )}
      <Pager page={paging.page} pageSize={paging.page_size} total={paging.total} labels={pagerLabels} />
    </>
  );
}

/** The body of a listing page, in the page's width. */
export function ListingBody({ children, label }: { children: ReactNode; label: string }) {
  const headingId = useId();
  return (
    <section className={styles.body} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId} className="hy-visually-hidden">
          {label}
        </h2>
        {children}
      </Container>
    </section>
  );
}

/** The tag a tag page shows, by id, when the tags could be had. */
export function tagName(tags: Tag[] | null, id: number | null): string | undefined {
  if (!id || !tags) return undefined;
  return tags.find((tag) => tag.id === id)?.name;
}
