import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { ApplicationStatus } from '@jobhunter/shared';
import { APPLICATION_STATUS_LABELS } from './application-status';

export const BOARD_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this applicant to another stage, press space or enter to pick it up, use the left and right arrow keys to choose a stage, ' +
    'then press space or enter again to drop it there. Press escape to cancel. Each card also has a Move to list that does the same.',
};

/**
 * What screen readers hear while an applicant is dragged, in words rather than ids:
 * "Picked up Ada Lovelace. Current stage: Applied." … "Ada Lovelace was moved to Interview."
 */
export function boardAnnouncements(
  nameOf: (id: UniqueIdentifier) => string,
  statusOf: (id: UniqueIdentifier) => ApplicationStatus | undefined,
): Announcements {
  const label = (id: UniqueIdentifier | undefined) => {
    const status = id === undefined ? undefined : statusOf(id);
    return status ? APPLICATION_STATUS_LABELS[status] : String(id ?? '');
  };
  const stage = (id: UniqueIdentifier) =>
    APPLICATION_STATUS_LABELS[id as ApplicationStatus] ?? String(id);

  return {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}. Current stage: ${label(active.id)}.`,
    onDragOver: ({ active, over }) => {
      // Right after picking up, the card is over its own column: saying so would only cut off the pick-up message.
      if (over && over.id === statusOf(active.id)) return undefined;
      return over
        ? `${nameOf(active.id)} is over ${stage(over.id)}.`
        : `${nameOf(active.id)} is not over a stage.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over || statusOf(active.id) === over.id)
        return `${nameOf(active.id)} was dropped. It stays in ${label(active.id)}.`;
      return `${nameOf(active.id)} was moved to ${stage(over.id)}.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(active.id)} was cancelled. It stays in ${label(active.id)}.`,
  };
}
