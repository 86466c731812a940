import type { MentorFormInput, MentorMatch, MentorPage } from '@hanyu/contract';
import { useSession, useTimeZoneAsRendered } from '@hanyu/session';
import { Button, useLang, useLocalePath } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api.ts';
import fields from '../page-frame/form-fields.module.css';
import styles from './mentor-page.module.css';

/** The contract's lists, spelled out: importing them would bring the contract's schemas into this chunk. */
const PURPOSES = ['interest', 'career', 'exam', 'study', 'travel', 'social', 'other'] as const;
const LANGUAGES = ['en', 'es', 'ja', 'ko', 'fr', 'de', 'ru', 'pt', 'it', 'ar'] as const;
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
/** Half-hour steps, as teachers' hours are (SPEC §9 slot granularity). */
const STARTS = Array.from({ length: 48 }, (_, index) => index * 30);
const ENDS = STARTS.map((minute) => minute + 30);

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

interface Range {
  key: number;
  week: number;
  begin_minute: number;
  end_minute: number;
}

let rangeKeys = 0;
const newRange = (range: Omit<Range, 'key'>): Range => ({ ...range, key: ++rangeKeys });

/** The mentor form: goal, level, free hours in the learner's zone, budget and the teacher wished for. */
export function MentorForm({
  page,
  onMatched,
}: {
  page: MentorPage;
  onMatched: (match: MentorMatch) => void;
}) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const to = useLocalePath();
  const zone = useSession((state) => state.timeZone);
  // The sentence naming the zone hydrates as the server rendered it, then shows the visitor's.
  const shownZone = useTimeZoneAsRendered();
  const id = useId();
  const saved = page.match?.form;
  const tested = page.level_test?.hsk_level;
  const initialCurrent = saved?.current_hsk ?? (tested !== undefined ? Math.min(tested, 8) : 0);
  const [current, setCurrent] = useState(initialCurrent);
  const [target, setTarget] = useState(saved?.target_hsk ?? Math.min(9, initialCurrent + 2));
  const [ranges, setRanges] = useState<Range[]>(() =>
    (saved?.availability ?? [{ week: 1, begin_minute: 19 * 60, end_minute: 21 * 60 }]).map(newRange),
  );
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const change = (key: number, patch: Partial<Range>) =>
    setRanges((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const value = (name: string) =>
      (element.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
    const checked = (name: string) =>
      Array.from(
        element.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`),
        (input) => input.value,
      );
    if (ranges.length === 0) return setProblem(t('mentor.form.needRange'));
    if (ranges.some((range) => range.end_minute <= range.begin_minute))
      return setProblem(t('mentor.form.badRange'));
    if (target <= current) return setProblem(t('mentor.form.badTarget'));
    const form: MentorFormInput = {
      purpose: value('purpose') as MentorFormInput['purpose'],
      current_hsk: current,
      target_hsk: target,
      time_zone: zone,
      availability: ranges.map(({ week, begin_minute, end_minute }) => ({ week, begin_minute, end_minute })),
      budget_minor: Math.round(Number(value('budget') || 0) * 100),
      tags: checked('tags'),
      languages: checked('languages') as MentorFormInput['languages'],
      min_experience_years: Number(value('experience') || 0),
    };
    setProblem(undefined);
    setBusy(true);
    try {
      onMatched(await api.matchMentor({ body: { form, language: lang } }));
    } catch {
      setProblem(t('mentor.form.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={fields.form} onSubmit={submit} aria-busy={busy}>
      <fieldset className={fields.fieldset}>
        <legend className={fields.legend}>{t('mentor.form.goals')}</legend>
        <div className={fields.grid}>
          <div className={fields.field}>
            <label className={fields.label} htmlFor={`${id}-purpose`}>
              {t('mentor.form.purpose')}
            </label>
            <select
              id={`${id}-purpose`}
              name="purpose"
              className={fields.input}
              defaultValue={saved?.purpose ?? 'interest'}
            >
              {PURPOSES.map((purpose) => (
                <option key={purpose} value={purpose}>
                  {t(`mentor.form.purposes.${purpose}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={fields.field}>
            <label className={fields.label} htmlFor={`${id}-current`}>
              {t('mentor.form.currentLevel')}
            </label>
            <select
              id={`${id}-current`}
              className={fields.input}
              value={current}
              onChange={(event) => setCurrent(Number(event.target.value))}
            >
              {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((level) => (
                <option key={level} value={level}>
                  {level === 0 ? t('mentor.form.hskNone') : t('mentor.form.hsk', { level })}
                </option>
              ))}
            </select>
            {tested !== undefined ? (
              <p className={fields.hint}>{t('mentor.form.fromTest', { level: tested })}</p>
            ) : (
              <Link className={fields.hint} to={to('learning/level')}>
                {t('mentor.form.takeTest')}
              </Link>
            )}
          </div>
          <div className={fields.field}>
            <label className={fields.label} htmlFor={`${id}-target`}>
              {t('mentor.form.targetLevel')}
            </label>
            <select
              id={`${id}-target`}
              className={fields.input}
              value={target}
              onChange={(event) => setTarget(Number(event.target.value))}
            >
              {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((level) => (
                <option key={level} value={level}>
                  {t('mentor.form.hsk', { level })}
                </option>
              ))}
            </select>
          </div>
          <div className={fields.field}>
            <label className={fields.label} htmlFor={`${id}-budget`}>
              {t('mentor.form.budget')}
            </label>
            <input
              id={`${id}-budget`}
              name="budget"
              className={fields.input}
              type="number"
              inputMode="decimal"
              min={0}
              max={100000}
              step={1}
              required
              defaultValue={saved ? saved.budget_minor / 100 : 200}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className={fields.fieldset}>
        <legend className={fields.legend}>{t('mentor.form.availability')}</legend>
        <p className={fields.hint} data-needs-zone="">
          {t('mentor.form.zone', { zone: shownZone })}
        </p>
        {ranges.map((range) => (
          <div key={range.key} className={styles.range}>
            <div className={fields.field}>
              <label className={fields.label} htmlFor={`${id}-day-${range.key}`}>
                {t('mentor.form.day')}
              </label>
              <select
                id={`${id}-day-${range.key}`}
                className={fields.input}
                value={range.week}
                onChange={(event) => change(range.key, { week: Number(event.target.value) })}
              >
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {t(`mentor.form.days.${day}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={fields.field}>
              <label className={fields.label} htmlFor={`${id}-from-${range.key}`}>
                {t('mentor.form.from')}
              </label>
              <select
                id={`${id}-from-${range.key}`}
                className={fields.input}
                value={range.begin_minute}
                onChange={(event) => change(range.key, { begin_minute: Number(event.target.value) })}
              >
                {STARTS.map((minute) => (
                  <option key={minute} value={minute}>
                    {clock(minute)}
                  </option>
                ))}
              </select>
            </div>
            <div className={fields.field}>
              <label className={fields.label} htmlFor={`${id}-to-${range.key}`}>
                {t('mentor.form.to')}
              </label>
              <select
                id={`${id}-to-${range.key}`}
                className={fields.input}
                value={range.end_minute}
                onChange={(event) => change(range.key, { end_minute: Number(event.target.value) })}
              >
                {ENDS.map((minute) => (
                  <option key={minute} value={minute}>
                    {clock(minute)}
                  </option>
                ))}
              </select>
            </div>
            <Button
              type="button"
              variant="secondary"
              size="small"
              onClick={() => setRanges((rows) => rows.filter((row) => row.key !== range.key))}
            >
              {t('mentor.form.removeRange')}
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="small"
            disabled={ranges.length >= 21}
            onClick={() =>
              setRanges((rows) => [
                ...rows,
                newRange({ week: 6, begin_minute: 10 * 60, end_minute: 12 * 60 }),
              ])
            }
          >
            {t('mentor.form.addRange')}
          </Button>
        </div>
      </fieldset>

      <fieldset className={fields.fieldset}>
        <legend className={fields.legend}>{t('mentor.form.teacher')}</legend>
        {page.tags.length ? (
          <fieldset className={fields.group}>
            <legend className={fields.label}>{t('mentor.form.tags')}</legend>
            <div className={fields.checks}>
              {page.tags.map((tag) => (
                <label key={tag.key} className={fields.check}>
                  <input
                    type="checkbox"
                    name="tags"
                    value={tag.key}
                    defaultChecked={saved?.tags.includes(tag.key)}
                  />
                  {tag.name}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <fieldset className={fields.group}>
          <legend className={fields.label}>{t('mentor.form.languages')}</legend>
          <div className={fields.checks}>
            {LANGUAGES.map((language) => (
              <label key={language} className={fields.check}>
                <input
                  type="checkbox"
                  name="languages"
                  value={language}
                  defaultChecked={
                    saved ? saved.languages.includes(language) : language === (lang === 'zh-cn' ? 'en' : lang)
                  }
                />
                {t(`mentor.form.languageNames.${language}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={fields.field}>
          <label className={fields.label} htmlFor={`${id}-experience`}>
            {t('mentor.form.experience')}
          </label>
          <input
            id={`${id}-experience`}
            name="experience"
            className={fields.input}
            type="number"
            inputMode="numeric"
            min={0}
            max={40}
            step={1}
            defaultValue={saved?.min_experience_years ?? 3}
          />
        </div>
      </fieldset>

      {problem ? (
        <p className={fields.formError} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={fields.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? t('mentor.form.submitting') : saved ? t('mentor.form.rematch') : t('mentor.form.submit')}
        </Button>
      </div>
    </form>
  );
}
