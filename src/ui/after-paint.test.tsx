import { render, screen } from '@testing-library/react';

import { AfterPaint } from './after-paint';

describe('AfterPaint', () => {
  it('shows the fallback for the first paint, then the children', async () => {
    render(
      <AfterPaint fallback={<p>Placeholder</p>}>
        <p>Below the fold</p>
      </AfterPaint>,
    );
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
    expect(screen.queryByText('Placeholder')).not.toBeInTheDocument();
  });
});
