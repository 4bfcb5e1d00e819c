export { MultiChoiceField } from './MultiChoice.tsx';
