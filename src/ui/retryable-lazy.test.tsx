import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { retryableLazy } from './retryable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('retryableLazy', () => {
  it('shows the part once its chunk arrives', async () => {
    const Part = retryableLazy(
      () => Promise.resolve({ Greeting }),
      (module) => module.Greeting,
    );
    render(<Part name="Ada" fallback={<p>Loading</p>} />);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  it('offers Retry when the chunk fails, and Retry downloads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Greeting });
    const Part = retryableLazy(load, (module) => module.Greeting);
    render(<Part name="Ada" fallback={<p>Loading</p>} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('did not arrive');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
