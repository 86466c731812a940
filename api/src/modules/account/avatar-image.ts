import { randomBytes } from 'node:crypto';
import { AVATAR_IMAGE_TYPES, AVATAR_SIZE, type AvatarImageType } from '@hanyu/contract';
import sharp from 'sharp';
import { sniffImageType } from '../courseware/index.ts';

/** Larger pictures than this (in pixels) are refused before they are decoded: a small file can unpack huge. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The avatar type the bytes really are (by their signature, whatever the request's header said). */
export function avatarTypeOf(bytes: Buffer): AvatarImageType | undefined {
  const type = sniffImageType(bytes);
  return (AVATAR_IMAGE_TYPES as readonly string[]).includes(type ?? '')
    ? (type as AvatarImageType)
    : undefined;
}

/**
 * A square WebP of AVATAR_SIZE pixels, cropped to the middle and turned upright by its EXIF orientation;
 * the metadata (GPS position, camera) is not carried over. Undefined when the bytes do not decode.
 */
export async function squareWebp(bytes: Buffer): Promise<Buffer | undefined> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return undefined;
  }
}

/** A new file's name: random, so an address is never reused and may be cached for good. */
export const newAvatarFileName = () => `${randomBytes(16).toString('hex')}.webp`;
