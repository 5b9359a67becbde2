import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { PdfDocument } from '../lib/pdf-document';

/** Enough to judge a CV at a glance; the whole file is one "Download CV" away. */
const PREVIEW_PAGES = 3;
/** Device pixels across a page at most, so a wide screen does not draw huge canvases. */
const MAX_WIDTH = 1600;

/**
 * The first pages of a PDF CV drawn as images with pdf.js: nothing in the file (scripts, forms,
 * links) can run. pdf.js is loaded only when a PDF is shown, so the rest of the app stays small.
 */
export function PdfPreview({ file, fileName }: { file: Blob; fileName: string }) {
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const captionId = useId();

  useEffect(() => {
    let cancelled = false;
    let opened: PdfDocument | null = null;
    setPdf(null);
    setFailed(false);
    import('../lib/pdf-document')
      .then(({ openPdf }) => openPdf(file))
      .then(
        (document) => {
          if (cancelled) return document.close();
          opened = document;
          setPdf(document);
        },
        () => !cancelled && setFailed(true),
      );
    return () => {
      cancelled = true;
      opened?.close();
    };
  }, [file]);

  if (failed)
    return (
      <p className="text-sm text-slate-600">
        This PDF could not be shown here. Download the CV to read it.
      </p>
    );
  if (!pdf) return <Spinner className="py-6" label="Loading the preview..." showLabel />;
  const shown = Math.min(pdf.pageCount, PREVIEW_PAGES);
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3">
      <figcaption id={captionId} className="text-sm font-medium break-all text-slate-700">
        Preview of {fileName}
      </figcaption>
      <ol className="flex flex-col gap-3">
        {Array.from({ length: shown }, (_, index) => (
          <PdfPage key={index} pdf={pdf} pageNumber={index + 1} />
        ))}
      </ol>
      {pdf.pageCount > shown && (
        <p className="text-sm text-slate-600">
          The preview shows the first {shown} of {pdf.pageCount} pages.
        </p>
      )}
    </figure>
  );
}

function PdfPage({ pdf, pageNumber }: { pdf: PdfDocument; pageNumber: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const label = `Page ${pageNumber} of ${pdf.pageCount}`;

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    const stop = new AbortController();
    // Drawn at the panel's width in device pixels; CSS then scales the canvas to fit it.
    const width = target.parentElement?.clientWidth || 600;
    const pixels = Math.min(Math.round(width * (window.devicePixelRatio || 1)), MAX_WIDTH);
    pdf.renderPage(pageNumber, target, pixels, stop.signal).catch(() => {
      if (!stop.signal.aborted) setFailed(true);
    });
    return () => stop.abort();
  }, [pdf, pageNumber]);

  return (
    <li className="flex flex-col gap-1">
      <canvas
        ref={canvas}
        role="img"
        aria-label={failed ? `${label} could not be drawn` : label}
        className="block h-auto w-full rounded-md border border-slate-200 bg-white shadow-xs"
      />
      <p aria-hidden className="text-center text-xs text-slate-500">
        {failed ? `${label} could not be drawn` : label}
      </p>
    </li>
  );
}
