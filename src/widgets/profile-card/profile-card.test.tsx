import { render, screen, within } from '@testing-library/react';

import { ProfileCard } from '.';

describe('ProfileCard', () => {
  it('shows the photo (alt = name), the name and the location', () => {
    render(<ProfileCard photoSource="/vl.svg" name="Veronique Lee" location="Malaga, Spain" />);
    const photo = screen.getByRole('img', { name: 'Veronique Lee' });
    expect(photo).toHaveAttribute('src', '/vl.svg');
    expect(photo).toHaveAttribute('width', '150');
    expect(screen.getByText('Veronique Lee', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Malaga, Spain', { exact: false })).toHaveTextContent(
      'Location: Malaga, Spain',
    );
  });

  it('links only the networks given, to https://<network>.com/<handle>, in a new tab', () => {
    render(
      <ProfileCard
        photoSource="/vl.svg"
        name="Veronique Lee"
        location="Malaga, Spain"
        social={{ twitter: 'veronique.lee', instagram: '@vlee' }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Social profiles of Veronique Lee' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);

    const instagram = screen.getByRole('link', {
      name: 'Instagram profile of Veronique Lee (opens in a new tab)',
    });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/vlee');
    const twitter = screen.getByRole('link', {
      name: 'Twitter profile of Veronique Lee (opens in a new tab)',
    });
    expect(twitter).toHaveAttribute('href', 'https://twitter.com/veronique.lee');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('shows no link list without handles', () => {
    render(<ProfileCard photoSource="/vl.svg" name="Ana" location="Lisbon" social={{}} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
