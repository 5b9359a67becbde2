import { useDraggable } from '@dnd-kit/core';
import type { PipelineStatus } from '@jobhunter/shared';
import { GripVertical } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Applicant } from '../api/job-applicants';
import { applicantName } from '../lib/applicant-name';
import { ApplicantCardBody } from './applicant-card-body';
import { MoveToSelect } from './move-to-select';

interface DraggableApplicantCardProps {
  applicant: Applicant;
  onOpen: () => void;
  onMove: (status: PipelineStatus) => void;
  saving: boolean;
}

/**
 * A board card that moves by dragging its handle (pointer, touch or keyboard) or through "Move to".
 * Only the handle starts a drag, so the page still scrolls by touch everywhere else on the card.
 */
export function DraggableApplicantCard({
  applicant,
  onOpen,
  onMove,
  saving,
}: DraggableApplicantCardProps) {
  const name = applicantName(applicant);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: applicant.username,
    data: { status: applicant.applicationStatus },
  });
  return (
    <li ref={setNodeRef} className={cn(isDragging && 'opacity-40')}>
      <ApplicantCardBody
        applicant={applicant}
        onOpen={onOpen}
        className={cn(saving && 'border-brand-200 bg-brand-50/40')}
        footer={
          <MoveToSelect
            name={name}
            username={applicant.username}
            current={applicant.applicationStatus}
            onMove={onMove}
            before={
              <button
                type="button"
                ref={setActivatorNodeRef}
                {...attributes}
                {...listeners}
                aria-label={`Drag ${name}`}
                data-drag-handle={applicant.username}
                className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md border border-slate-300 bg-white text-slate-500 shadow-xs hover:bg-slate-50 hover:text-slate-800 active:cursor-grabbing"
              >
                <GripVertical aria-hidden className="size-4" />
              </button>
            }
          />
        }
      />
    </li>
  );
}
