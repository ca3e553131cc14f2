import { act, render, screen } from '@testing-library/react';

import { mockMatchMedia } from '@/test/match-media';

import { ProgressBar } from '.';

function reduceMotion() {
  mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
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
    expect(bar).toHaveAttribute('data-shape', 'bar');
    expect(bar).toHaveAttribute('data-orientation', 'horizontal');
    expect(bar).toHaveAttribute('data-size', 'basic');
    expect(bar).toHaveAttribute('data-variant', 'primary');
  });

  it('mirrors `shape`, `orientation` and `variant` to their data attributes', () => {
    const { rerender } = render(
      <ProgressBar label="Named" value={5} orientation="vertical" variant="danger" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Named' });
    expect(bar).toHaveAttribute('data-shape', 'bar');
    expect(bar).toHaveAttribute('data-orientation', 'vertical');
    expect(bar).toHaveAttribute('data-variant', 'danger');
    expect(bar).not.toHaveAttribute('data-color');
    expect(bar.querySelector('[data-slot="progress-bar-indicator"]')).toHaveClass('bg-danger');

    rerender(<ProgressBar label="Named" value={5} shape="circle" variant="black" />);
    const ring = screen.getByRole('progressbar', { name: 'Named' });
    expect(ring).toHaveAttribute('data-shape', 'circle');
    expect(ring).not.toHaveAttribute('data-orientation');
    expect(ring).toHaveAttribute('data-variant', 'black');
    expect(ring.querySelector('[data-slot="progress-circle-arc"]')).toHaveClass('stroke-black');
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
    render(<ProgressBar label="Tall" orientation="vertical" value={30} disabled />);
    const bar = screen.getByRole('progressbar', { name: 'Tall' });
    expect(bar.querySelector('[data-slot="progress-bar-indicator"]')).toHaveStyle({
      height: '30%',
    });
    expect(bar).toHaveAttribute('aria-disabled', 'true');
    expect(bar).toHaveClass('opacity-50');
  });

  it('moves an animated bar and its percentage together over 3 s', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<ProgressBar label="Moving" value={0} animated />);
      rerender(<ProgressBar label="Moving" value={100} animated />);
      const bar = screen.getByRole('progressbar', { name: 'Moving' });
      const indicator = bar.querySelector<HTMLElement>('[data-slot="progress-bar-indicator"]')!;
      const width = () => Number.parseFloat(indicator.style.width);
      // The target is announced at once; what is drawn gets there in 3 s.
      expect(bar).toHaveAttribute('aria-valuenow', '100');
      expect(bar).toHaveAttribute('aria-valuetext', '100%');
      expect(bar).toHaveTextContent('0%');

      act(() => {
        vi.advanceTimersByTime(1500);
      });
      expect(width()).toBeGreaterThan(40);
      expect(width()).toBeLessThan(60);
      expect(bar).toHaveTextContent(`${Math.round(width())}%`);

      // A new value mid-way starts from what is shown.
      rerender(<ProgressBar label="Moving" value={0} animated />);
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(width()).toBeGreaterThan(35);
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(width()).toBe(0);
      expect(bar).toHaveTextContent('0%');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the value at once when not animated, or under reduced motion', () => {
    const { rerender } = render(<ProgressBar label="Still" value={10} />);
    rerender(<ProgressBar label="Still" value={90} />);
    const bar = screen.getByRole('progressbar', { name: 'Still' });
    expect(bar).toHaveTextContent('90%');
    reduceMotion();
    rerender(<ProgressBar label="Still" value={20} animated />);
    expect(bar).toHaveTextContent('20%');
    expect(bar.querySelector('[data-slot="progress-bar-indicator"]')).toHaveStyle({
      width: '20%',
    });
  });

  it('a thick bar puts its text on the track and, in the fill colour, inside the fill', () => {
    render(<ProgressBar label="Thick" value={60} size="thick" variant="primary" />);
    const bar = screen.getByRole('progressbar', { name: 'Thick' });
    const indicator = bar.querySelector('[data-slot="progress-bar-indicator"]')!;
    const onFill = indicator.querySelector('[data-slot="progress-bar-fill-text"]');
    expect(onFill).toHaveTextContent('60%');
    expect(onFill).toHaveAttribute('aria-hidden', 'true');
    expect(onFill).toHaveClass('text-on-primary');
    const onTrack = bar.querySelector('[data-slot="progress-bar-text"]');
    expect(indicator).not.toContainElement(onTrack as HTMLElement);
    expect(onTrack).toHaveTextContent('60%');
  });

  describe('circle', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('steps 1 % every 20 ms towards its value and follows a later change', () => {
      const { rerender } = render(<ProgressBar label="Ring" shape="circle" value={10} />);
      const bar = screen.getByRole('progressbar', { name: 'Ring' });
      expect(bar).toHaveAttribute('aria-valuenow', '10');
      expect(drawnValue()).toBe(0);

      advanceSteps(4);
      expect(drawnValue()).toBe(4);
      advanceSteps(10);
      expect(drawnValue()).toBe(10);
      expect(bar).toHaveTextContent('10%');

      rerender(<ProgressBar label="Ring" shape="circle" value={5} />);
      expect(bar).toHaveAttribute('aria-valuenow', '5');
      advanceSteps(2);
      expect(drawnValue()).toBe(8);
      advanceSteps(10);
      expect(drawnValue()).toBe(5);
    });

    it('jumps straight to the value under reduced motion', () => {
      reduceMotion();
      const { rerender } = render(<ProgressBar label="Ring" shape="circle" value={70} />);
      expect(drawnValue()).toBe(70);
      rerender(<ProgressBar label="Ring" shape="circle" value={20} />);
      expect(drawnValue()).toBe(20);
    });

    it('stops its timer when unmounted', () => {
      const { unmount } = render(<ProgressBar label="Ring" shape="circle" value={50} />);
      advanceSteps(1);
      expect(vi.getTimerCount()).toBe(1);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
