import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

import { Tag, TAG_REMOVE_DELAY_MS, TagGroup, type TagItem } from '.';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * user-event waits on timers, and Testing Library only drives Jest's fake timers, so with
 * Vitest's fake timers clicks are fired directly; focus is set first, as a real click would.
 */
function click(element: HTMLElement) {
  act(() => element.focus());
  fireEvent.click(element);
}

describe('Tag', () => {
  it('shows its name with its type; not removable by default', () => {
    render(<Tag name="Ford" variant="danger" />);
    expect(screen.getByText('Ford').closest('[data-slot="tag"]')).toHaveAttribute(
      'data-variant',
      'danger',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('fades on the × click and calls onRemove exactly 500 ms later, not before', () => {
    const onRemove = vi.fn();
    render(<Tag name="Ford" removable onRemove={onRemove} />);
    const button = screen.getByRole('button', { name: 'Remove Ford' });
    click(button);

    const tag = screen.getByText('Ford').closest('[data-slot="tag"]');
    expect(tag).toHaveAttribute('data-state', 'removing');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(TAG_REMOVE_DELAY_MS).toBe(500);

    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(onRemove).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('ignores further clicks during the fade', () => {
    const onRemove = vi.fn();
    render(<Tag name="Ford" removable onRemove={onRemove} />);
    const button = screen.getByRole('button', { name: 'Remove Ford' });
    click(button);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    click(button);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('clears its timer when unmounted mid-fade', () => {
    const onRemove = vi.fn();
    const { unmount } = render(<Tag name="Ford" removable onRemove={onRemove} />);
    click(screen.getByRole('button', { name: 'Remove Ford' }));
    unmount();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onRemove).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes a custom remove label', () => {
    render(<Tag name="Ford" removable labels={{ remove: () => 'Drop Ford' }} />);
    expect(screen.getByRole('button', { name: 'Drop Ford' })).toBeInTheDocument();
  });
});

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('TagGroup', () => {
  it('is a labelled list; `type` overrides every item type', () => {
    render(
      <TagGroup
        aria-label="Cars"
        variant="info"
        defaultValue={[{ name: 'Ford', variant: 'danger' }, 'Opel']}
      />,
    );
    expect(screen.getByRole('list', { name: 'Cars' })).toBeInTheDocument();
    expect(names()).toEqual(['Ford', 'Opel']);
    for (const tag of document.querySelectorAll('[data-slot="tag"]')) {
      expect(tag).toHaveAttribute('data-variant', 'info');
    }
  });

  it('uncontrolled: emits the list without the removed item 500 ms after the click', () => {
    const onValueChange = vi.fn();
    render(
      <TagGroup removable defaultValue={['Ford', 'Opel', 'Honda']} onValueChange={onValueChange} />,
    );
    click(screen.getByRole('button', { name: 'Remove Opel' }));
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(names()).toEqual(['Ford', 'Opel', 'Honda']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(['Ford', 'Honda']);
    expect(names()).toEqual(['Ford', 'Honda']);
  });

  it('moves focus to the next tag, then the previous, then the list', () => {
    render(<TagGroup removable aria-label="Cars" defaultValue={['Ford', 'Opel']} />);
    click(screen.getByRole('button', { name: 'Remove Ford' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('button', { name: 'Remove Opel' })).toHaveFocus();

    click(screen.getByRole('button', { name: 'Remove Opel' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('list', { name: 'Cars' })).toHaveFocus();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('focus goes to the previous tag when the last one is removed', () => {
    render(<TagGroup removable defaultValue={['Ford', 'Opel']} />);
    click(screen.getByRole('button', { name: 'Remove Opel' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('button', { name: 'Remove Ford' })).toHaveFocus();
  });

  it('two removals close together both apply', () => {
    const onValueChange = vi.fn();
    render(
      <TagGroup removable defaultValue={['Ford', 'Opel', 'Honda']} onValueChange={onValueChange} />,
    );
    click(screen.getByRole('button', { name: 'Remove Ford' }));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    click(screen.getByRole('button', { name: 'Remove Honda' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(onValueChange.mock.calls).toEqual([[['Opel', 'Honda']], [['Opel']]]);
    expect(names()).toEqual(['Opel']);
  });

  it('controlled: emits the new list and shows what the parent passes', () => {
    const seen: TagItem[][] = [];
    function Controlled() {
      const [value, setValue] = useState<TagItem[]>([
        'Ford',
        { name: 'Tomato', variant: 'danger' },
      ]);
      return (
        <TagGroup
          removable
          value={value}
          onValueChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    click(screen.getByRole('button', { name: 'Remove Ford' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(seen).toEqual([[{ name: 'Tomato', variant: 'danger' }]]);
    expect(names()).toEqual(['Tomato']);
  });

  it('controlled: a parent that keeps the list keeps the tag', () => {
    const onValueChange = vi.fn();
    render(<TagGroup removable value={['Ford', 'Opel']} onValueChange={onValueChange} />);
    click(screen.getByRole('button', { name: 'Remove Ford' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(onValueChange).toHaveBeenCalledWith(['Opel']);
    expect(names()).toEqual(['Ford', 'Opel']);
    expect(screen.getByText('Ford').closest('[data-slot="tag"]')).toHaveAttribute(
      'data-state',
      'shown',
    );
  });
});
