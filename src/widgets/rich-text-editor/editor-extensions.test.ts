// @vitest-environment jsdom
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createEditorExtensions, LINK_REL, normalizePastedLinks } from './editor-extensions';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function createEditor(content = '<p></p>') {
  const element = document.createElement('div');
  document.body.append(element);
  editor = new Editor({
    element,
    extensions: createEditorExtensions(),
    content,
    editorProps: { transformPastedHTML: normalizePastedLinks },
  });
  return editor;
}

/** view.pasteHTML, with the event jsdom cannot construct (it has no ClipboardEvent). */
function paste(current: Editor, html: string) {
  current.view.pasteHTML(html, new Event('paste') as ClipboardEvent);
}

const HOSTILE =
  '<p onclick="x()" style="color:red">hi<script>alert(1)</script><img src=x onerror=y></p>';

describe('the editor schema', () => {
  it('reduces pasted HTML to the schema: no script, handler, style or image', () => {
    const current = createEditor();
    paste(current, HOSTILE);
    const html = current.getHTML();
    expect(html).toBe('<p>hi</p>');
    expect(current.view.dom.querySelector('script, img, [onclick], [onerror]')).toBeNull();
  });

  it('does the same for inserted content', () => {
    const current = createEditor();
    current.commands.insertContent(HOSTILE);
    expect(current.getHTML()).not.toMatch(/script|onclick|onerror|<img|style=/i);
    expect(current.getHTML()).toContain('hi');
  });

  it('never keeps a javascript: or data: link, pasted, inserted or set', () => {
    const current = createEditor();
    paste(
      current,
      '<p><a href="javascript:alert(1)">one</a> <a href=" JaVaScRiPt:alert(2)">two</a> <a href="data:text/html,x">three</a></p>',
    );
    current.commands.insertContent('<p><a href="javascript:alert(3)">four</a></p>');
    current.commands.selectAll();
    expect(current.commands.setLink({ href: 'javascript:alert(4)' })).toBe(false);
    const html = current.getHTML();
    expect(html).not.toMatch(/javascript:|data:/i);
    expect(html).not.toContain('<a');
    expect(html).toContain('one');
  });

  it('gives links rel="noopener noreferrer nofollow" and target="_blank"', () => {
    const current = createEditor('<p><a href="https://example.com/a">site</a></p>');
    const anchor = current.view.dom.querySelector('a');
    expect(anchor).toHaveAttribute('href', 'https://example.com/a');
    expect(anchor).toHaveAttribute('rel', LINK_REL);
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(current.getHTML()).toContain(`rel="${LINK_REL}"`);
  });

  it('makes pasted bare-domain hrefs absolute and drops disallowed ones', () => {
    expect(normalizePastedLinks('<a href="example.com/x">a</a><a href="/relative">b</a>')).toBe(
      '<a href="https://example.com/x">a</a><a>b</a>',
    );
    const current = createEditor();
    paste(current, '<p><a href="example.com">a</a> <a href="/admin">b</a></p>');
    expect(current.getHTML()).toContain('href="https://example.com"');
    expect(current.getHTML()).not.toContain('/admin');
  });

  it('autolinks typed addresses as https:// links', () => {
    const current = createEditor();
    current.commands.insertContent('see example.com ');
    expect(current.getHTML()).toContain('href="https://example.com"');
  });

  it('keeps headings to levels 1-3 and leaves out code and strike', () => {
    const current = createEditor();
    current.commands.setContent(
      '<h4>four</h4><p><code>c</code> <s>s</s></p><pre><code>x</code></pre>',
    );
    const html = current.getHTML();
    expect(html).not.toMatch(/<h4|<code|<s>|<pre/);
    expect(current.commands.toggleHeading({ level: 3 })).toBe(true);
  });
});
