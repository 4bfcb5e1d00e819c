export { ResourcePicker } from './ResourcePicker.tsx';
