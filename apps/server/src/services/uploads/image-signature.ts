/** The image formats we accept, by what their first bytes say, before any decoder sees them. */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/**
 * Only buffers that start like one of our formats reach sharp, so its other loaders (SVG, PDF,
 * TIFF, raw) never parse user input.
 */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && isAvifBrand(bytes)) return 'avif';
  return undefined;
}

/** An ISO-BMFF `ftyp` box naming AVIF as its major or one of its compatible brands. */
function isAvifBrand(bytes: Buffer) {
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
  for (let offset = 8; offset + 4 <= boxEnd; offset += 4) {
    // Offset 12 holds the minor version, not a brand.
    if (offset === 12) continue;
    const brand = ascii(bytes, offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}
