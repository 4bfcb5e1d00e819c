export { BooleanField } from './BooleanField.tsx';
