import type { VideoWords } from '@hanyu/contract';
import { Button } from '@hanyu/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './words.module.css';

type Word = VideoWords['words'][number];

/** The lesson's pre-lesson words (SPEC §3): flashcards with characters, pinyin, sound and meaning; a quick check. */
export function WordsStep({ words: { words }, next }: { words: VideoWords; next: ReactNode }) {
  const { t } = useTranslation('video');
  const headingId = useId();
  return (
    <section className={styles.words} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('words.heading')}
      </h2>
      {words.length === 0 ? (
        <p>{t('words.empty')}</p>
      ) : (
        <>
          <p className={styles.intro}>{t('words.intro')}</p>
          <ul className={styles.cards}>
            {words.map((word) => (
              <WordCard key={word.position} word={word} />
            ))}
          </ul>
          {words.length > 1 ? <QuickCheck words={words} /> : null}
        </>
      )}
      {next}
    </section>
  );
}

/** A flashcard: the word and its pinyin, its sound with the player's own controls, the meaning on request. */
function WordCard({ word }: { word: Word }) {
  const { t } = useTranslation('video');
  const [shown, setShown] = useState(false);
  const meaningId = useId();
  return (
    <li className={styles.card}>
      <p className={styles.characters} lang="zh-Hans">
        {word.characters}
      </p>
      <p className={styles.pinyin} lang="zh-Latn-pinyin">
        {word.pinyin}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: a word's sound; its characters and pinyin are its text. */}
      <audio
        className={styles.audio}
        controls
        preload="none"
        src={word.audio_url}
        aria-label={t('words.audio', { word: word.characters })}
      />
      <Button
        variant="secondary"
        size="small"
        aria-expanded={shown}
        aria-controls={meaningId}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? t('words.hide') : t('words.show')}
      </Button>
      <p id={meaningId} className={styles.meaning} hidden={!shown}>
        {word.meaning}
      </p>
    </li>
  );
}

/**
 * Up to four meanings to choose from for each word: its own and those of the words after it, in the
 * meanings' alphabetical order (so the right one is not always in the same place, and the order is stable).
 */
export function checkOptions(words: readonly Word[], index: number): string[] {
  const count = Math.min(4, words.length);
  const meanings = Array.from(
    { length: count },
    (_, offset) => words[(index + offset) % words.length]?.meaning,
  );
  return [...new Set(meanings.filter((meaning): meaning is string => meaning !== undefined))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** Not scored: each word's meaning chosen from a few, told right away whether it was right. */
function QuickCheck({ words }: { words: Word[] }) {
  const { t } = useTranslation('video');
  const headingId = useId();
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const answered = words.filter((word) => chosen[word.position] !== undefined);
  const right = answered.filter((word) => chosen[word.position] === word.meaning).length;
  return (
    <section className={styles.check} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {t('words.check')}
      </h3>
      {words.map((word, index) => {
        const answer = chosen[word.position];
        return (
          <fieldset key={word.position} className={styles.question}>
            <legend>{t('words.checkQuestion', { word: word.characters })}</legend>
            {checkOptions(words, index).map((meaning) => (
              <label key={meaning} className={styles.option}>
                <input
                  type="radio"
                  name={`check-${word.position}`}
                  value={meaning}
                  checked={answer === meaning}
                  onChange={() => setChosen((now) => ({ ...now, [word.position]: meaning }))}
                />
                {meaning}
              </label>
            ))}
            {answer === undefined ? null : (
              <p className={answer === word.meaning ? styles.right : styles.wrong} role="status">
                {answer === word.meaning
                  ? t('words.right')
                  : t('words.wrong', { word: word.characters, meaning: word.meaning })}
              </p>
            )}
          </fieldset>
        );
      })}
      {answered.length === words.length ? (
        <p className={styles.summary}>
          {t('words.checkScore', { right, count: words.length })}{' '}
          <Button variant="secondary" size="small" onClick={() => setChosen({})}>
            {t('words.again')}
          </Button>
        </p>
      ) : null}
    </section>
  );
}
