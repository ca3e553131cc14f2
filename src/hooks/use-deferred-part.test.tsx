import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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

/** Settles a download and lets React render what follows from it. */
const settle = (done: () => void) =>
  act(async () => {
    done();
    await Promise.resolve();
  });

describe('useDeferredPart', () => {
  it('asks for the part after rendering; a placeholder used meanwhile is delivered with it', async () => {
    const { load, downloads } = chunk();
    render(<Host load={load} />);
    expect(screen.getByTestId('status')).toHaveTextContent('pending');
    expect(downloads).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await settle(() => downloads[0]!.resolve(part));
    expect(await screen.findByRole('button', { name: 'Menu (open)' })).toHaveAttribute(
      'data-menu',
      'real',
    );
    expect(screen.getByTestId('status')).toHaveTextContent('loaded');
  });

  it('gives a focused placeholder’s focus to the real control that replaces it', async () => {
    const { load, downloads } = chunk();
    render(<Host load={load} />);
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
