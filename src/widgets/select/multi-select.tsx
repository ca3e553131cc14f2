import {
  useCombobox,
  useMultipleSelection,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
} from 'downshift';
import { useId, useImperativeHandle, useMemo, useState } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useFormat } from '@/hooks/use-format';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { FieldMessage, inputClass } from '@/ui/input';

import { chosenSummary, typedQuery } from './chosen-summary';
import { filterByPrefix } from './filter-by-prefix';
import { multiSelectLabels, type MultiSelectLabels } from './select-labels';
import {
  SelectActions,
  SelectClearButton,
  SelectLabel,
  SelectMenu,
  SelectOption,
  SelectToggleButton,
} from './select-parts';
import type { SelectBaseProps } from './select-types';
import { useOptionAccessors } from './use-option-accessors';
import { useRequiredValidation } from './use-required-validation';

const types = useCombobox.stateChangeTypes;
const NOTHING_CHOSEN: never[] = [];

export type MultiSelectProps<T> = SelectBaseProps<T> & {
  /** The chosen options in the order they were picked, controlled; without it the select keeps its own. */
  value?: T[];
  /** The options chosen at first (uncontrolled). @default [] */
  defaultValue?: T[];
  /** Called with every chosen option after each pick, removal or clear. */
  onValueChange?: (values: T[]) => void;
  /** Names the field in the required message and names the hidden inputs a native form sends. @default 'multiselect' */
  name?: string;
  /** Texts to override (placeholder, "n/total chosen", buttons, messages); the rest stay translated. @default the `select.*` translations */
  labels?: Partial<MultiSelectLabels>;
};

/**
 * A combobox to choose several options (downshift useMultipleSelection + useCombobox). Picking
 * toggles an option and the list stays open for the next pick; Escape or a click outside
 * closes it. Closed, the field reads the chosen labels, or "n/total chosen" for more than two
 * choices. Typing filters by prefix; Backspace in the empty field removes the last choice.
 */
export function MultiSelect<T>({
  label,
  options,
  optionKey,
  getOptionId,
  value: valueProp,
  defaultValue = NOTHING_CHOSEN,
  onValueChange,
  required = false,
  clearable = true,
  name = 'multiselect',
  labels: labelOverrides,
  disabled = false,
  error,
  ref,
  className,
  ...props
}: MultiSelectProps<T>) {
  const labels = useLabels(multiSelectLabels, labelOverrides);
  const format = useFormat();
  const messageId = useId();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const { labelOf, keyOf } = useOptionAccessors(optionKey, getOptionId);
  const [values, setValues] = useControllableState<T[]>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const items = useMemo(() => filterByPrefix(options, query, labelOf), [options, query, labelOf]);
  const chosenKeys = useMemo(() => new Set(values.map(keyOf)), [values, keyOf]);

  const summary = chosenSummary(
    values.map(labelOf),
    options.length,
    (count, total) => labels.chosen(count, total),
    (chosen) => format.list(chosen, { type: 'unit', style: 'short' }),
  );

  function toggle(item: T) {
    const key = keyOf(item);
    setValues(
      chosenKeys.has(key) ? values.filter((chosen) => keyOf(chosen) !== key) : [...values, item],
    );
  }

  const { getDropdownProps } = useMultipleSelection<T>({
    selectedItems: values,
    itemToKey: keyOf,
    onSelectedItemsChange: ({ selectedItems }) => setValues(selectedItems),
    // There are no chip elements to move between, so ArrowLeft stays in the input.
    stateReducer: (_state, { changes }) => ({ ...changes, activeIndex: -1 }),
  });

  function stateReducer(
    state: UseComboboxState<T>,
    { type, changes }: UseComboboxStateChangeOptions<T>,
  ): Partial<UseComboboxState<T>> {
    switch (type) {
      case types.InputKeyDownEnter:
      case types.ItemClick:
        // The picked option is reported as selectedItem and toggled; the list stays open.
        return {
          ...changes,
          isOpen: true,
          highlightedIndex: state.highlightedIndex,
          inputValue: state.inputValue,
        };
      case types.InputBlur:
        return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
      case types.InputChange: {
        const text = state.isOpen
          ? (changes.inputValue ?? '')
          : typedQuery(changes.inputValue ?? '', summary);
        const hasMatch = filterByPrefix(options, text, labelOf).length > 0;
        return {
          ...changes,
          inputValue: text,
          highlightedIndex: text.trim() !== '' && hasMatch ? 0 : -1,
        };
      }
      default:
        return changes;
    }
  }

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
    closeMenu,
  } = useCombobox<T>({
    items,
    itemToString: labelOf,
    itemToKey: keyOf,
    selectedItem: null,
    isOpen: open,
    onIsOpenChange: ({ isOpen: next }) => {
      setOpen(next);
      if (!next) setQuery('');
    },
    // Open, the field holds the filter text; closed, it reads the summary of the choices.
    inputValue: open ? query : summary,
    onInputValueChange: ({ type, inputValue }) => {
      if (type === types.InputChange) setQuery(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem !== null && selectedItem !== undefined) toggle(selectedItem);
    },
    stateReducer,
  });

  const valid = !required || values.length > 0;
  const validation = useRequiredValidation({
    input,
    valid,
    message: labels.required(name),
    onFormReset: reset,
  });

  function reset() {
    setValues(defaultValue);
    setQuery('');
    validation.setTriggered(false);
    closeMenu();
  }

  function clear() {
    setValues([]);
    input?.focus();
  }

  useImperativeHandle(ref, () => ({
    validate: () => {
      validation.setTriggered(true);
      return valid;
    },
    isValid: () => valid,
    focus: () => input?.focus(),
    reset,
  }));

  const message = error || (validation.triggered && !valid ? labels.required(name) : '');
  const showClear = clearable && values.length > 0 && !disabled;
  const emptyText = labels.placeholder;

  return (
    <div
      data-slot="multi-select"
      data-state={isOpen ? 'open' : 'closed'}
      data-disabled={disabled || undefined}
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      {...props}
    >
      <SelectLabel required={required} {...getLabelProps()}>
        {label}
      </SelectLabel>
      <div data-slot="select-control" className="relative">
        <input
          data-slot="select-input"
          className={cn(inputClass, 'h-11 text-ellipsis', showClear ? 'pe-20' : 'pe-11')}
          title={summary || undefined}
          {...getInputProps(
            getDropdownProps({
              ref: setInput,
              disabled,
              placeholder: isOpen ? summary || emptyText : emptyText,
              onInvalid: validation.onInvalid,
              'aria-required': required || undefined,
              'aria-invalid': message ? true : undefined,
              'aria-describedby': message ? messageId : undefined,
            }),
          )}
        />
        <SelectActions>
          {showClear && <SelectClearButton aria-label={labels.clear(label)} onClick={clear} />}
          <SelectToggleButton
            open={isOpen}
            {...getToggleButtonProps({ disabled, 'aria-label': labels.toggle(label) })}
          />
        </SelectActions>
        <SelectMenu
          {...getMenuProps({ 'aria-multiselectable': true })}
          open={isOpen}
          empty={items.length === 0}
          emptyText={labels.noOptions}
        >
          {isOpen &&
            items.map((item, index) => {
              const chosen = chosenKeys.has(keyOf(item));
              return (
                <SelectOption
                  key={keyOf(item)}
                  multiple
                  highlighted={highlightedIndex === index}
                  selected={chosen}
                  {...getItemProps({ item, index, 'aria-selected': chosen })}
                >
                  {labelOf(item)}
                </SelectOption>
              );
            })}
        </SelectMenu>
      </div>
      {values.map((chosen) => (
        <input
          key={keyOf(chosen)}
          type="hidden"
          name={name}
          value={keyOf(chosen)}
          disabled={disabled}
        />
      ))}
      {message && (
        <FieldMessage id={messageId} tone="error">
          {message}
        </FieldMessage>
      )}
    </div>
  );
}
