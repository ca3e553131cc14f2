import { useCombobox } from 'downshift';
import { Search } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RouteRegistry } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { cn } from '@/lib/cn';
import { fuzzyFilter, type MatchRange } from '@/lib/fuzzy';
import { useReturnFocus } from '@/widgets/modal';

import { Highlight, ShortcutKeys } from './highlight';
import { readRecents, rememberPick } from './recents';
import type { SearchSource } from './search-sources';
import { usePaletteItems, type PaletteItem } from './use-palette-items';
import { useRecordSearch } from './use-record-search';

interface Option {
  item: PaletteItem;
  /** Matched ranges of the title (none when another of its texts matched). */
  ranges: readonly MatchRange[];
}

interface Section {
  id: string;
  heading: string;
  options: Option[];
}

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Text typed before the palette's code had arrived. */
  initialQuery?: string;
  /** Opens the keyboard shortcuts cheat sheet (the palette closes first). */
  onShowShortcuts: () => void;
  /** The pages it offers. @default the app's route registry */
  registry?: RouteRegistry;
  /** The resources it searches. @default `searchSources` */
  sources?: readonly SearchSource[];
}

const types = useCombobox.stateChangeTypes;

type GroupName = 'recent' | 'pages' | 'actions';

const ranked = (items: readonly PaletteItem[], query: string): Option[] =>
  fuzzyFilter(items, query, (item) => item.texts).map(({ item, textIndex, ranges }) => ({
    item,
    ranges: textIndex === 0 ? ranges : [],
  }));
const plain = (items: readonly PaletteItem[]): Option[] =>
  items.map((item) => ({ item, ranges: [] }));

/**
 * The command palette: one combobox over the pages the account may open, the app's actions and,
 * from two characters on, the records of the searchable resources. Enter runs the highlighted row
 * and closes the palette; an empty query shows the recent picks first.
 */
export function CommandPalette({ open, onOpenChange, ...props }: CommandPaletteProps) {
  // Opened by a shortcut or the top bar's button, not a trigger of its own: focus goes back there.
  const { onCloseAutoFocus } = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="palette-overlay" className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="command-palette"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-0 top-[8dvh] z-50 mx-auto flex max-h-[84dvh] w-[calc(100%-1.5rem)] max-w-2xl flex-col overflow-hidden rounded-card border border-border bg-surface text-text shadow-popover outline-none"
        >
          {/* Mounted while open only: each opening starts from an empty query. */}
          <PaletteBody onOpenChange={onOpenChange} {...props} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaletteBody({
  onOpenChange,
  initialQuery = '',
  onShowShortcuts,
  registry = routeRegistry,
  sources: allSources,
}: Omit<CommandPaletteProps, 'open'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const statusId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [recents] = useState(readRecents);
  const { pageItems, actionItems, sources, recordItem, recentItem } = usePaletteItems(
    registry,
    onShowShortcuts,
    allSources,
  );
  const records = useRecordSearch(query, sources);

  const sections = useMemo((): Section[] => {
    const heading = (key: SearchSource['title'] | `navbar.palette.groups.${GroupName}`) =>
      String(t(key));
    if (!query.trim()) {
      const recent = recents.flatMap((pick) => recentItem(pick) ?? []);
      return [
        { id: 'recent', heading: heading('navbar.palette.groups.recent'), options: plain(recent) },
        {
          id: 'actions',
          heading: heading('navbar.palette.groups.actions'),
          options: plain(actionItems),
        },
        { id: 'pages', heading: heading('navbar.palette.groups.pages'), options: plain(pageItems) },
      ];
    }
    return [
      {
        id: 'pages',
        heading: heading('navbar.palette.groups.pages'),
        options: ranked(pageItems, query),
      },
      {
        id: 'actions',
        heading: heading('navbar.palette.groups.actions'),
        options: ranked(actionItems, query),
      },
      ...sources.map((source) => ({
        id: source.id,
        heading: heading(source.title),
        options: plain((records.hits[source.id] ?? []).map((hit) => recordItem(source, hit))),
      })),
    ];
  }, [query, recents, recentItem, actionItems, pageItems, sources, records.hits, recordItem, t]);

  const visible = sections.filter((section) => section.options.length > 0);
  const options = visible.flatMap((section) => section.options);

  const choose = (item: PaletteItem) => {
    rememberPick(item.pick);
    onOpenChange(false);
    item.run();
  };

  const { getInputProps, getMenuProps, getItemProps, getLabelProps, highlightedIndex } =
    useCombobox<Option>({
      items: options,
      isOpen: true,
      // downshift owns the field's text (a controlled one loses keys typed fast); the query follows.
      initialInputValue: initialQuery,
      selectedItem: null,
      defaultHighlightedIndex: 0,
      itemToString: (option) => option?.item.title ?? '',
      itemToKey: (option) => option?.item.id,
      onInputValueChange: ({ type, inputValue }) => {
        if (type === types.InputChange) setQuery(inputValue);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) choose(selectedItem.item);
      },
      stateReducer: (_state, { type, changes }) =>
        // Typing highlights the best match, so Enter takes it.
        type === types.InputChange ? { ...changes, highlightedIndex: 0 } : changes,
    });

  const count = options.length;
  let index = -1;
  return (
    <>
      <Dialog.Title className="sr-only">{t('navbar.palette.title')}</Dialog.Title>
      {/* The label is the field's name; the placeholder only hints at what to type. */}
      <label className="sr-only" {...getLabelProps()}>
        {t('navbar.palette.inputLabel')}
      </label>
      <div className="flex items-center gap-3 border-b border-border px-4">
        <Search aria-hidden className="size-5 shrink-0 text-muted" />
        <input
          data-slot="palette-input"
          className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted"
          {...getInputProps({
            placeholder: t('navbar.palette.placeholder'),
            autoComplete: 'off',
            spellCheck: false,
          })}
        />
        <kbd className="hidden rounded border border-border px-1.5 text-xs leading-5 text-muted sm:inline">
          Esc
        </kbd>
      </div>
      <div
        data-slot="palette-list"
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2"
        {...getMenuProps({}, { suppressRefError: true })}
      >
        {visible.map((section) => (
          <div key={section.id} role="group" aria-labelledby={`${statusId}-${section.id}`}>
            <div
              id={`${statusId}-${section.id}`}
              role="presentation"
              className="px-2 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
            >
              {section.heading}
            </div>
            {section.options.map((option) => {
              index += 1;
              const { item } = option;
              const highlighted = index === highlightedIndex;
              return (
                <div
                  key={item.id}
                  data-slot="palette-option"
                  data-highlighted={highlighted || undefined}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2',
                    highlighted && 'bg-surface-muted',
                  )}
                  {...getItemProps({ item: option, index })}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">
                      <Highlight text={item.title} ranges={option.ranges} />
                      {item.context && (
                        <span className="text-sm text-muted"> — {item.context}</span>
                      )}
                    </span>
                    {item.detail && (
                      <bdi className="block truncate text-sm text-muted">{item.detail}</bdi>
                    )}
                  </span>
                  {item.keys && <ShortcutKeys keys={item.keys} />}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {(count === 0 || records.failed || records.loading) && (
        <div className="grid gap-1 px-5 pb-4 text-sm text-muted">
          {count === 0 && !records.loading && <p>{t('navbar.palette.noResults')}</p>}
          {records.loading && <p>{t('navbar.palette.searching')}</p>}
          {records.failed && <p role="alert">{t('navbar.palette.searchFailed')}</p>}
        </div>
      )}
      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {t('navbar.palette.results', { count, n: format.integer(count) })}
      </p>
      <div className="hidden items-center gap-4 border-t border-border px-4 py-2 text-xs text-muted sm:flex">
        <span>
          <kbd className="font-sans">↑↓</kbd> {t('navbar.palette.hints.move')}
        </span>
        <span>
          <kbd className="font-sans">Enter</kbd> {t('navbar.palette.hints.open')}
        </span>
        <span>
          <kbd className="font-sans">Esc</kbd> {t('navbar.palette.hints.close')}
        </span>
      </div>
    </>
  );
}
