import { createHash } from 'node:crypto';
import type { CourseKind, PubKind } from '@hanyu/contract';

/** Brand reds and teals (packages/ui theme) and two warm companions. */
const AVATAR_COLORS = ['#c73d22', '#a5311a', '#0f7a70', '#0f6f66', '#c2571a', '#8c3b2a'] as const;

const COVER_THEMES: Record<CourseKind, { from: string; to: string; glyph: string }> = {
  live: { from: '#b8341c', to: '#f08a5d', glyph: '说' },
  group: { from: '#0f6f66', to: '#4fb3a9', glyph: '聊' },
  video: { from: '#1a3fa3', to: '#6a8ff0', glyph: '看' },
};

const PUB_THEMES: Record<PubKind, { from: string; to: string; glyph: string }> = {
  blog: { from: '#8c3b2a', to: '#e0a458', glyph: '读' },
  podcast: { from: '#3b2a8c', to: '#a07be0', glyph: '听' },
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Noto Sans CJK SC', sans-serif";

/** A short content hash: URLs carry it so long-cached images change when their inputs do. */
export function contentVersion(...parts: Array<string | number>): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 10);
}

/** "Wang Lin" → "WL", "Madonna" → "M", "王琳" → "王". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/u)
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const firstChar = Array.from(first)[0] ?? '?';
  if (/\p{Script=Han}/u.test(firstChar)) return firstChar;
  const last = words.length > 1 ? Array.from(words[words.length - 1] ?? '')[0] : undefined;
  return (firstChar + (last ?? '')).toUpperCase();
}

function pick<T>(items: readonly T[], seed: string): T {
  const index = Number.parseInt(contentVersion(seed).slice(0, 8), 16) % items.length;
  return items[index] as T;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A round avatar: the name's initials on a brand colour chosen by the name. */
export function avatarSvg(name: string): string {
  const initials = escapeXml(initialsOf(name));
  const color = pick(AVATAR_COLORS, name);
  const fontSize = initials.length > 1 ? 64 : 76;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img"',
    ` aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title>`,
    `<circle cx="80" cy="80" r="80" fill="${color}"/>`,
    `<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}"`,
    ` font-weight="600" letter-spacing="2" fill="#ffffff">${initials}</text></svg>`,
  ].join('');
}

/** A 16:9 cover: the kind's colours and character, the level in a badge, a few soft circles. */
export function coverSvg(course: { id: number; kind: CourseKind; level: string }): string {
  return drawCover(COVER_THEMES[course.kind], course.level, contentVersion('cover', course.id, course.kind));
}

/** The cover of a blog post or podcast without an image of its own: the kind's colours and character. */
export function pubCoverSvg(post: { id: number; kind: PubKind }): string {
  return drawCover(PUB_THEMES[post.kind], null, contentVersion('pub-cover', post.id, post.kind));
}

function drawCover(
  theme: { from: string; to: string; glyph: string },
  badge: string | null,
  digest: string,
): string {
  const level = escapeXml(badge ?? '');
  const circles = [0, 1, 2]
    .map((i) => {
      const n = Number.parseInt(digest.slice(i * 3, i * 3 + 3), 16);
      const cx = 60 + (n % 520);
      const cy = 40 + ((n >> 4) % 280);
      const r = 40 + (n % 90);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.08"/>`;
    })
    .join('');
  const badgeWidth = 40 + (badge ?? '').length * 13;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${level || theme.glyph}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>`,
    '<rect width="640" height="360" fill="url(#g)"/>',
    circles,
    `<text x="604" y="320" text-anchor="end" font-family="${FONT}" font-size="240" fill="#ffffff" fill-opacity="0.2">${theme.glyph}</text>`,
    badge === null
      ? ''
      : `<rect x="32" y="32" rx="20" width="${badgeWidth}" height="40" fill="#ffffff" fill-opacity="0.22"/>` +
        `<text x="52" y="59" font-family="${FONT}" font-size="22" font-weight="600" fill="#ffffff">${level}</text>`,
    '</svg>',
  ].join('');
}
