import styles from './home-hero-art.module.css';

/** A live lesson drawn in brand colours: a video call with a teacher, a learner and a greeting. */
export function HomeHeroArt() {
  return (
    <svg className={styles.art} viewBox="0 0 480 400" role="presentation" focusable="false">
      <circle className={styles.blob} cx="270" cy="200" r="170" />
      <rect className={styles.shadow} x="58" y="72" width="360" height="258" rx="22" />
      <rect className={styles.window} x="48" y="60" width="360" height="258" rx="22" />
      <circle className={styles.dot} cx="74" cy="84" r="5" />
      <circle className={styles.dot} cx="92" cy="84" r="5" />
      <circle className={styles.dot} cx="110" cy="84" r="5" />
      <rect className={styles.stage} x="64" y="102" width="328" height="200" rx="14" />
      <circle className={styles.teacherHead} cx="228" cy="176" r="36" />
      <path
        className={styles.teacherHair}
        d="M192 172c0-26 17-40 36-40s36 14 36 40c-6-9-14-14-24-16-10 6-30 8-48 16z"
      />
      <circle className={styles.teacherEye} cx="215" cy="182" r="3.2" />
      <circle className={styles.teacherEye} cx="241" cy="182" r="3.2" />
      <path className={styles.teacherSmile} d="M217 195c6 6 16 6 22 0" />
      <path className={styles.teacherBody} d="M158 302c6-48 34-74 70-74s64 26 70 74z" />
      <rect className={styles.board} x="80" y="118" width="78" height="58" rx="8" />
      <text className={styles.boardText} x="119" y="158" textAnchor="middle">
        汉
      </text>
      <rect className={styles.pip} x="300" y="222" width="80" height="68" rx="10" />
      <circle className={styles.learnerHead} cx="340" cy="248" r="13" />
      <path className={styles.learnerBody} d="M316 290c3-17 12-26 24-26s21 9 24 26z" />
      <g className={styles.float}>
        <path
          className={styles.bubble}
          d="M300 20h132a16 16 0 0116 16v40a16 16 0 01-16 16h-96l-20 18v-18h-16a16 16 0 01-16-16V36a16 16 0 0116-16z"
        />
        <text className={styles.bubbleText} x="366" y="66" textAnchor="middle">
          你好！
        </text>
      </g>
      <g className={styles.floatSlow}>
        <rect className={styles.card} x="14" y="262" width="128" height="70" rx="14" />
        <text className={styles.pinyin} x="78" y="292" textAnchor="middle">
          nǐ hǎo
        </text>
        <path className={styles.tone} d="M40 312c12 8 20 8 28 0s18-8 28 0 16 8 20 2" />
      </g>
      <g className={styles.stars}>
        <path d="M440 170l5 10 11 1.5-8 7.5 2 11-10-5.5-10 5.5 2-11-8-7.5 11-1.5z" />
        <path d="M30 150l3 6 6.5 1-4.7 4.5 1.1 6.5-5.9-3.2-5.9 3.2 1.1-6.5-4.7-4.5 6.5-1z" />
      </g>
    </svg>
  );
}
