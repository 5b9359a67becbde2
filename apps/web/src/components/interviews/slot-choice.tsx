import type { InterviewSlot } from '@jobhunter/shared';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { formatSlot } from '@/lib/format-instant';

interface SlotChoiceProps {
  /** The offered slots that have not started yet. */
  slots: InterviewSlot[];
  pending: boolean;
  onAccept: (start: string) => void;
  onDecline: () => void;
}

/** The candidate's answer to a proposal: one of the offered times ('Pick a time', 'Accept'), or 'Decline'. */
export function SlotChoice({ slots, pending, onAccept, onDecline }: SlotChoiceProps) {
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState<string>();
  const [missing, setMissing] = useState(false);

  const accept = () => {
    if (picked) return onAccept(picked);
    setMissing(true);
    group.current?.querySelector('input')?.focus();
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      {slots.length > 0 ? (
        <div className="flex min-w-0 flex-col gap-2">
          <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
            Pick a time
          </p>
          <RadioGroup
            ref={group}
            className="flex-col"
            aria-labelledby={`${id}-label`}
            aria-describedby={missing ? `${id}-missing` : undefined}
            aria-required
            value={picked}
            onValueChange={(value) => {
              setPicked(value);
              setMissing(false);
            }}
          >
            {slots.map((slot) => (
              <RadioGroupItem
                key={slot.start}
                value={slot.start}
                label={formatSlot(slot)}
                className="normal-case"
                disabled={pending}
              />
            ))}
          </RadioGroup>
          {missing && (
            <p id={`${id}-missing`} className="text-xs font-medium text-red-700">
              Pick one of the times first.
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          All the offered times have passed. Decline, or ask the recruiter for new times.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {slots.length > 0 && (
          <Button size="sm" onClick={accept} disabled={pending}>
            Accept
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onDecline} disabled={pending}>
          Decline
        </Button>
      </div>
    </div>
  );
}
