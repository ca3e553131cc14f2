import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useEffect, useId, useImperativeHandle, useMemo, useState, type UIEvent } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { FieldMessage, inputClass } from '@/ui/input';

import { filterByPrefix } from './filter-by-prefix';
import { optionLabel } from './option-label';
import { simpleSelectLabels, type SelectLabels } from './select-labels';
import {
  SelectActions,
  SelectClearButton,
  SelectLabel,
  SelectMenu,
  SelectOption,
  SelectOptionDetail,
  SelectToggleButton,
} from './select-parts';
import type { SelectBaseProps } from './select-types';
import { useOptionAccessors } from './use-option-accessors';
import { useRequiredValidation } from './use-required-validation';

const types = useCombobox.stateChangeTypes;

export type SimpleSelectProps<T> = SelectBaseProps<T> & {
  /** The chosen option, controlled (`null`: nothing chosen); without it the select keeps its own. */
  value?: T | null;
  /** The option chosen at first (uncontrolled). @default null */
  defaultValue?: T | null;
  /** Called with the newly chosen option, or `null` when cleared. */
  onValueChange?: (value: T | null) => void;
  /** Names the field in the required message and names the hidden input a native form sends. @default 'simple-select' */
  name?: string;
  /** Texts to override (placeholder, buttons, messages); the rest stay translated. @default the `select.*` translations */
  labels?: Partial<SelectLabels>;
  /**
   * The owner searches (a server's list): called with the text typed, and with '' as the list
   * closes. The options are then shown as given, not filtered here.
   */
  onSearch?: (text: string) => void;
  /** The options are being read, or could not be: the list says so. @default 'ready' */
  status?: 'ready' | 'loading' | 'failed';
  /** More options follow: called when the list is scrolled or arrowed to its last option. */
  onLoadMore?: () => void;
  /** The input's id (the label points at it). @default a generated one */
  inputId?: string;
  /**
   * For object options, a field shown in a quieter line under the label (an email under a name),
   * which tells apart options that read the same. The input shows the label alone.
   */
  optionDetailKey?: keyof T;
};

/**
 * A combobox to choose one option (downshift useCombobox). Typing filters by case- and
 * accent-insensitive prefix of the label, or, with `onSearch`, asks the owner for the matches;
 * opening shows every option; closing without choosing puts the chosen label back.
 */
export function SimpleSelect<T>({
  label,
  options,
  optionKey,
  getOptionId,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  required = false,
  clearable = true,
  name = 'simple-select',
  labels: labelOverrides,
  disabled = false,
  error,
  onSearch,
  status = 'ready',
  onLoadMore,
  inputId,
  optionDetailKey,
  ref,
  className,
  ...props
}: SimpleSelectProps<T>) {
  const labels = useLabels(simpleSelectLabels, labelOverrides);
  const messageId = useId();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const { labelOf, keyOf } = useOptionAccessors(optionKey, getOptionId);
  const [value, setValue] = useControllableState<T | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  // null: not filtering (the menu was opened without typing), so every option shows.
  const [query, setQuery] = useState<string | null>(null);
  const searched = onSearch !== undefined;
  const items = useMemo(
    () => (searched || query === null ? [...options] : filterByPrefix(options, query, labelOf)),
    [options, query, labelOf, searched],
  );

  function stateReducer(
    state: UseComboboxState<T>,
    { type, changes }: UseComboboxStateChangeOptions<T>,
  ): Partial<UseComboboxState<T>> {
    let next = changes;
    switch (type) {
      case types.InputChange: {
        // Highlight the first match, so Enter takes it; nothing is highlighted for an empty text.
        // Searched by the owner, the matches are not known yet: they are highlighted as they come.
        const text = changes.inputValue ?? '';
        const hasMatch = !searched && filterByPrefix(options, text, labelOf).length > 0;
        next = { ...changes, highlightedIndex: text.trim() !== '' && hasMatch ? 0 : -1 };
        break;
      }
      case types.InputKeyDownEscape:
        // Escape on a closed field clears it (downshift), unless the field is not clearable.
        if (!state.isOpen && !clearable) next = { ...changes, selectedItem: state.selectedItem };
        break;
      case types.InputBlur:
        // Erasing the text and leaving the field clears it.
        if (
          clearable &&
          state.inputValue.trim() === '' &&
          changes.selectedItem === state.selectedItem
        ) {
          next = { ...changes, selectedItem: null };
        }
        break;
    }
    if (next.isOpen === false && (state.isOpen || type === types.InputKeyDownEscape)) {
      next = { ...next, inputValue: labelOf(next.selectedItem ?? null) };
    } else if (!state.isOpen && next.isOpen && type !== types.InputChange) {
      // Opening starts from the chosen label (the owner may have refused or replaced a choice).
      next = { ...next, inputValue: labelOf(state.selectedItem) };
    }
    return next;
  }

  const {
    isOpen,
    highlightedIndex,
    inputValue,
    getLabelProps,
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
    closeMenu,
    setHighlightedIndex,
  } = useCombobox<T>({
    items,
    inputId,
    itemToString: labelOf,
    itemToKey: keyOf,
    selectedItem: value ?? null,
    onSelectedItemChange: ({ selectedItem }) => setValue(selectedItem ?? null),
    onInputValueChange: ({ type, inputValue }) => {
      if (type !== types.InputChange) return;
      setQuery(inputValue);
      onSearch?.(inputValue);
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (open) return;
      setQuery(null);
      // The next opening lists everything again, not the last search's matches.
      onSearch?.('');
    },
    onHighlightedIndexChange: ({ highlightedIndex: index }) => {
      if (index !== undefined && index >= 0 && index === items.length - 1) onLoadMore?.();
    },
    stateReducer,
  });

  // A search's matches arrive after the typing: the first is highlighted, so Enter takes it.
  useEffect(() => {
    if (searched && isOpen && query?.trim() && highlightedIndex < 0 && items.length > 0) {
      setHighlightedIndex(0);
    }
  }, [searched, isOpen, query, items, highlightedIndex, setHighlightedIndex]);

  function onMenuScroll(event: UIEvent<HTMLUListElement>) {
    const list = event.currentTarget;
    // Near the end (a row or two left): the next page comes before the end is reached.
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 72) onLoadMore?.();
  }

  const valid = !required || value !== null;
  const validation = useRequiredValidation({
    input,
    valid,
    message: labels.required(name),
    onFormReset: reset,
  });

  function reset() {
    setValue(defaultValue);
    setQuery(null);
    validation.setTriggered(false);
    closeMenu();
  }

  function clear() {
    setValue(null);
    setQuery(null);
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
  const selectedKey = value === null ? null : keyOf(value);
  const showClear = clearable && value !== null && !disabled;

  return (
    <div
      data-slot="simple-select"
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
          className={cn(inputClass, 'h-11', showClear ? 'pe-20' : 'pe-11')}
          {...getInputProps({
            ref: setInput,
            // Closed, the field always reads the chosen label, even if the owner refused a choice.
            value: isOpen ? inputValue : labelOf(value),
            disabled,
            placeholder: labels.placeholder,
            onInvalid: validation.onInvalid,
            'aria-required': required || undefined,
            'aria-invalid': message ? true : undefined,
            'aria-describedby': message ? messageId : undefined,
          })}
        />
        <SelectActions>
          {showClear && <SelectClearButton aria-label={labels.clear(label)} onClick={clear} />}
          <SelectToggleButton
            open={isOpen}
            {...getToggleButtonProps({ disabled, 'aria-label': labels.toggle(label) })}
          />
        </SelectActions>
        <SelectMenu
          {...getMenuProps({
            onScroll: onMenuScroll,
            'aria-busy': status === 'loading' || undefined,
          })}
          open={isOpen}
          empty={items.length === 0}
          emptyText={labels.noOptions}
          status={
            status === 'failed' ? labels.failed : status === 'loading' ? labels.loading : undefined
          }
          statusTone={status === 'failed' ? 'error' : 'muted'}
        >
          {isOpen &&
            items.map((item, index) => (
              <SelectOption
                key={keyOf(item)}
                highlighted={highlightedIndex === index}
                selected={keyOf(item) === selectedKey}
                {...getItemProps({ item, index })}
              >
                {labelOf(item)}
                {optionDetailKey && (
                  <SelectOptionDetail text={optionLabel(item, optionDetailKey)} />
                )}
              </SelectOption>
            ))}
        </SelectMenu>
      </div>
      <input type="hidden" name={name} value={selectedKey ?? ''} disabled={disabled} />
      {message && (
        <FieldMessage id={messageId} tone="error">
          {message}
        </FieldMessage>
      )}
    </div>
  );
}
