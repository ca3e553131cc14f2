import { act, fireEvent, screen } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import SpinnersPage from './spinners-page';

const spinners = () => Array.from(document.querySelectorAll<HTMLElement>('[data-slot="spinner"]'));

describe('SpinnersPage', () => {
  it('renders one h1 and at least 16 named spinners', () => {
    renderWithRouter(<SpinnersPage />, { route: 'spinners' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(spinners().length).toBeGreaterThanOrEqual(16);
    expect(screen.getByRole('status', { name: 'Hollow dots' })).toBeInTheDocument();
    expect(new Set(spinners().map((s) => s.dataset.variant)).size).toBe(spinners().length);
    for (const spinner of spinners()) {
      expect(spinner.style.getPropertyValue('--sp-size')).toBe('80px');
      expect(spinner.style.getPropertyValue('--sp-duration')).toBe('1500ms');
      expect(spinner.style.getPropertyValue('--sp-color')).toBe('#4ae387');
    }
  });

  it('the size slider changes --sp-size and the speed slider shortens --sp-duration', () => {
    renderWithRouter(<SpinnersPage />, { route: 'spinners' });
    const size = screen.getByRole('slider', { name: 'Size' });
    act(() => size.focus());
    fireEvent.keyDown(size, { key: 'ArrowRight' });
    expect(spinners()[0]!.style.getPropertyValue('--sp-size')).toBe('81px');
    fireEvent.keyDown(size, { key: 'End' });
    expect(spinners()[0]!.style.getPropertyValue('--sp-size')).toBe('100px');

    const speed = screen.getByRole('slider', { name: 'Speed' });
    act(() => speed.focus());
    fireEvent.keyDown(speed, { key: 'End' });
    expect(spinners()[0]!.style.getPropertyValue('--sp-duration')).toBe('1000ms');
    fireEvent.keyDown(speed, { key: 'Home' });
    expect(spinners().at(-1)!.style.getPropertyValue('--sp-duration')).toBe('2000ms');
  });
});
