import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import TypographyPage from './typography-page';

describe('TypographyPage', () => {
  it('keeps one h1: the sample headings are not real h1/h2 elements', () => {
    renderWithRouter(<TypographyPage />, { route: 'typography' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Typography' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    for (const name of ['Heading 1', 'Heading 2', 'Heading 3', 'Heading 4']) {
      expect(screen.getByText(name).tagName).toBe('P');
    }
  });

  it('shows links, highlighted and selected text, a quote, lists and the misc blocks', () => {
    renderWithRouter(<TypographyPage />, { route: 'typography' });
    expect(screen.getByRole('link', { name: 'button styles' })).toHaveAttribute(
      'href',
      '/admin/ui/buttons',
    );
    expect(screen.getByRole('link', { name: 'layout grid' })).toHaveAttribute(
      'href',
      '/admin/ui/grid',
    );
    expect(screen.getByText('highlighted text').tagName).toBe('MARK');
    expect(screen.getByText('selected text')).toBeInTheDocument();
    expect(screen.getByRole('blockquote')).toHaveTextContent('Alan Kay');

    const lists = screen.getByRole('region', { name: 'Lists' });
    const [unordered, ordered] = within(lists)
      .getAllByRole('list')
      .filter(
        (list) => ['UL', 'OL'].includes(list.tagName) && list.parentElement?.tagName === 'DIV',
      );
    expect(unordered!.tagName).toBe('UL');
    expect(ordered!.tagName).toBe('OL');
    for (const list of [unordered!, ordered!]) {
      const items = [...list.children];
      expect(items).toHaveLength(5);
      expect(items[3]!.querySelectorAll('li')).toHaveLength(3);
    }

    const misc = screen.getByRole('region', { name: 'Misc' });
    expect(within(misc).getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    expect(within(misc).getByText(/^A well is/)).toBeInTheDocument();
  });
});
