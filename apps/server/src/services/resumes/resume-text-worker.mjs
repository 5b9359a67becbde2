// Runs in a worker thread with its own memory limit (extract-resume-text.ts): a hostile PDF or
// DOCX that makes the parser eat memory or loop kills this thread, never the server. Plain
// JavaScript so that it runs the same from the sources (tests, dev) and from the build.
import { parentPort, workerData } from 'node:worker_threads';
import { inflateSync } from 'node:zlib';

/**
 * The most a PDF's compressed streams may inflate to, together. The thread's heap limit does not
 * cover the buffers the PDF reader inflates streams into, so a "PDF bomb" (a 1 MB stream of a page
 * that inflates to gigabytes) is refused here first, before it is handed to the reader.
 */
const PDF_INFLATE_BUDGET = 150 * 1024 * 1024;

/** Inflates every Flate stream of the PDF within the budget; throws when they hold more. */
function refusePdfBomb(content) {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  let left = PDF_INFLATE_BUDGET;
  let at = 0;
  for (;;) {
    const keyword = bytes.indexOf('stream', at, 'latin1');
    if (keyword < 0) return;
    at = keyword + 'stream'.length;
    if (bytes.toString('latin1', keyword - 3, keyword) === 'end') continue;
    // The stream's dictionary: the text since its object began (a rough cut is enough here).
    const objectStart = Math.max(bytes.lastIndexOf(' obj', keyword, 'latin1'), keyword - 4096, 0);
    if (!bytes.toString('latin1', objectStart, keyword).includes('/FlateDecode')) continue;
    let start = at;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] === 0x0a) start += 1;
    const end = bytes.indexOf('endstream', start, 'latin1');
    if (end < 0) return;
    try {
      left -= inflateSync(bytes.subarray(start, end), {
        maxOutputLength: Math.max(1, left),
      }).length;
    } catch (error) {
      // A broken stream is the reader's to judge; only the size matters here.
      if (error?.code === 'ERR_BUFFER_TOO_LARGE') left = -1;
    }
    if (left < 0) throw new Error('the PDF unpacks to more than 150 MB');
    at = end;
  }
}

/** @param {{ kind: 'pdf' | 'docx', content: Uint8Array }} input */
async function extract({ kind, content }) {
  if (kind === 'pdf') {
    refusePdfBomb(content);
    const { extractText, getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(content, { isEvalSupported: false, stopAtErrors: true });
    try {
      const { text } = await extractText(pdf, { mergePages: true });
      return text;
    } finally {
      await pdf.destroy();
    }
  }
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(content) });
  return value;
}

try {
  parentPort.postMessage({ text: await extract(workerData) });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
