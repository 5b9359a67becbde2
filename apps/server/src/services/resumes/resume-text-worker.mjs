// Runs in a worker thread with its own memory limit (extract-resume-text.ts): a hostile PDF or
// DOCX that makes the parser eat memory or loop kills this thread, never the server. Plain
// JavaScript so that it runs the same from the sources (tests, dev) and from the build.
import { parentPort, workerData } from 'node:worker_threads';

/** @param {{ kind: 'pdf' | 'docx', content: Uint8Array }} input */
async function extract({ kind, content }) {
  if (kind === 'pdf') {
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
