import { render, screen } from '@testing-library/react';

import { resolveCardTheme } from './card-theme';
import { ContentCard, type ContentCardProps } from './content-card';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resolveCardTheme', () => {
  it('keeps base, bright and dark and defaults to base', () => {
    expect(resolveCardTheme(undefined)).toBe('base');
    expect(resolveCardTheme('bright')).toBe('bright');
    expect(resolveCardTheme('dark')).toBe('dark');
  });
});

describe('ContentCard', () => {
  it('renders title, body and footer with the base theme by default', () => {
    render(
      <ContentCard title="Hello" footer={<button type="button">Act</button>}>
        Body text
      </ContentCard>,
    );
    const card = screen.getByRole('article', { name: 'Hello' });
    expect(card).toHaveAttribute('data-variant', 'base');
    expect(screen.getByRole('heading', { level: 2, name: 'Hello' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Body text');
    expect(screen.getByRole('button', { name: 'Act' })).toBeInTheDocument();
  });

  it('reports an invalid theme naming the value and falls back to base', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContentCard title="T" theme={'neon' as ContentCardProps['theme']} />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"neon"'));
    expect(error.mock.calls[0]?.[0]).toMatch(/base, bright or dark/);
    expect(screen.getByRole('article')).toHaveAttribute('data-variant', 'base');
  });

  it('accepts the dark and bright themes without an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <ContentCard title="A" theme="dark" />
        <ContentCard title="B" theme="bright" />
      </>,
    );
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'A' })).toHaveAttribute('data-variant', 'dark');
    expect(screen.getByRole('article', { name: 'B' })).toHaveAttribute('data-variant', 'bright');
  });

  it('draws a stripe in the palette colour', () => {
    render(<ContentCard title="S" stripe="warning" />);
    const card = screen.getByRole('article');
    expect(card).toHaveClass('border-t-4', 'border-t-warning');
    expect(card).toHaveAttribute('data-stripe', 'warning');
  });

  it('puts the title over the image, with the overlay only when asked', () => {
    const { container, rerender } = render(
      <ContentCard title="On image" image="/a.svg" imageAlt="A hill" titleOnImage overlay />,
    );
    const image = screen.getByRole('img', { name: 'A hill' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '200');
    const media = container.querySelector('[data-slot="content-card-media"]')!;
    expect(media.querySelector('[data-slot="content-card-title"]')).toHaveTextContent('On image');
    expect(media.querySelector('[data-slot="content-card-overlay"]')).not.toBeNull();

    rerender(<ContentCard title="On image" image="/a.svg" titleOnImage />);
    expect(container.querySelector('[data-slot="content-card-overlay"]')).toBeNull();
    expect(
      container.querySelector('[data-slot="content-card-media"] [data-slot="content-card-title"]'),
    ).not.toBeNull();
  });

  it('keeps the title in the body without titleOnImage', () => {
    const { container } = render(<ContentCard title="Plain" image="/a.svg" />);
    expect(
      container.querySelector('[data-slot="content-card-body"] [data-slot="content-card-title"]'),
    ).toHaveTextContent('Plain');
  });
});
