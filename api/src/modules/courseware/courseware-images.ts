import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { CoursewareImageType } from '@hanyu/contract';
import type { Storage } from '../../storage/storage.ts';

/**
 * The courseware's image files: what an upload really is (by its bytes, not its name or header), where it is
 * kept, and the signed keys of the image addresses handed to those who may read a course's courseware.
 */

const EXTENSIONS: Record<CoursewareImageType, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The image type the bytes are, by their signature; SVG is text with an <svg> root. */
export function sniffImageType(bytes: Buffer): CoursewareImageType | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // An XML declaration, comments and a doctype may come before the root element.
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head))
    return 'image/svg+xml';
  return undefined;
}

export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Keeps an uploaded page in `uploads`, named by course and content (the same image is one object). */
export async function storeUploadedPage(
  uploads: Storage,
  courseId: number,
  bytes: Buffer,
  type: CoursewareImageType,
): Promise<{ fileName: string; sha256: string }> {
  const sha256 = sha256Of(bytes);
  const fileName = `course-${courseId}/${sha256.slice(0, 32)}.${EXTENSIONS[type]}`;
  await uploads.put(fileName, bytes, { contentType: type });
  return { fileName, sha256 };
}

/** How long an image address works: to the end of the next 12-hour window, so it stays the same within one. */
const KEY_WINDOW_SECONDS = 12 * 3600;

/** Who an image key was given to, and through which lesson (0: the course's own rule). */
export interface ImageKeyHolder {
  courseId: number;
  userId: number;
  lessonId: number;
}

const macOf = (secret: string, holder: ImageKeyHolder, exp: number) =>
  createHmac('sha256', secret)
    .update(`courseware:${holder.courseId}:${holder.lessonId}:${holder.userId}:${exp}`)
    .digest('base64url')
    .slice(0, 32);

/** A key for `holder`'s image addresses: `{exp}.{lesson}.{user}.{mac}`, valid 12 to 24 hours. */
export function signImageKey(
  secret: string,
  holder: ImageKeyHolder,
  now: Date,
): { key: string; exp: number } {
  const exp = (Math.floor(now.getTime() / 1000 / KEY_WINDOW_SECONDS) + 2) * KEY_WINDOW_SECONDS;
  return { key: `${exp}.${holder.lessonId}.${holder.userId}.${macOf(secret, holder, exp)}`, exp };
}

/** The holder a key names for this course, if it is genuine and unexpired; and when it expires. */
export function verifyImageKey(
  secret: string,
  key: string,
  courseId: number,
  now: Date,
): (ImageKeyHolder & { exp: number }) | undefined {
  const match = /^(\d{1,12})\.(\d{1,19})\.(\d{1,19})\.([A-Za-z0-9_-]{32})$/.exec(key);
  if (!match) return undefined;
  const [, expText, lessonText, userText, mac] = match as unknown as [string, string, string, string, string];
  const holder = { courseId, lessonId: Number(lessonText), userId: Number(userText) };
  const exp = Number(expText);
  const expected = Buffer.from(macOf(secret, holder, exp));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return undefined;
  return exp * 1000 > now.getTime() ? { ...holder, exp } : undefined;
}
