import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorArticleBoldWord, editorArticleHtml } from '@/demo-data/editor-article';
import { renderWithRouter } from '@/test/render';
import { stubRangeLayout } from '@/widgets/rich-text-editor/jsdom-layout.test-helper';
import MediumEditorPage from './medium-editor-page';

stubRangeLayout();

describe('the rich-text editor page', () => {
  it('has one h1 naming the page and a card with the editor', () => {
    renderWithRouter(<MediumEditorPage />);
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
    expect(within(textbox).getByRole('heading', { level: 5 })).toHaveTextContent(
      'What did not change',
    );
  });

  it('selects the bold word on load so the toolbar shows, and prints the HTML output', async () => {
    renderWithRouter(<MediumEditorPage />);
    await screen.findByRole('toolbar', { name: 'Text formatting' });
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Output (HTML)')).toBeInTheDocument();
    const output = screen.getByTestId('editor-output');
    expect(output.textContent).toContain('<strong>attention</strong>');
    expect(output.textContent).toContain('href="https://example.com/');
  });
});

describe('the demo article', () => {
  it.each(['en', 'es', 'pt-BR'])('has the same shape in %s', (lng) => {
    const doc = new DOMParser().parseFromString(editorArticleHtml(lng), 'text/html');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelectorAll('h3')).toHaveLength(1);
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
