import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { afterNextPaint } from '@/lib/after-next-paint';
import { retryableImport, type RetryableImport } from '@/lib/retryable-import';

import { useDeferredPart } from './use-deferred-part';

type Part = { Menu: (props: { defaultOpen: boolean }) => React.ReactNode };
const part: Part = {
  Menu: ({ defaultOpen }) => (
    <button type="button" data-menu="real">
      {defaultOpen ? 'Menu (open)' : 'Menu'}
    </button>
  ),
};

/** A chunk whose downloads the test settles, one at a time. */
function chunk() {
  const downloads: { resolve: (part: Part) => void; reject: (error: Error) => void }[] = [];
  const load = retryableImport(
    () =>
      new Promise<Part>((resolve, reject) => {
        downloads.push({ resolve, reject });
      }),
  );
  return { load, downloads };
}

function Host({ load, onFailed }: { load: RetryableImport<Part>; onFailed?: () => void }) {
  const { setContainer, ...menus } = useDeferredPart<Part, 'menu'>(load, {
    onRequestFailed: onFailed,
  });
  return (
    <div ref={setContainer}>
      {menus.module ? (
        <menus.module.Menu defaultOpen={menus.requested === 'menu'} />
      ) : (
        <button
          type="button"
          onClick={() => menus.request('menu')}
          onFocus={() => menus.rememberFocus('[data-menu="real"]')}
        >
          Menu
        </button>
      )}
      <p data-testid="status">{menus.status}</p>
    </div>
  );
}

/** Waits for the download asked for just after the first paint. */
const paint = (downloads: unknown[]) => waitFor(() => expect(downloads).toHaveLength(1));

/** Settles a download and lets React render what follows from it. */
const settle = (done: () => void) =>
  act(async () => {
    done();
    await Promise.resolve();
  });

describe('useDeferredPart', () => {
  it('asks for the part just after the first paint; a placeholder used meanwhile is delivered with it', async () => {
    const { load, downloads } = chunk();
    render(<Host load={load} />);
    expect(screen.getByTestId('status')).toHaveTextContent('pending');
    expect(downloads).toHaveLength(0);
    await paint(downloads);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await settle(() => downloads[0]!.resolve(part));
    expect(await screen.findByRole('button', { name: 'Menu (open)' })).toHaveAttribute(
      'data-menu',
      'real',
    );
    expect(screen.getByTestId('status')).toHaveTextContent('loaded');
  });

  it('asks at once when a placeholder is used before the first paint, and only once', async () => {
    const { load, downloads } = chunk();
    render(<Host load={load} />);
    act(() => screen.getByRole('button', { name: 'Menu' }).click());
    expect(downloads).toHaveLength(1);
    await settle(() => downloads[0]!.resolve(part));
    expect(await screen.findByRole('button', { name: 'Menu (open)' })).toBeInTheDocument();
    await act(() => new Promise<void>((painted) => afterNextPaint(painted)));
    expect(downloads).toHaveLength(1);
  });

  it('gives a focused placeholder’s focus to the real control that replaces it', async () => {
    const { load, downloads } = chunk();
    render(<Host load={load} />);
    await paint(downloads);
    act(() => screen.getByRole('button', { name: 'Menu' }).focus());
    await settle(() => downloads[0]!.resolve(part));
    expect(await screen.findByRole('button', { name: 'Menu' })).toHaveAttribute(
      'data-menu',
      'real',
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('says when the part failed, fetches it again when a placeholder is used, and says if that fails too', async () => {
    const { load, downloads } = chunk();
    const onFailed = vi.fn();
    render(<Host load={load} onFailed={onFailed} />);
    await paint(downloads);
    await settle(() => downloads[0]!.reject(new Error('offline')));
    expect(screen.getByTestId('status')).toHaveTextContent('failed');

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(downloads).toHaveLength(2);
    await settle(() => downloads[1]!.reject(new Error('still offline')));
    expect(screen.getByTestId('status')).toHaveTextContent('failedAgain');
    expect(onFailed).toHaveBeenCalledWith('menu');

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await settle(() => downloads[2]!.resolve(part));
    expect(await screen.findByRole('button', { name: 'Menu (open)' })).toBeInTheDocument();
  });
});
