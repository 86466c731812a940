import { type Lang, LOCALE_OF_LANG } from '@hanyu/contract';
import { createElement, Fragment, type ReactNode } from 'react';
import { formatDateTime, formatDay } from './format.ts';

/**
 * Times in the visitor's time zone on a server-rendered page. The server knows the zone only from the `utc`
 * cookie or the signed-in user's profile; otherwise it renders Beijing time and marks the page's root
 * `data-zone-unknown`, and a few lines of script in the shell's index.html rewrite these elements in the
 * browser's zone before the first paint, as the app renders them (same Intl formats), so the page is right
 * without loading the app and hydration finds the markup it renders.
 */
export const LOCAL_TIME_FORMATS = {
  day: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** A weekly time: the weekday and the time of day (a teacher's availability). */
  weekdayTime: { weekday: 'long', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  /** A time of day on a 24-hour clock in every language ("08:30"): the slots of a booking week. */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatIn =
  (options: Intl.DateTimeFormatOptions) =>
  (iso: string, lang: Lang, timeZone: string): string =>
    new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { ...options, timeZone }).format(new Date(iso));

const FORMAT = {
  day: formatDay,
  dateTime: formatDateTime,
  weekdayTime: formatIn(LOCAL_TIME_FORMATS.weekdayTime),
  time: formatIn(LOCAL_TIME_FORMATS.time),
  clock: formatIn(LOCAL_TIME_FORMATS.clock),
};

/** A moment as a date, or date and time, in `timeZone`. */
export function LocalTime({
  iso,
  lang,
  timeZone,
  format,
}: {
  iso: string;
  lang: Lang;
  timeZone: string;
  format: keyof typeof LOCAL_TIME_FORMATS;
}) {
  return (
    <time dateTime={iso} data-local={format}>
      {FORMAT[format](iso, lang, timeZone)}
    </time>
  );
}

/** The zone's IANA name, as shown beside times. */
export function ZoneName({ zone }: { zone: string }) {
  return <span data-local-zone="">{zone}</span>;
}

/** The zone's offset from UTC now, as `formatUtcOffset` (@hanyu/session) writes it: "UTC+8", "UTC-3:30". */
export function ZoneOffset({ label }: { label: string }) {
  return <span data-local-offset="">{label}</span>;
}

/**
 * A translated sentence with elements in place of its `{{name}}` values: `translate` is given a marker for
 * each, which is then replaced by the node.
 */
export function withNodes<Name extends string>(
  translate: (values: Record<Name, string>) => string,
  nodes: Record<Name, ReactNode>,
): ReactNode {
  const names = Object.keys(nodes) as Name[];
  const markers = Object.fromEntries(names.map((name) => [name, `\u0000${name}\u0000`])) as Record<
    Name,
    string
  >;
  const text = translate(markers);
  const parts = text
    .split('\u0000')
    .map((part, index) => (index % 2 === 1 && part in nodes ? nodes[part as Name] : part));
  // As separate children, not an array: the sentence's parts never move, so they need no keys.
  return createElement(Fragment, null, ...parts);
}
