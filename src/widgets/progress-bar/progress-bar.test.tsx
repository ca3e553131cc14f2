import { act, render, screen } from '@testing-library/react';
import { ProgressBar } from '.';

function reduceMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const drawnValue = () =>
  Number(document.querySelector('[data-slot="progress-circle-arc"]')!.getAttribute('data-value'));

/** Each 20 ms step re-renders before the next one is scheduled, so time advances step by step. */
function advanceSteps(steps: number) {
  for (let step = 0; step < steps; step += 1) {
    act(() => {
      vi.advanceTimersByTime(20);
    });
  }
}

describe('ProgressBar', () => {
  it('is a named progressbar with its value, range and text', () => {
    render(<ProgressBar label="Upload" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(bar).toHaveTextContent('42%');
    expect(bar).toHaveAttribute('data-type', 'horizontal');
    expect(bar).toHaveAttribute('data-size', 'basic');
    expect(bar).toHaveAttribute('data-color', 'primary');
  });

  it('clamps the value: -5 → 0, 150 → 100, NaN → 0', () => {
    const { rerender } = render(<ProgressBar label="Clamped" value={-5} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar label="Clamped" value={150} />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.querySelector('[data-slot="progress-bar-indicator"]')).toHaveStyle({
      width: '100%',
    });
    rerender(<ProgressBar label="Clamped" value={Number.NaN} />);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0%');
  });

  it('shows and announces `text` instead of the percentage', () => {
    render(<ProgressBar label="Steps" value={50} size="thick" text="2 of 4" />);
    const bar = screen.getByRole('progressbar', { name: 'Steps' });
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 4');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
  });

  it('logs an error for an unknown size and falls back to basic', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ProgressBar label="Odd" value={10} size={'huge' as 'basic'} />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"huge"'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-size', 'basic');
  });

  it('fills a vertical bar from the bottom and dims when disabled', () => {
    render(<ProgressBar label="Tall" type="vertical" value={30} disabled />);
    const bar = screen.getByRole('progressbar', { name: 'Tall' });
    expect(bar.querySelector('[data-slot="progress-bar-indicator"]')).toHaveStyle({
      height: '30%',
    });
    expect(bar).toHaveAttribute('aria-disabled', 'true');
    expect(bar).toHaveClass('opacity-50');
  });

  it('animates the width only when asked to', () => {
    const { rerender } = render(<ProgressBar label="Moving" value={30} animated />);
    const indicator = () => document.querySelector('[data-slot="progress-bar-indicator"]');
    expect(indicator()).toHaveClass('transition-[width]', 'motion-reduce:transition-none');
    rerender(<ProgressBar label="Moving" value={30} />);
    expect(indicator()).not.toHaveClass('transition-[width]');
  });

  describe('circle', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('steps 1 % every 20 ms towards its value and follows a later change', () => {
      const { rerender } = render(<ProgressBar label="Ring" type="circle" value={10} />);
      const bar = screen.getByRole('progressbar', { name: 'Ring' });
      expect(bar).toHaveAttribute('aria-valuenow', '10');
      expect(drawnValue()).toBe(0);

      advanceSteps(4);
      expect(drawnValue()).toBe(4);
      advanceSteps(10);
      expect(drawnValue()).toBe(10);
      expect(bar).toHaveTextContent('10%');

      rerender(<ProgressBar label="Ring" type="circle" value={5} />);
      expect(bar).toHaveAttribute('aria-valuenow', '5');
      advanceSteps(2);
      expect(drawnValue()).toBe(8);
      advanceSteps(10);
      expect(drawnValue()).toBe(5);
    });

    it('jumps straight to the value under reduced motion', () => {
      reduceMotion();
      const { rerender } = render(<ProgressBar label="Ring" type="circle" value={70} />);
      expect(drawnValue()).toBe(70);
      rerender(<ProgressBar label="Ring" type="circle" value={20} />);
      expect(drawnValue()).toBe(20);
    });

    it('stops its timer when unmounted', () => {
      const { unmount } = render(<ProgressBar label="Ring" type="circle" value={50} />);
      advanceSteps(1);
      expect(vi.getTimerCount()).toBe(1);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
