export { ElicitationDialog, type ElicitationDialogProps } from './ElicitationDialog.tsx';
// The queue the dialog shows lives apart (components/queue), so the relay's queue builds on it without importing the dialog's room.
export { createElicitationQueue, type ElicitationQueue, type QueuedElicitation, type QueueSnapshot } from '../queue/queue.ts';
export { useElicitationQueue } from '../queue/useElicitationQueue.ts';
