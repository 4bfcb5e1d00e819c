export { SingleChoiceField } from './SingleChoice.tsx';
export { choiceMessages } from '../../messages/choice.ts';
export { RADIO_LIMIT, optionIndex, toggledValues } from './choice.ts';
