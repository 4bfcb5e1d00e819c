/**
 * Drag and drop onto a picker (docs/behaviour.md §5.5). Only pickers with an add control
 * accept drops; the caller turns the DataTransfer into items with the same refusals as the file chooser.
 */
import { useState, type DragEvent } from 'react';

/**
 * Handlers for the drop target and whether something is being dragged over it (`data-dragging`).
 * @example const drop = useDropTarget(canAdd, (transfer) => add(itemsFromDrop(transfer, userOptions)));
 */
export function useDropTarget(enabled: boolean, onDropped: (transfer: DataTransfer) => void) {
  const [dragging, setDragging] = useState(false);
  if (!enabled) return { dragging: false, handlers: {} };
  const handlers = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      // Without preventDefault the browser refuses the drop (and may open the file instead).
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      onDropped(event.dataTransfer);
    },
  };
  return { dragging, handlers };
}
