import type { CandidateSnippet } from '@jobhunter/shared';
import { highlightParts } from '../lib/highlight-parts';
import { SNIPPET_SOURCE_LABELS } from '../lib/candidate-texts';

/** Why a candidate matched: where in the profile, and the excerpt with the matched words marked. */
export function HighlightedSnippet({ snippet }: { snippet: CandidateSnippet }) {
  return (
    <figure className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {SNIPPET_SOURCE_LABELS[snippet.source]}
      </figcaption>
      <blockquote className="mt-1 break-words text-slate-700">
        {highlightParts(snippet.text, snippet.highlights).map((part, index) =>
          part.marked ? (
            <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-medium text-slate-900">
              {part.text}
            </mark>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </blockquote>
    </figure>
  );
}
