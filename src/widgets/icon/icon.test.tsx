import { render, screen } from '@testing-library/react';

import { Icon } from './icon';

const icon = { body: '<path d="M1 1h2"/>', width: 24, height: 20 };

describe('Icon', () => {
  it('draws the body in an svg with its view box, decorative without a title', () => {
    const { container } = render(<Icon icon={icon} size={30} className="extra" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 24 20');
    expect(svg).toHaveAttribute('width', '30');
    expect(svg).toHaveAttribute('height', '30');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveClass('extra');
    expect(svg.querySelector('path')).toHaveAttribute('d', 'M1 1h2');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its title, escaped', () => {
    render(<Icon icon={{ ...icon, left: -2, top: 1 }} title="Home <b>" />);
    const svg = screen.getByRole('img', { name: 'Home <b>' });
    expect(svg).not.toHaveAttribute('aria-hidden');
    expect(svg).toHaveAttribute('viewBox', '-2 1 24 20');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg.querySelector('b')).toBeNull();
  });
});
