import { INTERVIEW_MAX_SLOTS } from '@jobhunter/shared';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { localTimeZone } from '@/lib/format-instant';
import { emptySlot, localToday, type SlotDraft } from './slot-draft';
import { SlotFields } from './slot-fields';

interface SlotPickerProps {
  slots: SlotDraft[];
  onChange: (slots: SlotDraft[]) => void;
  /** Messages per slot key. */
  errors: Record<number, string>;
  /** A message about the slots together (they overlap). */
  listError?: string;
}

/**
 * The 1–5 times offered. Adding a slot starts it on the previous one's day (several times on one
 * day is the common case) and puts the cursor in it; removing one puts it on the next.
 */
export function SlotPicker({ slots, onChange, errors, listError }: SlotPickerProps) {
  const id = useId();
  const root = useRef<HTMLFieldSetElement>(null);
  const lastKey = useRef(Math.max(0, ...slots.map((slot) => slot.key)));
  // Where the cursor goes once the list has re-rendered (a CSS selector within the picker).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusNext.current;
    if (!selector) return;
    focusNext.current = null;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [slots]);

  const full = slots.length >= INTERVIEW_MAX_SLOTS;
  const dateOf = (slot: SlotDraft | undefined) =>
    slot ? `[data-slot="${slot.key}"] input[type="date"]` : null;
  const add = () => {
    lastKey.current += 1;
    const slot = emptySlot(lastKey.current, slots.at(-1)?.date);
    focusNext.current = dateOf(slot);
    onChange([...slots, slot]);
  };
  const remove = (index: number) => {
    const rest = slots.filter((_, i) => i !== index);
    focusNext.current = dateOf(rest[index] ?? rest[index - 1]) ?? '[data-action="add-slot"]';
    onChange(rest);
  };
  const minDate = localToday();

  return (
    <fieldset
      ref={root}
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={`${id}-zone${listError ? ` ${id}-error` : ''}`}
    >
      <legend className="text-sm font-semibold text-slate-900">Times offered</legend>
      <p id={`${id}-zone`} className="text-xs text-slate-600">
        Times are in your time zone ({localTimeZone()}). Each slot lasts at most 4 hours.
      </p>
      <ol className="flex min-w-0 flex-col gap-3">
        {slots.map((slot, index) => (
          <li key={slot.key} className="min-w-0">
            <SlotFields
              slot={slot}
              position={index + 1}
              error={errors[slot.key]}
              minDate={minDate}
              removable={slots.length > 1}
              onChange={(next) => onChange(slots.map((s, i) => (i === index ? next : s)))}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      {listError && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          data-action="add-slot"
          disabled={full}
          aria-describedby={full ? `${id}-limit` : undefined}
          onClick={add}
        >
          <Plus aria-hidden />
          Add another slot
        </Button>
        {full && (
          <p id={`${id}-limit`} className="text-xs text-slate-600">
            At most {INTERVIEW_MAX_SLOTS} slots
          </p>
        )}
      </div>
    </fieldset>
  );
}
