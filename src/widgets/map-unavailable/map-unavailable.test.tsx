import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MapUnavailable } from '.';

const base = {
  service: 'Google Maps',
  envVariable: 'VITE_GOOGLE_MAPS_API_KEY',
  keyPageUrl: 'https://example.com/keys',
};

describe('MapUnavailable', () => {
  it('explains a missing key: the variable to set and a link to the key page in a new tab', () => {
    render(<MapUnavailable {...base} reason="missingKey" />);
    const card = screen.getByRole('group', { name: 'Google Maps needs an API key' });
    expect(card).toHaveAttribute('data-reason', 'missingKey');
    expect(card).toHaveTextContent('.env.local');
    expect(card).toHaveTextContent('VITE_GOOGLE_MAPS_API_KEY=your-key');
    const link = screen.getByRole('link', { name: /Get a Google Maps API key/ });
    expect(link).toHaveAttribute('href', 'https://example.com/keys');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Get a Google Maps API key (opens in a new tab)');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says the service could not be reached after a failed load, with Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<MapUnavailable {...base} reason="loadFailed" onRetry={onRetry} />);
    expect(
      screen.getByRole('group', { name: 'Google Maps could not be reached' }),
    ).not.toHaveTextContent('VITE_GOOGLE_MAPS_API_KEY');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('tries a key typed into the form, and asks for one when empty', async () => {
    const user = userEvent.setup();
    const onTryKey = vi.fn();
    render(<MapUnavailable {...base} reason="missingKey" onTryKey={onTryKey} />);
    const input = screen.getByRole('textbox', { name: 'Try a key in this tab' });
    expect(input).toHaveAccessibleDescription('Kept in memory for this tab only, never stored.');

    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    expect(onTryKey).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Paste a key first.');

    await user.type(input, '  abc123 {Enter}');
    expect(onTryKey).toHaveBeenCalledWith('abc123');
  });

  it('offers no form when the provider refused the key (the page must reload)', () => {
    render(<MapUnavailable {...base} reason="invalidKey" onTryKey={() => {}} />);
    expect(
      screen.getByRole('group', { name: 'Google Maps rejected the API key' }),
    ).toHaveTextContent('VITE_GOOGLE_MAPS_API_KEY');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('takes focus when asked to (after the user retried)', () => {
    render(<MapUnavailable {...base} reason="loadFailed" focusOnMount />);
    expect(screen.getByRole('group')).toHaveFocus();
  });
});
