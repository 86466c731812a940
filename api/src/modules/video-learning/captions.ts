import type { Lang, VideoCaptionTrack } from '@hanyu/contract';

/** WebVTT caption tracks of a clip, rendered from its cues (migration 0024's video_caption_cues). */

export interface CaptionCue {
  starts_at: number;
  ends_at: number;
  chinese: string;
  pinyin: string;
  translation: Record<string, string>;
}

/** 75.5 → '00:01:15.500'. */
export function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/** Cue text is not markup: '&' and '<' as character references, and no blank line that would end the cue. */
const cueText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/\n\s*\n/g, '\n')
    .trim();

/** The track: 'zh' shows the Chinese over its pinyin; a language shows the translation in it. */
export function renderVtt(cues: readonly CaptionCue[], track: VideoCaptionTrack): string {
  const blocks = cues.map((cue, index) => {
    const text =
      track === 'zh'
        ? `${cueText(cue.chinese)}\n${cueText(cue.pinyin)}`
        : cueText(cue.translation[track] ?? cue.translation.en ?? '');
    return `${index + 1}\n${vttTime(cue.starts_at)} --> ${vttTime(cue.ends_at)}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** A track's name, said in the page's language (`<track label>`). */
export function trackLabel(track: VideoCaptionTrack, language: Lang): string {
  if (track === 'zh') return ZH_WITH_PINYIN[language];
  return LANGUAGE_NAMES[track];
}

const ZH_WITH_PINYIN: Record<Lang, string> = {
  'zh-cn': '中文 + 拼音',
  en: 'Chinese + pinyin',
  es: 'Chino + pinyin',
  ja: '中国語 + ピンイン',
  ko: '중국어 + 병음',
};

/** Each language by its own name, as language menus show them. */
const LANGUAGE_NAMES: Record<Lang, string> = {
  'zh-cn': '简体中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
  ko: '한국어',
};
