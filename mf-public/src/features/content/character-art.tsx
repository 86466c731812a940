import styles from './character-art.module.css';

export interface CharacterTile {
  hanzi: string;
  pinyin: string;
}

/**
 * Decorative hero art: Chinese characters on tiles with their pinyin. Language-neutral, so it needs no
 * translation; the page's heading says what the page is.
 */
export function CharacterArt({ tiles }: { tiles: readonly CharacterTile[] }) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile, index) => (
        <li key={tile.hanzi} className={styles.tile} data-tone={index % 4}>
          <span className={styles.hanzi} lang="zh-Hans">
            {tile.hanzi}
          </span>
          <span className={styles.pinyin} lang="zh-Latn-pinyin">
            {tile.pinyin}
          </span>
        </li>
      ))}
    </ul>
  );
}
