import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { createRef, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubRangeLayout } from './jsdom-layout.test-helper';
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';

stubRangeLayout();

const ARTICLE = '<h1>Title</h1><p>One.</p><p>Two with a <strong>bold</strong> word.</p>';

describe('RichTextEditor', () => {
  it('is a named, multi-line text box holding the initial HTML', () => {
    render(<RichTextEditor label="Article" content={ARTICLE} aria-describedby="hint" />);
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
        content={{
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
    render(<RichTextEditor ref={ref} label="Notes" content="<p>a</p>" onChange={onChange} />);
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

  it('selects the first bold text on init, once, and shows the toolbar without taking the focus', async () => {
    const onReady = vi.fn();
    render(
      <StrictMode>
        <RichTextEditor
          label="Article"
          content={ARTICLE}
          initialSelection="first-bold"
          onReady={onReady}
        />
      </StrictMode>,
    );
    // A frame after mounting (see the component).
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    const editor = onReady.mock.calls[0]![0] as Editor;
    const { from, to } = editor.state.selection;
    expect(editor.state.doc.textBetween(from, to)).toBe('bold');
    const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(toolbar).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Article' })).not.toHaveFocus();
  });

  it('selects a given range on init', async () => {
    const onReady = vi.fn();
    render(
      <RichTextEditor
        label="Article"
        content="<p>Hello world</p>"
        initialSelection={{ from: 7, to: 12 }}
        onReady={onReady}
      />,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    const editor = onReady.mock.calls[0]![0] as Editor;
    expect(
      editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to),
    ).toBe('world');
  });

  it('moves to the toolbar with Alt+F10, formats from there, and returns with Escape', async () => {
    const user = userEvent.setup();
    const ref = createRef<RichTextEditorHandle>();
    render(
      <RichTextEditor ref={ref} label="Article" content={ARTICLE} initialSelection="first-bold" />,
    );
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
    // Fake timers run the init frame (it selects the bold word) and the menu's 250 ms update
    // delay at once, so the toolbar has had its chance to show without waiting for it.
    vi.useFakeTimers();
    const onReady = vi.fn();
    const { rerender } = render(
      <RichTextEditor
        label="Article"
        content={ARTICLE}
        initialSelection="first-bold"
        editable={false}
        onReady={onReady}
      />,
    );
    const textbox = screen.getByRole('textbox', { name: 'Article' });
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(textbox).toHaveAttribute('aria-readonly', 'true');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    vi.useRealTimers();
    expect(onReady).toHaveBeenCalled();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    rerender(<RichTextEditor label="Article" content={ARTICLE} editable />);
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(textbox).not.toHaveAttribute('aria-readonly');
  });

  it('hides a showing toolbar when it becomes read-only', async () => {
    const { rerender } = render(
      <RichTextEditor label="Article" content={ARTICLE} initialSelection="first-bold" />,
    );
    await screen.findByRole('toolbar');
    rerender(
      <RichTextEditor
        label="Article"
        content={ARTICLE}
        initialSelection="first-bold"
        editable={false}
      />,
    );
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
    render(<RichTextEditor ref={ref} label="Article" content={ARTICLE} headingOffset={2} />);
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
});
