import { PIPELINE_STATUSES, type ApplicationStatus, type PipelineStatus } from '@jobhunter/shared';
import { useId, type ReactNode } from 'react';
import { Select } from '@/components/ui/select';
import { APPLICATION_STATUS_LABELS } from '../lib/application-status';

interface MoveToSelectProps {
  name: string;
  username: string;
  current: ApplicationStatus;
  onMove: (status: PipelineStatus) => void;
  disabled?: boolean;
  /** Shown left of the list: the card's drag handle, the other way to move it. */
  before?: ReactNode;
}

/** The non-drag way to move a card: a plain list of the other stages (WCAG 2.5.7 dragging alternative). */
export function MoveToSelect({
  name,
  username,
  current,
  onMove,
  disabled,
  before,
}: MoveToSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 border-t border-slate-100 pt-2.5">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        Move to
      </label>
      <div className="flex items-center gap-1.5">
        {before}
        <div className="min-w-0 flex-1">
          <Select
            id={id}
            // Every card has one; the name says whose it is (and starts with the visible label).
            aria-label={`Move to (${name})`}
            value=""
            disabled={disabled}
            data-move-to={username}
            className="h-8 text-xs"
            onChange={(event) => event.target.value && onMove(event.target.value as PipelineStatus)}
          >
            <option value="" disabled>
              Choose…
            </option>
            {PIPELINE_STATUSES.filter((status) => status !== current).map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}
