import fc from 'fast-check';
import sharp from 'sharp';
import { docxEntries, docxWithText, pdfWithText, zip } from '../fixtures-resumes';
import { hostileString } from './hostile-strings';

/** Small real files of the formats an upload accepts, by their extension. */
export type FileSamples = Record<string, Buffer>;
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

/**
 * One real CV per accepted form (a PDF with text, an image-only PDF, a DOCX), and a DOCX that
 * unpacks to 60 MB from a few kilobytes while claiming 1 KB: whole, cut short or with flipped bytes.
 */
export function resumeSamples(): FileSamples {
  const bomb = {
    name: 'word/media/a.bin',
    data: Buffer.alloc(60 * 1024 * 1024),
    claimedSize: 1024,
  };
  return {
    pdf: pdfWithText({ pages: [['Fuzz Tester', 'Skills: TypeScript, Kubernetes']] }),
    'blank.pdf': pdfWithText({ pages: [[]] }),
    docx: docxWithText(['Fuzz Tester', 'Skills: PostgreSQL']),
    'bomb.docx': zip([...docxEntries(['x']), bomb]),
  };
}

/** The field, file name and declared type an honest client sends a sample with. */
export interface UploadForm {
  fileName(format: string): string;
  type(format: string): string;
}

export const PHOTO_FORM: UploadForm = {
  fileName: (format) => `photo.${format}`,
  type: (format) => `image/${format}`,
};
export const RESUME_FORM: UploadForm = {
  fileName: (format) => `cv.${format}`,
  type: (format) =>
    format.endsWith('pdf')
      ? 'application/pdf'
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

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

function fileContent(samples: FileSamples): fc.Arbitrary<Buffer> {
  const sample = fc.constantFrom(...Object.values(samples));
  const png = samples.png ? [claimingHugeSize(samples.png)] : [];
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
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...png,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        Buffer.from('%PDF-1.7 not really'),
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

const part = (samples: FileSamples): fc.Arbitrary<Part> =>
  fc.record(
    {
      name: fc.oneof(
        { weight: 4, arbitrary: fc.constant('file') },
        { weight: 1, arbitrary: fc.constantFrom('upload_preset', 'photo', 'resume', '') },
        { weight: 1, arbitrary: hostileString },
      ),
      filename: fc.oneof(
        fc.constantFrom('photo.png', 'a.jpg', 'cv.pdf', 'cv.docx', '../../etc/passwd', 'x.svg', ''),
        hostileString,
      ),
      type: fc.oneof(
        fc.constantFrom(
          'image/png',
          'image/jpeg',
          'image/svg+xml',
          'application/pdf',
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

/** What the web app sends: one real file (an image, a CV) in the field "file". */
export const fileUpload = (samples: FileSamples, form: UploadForm): fc.Arbitrary<RawBody> =>
  fc.constantFrom(...Object.entries(samples)).map(([format, content]) => ({
    contentType: `multipart/form-data; boundary=${STANDARD_BOUNDARY}`,
    payload: encodeParts(
      STANDARD_BOUNDARY,
      [{ name: 'file', filename: form.fileName(format), type: form.type(format), content }],
      `--${STANDARD_BOUNDARY}--${CRLF}`,
    ),
  }));

/**
 * Upload bodies: well-formed ones with any parts, and malformed ones (wrong, missing or changed
 * boundaries, an unclosed last part, garbage) under any Content-Type.
 */
export function multipartBody(samples: FileSamples): fc.Arbitrary<RawBody> {
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
