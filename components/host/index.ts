export { ElicitationDialog, type ElicitationDialogProps } from './ElicitationDialog.tsx';
export { createElicitationQueue, type ElicitationQueue, type QueuedElicitation, type QueueSnapshot } from './queue.ts';
export { useElicitationQueue } from './useElicitationQueue.ts';
