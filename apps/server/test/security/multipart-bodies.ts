import fc from 'fast-check';
import sharp from 'sharp';
import { hostileString } from './hostile-strings';

export type PhotoSamples = Record<'png' | 'jpeg' | 'gif' | 'webp', Buffer>;

/** One tiny real image per accepted format, to upload whole, cut short or with flipped bytes. */
export async function photoSamples(): Promise<PhotoSamples> {
  const image = () =>
    sharp({ create: { width: 6, height: 4, channels: 3, background: { r: 200, g: 30, b: 90 } } });
  const [png, jpeg, gif, webp] = await Promise.all([
    image().png().toBuffer(),
    image().jpeg().toBuffer(),
    image().gif().toBuffer(),
    image().webp().toBuffer(),
  ]);
  return { png, jpeg, gif, webp };
}

/** A request body as the fuzzer sends it: the bytes and the Content-Type that goes with them. */
export interface RawBody {
  contentType?: string;
  payload: string | Buffer;
}

/** Header text a real HTTP client could send: printable Latin-1, no line breaks. */
export const headerSafe = (text: string) => text.replace(/[^\x20-\x7e\x80-\xff]/g, '');

/** A PNG that claims to be 100000 × 100000 pixels: a decompression bomb's header. */
function claimingHugeSize(png: Buffer) {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(100_000, 16);
  copy.writeUInt32BE(100_000, 20);
  return copy;
}

function fileContent(samples: PhotoSamples): fc.Arbitrary<Buffer> {
  const sample = fc.constantFrom(...Object.values(samples));
  return fc.oneof(
    { weight: 3, arbitrary: sample },
    {
      weight: 2,
      arbitrary: fc
        .tuple(sample, fc.nat())
        .map(([bytes, cut]) => bytes.subarray(0, cut % bytes.length)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          sample,
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), {
            minLength: 1,
            maxLength: 8,
          }),
        )
        .map(([bytes, flips]) => {
          const copy = Buffer.from(bytes);
          for (const [at, mask] of flips) copy[at % copy.length] ^= mask;
          return copy;
        }),
    },
    { weight: 1, arbitrary: fc.constant(claimingHugeSize(samples.png)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        Buffer.from('GIF89a<?php ?>'),
        Buffer.alloc(0),
      ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
  );
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer;
}

const part = (samples: PhotoSamples): fc.Arbitrary<Part> =>
  fc.record(
    {
      name: fc.oneof(
        { weight: 4, arbitrary: fc.constant('file') },
        { weight: 1, arbitrary: fc.constantFrom('upload_preset', 'photo', '') },
        { weight: 1, arbitrary: hostileString },
      ),
      filename: fc.oneof(
        fc.constantFrom('photo.png', 'a.jpg', '../../etc/passwd', 'x.svg', ''),
        hostileString,
      ),
      type: fc.oneof(
        fc.constantFrom(
          'image/png',
          'image/jpeg',
          'image/svg+xml',
          'text/html',
          'application/octet-stream',
        ),
        hostileString,
      ),
      content: fileContent(samples),
    },
    { requiredKeys: ['name', 'content'] },
  );

const CRLF = '\r\n';

function encodeParts(boundary: string, parts: Part[], ending: string): Buffer {
  const chunks: Buffer[] = [];
  for (const { name, filename, type, content } of parts) {
    const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
    const headers = [
      `Content-Disposition: ${disposition}`,
      ...(type === undefined ? [] : [`Content-Type: ${type}`]),
    ];
    chunks.push(
      Buffer.from(`--${boundary}${CRLF}${headers.join(CRLF)}${CRLF}${CRLF}`),
      content,
      Buffer.from(CRLF),
    );
  }
  chunks.push(Buffer.from(ending));
  return Buffer.concat(chunks);
}

const STANDARD_BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';

/** What the web app sends: one real image in the field "file". */
export const photoUpload = (samples: PhotoSamples): fc.Arbitrary<RawBody> =>
  fc.constantFrom(...Object.entries(samples)).map(([format, content]) => ({
    contentType: `multipart/form-data; boundary=${STANDARD_BOUNDARY}`,
    payload: encodeParts(
      STANDARD_BOUNDARY,
      [{ name: 'file', filename: `photo.${format}`, type: `image/${format}`, content }],
      `--${STANDARD_BOUNDARY}--${CRLF}`,
    ),
  }));

/**
 * Upload bodies: well-formed ones with any parts, and malformed ones (wrong, missing or changed
 * boundaries, an unclosed last part, garbage) under any Content-Type.
 */
export function multipartBody(samples: PhotoSamples): fc.Arbitrary<RawBody> {
  const boundary = fc.oneof(
    { weight: 4, arbitrary: fc.constant(STANDARD_BOUNDARY) },
    { weight: 1, arbitrary: fc.constantFrom('x', '"quoted"', ' ', '-'.repeat(200)) },
    { weight: 1, arbitrary: hostileString },
  );
  const wellFormedOrNot = fc.record({
    boundary,
    announced: fc.option(boundary, { freq: 4 }),
    parts: fc.array(part(samples), { minLength: 0, maxLength: 3 }),
    ending: fc.constantFrom('closed', 'unclosed', 'garbage'),
    headerForm: fc.constantFrom('standard', 'no boundary', 'not multipart', 'none'),
  });
  const formed = wellFormedOrNot.map(({ boundary: used, announced, parts, ending, headerForm }) => {
    const closing = { closed: `--${used}--${CRLF}`, unclosed: '', garbage: 'garbage' }[ending];
    const payload = encodeParts(used, parts, closing);
    const declared = announced ?? used;
    const contentType = {
      standard: `multipart/form-data; boundary=${declared}`,
      'no boundary': 'multipart/form-data',
      'not multipart': 'application/json',
      none: undefined,
    }[headerForm];
    return {
      contentType: contentType === undefined ? undefined : headerSafe(contentType),
      payload,
    };
  });
  const garbage = fc.record({
    contentType: fc.constantFrom(
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'multipart/mixed; boundary=x',
      'image/png',
      'text/plain',
    ),
    payload: fc.oneof(
      hostileString,
      fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
    ),
  });
  return fc.oneof({ weight: 5, arbitrary: formed }, { weight: 1, arbitrary: garbage });
}
