import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { createRef, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { stubRangeLayout } from '@/test/range-layout';

import { findFirstMarkRange } from './find-mark-range';
import { DEFAULT_MAX_PASTE_LENGTH } from './paste-limit';
import { RichTextEditor, shouldShowToolbar, type RichTextEditorHandle } from './rich-text-editor';

stubRangeLayout();

const ARTICLE = '<h1>Title</h1><p>One.</p><p>Two with a <strong>bold</strong> word.</p>';

/** What the floating menu asks before it shows. */
function toolbarWouldShow(editor: Editor) {
  const { state, view } = editor;
  const { from, to } = state.selection;
  return shouldShowToolbar({ editor, element: view.dom, view, state, from, to });
}

/** Selects the bold word, as a user's double click would. */
function selectBold(editor: Editor) {
  act(() => {
    editor.commands.setTextSelection(findFirstMarkRange(editor.state.doc, 'bold')!);
  });
}

/** Pastes plain text, as the browser's paste event carries it. */
function pasteText(target: HTMLElement, text: string) {
  fireEvent.paste(target, {
    clipboardData: {
      getData: (type: string) => (type === 'text/plain' ? text : ''),
      types: ['text/plain'],
    },
  });
}

describe('RichTextEditor', () => {
  it('is a named, multi-line text box holding the initial HTML', () => {
    render(<RichTextEditor label="Article" defaultValue={ARTICLE} aria-describedby="hint" />);
    const textbox = screen.getByRole('textbox', { name: 'Article' });
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(textbox).toHaveAttribute('aria-describedby', 'hint');
    expect(textbox).toHaveAttribute('aria-keyshortcuts', 'Alt+F10');
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
  });

  it('accepts Tiptap JSON as content and exposes the editor through its ref', () => {
    const ref = createRef<RichTextEditorHandle>();
    render(
      <RichTextEditor
        ref={ref}
        label="Notes"
        defaultValue={{
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'from JSON' }] }],
        }}
      />,
    );
    expect(ref.current?.editor.getHTML()).toBe('<p>from JSON</p>');
  });

  it('emits the HTML and the JSON after each change', () => {
    const ref = createRef<RichTextEditorHandle>();
    const onChange = vi.fn();
    render(
      <RichTextEditor ref={ref} label="Notes" defaultValue="<p>a</p>" onValueChange={onChange} />,
    );
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      ref.current!.editor.commands.insertContentAt(2, 'b');
    });
    expect(onChange).toHaveBeenLastCalledWith({
      html: '<p>ab</p>',
      json: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ab' }] }],
      },
    });
  });

  it('shows no toolbar until text is selected, then shows it without taking the focus', async () => {
    const onReady = vi.fn();
    render(
      <StrictMode>
        <RichTextEditor label="Article" defaultValue={ARTICLE} onReady={onReady} />
      </StrictMode>,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    const editor = onReady.mock.calls[0]![0] as Editor;
    expect(editor.state.selection.empty).toBe(true);
    expect(toolbarWouldShow(editor)).toBe(false);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    selectBold(editor);
    expect(toolbarWouldShow(editor)).toBe(true);
    const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(toolbar).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Article' })).not.toHaveFocus();
  });

  it('moves to the toolbar with Alt+F10, formats from there, and returns with Escape', async () => {
    const user = userEvent.setup();
    const ref = createRef<RichTextEditorHandle>();
    render(<RichTextEditor ref={ref} label="Article" defaultValue={ARTICLE} />);
    selectBold(ref.current!.editor);
    await screen.findByRole('toolbar');
    const textbox = screen.getByRole('textbox', { name: 'Article' });
    act(() => textbox.focus());
    await user.keyboard('{Alt>}{F10}{/Alt}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(ref.current!.editor.getHTML()).toContain('<strong><em>bold</em></strong>');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(textbox).toHaveFocus());
  });

  it('shows no toolbar and is read-only when not editable', () => {
    const ref = createRef<RichTextEditorHandle>();
    const { rerender } = render(
      <RichTextEditor ref={ref} label="Article" defaultValue={ARTICLE} editable={false} />,
    );
    selectBold(ref.current!.editor);
    const textbox = screen.getByRole('textbox', { name: 'Article' });
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(textbox).toHaveAttribute('aria-readonly', 'true');
    expect(toolbarWouldShow(ref.current!.editor)).toBe(false);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    rerender(<RichTextEditor label="Article" defaultValue={ARTICLE} editable />);
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(textbox).not.toHaveAttribute('aria-readonly');
  });

  it('hides a showing toolbar when it becomes read-only', async () => {
    const ref = createRef<RichTextEditorHandle>();
    const { rerender } = render(
      <RichTextEditor ref={ref} label="Article" defaultValue={ARTICLE} />,
    );
    selectBold(ref.current!.editor);
    await screen.findByRole('toolbar');
    rerender(<RichTextEditor ref={ref} label="Article" defaultValue={ARTICLE} editable={false} />);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('shows a placeholder while empty, and follows a new one', () => {
    const { rerender } = render(<RichTextEditor label="Notes" placeholder="Write something…" />);
    const textbox = screen.getByRole('textbox', { name: 'Notes' });
    expect(textbox).toHaveAttribute('aria-placeholder', 'Write something…');
    expect(textbox.querySelector('[data-placeholder="Write something…"]')).toBeInTheDocument();
    rerender(<RichTextEditor label="Notas" placeholder="Escribe algo…" />);
    expect(screen.getByRole('textbox', { name: 'Notas' })).toHaveAttribute(
      'aria-placeholder',
      'Escribe algo…',
    );
    expect(textbox.querySelector('[data-placeholder="Escribe algo…"]')).toBeInTheDocument();
  });

  it('draws headings lower with headingOffset but keeps their level in the output', () => {
    const ref = createRef<RichTextEditorHandle>();
    render(<RichTextEditor ref={ref} label="Article" defaultValue={ARTICLE} headingOffset={2} />);
    const textbox = screen.getByRole('textbox', { name: 'Article' });
    expect(textbox.querySelector('h1')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Title' })).toHaveAttribute(
      'data-level',
      '1',
    );
    expect(ref.current!.editor.getHTML()).toMatch(/^<h1>Title<\/h1>/);
    act(() => {
      ref.current!.editor.chain().setTextSelection(2).toggleHeading({ level: 2 }).run();
    });
    expect(screen.getByRole('heading', { level: 4, name: 'Title' })).toHaveAttribute(
      'data-level',
      '2',
    );
    expect(ref.current!.editor.getHTML()).toMatch(/^<h2>Title<\/h2>/);
  });

  it('cuts a very long paste of emoji and right-to-left text, and says so', () => {
    const ref = createRef<RichTextEditorHandle>();
    render(<RichTextEditor ref={ref} label="Notes" defaultValue="<p>Start</p>" />);
    const textbox = screen.getByRole('textbox', { name: 'Notes' });
    const unit = '😀👍🏽 مرحبا שלום ';
    const huge = unit.repeat(Math.ceil(100_000 / unit.length));
    act(() => {
      ref.current!.editor.commands.setTextSelection(6);
      pasteText(textbox, huge);
    });
    const text = ref.current!.editor.state.doc.textContent;
    expect(text.startsWith(`Start${unit}`)).toBe(true);
    expect(text.length).toBeLessThanOrEqual('Start'.length + DEFAULT_MAX_PASTE_LENGTH);
    expect(text.length).toBeGreaterThan('Start'.length + DEFAULT_MAX_PASTE_LENGTH - 8);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The pasted text was too long: only its first 10,000 characters were kept.',
    );
    // The next edit clears the message.
    act(() => {
      ref.current!.editor.commands.insertContent('!');
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps a paste within maxPasteLength whole, and cuts one text insertion past it', () => {
    const ref = createRef<RichTextEditorHandle>();
    render(<RichTextEditor ref={ref} label="Notes" defaultValue="<p></p>" maxPasteLength={5} />);
    const textbox = screen.getByRole('textbox', { name: 'Notes' });
    act(() => pasteText(textbox, 'abcde'));
    expect(ref.current!.editor.getText()).toBe('abcde');
    expect(screen.getByRole('status')).toHaveTextContent('');
    // What an input method or a script's insertText goes through.
    const { view } = ref.current!.editor;
    act(() => {
      const { from, to } = view.state.selection;
      view.someProp('handleTextInput', (handle) =>
        handle(view, from, to, 'fghijkl', () => view.state.tr.insertText('fghijkl', from, to)),
      );
    });
    expect(ref.current!.editor.getText()).toBe('abcdefghij');
    expect(screen.getByRole('status')).toHaveTextContent('first 5 characters');
  });
});

describe('RichTextEditor value', () => {
  it('follows a controlled value when it changes', () => {
    const ref = createRef<RichTextEditorHandle>();
    const { rerender } = render(<RichTextEditor ref={ref} label="Notes" value="<p>first</p>" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveTextContent('first');
    rerender(<RichTextEditor ref={ref} label="Notes" value="<p>second</p>" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveTextContent('second');
    expect(ref.current?.editor.getHTML()).toBe('<p>second</p>');
  });

  it('keeps an edit fed back by the parent without replacing the document', () => {
    const ref = createRef<RichTextEditorHandle>();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <RichTextEditor ref={ref} label="Notes" value="<p>a</p>" onValueChange={onValueChange} />,
    );
    act(() => {
      ref.current!.editor.commands.insertContentAt(2, 'b');
    });
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ html: '<p>ab</p>' }));
    rerender(
      <RichTextEditor ref={ref} label="Notes" value="<p>ab</p>" onValueChange={onValueChange} />,
    );
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveTextContent('ab');
  });

  it('shows every text of its own from `labels` when given', async () => {
    const user = userEvent.setup();
    const onReady = vi.fn();
    render(
      <RichTextEditor
        label="Notes"
        defaultValue='<p>see <a href="https://example.com">this</a> page</p>'
        maxPasteLength={5}
        onReady={onReady}
        labels={{
          toolbar: 'Styling',
          bold: 'Heavy',
          italic: 'Slanted',
          underline: 'Lined',
          link: 'Anchor',
          heading1: 'Big',
          heading2: 'Medium',
          heading3: 'Small',
          linkUrl: 'Address',
          linkPlaceholder: 'Type an address',
          linkApply: 'Set',
          linkRemove: 'Unlink',
          linkCancel: 'Never mind',
          linkInvalid: 'Not an address',
          pasteCut: (max) => `Cut at ${max}`,
        }}
      />,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    const editor = onReady.mock.calls[0]![0] as Editor;
    act(() => {
      editor.commands.setTextSelection(findFirstMarkRange(editor.state.doc, 'link')!);
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Styling' });
    for (const name of ['Heavy', 'Slanted', 'Lined', 'Big', 'Medium', 'Small']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(toolbar).getByRole('button', { name: 'Anchor' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveAttribute('placeholder', 'Type an address');
    expect(screen.getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Never mind' })).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'javascript:x');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not an address');
    await user.click(screen.getByRole('button', { name: 'Never mind' }));

    act(() => {
      editor.commands.setTextSelection(1);
      pasteText(screen.getByRole('textbox', { name: 'Notes' }), 'a long paste');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cut at 5');
  });
});
