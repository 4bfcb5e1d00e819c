export { TextField } from './TextField.tsx';
export { withSeconds } from './text.ts';
