import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { PIPELINE_STATUSES, type PipelineStatus } from '@jobhunter/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Applicant } from '../api/job-applicants';
import { applicantName } from '../lib/applicant-name';
import { APPLICATION_STATUS_LABELS } from '../lib/application-status';
import { BOARD_INSTRUCTIONS, boardAnnouncements } from '../lib/board-announcements';
import { createColumnNavigation } from '../lib/column-navigation';
import { ApplicantCardBody } from './applicant-card-body';
import { DraggableApplicantCard } from './draggable-applicant-card';
import { PipelineColumn } from './pipeline-column';

interface PipelineBoardProps {
  applicants: Applicant[];
  onMove: (username: string, status: PipelineStatus) => void;
  onOpen: (username: string) => void;
  savingFor?: string;
  /** A viewer's board: no drag handles, no "Move to", no drop targets; each card still opens. */
  readOnly?: boolean;
}

/**
 * The applicants as a board: one column per pipeline stage, moved by drag and drop (pointer, touch,
 * keyboard) or "Move to"; withdrawn applications sit apart, read-only. Scrolls sideways on phones.
 * Read-only for a viewer, whom every move would be refused.
 */
export function PipelineBoard({
  applicants,
  onMove,
  onOpen,
  savingFor,
  readOnly,
}: PipelineBoardProps) {
  const [navigation] = useState(() => createColumnNavigation(PIPELINE_STATUSES));
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: navigation.coordinateGetter }),
  );
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const byUsername = useMemo(
    () => new Map(applicants.map((applicant) => [applicant.username, applicant])),
    [applicants],
  );
  const announcements = useMemo(
    () =>
      boardAnnouncements(
        (id) => {
          const applicant = byUsername.get(String(id));
          return applicant ? applicantName(applicant) : String(id);
        },
        (id) => byUsername.get(String(id))?.applicationStatus,
      ),
    [byUsername],
  );
  const refocus = useFocusRescue(applicants);
  // dnd-kit speaks for drags; moves made with "Move to" are announced here.
  const [moveMessage, setMoveMessage] = useState('');

  const moveTo = (username: string, status: PipelineStatus, control: 'drag-handle' | 'move-to') => {
    const applicant = byUsername.get(username);
    if (!applicant || applicant.applicationStatus === status) return;
    if (control === 'move-to')
      setMoveMessage(
        `${applicantName(applicant)} was moved to ${APPLICATION_STATUS_LABELS[status]}.`,
      );
    // The card is re-created in its new column, which drops the keyboard focus; put it back there.
    refocus(`[data-${control}="${CSS.escape(username)}"]`);
    onMove(username, status);
  };

  const handleDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    setActiveId(active.id);
    const status = byUsername.get(String(active.id))?.applicationStatus;
    if (activatorEvent instanceof KeyboardEvent && status) navigation.begin(status);
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    navigation.end();
    setActiveId(null);
    if (over && PIPELINE_STATUSES.includes(over.id as PipelineStatus))
      moveTo(String(active.id), over.id as PipelineStatus, 'drag-handle');
  };
  const handleDragCancel = () => {
    navigation.end();
    setActiveId(null);
  };

  const withdrawn = applicants.filter((applicant) => applicant.applicationStatus === 'withdrawn');
  const dragged = activeId === null ? undefined : byUsername.get(String(activeId));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={navigation.collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: BOARD_INSTRUCTIONS }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={handleDragCancel}
    >
      <h2 className="sr-only">Pipeline board</h2>
      <p role="status" className="sr-only">
        {moveMessage}
      </p>
      {/* Below 1280 px the columns keep a usable width and the board scrolls sideways, edge to edge. */}
      <div className="relative -mx-4 overflow-x-auto px-4 pb-3 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 xl:mx-0 xl:px-0">
        <div className="flex items-start gap-3">
          {PIPELINE_STATUSES.map((status) => {
            const inColumn = applicants.filter(
              (applicant) => applicant.applicationStatus === status,
            );
            return (
              <PipelineColumn
                key={status}
                status={readOnly ? undefined : status}
                label={APPLICATION_STATUS_LABELS[status]}
                count={inColumn.length}
                className="w-[260px] shrink-0 xl:w-auto xl:min-w-0 xl:flex-1"
              >
                {inColumn.map((applicant) =>
                  readOnly ? (
                    <li key={applicant.username}>
                      <ApplicantCardBody
                        applicant={applicant}
                        onOpen={() => onOpen(applicant.username)}
                      />
                    </li>
                  ) : (
                    <DraggableApplicantCard
                      key={applicant.username}
                      applicant={applicant}
                      saving={savingFor === applicant.username}
                      onOpen={() => onOpen(applicant.username)}
                      onMove={(next) => moveTo(applicant.username, next, 'move-to')}
                    />
                  ),
                )}
              </PipelineColumn>
            );
          })}
        </div>
      </div>
      {withdrawn.length > 0 && (
        <div className="mt-6">
          <PipelineColumn
            label={APPLICATION_STATUS_LABELS.withdrawn}
            count={withdrawn.length}
            note="The candidates withdrew these applications; they can no longer be moved."
            className="bg-white [&>ul]:grid [&>ul]:grid-cols-1 sm:[&>ul]:grid-cols-2 lg:[&>ul]:grid-cols-4 xl:[&>ul]:grid-cols-6"
          >
            {withdrawn.map((applicant) => (
              <li key={applicant.username}>
                <ApplicantCardBody
                  applicant={applicant}
                  onOpen={() => onOpen(applicant.username)}
                  className="bg-slate-50"
                />
              </li>
            ))}
          </PipelineColumn>
        </div>
      )}
      <DragOverlay dropAnimation={dropAnimation()}>
        {dragged ? (
          <ApplicantCardBody
            applicant={dragged}
            className="w-[240px] rotate-1 shadow-lg ring-2 ring-brand-400"
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** The default settle animation, unless the user asked for less motion or the browser can't animate elements. */
function dropAnimation() {
  const canAnimate = typeof Element !== 'undefined' && 'animate' in Element.prototype;
  const reduced =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return canAnimate && !reduced ? undefined : null;
}

/**
 * After a move the card's controls are new elements; if the focus fell to the page body meanwhile
 * (and only then), it goes to the same control on the moved card. A pointer press elsewhere cancels.
 */
function useFocusRescue(applicants: Applicant[]) {
  const selector = useRef<string | null>(null);
  useEffect(() => {
    const forget = () => (selector.current = null);
    document.addEventListener('pointerdown', forget, true);
    return () => document.removeEventListener('pointerdown', forget, true);
  }, []);
  useEffect(() => {
    const wanted = selector.current;
    if (!wanted || (document.activeElement && document.activeElement !== document.body)) return;
    document.querySelector<HTMLElement>(wanted)?.focus();
  }, [applicants]);
  return (next: string) => {
    selector.current = next;
  };
}
