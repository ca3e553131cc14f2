import { render, screen, waitFor } from '@testing-library/react';

import { MIN_THUMB_SIZE_PX, ScrollArea } from './scroll-area';

describe('ScrollArea', () => {
  it('renders a focusable, named viewport limited to maxHeight', () => {
    render(
      <ScrollArea maxHeight={120} label="Messages">
        <p>Hello</p>
      </ScrollArea>,
    );
    const viewport = screen.getByRole('region', { name: 'Messages' });
    expect(viewport).toHaveAttribute('tabindex', '0');
    expect(viewport).toHaveStyle({ maxHeight: '120px' });
    expect(viewport).toHaveAttribute('data-slot', 'scroll-area-viewport');
  });

  it('is not a tab stop when told so', () => {
    render(
      <ScrollArea focusable={false}>
        <button type="button">Inside</button>
      </ScrollArea>,
    );
    expect(document.querySelector('[data-slot="scroll-area-viewport"]')).not.toHaveAttribute(
      'tabindex',
    );
  });

  it('shows no scrollbar while the content fits', () => {
    render(<ScrollArea label="Short">Short</ScrollArea>);
    expect(document.querySelector('[data-slot="scroll-area-scrollbar"]')).toBeNull();
  });

  describe('when the content overflows', () => {
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(100);
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(private readonly callback: () => void) {}
          observe() {
            queueMicrotask(() => this.callback());
          }
          unobserve() {}
          disconnect() {}
        },
      );
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it('shows a thumb at least 10 px high', async () => {
      render(
        <ScrollArea maxHeight={100} label="Long">
          <div>Long content</div>
        </ScrollArea>,
      );
      const thumb = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('[data-slot="scroll-area-thumb"]');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(MIN_THUMB_SIZE_PX).toBe(10);
      expect(thumb.style.minHeight).toBe('10px');
    });
  });
});
