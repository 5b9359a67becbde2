import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** An opened PDF: how many pages it has, and a way to draw one of them. */
export interface PdfDocument {
  pageCount: number;
  /** Draws page `pageNumber` (from 1) on `canvas`, `width` device pixels wide; `signal` stops it. */
  renderPage: (
    pageNumber: number,
    canvas: HTMLCanvasElement,
    width: number,
    signal?: AbortSignal,
  ) => Promise<void>;
  close: () => void;
}

/**
 * Opens a PDF with pdf.js, which only draws it: a PDF's scripts, forms and links never run or
 * open. Loaded on demand (its code is large and only the applicant panel needs it), parsing in
 * its worker off the main thread.
 */
export async function openPdf(file: Blob): Promise<PdfDocument> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const task = pdfjs.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    // Fonts' drawing code is built without eval (which the site's CSP forbids anyway).
    isEvalSupported: false,
    enableXfa: false,
  });
  const document = await task.promise;
  return {
    pageCount: document.numPages,
    async renderPage(pageNumber, canvas, width, signal) {
      const page = await document.getPage(pageNumber);
      if (signal?.aborted) return;
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      // pdf.js refuses a second drawing on a canvas it is still drawing on: stop the first.
      const drawing = page.render({ canvas, viewport });
      signal?.addEventListener('abort', () => drawing.cancel());
      await drawing.promise;
    },
    close: () => void task.destroy(),
  };
}
