import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
} from 'react';

import { useLabels } from '@/hooks/use-labels';
import { useDirection } from '@/i18n/direction';
import { cn } from '@/lib/cn';
import { logicalArrowKey } from '@/lib/direction-keys';
import { inputClass } from '@/ui/input';

import { normalizeLinkUrl } from './link-url';
import { editorLabels, type RichTextEditorLabels } from './rich-text-editor-labels';

type ButtonKey = 'bold' | 'italic' | 'underline' | 'link' | 'heading1' | 'heading2' | 'heading3';

type ToolbarButton = {
  key: ButtonKey;
  icon: LucideIcon;
  /** Applies the format; `undefined` for Link, which opens its form. */
  run?: (chain: ChainedCommands) => ChainedCommands;
};

/** Bold, italic, underline, anchor, h1, h2, h3 (in this order). */
const BUTTONS: ToolbarButton[] = [
  { key: 'bold', icon: Bold, run: (chain) => chain.toggleBold() },
  { key: 'italic', icon: Italic, run: (chain) => chain.toggleItalic() },
  { key: 'underline', icon: Underline, run: (chain) => chain.toggleUnderline() },
  { key: 'link', icon: LinkIcon },
  { key: 'heading1', icon: Heading1, run: (chain) => chain.toggleHeading({ level: 1 }) },
  { key: 'heading2', icon: Heading2, run: (chain) => chain.toggleHeading({ level: 2 }) },
  { key: 'heading3', icon: Heading3, run: (chain) => chain.toggleHeading({ level: 3 }) },
];

const toolbarButtonClass = cn(
  'inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md text-shell-text',
  'transition-colors duration-150 ease-out hover:bg-shell-deep',
  'aria-pressed:forced-fill aria-pressed:bg-shell-active aria-pressed:text-primary [&_svg]:size-5',
);

const formButtonClass = cn(
  'inline-flex h-8 cursor-pointer items-center rounded-full px-3 text-sm font-semibold',
  'transition-colors duration-150 ease-out',
);

export type RichTextToolbarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The Tiptap editor the buttons act on. */
  editor: Editor;
  /** Override any toolbar text. @default the `editor.*` translations */
  labels?: Partial<RichTextEditorLabels>;
};

/**
 * The formatting toolbar: Bold, Italic, Underline, Link, H1, H2, H3 as toggle buttons
 * (`aria-pressed` follows the selection). One Tab stop; Left/Right/Home/End move between the
 * buttons; Escape returns to the text. Link opens an inline form that accepts only http(s) and
 * mailto addresses.
 */
export function RichTextToolbar({
  editor,
  labels,
  className,
  onKeyDown,
  ...props
}: RichTextToolbarProps) {
  const text = useLabels(editorLabels, labels);
  const dir = useDirection();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      link: current.isActive('link'),
      heading1: current.isActive('heading', { level: 1 }),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
    }),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkFormOpen, setLinkFormOpen] = useState(false);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const restoreFocusToLink = useRef(false);

  useEffect(() => {
    if (linkFormOpen || !restoreFocusToLink.current) return;
    restoreFocusToLink.current = false;
    buttonRefs.current[BUTTONS.findIndex((button) => button.key === 'link')]?.focus();
  }, [linkFormOpen]);

  function moveFocus(index: number) {
    const count = BUTTONS.length;
    const next = (index + count) % count;
    setFocusIndex(next);
    buttonRefs.current[next]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      if (linkFormOpen) {
        restoreFocusToLink.current = true;
        setLinkFormOpen(false);
      } else {
        editor.commands.focus();
      }
      return;
    }
    const index = buttonRefs.current.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: BUTTONS.length - 1,
    };
    const target = moves[logicalArrowKey(event.key, dir)];
    if (target === undefined) return;
    event.preventDefault();
    moveFocus(target);
  }

  return (
    <div
      role="toolbar"
      aria-label={text.toolbar}
      aria-orientation="horizontal"
      data-slot="rich-text-toolbar"
      className={cn(
        'flex max-w-[calc(100vw-1rem)] items-center gap-0.5 rounded-card border border-shell-border bg-shell p-1',
        'text-shell-text shadow-popover [--ring:var(--shell-ring)]',
        className,
      )}
      onKeyDown={handleKeyDown}
      {...props}
    >
      {linkFormOpen ? (
        <LinkForm
          editor={editor}
          text={text}
          hasLink={active.link}
          onDone={(refocusLinkButton) => {
            restoreFocusToLink.current = refocusLinkButton;
            setLinkFormOpen(false);
          }}
        />
      ) : (
        BUTTONS.map((button, index) => {
          const Icon = button.icon;
          return (
            <button
              key={button.key}
              ref={(element) => {
                buttonRefs.current[index] = element;
              }}
              type="button"
              data-slot="rich-text-toolbar-button"
              data-format={button.key}
              aria-label={text[button.key]}
              aria-pressed={active[button.key]}
              title={text[button.key]}
              tabIndex={index === focusIndex ? 0 : -1}
              className={toolbarButtonClass}
              // Keep the focus (and the native selection) in the text when a button is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocusIndex(index)}
              onClick={() => {
                setFocusIndex(index);
                if (button.run) button.run(editor.chain()).run();
                else setLinkFormOpen(true);
              }}
            >
              <Icon aria-hidden="true" />
            </button>
          );
        })
      )}
    </div>
  );
}

function LinkForm({
  editor,
  text,
  hasLink,
  onDone,
}: {
  editor: Editor;
  text: RichTextEditorLabels;
  hasLink: boolean;
  /** Closes the form; `true` moves the focus back to the Link button, else to the text. */
  onDone: (refocusLinkButton: boolean) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = normalizeLinkUrl(url);
    if (!href) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onDone(false);
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone(false);
  }

  return (
    <form
      noValidate
      data-slot="rich-text-link-form"
      className="flex w-[min(24rem,calc(100vw-2rem))] flex-wrap items-center gap-2 p-1"
      onSubmit={apply}
    >
      <label htmlFor={inputId} className="sr-only">
        {text.linkUrl}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        value={url}
        placeholder={text.linkPlaceholder}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={cn(inputClass, 'h-9 text-sm')}
        onChange={(event) => {
          setUrl(event.target.value);
          setInvalid(false);
        }}
      />
      {invalid && (
        <p
          id={errorId}
          role="alert"
          data-slot="rich-text-link-error"
          className="w-full rounded-md bg-surface px-2 py-1 text-sm text-danger-strong"
        >
          {text.linkInvalid}
        </p>
      )}
      <div className="flex flex-1 flex-wrap justify-end gap-1">
        {hasLink && (
          <button
            type="button"
            className={cn(formButtonClass, 'text-shell-text hover:bg-shell-deep')}
            onClick={remove}
          >
            {text.linkRemove}
          </button>
        )}
        <button
          type="button"
          className={cn(formButtonClass, 'text-shell-text hover:bg-shell-deep')}
          onClick={() => onDone(true)}
        >
          {text.linkCancel}
        </button>
        <button
          type="submit"
          className={cn(formButtonClass, 'bg-primary text-on-primary hover:brightness-95')}
        >
          {text.linkApply}
        </button>
      </div>
    </form>
  );
}
