import type { Lang } from '@hanyu/contract';

/** A run's month, `YYYY-MM`, in the page's language: "November 2026", "2026年11月". */
export function formatPeriod(period: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'zh-cn' ? 'zh-CN' : lang, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
}

/** The month before the one `now` is in, `YYYY-MM` in Beijing time: the run an operator usually starts. */
export function previousMonth(now: Date): string {
  const [year = 0, month = 0] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Offers a text as a file the browser downloads. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
