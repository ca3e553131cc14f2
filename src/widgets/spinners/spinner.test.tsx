import { render, screen } from '@testing-library/react';

import { Spinner } from './spinner';
import {
  resolveSpinnerColor,
  SPINNER_PARTS,
  SPINNER_VARIANTS,
  spinnerNameKey,
} from './spinner-variants';

describe('Spinner', () => {
  it('offers at least 16 distinct variants', () => {
    expect(new Set(SPINNER_VARIANTS).size).toBeGreaterThanOrEqual(16);
  });

  it('is a named status carrying size, speed and colour as CSS variables', () => {
    render(<Spinner variant="radar" size={60} speed={900} color="#123456" aria-label="Radar" />);
    const spinner = screen.getByRole('status', { name: 'Radar' });
    expect(spinner).toHaveAttribute('data-variant', 'radar');
    expect(spinner.style.getPropertyValue('--sp-size')).toBe('60px');
    expect(spinner.style.getPropertyValue('--sp-duration')).toBe('900ms');
    expect(spinner.style.getPropertyValue('--sp-color')).toBe('#123456');
    expect(spinner.children).toHaveLength(SPINNER_PARTS.radar.count);
  });

  it('resolves palette names and defaults to a translated label', () => {
    render(<Spinner color="info" />);
    const spinner = screen.getByRole('status', { name: 'Loading' });
    expect(spinner.style.getPropertyValue('--sp-color')).toBe('#4ab2e3');
    expect(resolveSpinnerColor('primary')).toBe('#4ae387');
  });

  it('names variants for i18n keys', () => {
    expect(spinnerNameKey('fulfilling-bouncing-circle')).toBe('fulfillingBouncingCircle');
  });
});
