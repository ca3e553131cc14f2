import { act, render, screen } from '@testing-library/react';

import { PreLoader } from './pre-loader';
import { PRE_LOADER_STEP_MS } from './pre-loader-path';

let arcs = 0;

beforeEach(() => {
  vi.useFakeTimers();
  arcs = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        setTransform: () => {},
        clearRect: () => {},
        beginPath: () => {},
        arc: () => {
          arcs += 1;
        },
        fill: () => {},
        fillStyle: '',
      }) as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PreLoader', () => {
  it('is a status with a translated name', () => {
    render(<PreLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('redraws every 30 ms and stops its timer on unmount', () => {
    const { unmount } = render(<PreLoader size={64} />);
    expect(arcs).toBe(24);
    act(() => {
      vi.advanceTimersByTime(PRE_LOADER_STEP_MS * 3);
    });
    expect(arcs).toBe(24 * 4);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses while the document is hidden', () => {
    render(<PreLoader />);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(vi.getTimerCount()).toBe(0);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(vi.getTimerCount()).toBe(1);
  });
});
