import { PluginKey } from '@tiptap/pm/state';
import {
  EditorContent,
  isTextSelection,
  useEditor,
  type Content,
  type Editor,
  type JSONContent,
} from '@tiptap/react';
import { BubbleMenu, type BubbleMenuProps } from '@tiptap/react/menus';
import { Scissors } from 'lucide-react';
import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type Ref,
} from 'react';

import { useFormat } from '@/hooks/use-format';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';

import { createEditorExtensions, normalizePastedLinks, placeholderKey } from './editor-extensions';
import { DEFAULT_MAX_PASTE_LENGTH, pasteLimitKey } from './paste-limit';
import { editorLabels, type RichTextEditorLabels } from './rich-text-editor-labels';
import { RichTextToolbar } from './rich-text-toolbar';

/** What `onValueChange` receives after every edit: the document as HTML and as Tiptap JSON. */
export type RichTextEditorValue = { html: string; json: JSONContent };

/** What the `ref` exposes: the Tiptap editor, for commands (`editor.commands.setContent(…)`). */
export type RichTextEditorHandle = { editor: Editor };

export type RichTextEditorProps = Omit<
  ComponentProps<'div'>,
  'content' | 'onChange' | 'ref' | 'children' | 'placeholder' | 'defaultValue'
> & {
  /** The document, controlled, as HTML or Tiptap JSON: a new value replaces the text (one equal to what is shown is ignored, so feeding back `onValueChange`'s HTML keeps the cursor). Without it the editor keeps its own. */
  value?: Content;
  /** The document at first, as HTML or Tiptap JSON. @default '' */
  defaultValue?: Content;
  /** Called after every edit with the document's HTML and JSON. */
  onValueChange?: (value: RichTextEditorValue) => void;
  /** The accessible name of the text box (required: it has no visible label of its own). */
  label: string;
  /** Whether the text can be edited; when false the toolbar never shows. @default true */
  editable?: boolean;
  /** Text shown (and announced as `aria-placeholder`) while the document is empty. */
  placeholder?: string;
  /** Called once with the Tiptap editor when it is ready (after mounting). */
  onReady?: (editor: Editor) => void;
  /** The most characters one paste, drop or insertion may add; a longer one is cut to this and a message says so. Read once, at creation. @default 10000 */
  maxPasteLength?: number;
  /** Draw document headings this many levels lower (2: H1 as <h3> under a card's <h2>) so the page keeps one <h1>; the HTML output is unchanged. Read once, at creation. @default 0 */
  headingOffset?: number;
  /** Texts to override (the toolbar's, the link form's, the paste message); the rest stay translated. @default the `editor.*` translations */
  labels?: Partial<RichTextEditorLabels>;
  /** Ids of text describing the text box (set on the contenteditable, not the wrapper). */
  'aria-describedby'?: string;
  /** Exposes `{ editor }`. */
  ref?: Ref<RichTextEditorHandle>;
};

/** The keyboard shortcut that moves the focus from the text to the toolbar (as in TinyMCE and CKEditor). */
export const TOOLBAR_SHORTCUT = 'Alt+F10';

/** Typography of the editable document (there is no typography plugin: written out here). */
const documentClass = cn(
  'min-h-40 rounded-md border border-input bg-surface px-4 py-3 text-base leading-relaxed text-text',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'wrap-anywhere aria-readonly:border-border',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  // Headings by their document level (`data-level`), whatever element headingOffset draws.
  '[&_[data-level="1"]]:mt-6 [&_[data-level="1"]]:mb-3 [&_[data-level="1"]]:text-3xl [&_[data-level="1"]]:leading-tight [&_[data-level="1"]]:font-bold [&_[data-level="1"]]:tracking-tight',
  '[&_[data-level="2"]]:mt-6 [&_[data-level="2"]]:mb-3 [&_[data-level="2"]]:text-2xl [&_[data-level="2"]]:leading-snug [&_[data-level="2"]]:font-semibold',
  '[&_[data-level="3"]]:mt-5 [&_[data-level="3"]]:mb-2 [&_[data-level="3"]]:text-xl [&_[data-level="3"]]:leading-snug [&_[data-level="3"]]:font-semibold',
  '[&_p]:my-3',
  // The padding makes a link's target 24 px tall without changing the line height.
  '[&_a]:py-1 [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-4 [&_blockquote]:border-s-4 [&_blockquote]:border-primary [&_blockquote]:ps-4 [&_blockquote]:text-muted [&_blockquote]:italic',
  '[&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6',
  '[&_li]:my-1 [&_li>p]:my-0',
  '[&_.is-editor-empty]:before:pointer-events-none [&_.is-editor-empty]:before:float-start [&_.is-editor-empty]:before:h-0',
  '[&_.is-editor-empty]:before:text-muted [&_.is-editor-empty]:before:content-[attr(data-placeholder)]',
);

function normalizeContent(content: Content): Content {
  return typeof content === 'string' ? normalizePastedLinks(content) : content;
}

/** Whether the floating toolbar shows: only over a non-empty text selection in an editable editor. */
export const shouldShowToolbar: NonNullable<BubbleMenuProps['shouldShow']> = ({
  editor,
  state,
  from,
  to,
}) =>
  editor.isEditable &&
  !state.selection.empty &&
  isTextSelection(state.selection) &&
  state.doc.textBetween(from, to).length > 0;

/**
 * A rich-text editor (Tiptap) with a floating toolbar over the selected text (bold,
 * italic, underline, link, H1–H3). The toolbar shows only while some text is selected, so it never
 * covers text the user means to click; Alt+F10 moves to it, Escape comes back. Links accept only
 * http(s) and mailto addresses, typed, pasted or autolinked; pasted HTML is reduced to the
 * editor's schema (no scripts, handlers, images or styles). A paste longer than `maxPasteLength`
 * characters is cut to that length, with a message under the text.
 */
export function RichTextEditor({
  value,
  defaultValue = '',
  onValueChange,
  label,
  editable = true,
  placeholder,
  onReady,
  maxPasteLength = DEFAULT_MAX_PASTE_LENGTH,
  headingOffset = 0,
  labels: labelOverrides,
  ref,
  className,
  'aria-describedby': describedBy,
  ...props
}: RichTextEditorProps) {
  const format = useFormat();
  const labels = useLabels(editorLabels, labelOverrides);
  const menuRef = useRef<HTMLDivElement>(null);
  // Shown after a paste was cut, until the next change of the document.
  const [pasteCutShown, setPasteCutShown] = useState(false);
  const [initialContent] = useState(() => normalizeContent(value ?? defaultValue));
  // The schema is fixed when the editor is created (a later placeholder goes through its plugin).
  const [extensions] = useState(() =>
    createEditorExtensions({ placeholder, headingOffset, maxPasteLength }),
  );
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-keyshortcuts': TOOLBAR_SHORTCUT,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        ...(editable ? {} : { 'aria-readonly': 'true' }),
        'data-slot': 'rich-text-editor-document',
        class: documentClass,
      },
      transformPastedHTML: normalizePastedLinks,
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (!(event.altKey && event.key === 'F10')) return false;
        const button = menuRef.current?.isConnected
          ? menuRef.current.querySelector<HTMLElement>(
              '[data-slot=rich-text-toolbar-button][tabindex="0"]',
            )
          : null;
        if (!button) return false;
        event.preventDefault();
        button.focus();
        return true;
      },
    }),
    [label, describedBy, placeholder, editable],
  );
  const editor = useEditor({
    extensions,
    content: initialContent,
    editable,
    editorProps,
    // useEditor always calls the latest onUpdate it was given.
    onUpdate: ({ editor: current }) => {
      setPasteCutShown(pasteLimitKey.getState(current.state) === true);
      onValueChange?.({ html: current.getHTML(), json: current.getJSON() });
    },
  });

  useImperativeHandle(ref, () => ({ editor }), [editor]);

  // A controlled document follows its value; one equal to what the editor holds (the parent
  // feeding back an edit) changes nothing, so the cursor and the undo history stay.
  useEffect(() => {
    if (value === undefined || editor.isDestroyed) return;
    const next = normalizeContent(value);
    const same =
      typeof next === 'string'
        ? next === editor.getHTML()
        : JSON.stringify(next) === JSON.stringify(editor.getJSON());
    if (!same) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isDestroyed || placeholderKey.getState(editor.state) === (placeholder ?? '')) return;
    editor.view.dispatch(
      editor.state.tr.setMeta(placeholderKey, placeholder ?? '').setMeta('addToHistory', false),
    );
  }, [editor, placeholder]);

  const [menuKey] = useState(() => new PluginKey('richTextToolbar'));

  useEffect(() => {
    if (editor.isDestroyed || editor.isEditable === editable) return;
    editor.setEditable(editable, false);
    if (!editable) editor.view.dispatch(editor.state.tr.setMeta(menuKey, 'hide'));
  }, [editor, editable, menuKey]);

  // Once per editor instance, also under StrictMode's second effect run.
  const readyEditor = useRef<Editor | null>(null);
  const initialise = useEffectEvent((current: Editor) => {
    if (current.isDestroyed || readyEditor.current === current) return;
    readyEditor.current = current;
    onReady?.(current);
  });
  useEffect(() => {
    initialise(editor);
  }, [editor]);

  // The menu plugin makes its container a Tab stop; the toolbar inside has its own.
  useEffect(() => {
    if (menuRef.current) menuRef.current.tabIndex = -1;
  }, [editor]);

  // The menu places itself only when the selection moves: follow the toolbar's own size changes
  // too (the link form opening, its error showing), or it would grow over the selected text.
  useEffect(() => {
    const element = menuRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!editor.isDestroyed)
        editor.view.dispatch(editor.state.tr.setMeta(menuKey, 'updatePosition'));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [editor, menuKey]);

  // A fresh toolbar each time it shows: the link form closed, the first button the Tab stop.
  const [toolbarKey, setToolbarKey] = useState(0);
  const menuOptions = useMemo<BubbleMenuProps['options']>(
    () => ({
      placement: 'top',
      offset: 8,
      flip: { padding: 8 },
      shift: { padding: 8 },
      onHide: () => setToolbarKey((key) => key + 1),
    }),
    [],
  );

  return (
    <div data-slot="rich-text-editor" className={cn('relative', className)} {...props}>
      <EditorContent editor={editor} data-slot="rich-text-editor-content" />
      <p role="status" data-slot="rich-text-editor-notice">
        {pasteCutShown && (
          <span className="mt-2 flex items-start gap-2 rounded-md border border-border bg-surface-muted px-3 py-2 text-sm text-text">
            <Scissors aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
            {labels.pasteCut(format.integer(maxPasteLength))}
          </span>
        )}
      </p>
      <BubbleMenu
        ref={menuRef}
        pluginKey={menuKey}
        editor={editor}
        shouldShow={shouldShowToolbar}
        options={menuOptions}
        data-slot="rich-text-editor-menu"
        className="z-30 outline-none"
      >
        <RichTextToolbar key={toolbarKey} editor={editor} labels={labels} />
      </BubbleMenu>
    </div>
  );
}
