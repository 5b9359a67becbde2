import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PipelineColumnProps {
  /** The droppable id; absent for a read-only column (the withdrawn one, or a viewer's board). */
  status?: string;
  label: string;
  count: number;
  /** A line under the title, e.g. why a column is read-only. */
  note?: string;
  children: ReactNode;
  className?: string;
}

const applicantsWord = (count: number) => `${count} ${count === 1 ? 'applicant' : 'applicants'}`;

/** A titled board column with its count; a drop target when it has a status. */
export function PipelineColumn({
  status,
  label,
  count,
  note,
  children,
  className,
}: PipelineColumnProps) {
  return status ? (
    <DroppableColumn status={status} label={label} count={count} note={note} className={className}>
      {children}
    </DroppableColumn>
  ) : (
    <ColumnFrame label={label} count={count} note={note} className={className}>
      {children}
    </ColumnFrame>
  );
}

function DroppableColumn({ status, ...props }: PipelineColumnProps & { status: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return <ColumnFrame {...props} frameRef={setNodeRef} highlighted={isOver} />;
}

function ColumnFrame({
  label,
  count,
  note,
  children,
  className,
  frameRef,
  highlighted,
}: Omit<PipelineColumnProps, 'status'> & {
  frameRef?: (node: HTMLElement | null) => void;
  highlighted?: boolean;
}) {
  return (
    <section
      ref={frameRef}
      aria-label={label}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-100/70 p-3 transition-colors',
        highlighted && 'border-brand-400 bg-brand-50 ring-2 ring-brand-400',
        className,
      )}
    >
      <h3 className="flex items-center justify-between gap-2 px-1 text-sm font-semibold text-slate-800">
        <span className="truncate">{label}</span>
        <span
          aria-hidden
          className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-slate-200"
        >
          {count}
        </span>
        <span className="sr-only">({applicantsWord(count)})</span>
      </h3>
      {note && <p className="-mt-2 px-1 text-xs text-slate-500">{note}</p>}
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-600">
          No applicants
        </p>
      ) : (
        <ul className="flex flex-col gap-3">{children}</ul>
      )}
    </section>
  );
}
