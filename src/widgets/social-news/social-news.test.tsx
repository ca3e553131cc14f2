import { render, screen } from '@testing-library/react';

import { SocialNews, type SocialNewsItem } from '.';

const news: SocialNewsItem[] = [
  { photoURL: '/sea.svg', alt: 'Sunset over a calm sea' },
  { photoURL: '/peaks.svg', alt: 'Snowy peaks' },
  { photoURL: '/forest.svg', alt: 'Pine forest' },
];

describe('SocialNews', () => {
  it('renders every photo at 80×80 with its alt text', () => {
    render(<SocialNews news={news} url="https://instagram.com/smartapant" />);
    const photos = screen.getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual(news.map((n) => n.alt));
    expect(screen.getByRole('img', { name: 'Snowy peaks' })).toHaveAttribute('src', '/peaks.svg');
    for (const photo of photos) {
      expect(photo).toHaveAttribute('width', '80');
      expect(photo).toHaveAttribute('height', '80');
    }
  });

  it('has a caption and a View link that opens in a new tab', () => {
    render(<SocialNews news={news} url="https://instagram.com/smartapant" />);
    expect(screen.getByText('Latest photos from our community')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://instagram.com/smartapant');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes a custom caption and link text', () => {
    render(<SocialNews news={[]} url="/x" title="From Instagram" labels={{ view: 'Open' }} />);
    expect(screen.getByText('From Instagram')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open (opens in a new tab)' })).toBeInTheDocument();
  });
});
