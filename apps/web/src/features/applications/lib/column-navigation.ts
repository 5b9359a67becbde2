import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';

/**
 * Keyboard dragging across board columns by their order, not by geometry: ArrowRight/ArrowLeft pick
 * the next/previous column whatever the layout (horizontal scroll on phones, zero-size rects in
 * tests), and the collision detection reports that column as the one being hovered. Pointer drags
 * keep the usual geometric detection.
 */
export function createColumnNavigation(columns: readonly UniqueIdentifier[]) {
  let target: UniqueIdentifier | null = null;

  const coordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
    const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const from = target ?? context.over?.id ?? null;
    const index = from === null ? -1 : columns.indexOf(from);
    const next = columns[Math.min(columns.length - 1, Math.max(0, index + step))];
    if (next === undefined || next === from) return undefined;
    target = next;
    // Move the dragged preview over the chosen column so sighted keyboard users see where it goes.
    const rect = context.droppableRects.get(next);
    const coordinates = rect ? { x: rect.left + 12, y: rect.top + 56 } : currentCoordinates;
    // When nothing is measured (every rect at 0,0) a one-pixel nudge still makes dnd-kit re-evaluate the target.
    const unchanged =
      coordinates.x === currentCoordinates.x && coordinates.y === currentCoordinates.y;
    return unchanged ? { x: coordinates.x + step, y: coordinates.y } : coordinates;
  };

  const collisionDetection: CollisionDetection = (args) => {
    if (target !== null) return [{ id: target }];
    const underPointer = pointerWithin(args);
    return underPointer.length > 0 ? underPointer : rectIntersection(args);
  };

  return {
    coordinateGetter,
    collisionDetection,
    /** A keyboard drag starts in `column`. */
    begin(column: UniqueIdentifier) {
      target = column;
    },
    /** The drag ended or was cancelled. */
    end() {
      target = null;
    },
  };
}
