/** A plan's calendar date (YYYY-MM-DD) in the page language: a date, not an instant, so no zone moves it. */
export function formatPlanDate(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
