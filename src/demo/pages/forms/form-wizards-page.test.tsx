import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import FormWizardsPage from './form-wizards-page';

describe('FormWizardsPage', () => {
  it('renders one h1 and four independent wizards', async () => {
    const { user } = renderWithRouter(<FormWizardsPage />, { route: 'form-wizards' });
    expect(screen.getByRole('heading', { level: 1, name: 'Form Wizards' })).toBeInTheDocument();
    const names = ['Simple', 'Rich', 'Vertical rich', 'Vertical simple'];
    for (const name of names) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const wizards = names.map((name) => screen.getByRole('group', { name }));
    expect(wizards.map((wizard) => wizard.dataset.variant)).toEqual([
      'simple',
      'rich',
      'rich',
      'simple',
    ]);

    // A blocked Next on one wizard leaves the others untouched.
    await user.click(within(wizards[0]!).getByRole('button', { name: 'Next' }));
    expect(within(wizards[0]!).getByText('The Name field is required.')).toBeInTheDocument();
    expect(within(wizards[1]!).queryByText('The Name field is required.')).not.toBeInTheDocument();
  });

  it('completes a wizard by keyboard', async () => {
    const { user } = renderWithRouter(<FormWizardsPage />, { route: 'form-wizards' });
    const wizard = screen.getByRole('group', { name: 'Rich' });
    const next = () => within(wizard).getByRole('button', { name: 'Next' });

    // Enter on Next with an empty name keeps step 1 and puts focus back in the field.
    await user.click(within(wizard).getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(next()).toHaveFocus();
    await user.keyboard('{Enter}');
    const name = within(wizard).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('The Name field is required.');

    await user.paste('Ada Lovelace');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(within(wizard).getByRole('group', { name: 'Step 2 of 3: Country' })).toHaveFocus();

    // Enter on Next without a country keeps step 2 and focuses the select with its message.
    await user.tab(); // the country field
    await user.tab(); // Back
    await user.tab(); // Next
    expect(next()).toHaveFocus();
    await user.keyboard('{Enter}');
    const country = within(wizard).getByRole('combobox', { name: /Select country/ });
    expect(country).toHaveFocus();
    expect(country).toHaveAccessibleDescription('The Country field is required.');

    await user.keyboard('Spa');
    await user.keyboard('{Enter}');
    expect(country).toHaveValue('Spain');
    expect(country).not.toHaveAttribute('aria-invalid');
    await user.tab(); // clear
    await user.tab(); // Back
    await user.tab(); // Next
    expect(next()).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(within(wizard).getByRole('heading', { name: 'Confirm selection' })).toBeInTheDocument();
    expect(within(wizard).getByText('Ada Lovelace from Spain.')).toBeInTheDocument();
    await user.tab();
    await user.tab();
    const confirm = within(wizard).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(within(wizard).getByRole('heading', { name: 'Wizard completed!' })).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(within(wizard).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(wizard).getByRole('group', { name: 'Step 1 of 3: Name' })).toHaveFocus();
  });
});
