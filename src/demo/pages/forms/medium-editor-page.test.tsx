import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { editorArticleBoldWord, editorArticleHtml } from '@/demo/data/editor-article';
import { stubRangeLayout } from '@/test/range-layout';
import { renderWithRouter } from '@/test/render';

import MediumEditorPage from './medium-editor-page';

stubRangeLayout();

describe('the rich-text editor page', () => {
  it('has one h1 naming the page and a card with the editor', () => {
    renderWithRouter(<MediumEditorPage />, { route: 'medium-editor' });
    // The article's own H1 is drawn as an <h3> (headingOffset), so the page keeps one <h1>.
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rich-Text Editor');
    expect(screen.getByRole('heading', { level: 2, name: 'Rich-text editor' })).toBeInTheDocument();
    const textbox = screen.getByRole('textbox', { name: 'Article' });
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAccessibleDescription(/Alt\+F10/);
    expect(within(textbox).getByRole('heading', { level: 3 })).toHaveTextContent(
      'A Year of Morning Walks',
    );
    // The article's H2 follows as an <h4>: no level is skipped.
    expect(within(textbox).getByRole('heading', { level: 4 })).toHaveTextContent(
      'What did not change',
    );
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('shows no toolbar before the user selects text, and prints the HTML output', async () => {
    renderWithRouter(<MediumEditorPage />, { route: 'medium-editor' });
    expect(screen.getByText('Output (HTML)')).toBeInTheDocument();
    const output = screen.getByTestId('editor-output');
    // The output is printed once the editor is ready: by then nothing may be selected.
    await waitFor(() => expect(output.textContent).toContain('<strong>attention</strong>'));
    const textbox = screen.getByRole('textbox', { name: 'Article' });
    expect(textbox.querySelectorAll('[data-kept-selection]')).toHaveLength(0);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(output.textContent).toContain('href="https://example.com/');
  });
});

describe('the demo article', () => {
  it.each(['en', 'es', 'pt-BR'])('has the same shape in %s', (lng) => {
    const doc = new DOMParser().parseFromString(editorArticleHtml(lng), 'text/html');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelectorAll('h2')).toHaveLength(1);
    expect(doc.querySelector('p > em')).not.toBeNull();
    const paragraphs = [...doc.querySelectorAll('p')].filter((p) => !p.querySelector('em, a'));
    expect(paragraphs).toHaveLength(6);
    expect(paragraphs[3]!.querySelector('strong')?.textContent).toBe(editorArticleBoldWord(lng));
    expect(doc.querySelectorAll('strong')).toHaveLength(1);
    expect(doc.querySelector('a')?.getAttribute('href')).toMatch(/^https:\/\/example\.com\//);
  });

  it('is translated, and falls back to English', () => {
    expect(editorArticleHtml('es')).not.toBe(editorArticleHtml('en'));
    expect(editorArticleHtml('pt-BR')).not.toBe(editorArticleHtml('es'));
    expect(editorArticleHtml('xx')).toBe(editorArticleHtml('en'));
  });
});
