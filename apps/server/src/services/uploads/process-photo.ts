import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-error';
import { detectImageType, type ImageType } from './image-signature';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTO_SIDE = 1024;
/** Guards against decompression bombs: a small file that decodes to gigabytes of pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

export const NOT_AN_IMAGE = 'The file must be a JPEG, PNG, WebP, GIF or AVIF image';

// What sharp's metadata says for each accepted format (AVIF is read by the HEIF loader).
const SHARP_FORMAT: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

export interface ProcessedPhoto {
  /** Content-addressed, so the same picture uploaded twice is stored once and caches forever. */
  name: string;
  bytes: Buffer;
}

/**
 * Turns an upload into a safe photo: checks the format by content, decodes every pixel (so
 * truncated files and polyglots fail here), applies the EXIF orientation, shrinks it to fit
 * MAX_PHOTO_SIDE and re-encodes it as WebP, which drops all metadata (GPS, camera, comments).
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const type = detectImageType(input);
  if (!type) throw badRequest(NOT_AN_IMAGE);

  // Reading the header decodes no pixels, so it may look past the pixel limit to explain a refusal.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (
    !metadata ||
    metadata.format !== SHARP_FORMAT[type] ||
    (type === 'avif' && metadata.compression !== 'av1')
  ) {
    throw badRequest(NOT_AN_IMAGE);
  }
  if (!metadata.width || !metadata.height) throw badRequest(NOT_AN_IMAGE);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw badRequest(`The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }

  const bytes = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({
      width: MAX_PHOTO_SIDE,
      height: MAX_PHOTO_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw badRequest(NOT_AN_IMAGE);
    });
  const name = `${createHash('sha256').update(bytes).digest('hex')}.webp`;
  return { name, bytes };
}
