import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';

import { fill } from '@/test/fill';
import { stubRangeLayout } from '@/test/range-layout';

import { createEditorExtensions, LINK_REL } from './editor-extensions';
import { RichTextToolbar } from './rich-text-toolbar';

stubRangeLayout();

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** An editor over `html` with `word` selected, and the toolbar rendered for it. */
function setup(html: string, word: string) {
  const element = document.createElement('div');
  document.body.append(element);
  const current = new Editor({ element, extensions: createEditorExtensions(), content: html });
  editor = current;
  let from = -1;
  current.state.doc.descendants((node, pos) => {
    const index = node.isText ? (node.text ?? '').indexOf(word) : -1;
    if (from < 0 && index >= 0) from = pos + index;
  });
  current.commands.setTextSelection({ from, to: from + word.length });
  render(<RichTextToolbar editor={current} />);
  return { editor: current, user: userEvent.setup(), toolbar: screen.getByRole('toolbar') };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('RichTextToolbar', () => {
  it('is a named toolbar with Bold to Heading 3 in order, all not pressed on plain text', () => {
    const { toolbar } = setup('<p>plain words here</p>', 'words');
    expect(toolbar).toHaveAccessibleName('Text formatting');
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Link',
      'Heading 1',
      'Heading 2',
      'Heading 3',
    ]);
    for (const b of buttons) expect(b).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles bold, italic and underline on the selection and reflects them in aria-pressed', async () => {
    const { editor: current, user } = setup('<p>plain words here</p>', 'words');
    await user.click(button('Bold'));
    await user.click(button('Italic'));
    await user.click(button('Underline'));
    expect(current.getHTML()).toBe('<p>plain <strong><em><u>words</u></em></strong> here</p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Underline')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Bold'));
    expect(current.getHTML()).toBe('<p>plain <em><u>words</u></em> here</p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns the block into a heading 1, 2 or 3 and back', async () => {
    const { editor: current, user } = setup('<p>a title</p><p>text</p>', 'title');
    await user.click(button('Heading 2'));
    expect(current.getHTML()).toBe('<h2>a title</h2><p>text</p>');
    expect(button('Heading 2')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Heading 1')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Heading 1'));
    expect(current.getHTML()).toBe('<h1>a title</h1><p>text</p>');
    await user.click(button('Heading 3'));
    expect(current.getHTML()).toBe('<h3>a title</h3><p>text</p>');
    await user.click(button('Heading 3'));
    expect(current.getHTML()).toBe('<p>a title</p><p>text</p>');
  });

  it('reflects marks already on the selection', () => {
    setup('<p>a <strong>bold</strong> word</p>', 'bold');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'false');
  });

  it('has one Tab stop and moves between buttons with the arrow keys, Home and End', async () => {
    const { user, editor: current } = setup('<p>plain words</p>', 'words');
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(button('Italic')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(button('Heading 3')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Bold')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Heading 3')).toHaveFocus();
    expect(button('Heading 3').tabIndex).toBe(0);
    expect(button('Bold').tabIndex).toBe(-1);
    await user.keyboard('{Escape}');
    // Tiptap's focus command waits for the next animation frame.
    await waitFor(() => expect(current.view.dom).toHaveFocus());
  });

  it('rejects a javascript: link with a message, then applies an https: one', async () => {
    const { editor: current, user } = setup('<p>see this page</p>', 'this');
    await user.click(button('Link'));
    const input = screen.getByRole('textbox', { name: 'Link address' });
    expect(input).toHaveFocus();
    await fill(user, input, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a web address (http:// or https://) or an email address.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(screen.getByRole('alert').textContent);
    expect(current.getHTML()).toBe('<p>see this page</p>');

    await user.clear(input);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await fill(user, input, 'https://example.com/page');
    await user.keyboard('{Enter}');
    expect(current.getHTML()).toBe(
      `<p>see <a target="_blank" rel="${LINK_REL}" href="https://example.com/page">this</a> page</p>`,
    );
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    expect(button('Link')).toHaveAttribute('aria-pressed', 'true');
  });

  it('makes a bare domain an https link', async () => {
    const { editor: current, user } = setup('<p>see this page</p>', 'this');
    await user.click(button('Link'));
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), 'example.com{Enter}');
    expect(current.getHTML()).toContain('href="https://example.com"');
  });

  it('prefills the form with the link’s address, and removes the link', async () => {
    const { editor: current, user } = setup(
      '<p>see <a href="https://example.com/old">this</a> page</p>',
      'this',
    );
    await user.click(button('Link'));
    expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveValue(
      'https://example.com/old',
    );
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(current.getHTML()).toBe('<p>see this page</p>');
  });

  it('cancels with the Cancel button or Escape, back to the Link button, changing nothing', async () => {
    const { editor: current, user } = setup('<p>see this page</p>', 'this');
    await user.click(button('Link'));
    expect(screen.queryByRole('button', { name: 'Remove link' })).not.toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Link address' }), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(button('Link')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button('Link')).toHaveFocus();
    expect(current.getHTML()).toBe('<p>see this page</p>');
  });
});
