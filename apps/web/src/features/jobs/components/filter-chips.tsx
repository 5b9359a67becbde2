import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FilterChip } from '../lib/search-params';

interface FilterChipsProps {
  chips: FilterChip[];
  onChange: (next: URLSearchParams) => void;
  /** 'Clear filters' after the chips; left out where the page offers it elsewhere. */
  onClear?: () => void;
  /** Where focus goes when the last chip is removed or all are cleared (the results heading). */
  onEmptied: () => void;
}

/**
 * The applied filters as chips, each removable, and 'Clear filters'. Removing a chip moves focus
 * to the chip that took its place (or the results heading when none is left), never to the body.
 */
export function FilterChips({ chips, onChange, onClear, onEmptied }: FilterChipsProps) {
  const list = useRef<HTMLUListElement>(null);
  // The removed chip's place, and how many chips there were: focus moves once the URL has changed.
  const [refocus, setRefocus] = useState<{ index: number; count: number } | null>(null);

  useEffect(() => {
    if (refocus === null || chips.length === refocus.count) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-chip]');
    buttons?.[Math.min(refocus.index, buttons.length - 1)]?.focus();
    setRefocus(null);
  }, [chips, refocus, onEmptied]);

  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Applied filters</h2>
      <ul ref={list} className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <button
              type="button"
              data-chip
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => {
                onChange(chip.without);
                // The last chip takes the whole row with it: focus goes straight to the results heading.
                if (chips.length === 1) onEmptied();
                else setRefocus({ index, count: chips.length });
              }}
              className="inline-flex h-8 max-w-[16rem] cursor-pointer items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="truncate">{chip.label}</span>
              <X aria-hidden className="size-4 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      {onClear && (
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            onClear();
            onEmptied();
          }}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}
