import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { SlotDraft } from './slot-draft';

interface SlotFieldsProps {
  slot: SlotDraft;
  /** Its place in the list, from 1. */
  position: number;
  error?: string;
  /** The earliest day offered (today). */
  minDate: string;
  /** Whether it may go: the last slot left stays. */
  removable: boolean;
  onChange: (slot: SlotDraft) => void;
  onRemove: () => void;
}

/** One offered time: its day, when it starts and when it ends, in the browser's time zone. */
export function SlotFields({
  slot,
  position,
  error,
  minDate,
  removable,
  onChange,
  onRemove,
}: SlotFieldsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = (field: 'date' | 'start' | 'end') => ({
    id: `${id}-${field}`,
    name: `slot-${field}`,
    value: slot[field],
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...slot, [field]: event.target.value }),
  });

  return (
    <fieldset
      data-slot={slot.key}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:p-4"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">Slot {position}</legend>
      <div className="grid min-w-0 grid-cols-2 gap-3">
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input
            type="date"
            min={minDate}
            aria-label={`Slot ${position} date`}
            {...control('date')}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-start`}>Start</Label>
          <Input type="time" aria-label={`Slot ${position} start`} {...control('start')} />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-end`}>End</Label>
          <Input type="time" aria-label={`Slot ${position} end`} {...control('end')} />
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {removable && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-label={`Remove slot ${position}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
          Remove
        </Button>
      )}
    </fieldset>
  );
}
