import { Worker } from 'node:worker_threads';
import type { ResumeKind } from './detect-resume-type';

export interface ExtractionLimits {
  /** The worker thread's heap; a parser that needs more is stopped (out of memory), not the server. */
  maxHeapMb: number;
  /** A parser still running after this long is stopped. */
  timeoutMs: number;
  /** The longest text kept: plenty for any CV, and the suggestions read it all on every GET. */
  maxChars: number;
}

export const EXTRACTION_LIMITS: ExtractionLimits = {
  maxHeapMb: 256,
  timeoutMs: 20_000,
  maxChars: 100_000,
};

// From the sources (tsx, vitest) the worker is the .mjs beside this file; the build bundles this
// file into dist/server.js and the worker into dist/resume-text-worker.js beside it.
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './resume-text-worker.mjs' : './resume-text-worker.js',
  import.meta.url,
);

/** Text a database column can hold and a person can read: no NULs or lone surrogates, tidy spacing. */
export function cleanText(text: string, maxChars: number): string {
  return (
    text
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
      // NUL and the other control characters except tab and line breaks.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, maxChars)
  );
}

/**
 * The text of a PDF or DOCX, read in a separate thread with a memory and a time limit. Rejects
 * when the file cannot be read (corrupt, encrypted, too heavy or too slow to parse).
 */
export function extractResumeText(
  kind: ResumeKind,
  content: Buffer,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { kind, content: new Uint8Array(content) },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`text extraction took over ${limits.timeoutMs} ms`))),
      limits.timeoutMs,
    );
    worker.on('message', (message: { text?: string; error?: string }) =>
      finish(() =>
        typeof message.text === 'string'
          ? resolve(cleanText(message.text, limits.maxChars))
          : reject(new Error(message.error ?? 'text extraction failed')),
      ),
    );
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`text extraction stopped (exit code ${code})`))),
    );
  });
}
