export { NumberField } from './NumberField.tsx';
