import { act, render, screen } from '@testing-library/react';

import { GoogleMap } from '.';

// A file of its own: the refusals a page's policy made are remembered for the page's lifetime.
describe('GoogleMap under a Content-Security-Policy that refuses it', () => {
  it("says the site's security policy blocks the service when the CSP refused its script", async () => {
    render(<GoogleMap apiKey="abc" />);
    act(() => {
      const violation = new Event('securitypolicyviolation');
      Object.defineProperty(violation, 'blockedURI', { value: scripts()[0]!.src });
      document.dispatchEvent(violation);
      scripts()[0]!.dispatchEvent(new Event('error'));
    });
    const card = await screen.findByRole('group', {
      name: "Google Maps is blocked by this site's security policy",
    });
    expect(card).toHaveTextContent('Content-Security-Policy');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: 'Try a key in this tab' }),
    ).not.toBeInTheDocument();
  });
});

function scripts() {
  return [...document.head.querySelectorAll('script')];
}
