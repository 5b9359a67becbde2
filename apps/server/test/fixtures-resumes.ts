import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

// Small real CV files made on the spot: a PDF written by hand (objects, cross-reference table,
// trailer) and a DOCX zipped by hand, so the tests need no binary fixtures and no extra tools.

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

export interface PdfOptions {
  /** Each page's lines of text (Helvetica, so plain ASCII); an empty page has no text at all. */
  pages?: string[][];
  /** Bytes of an unused binary stream, to make a file of a given size. */
  padding?: number;
  /** Compress the pages' content streams (FlateDecode), as real PDFs do. */
  compress?: boolean;
  /** A "PDF bomb": the first page's content also draws this many bytes of no-op operators (compressed). */
  bombBytes?: number;
}

/** A valid PDF whose pages show the given lines. */
export function pdfWithText({
  pages = [['Jane Doe', 'Skills: TypeScript']],
  padding = 0,
  compress = false,
  bombBytes = 0,
}: PdfOptions = {}) {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let pageIndex = 0;
  const pageIds = pages.map((lines) => {
    const ops = lines.map((line, i) => `${i ? '0 -16 Td ' : ''}(${escapePdfText(line)}) Tj`);
    const stream = lines.length ? `BT /F1 12 Tf 72 720 Td ${ops.join(' ')} ET` : '';
    const bomb = bombBytes && pageIndex++ === 0 ? Buffer.alloc(bombBytes, ' q Q') : Buffer.alloc(0);
    const raw = Buffer.concat([Buffer.from(stream, 'latin1'), bomb]);
    const data = compress || bomb.length ? deflateSync(raw, { level: 1 }) : raw;
    const filter = data === raw ? '' : ' /Filter /FlateDecode';
    const contents = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${data.length}${filter} >>\nstream\n`, 'latin1'),
        data,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] ` +
        `/Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${contents} 0 R >>`,
    );
  });
  if (padding > 0) {
    const filler = Buffer.alloc(padding, 0xa7);
    add(
      Buffer.concat([
        Buffer.from(`<< /Length ${padding} >>\nstream\n`, 'latin1'),
        filler,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`, 'latin1');
  objects[pagesId - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    'latin1',
  );
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(offset);
    offset += chunk.length;
    chunks.push(chunk);
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** The uncompressed size the archive claims (a lying zip bomb claims little). */
  claimedSize?: number;
}

/** A ZIP archive of deflated entries, with a central directory. */
export function zip(entries: ZipEntry[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, claimedSize = data.length } of entries) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(claimedSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(claimedSize, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const escapeXml = (text: string) =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

/** The DOCX parts, so a test can add to them (a bomb entry) or break them. */
export function docxEntries(paragraphs: string[]): ZipEntry[] {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return [
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ];
}

/** A valid Word document with these paragraphs. */
export const docxWithText = (paragraphs: string[]) => zip(docxEntries(paragraphs));

/** A real multipart/form-data body with one file part (or none), encoded by the platform. */
export async function resumeForm(
  file?: { content: Buffer; fileName?: string; type?: string },
  field = 'file',
) {
  const form = new FormData();
  if (file)
    form.append(
      field,
      new Blob([file.content], { type: file.type ?? 'application/octet-stream' }),
      file.fileName ?? 'cv.pdf',
    );
  else form.append('note', 'no file here');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The same body built synchronously by hand, for request builders that cannot wait. */
export function resumeFormSync(content: Buffer, fileName = 'cv.pdf') {
  const boundary = '----jobhunter-resume-boundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
