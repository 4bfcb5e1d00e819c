/**
 * A long single-choice list (more than RADIO_LIMIT options, no thumbnails) as a raised listbox (docs/behaviour.md §7.8,
 * docs/look.md, "Menus"): the WAI-ARIA APG select-only combobox. A pill trigger (`role="combobox"`, named by
 * the field label) shows the chosen option's label and opens a panel of options; past SEARCH_ABOVE options the
 * panel has a search box. Keys and state live in useChoiceListbox.ts, the panel in ChoicePanel.tsx.
 */
import { useRef } from 'react';
import type { SingleChoiceField as SingleChoiceNode } from '../../../src/model.ts';
import { ChevronUpDownIcon } from '../../icons/index.tsx';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { joinIds } from '../shared/keys.ts';
import type { FieldProps } from '../types.ts';
import { optionIndex } from './choice.ts';
import { ChoicePanel } from './ChoicePanel.tsx';
import { rowId } from './listboxRows.ts';
import { useChoiceListbox } from './useChoiceListbox.ts';

/**
 * Options are identified by their index, never by their value, so the numeric enum `1` and the string enum `"1"`
 * stay apart (docs/behaviour.md §2). An optional field's listbox starts with a "None" row that leaves the field out again
 * (docs/behaviour.md §3); a required one shows a placeholder until something is chosen.
 */
export function ChoiceSelect(props: FieldProps) {
  const field = props.field as SingleChoiceNode;
  const { ids, invalid, disabled, messages } = props;
  const selected = optionIndex(field.options, props.value);
  const listboxId = `${ids.control}-listbox`;
  const containerRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLDivElement | null>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const listbox = useChoiceListbox({
    field,
    refs: { container: containerRef, trigger: triggerRef, search: searchRef },
    selected,
    noneLabel: field.required ? undefined : messages.choiceNone,
    disabled,
    onChoose: (index) => props.onValueChange(field.options[index]?.value),
    onLeave: props.onBlur,
  });
  const { open, rows, highlighted, searchable } = listbox;
  const chosen = field.options[selected];
  // The chosen option's description, shown (and tied) under the trigger: it describes that option, not the field.
  const descriptionId = `${ids.control}-choice-description`;
  const hint = chosen?.description ? (
    <p className="elicit-field__hint" id={descriptionId}>
      {chosen.description}
    </p>
  ) : null;
  return (
    <FieldFrame state={props} labelAs="widget">
      <div className="elicit-select" ref={containerRef} data-state={open ? 'open' : 'closed'}>
        <div
          ref={triggerRef}
          id={ids.control}
          role="combobox"
          className="elicit-select__trigger"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={ids.label}
          aria-haspopup="listbox"
          aria-controls={listboxId}
          aria-expanded={open}
          aria-activedescendant={open && !searchable ? rowId(ids, listboxId, rows[highlighted]) : undefined}
          aria-required={field.required || undefined}
          aria-invalid={invalid || undefined}
          aria-disabled={disabled || undefined}
          aria-describedby={joinIds(props.describedBy, hint !== null && descriptionId)}
          onClick={disabled ? undefined : listbox.toggle}
          onKeyDown={listbox.onTriggerKeyDown}
          onBlur={listbox.onBlur}
        >
          <span className="elicit-select__value" data-placeholder={chosen ? undefined : ''}>
            {chosen ? chosen.label : messages.choicePlaceholder}
          </span>
          <ChevronUpDownIcon className="elicit-select__chevron" />
        </div>
        <ChoicePanel listbox={listbox} searchRef={searchRef} ids={ids} listboxId={listboxId} selected={selected} messages={messages} />
      </div>
      {hint}
    </FieldFrame>
  );
}
