export { SingleChoiceField } from './SingleChoice.tsx';
export { choiceMessages } from './messages.ts';
export { RADIO_LIMIT, optionIndex, toggledValues } from './choice.ts';
