import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { brandDefaults } from '@/config/brand';
import en from '@/i18n/locales/en';
import { usePreferences } from '@/lib/preferences';
import { useAppStore } from '@/store/app-store';
import { mockMatchMedia } from '@/test/match-media';

import { CustomizeButton } from './customize-button';
import { CustomizerHost } from './customizer-host';

const html = document.documentElement;

function Shell() {
  return (
    <>
      <header>
        <CustomizeButton />
      </header>
      <CustomizerHost />
    </>
  );
}

async function openSheet() {
  const user = userEvent.setup();
  render(<Shell />);
  await user.click(screen.getByRole('button', { name: 'Customize' }));
  const sheet = await screen.findByRole('dialog', { name: 'Customize' });
  return { user, sheet };
}

const section = (sheet: HTMLElement, name: string) => within(sheet).getByRole('region', { name });

const colours = en.navbar.customizer.options.preset;
/** The brand's colour, as the sheet names it: src/config/brand.ts decides which one it is. */
const brandColour = colours[brandDefaults.preset];
/** Another colour than the brand's, whichever that is. */
const otherColour = Object.values(colours).find((name) => name !== brandColour) ?? '';

describe('CustomizerSheet', () => {
  beforeEach(() => {
    mockMatchMedia(() => false);
    usePreferences.getState().reset();
    useAppStore.getState().setTheme('system');
    useAppStore.getState().setCustomizerOpen(false);
  });

  it('is a dialog with a section per preference, each a radio group', async () => {
    const { sheet } = await openSheet();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    const names = [
      'Colour',
      'Radius',
      'Font',
      'Density',
      'Theme',
      'Content width',
      'Layout',
    ] as const;
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(names);
    for (const name of names)
      expect(within(section(sheet, name)).getByRole('radiogroup', { name })).toBeInTheDocument();
    const layout = within(section(sheet, 'Layout'));
    for (const option of ['Sidebar', 'Icon rail', 'Hidden', 'Horizontal'])
      expect(layout.getByRole('radio', { name: option })).toBeInTheDocument();
    expect(
      within(section(sheet, 'Colour')).getByRole('radio', { name: brandColour }),
    ).toBeChecked();
  });

  it('previews each choice at once on <html>', async () => {
    const { user, sheet } = await openSheet();
    await user.click(within(section(sheet, 'Colour')).getByRole('radio', { name: 'Teal' }));
    await user.click(within(section(sheet, 'Radius')).getByRole('radio', { name: 'None' }));
    await user.click(within(section(sheet, 'Font')).getByRole('radio', { name: 'Serif' }));
    await user.click(within(section(sheet, 'Density')).getByRole('radio', { name: 'Compact' }));
    await user.click(
      within(section(sheet, 'Content width')).getByRole('radio', { name: 'Centred' }),
    );
    await user.click(within(section(sheet, 'Layout')).getByRole('radio', { name: 'Icon rail' }));
    await user.click(within(section(sheet, 'Theme')).getByRole('radio', { name: 'Dark' }));
    expect({
      preset: html.dataset.preset,
      radius: html.dataset.radius,
      font: html.dataset.font,
      density: html.dataset.density,
      contentWidth: html.dataset.contentWidth,
      layout: html.dataset.layout,
      theme: html.dataset.theme,
    }).toEqual({
      preset: 'teal',
      radius: 'none',
      font: 'serif',
      density: 'compact',
      contentWidth: 'centered',
      layout: 'rail',
      theme: 'dark',
    });
    expect(within(section(sheet, 'Colour')).getByRole('radio', { name: 'Teal' })).toBeChecked();
  });

  it('resets one section, enabled only while it differs from the default', async () => {
    const { user, sheet } = await openSheet();
    const colour = within(section(sheet, 'Colour'));
    const reset = colour.getByRole('button', { name: 'Reset to defaults' });
    expect(reset).toBeDisabled();
    await user.click(colour.getByRole('radio', { name: otherColour }));
    await user.click(within(section(sheet, 'Font')).getByRole('radio', { name: 'Monospace' }));
    expect(reset).toBeEnabled();
    await user.click(reset);
    expect(html.dataset.preset).toBe(brandDefaults.preset);
    expect(colour.getByRole('radio', { name: brandColour })).toBeChecked();
    expect(colour.getByRole('radio', { name: brandColour })).toHaveFocus();
    expect(reset).toBeDisabled();
    // The other sections keep their choices.
    expect(html.dataset.font).toBe('mono');

    const theme = within(section(sheet, 'Theme'));
    await user.click(theme.getByRole('radio', { name: 'Light' }));
    await user.click(theme.getByRole('button', { name: 'Reset to defaults' }));
    expect(useAppStore.getState().themeChoice).toBe('system');
  });

  it('resets everything with "Reset all"', async () => {
    const { user, sheet } = await openSheet();
    const resetAll = within(sheet).getByRole('button', { name: 'Reset all' });
    expect(resetAll).toBeDisabled();
    await user.click(within(section(sheet, 'Colour')).getByRole('radio', { name: otherColour }));
    await user.click(within(section(sheet, 'Layout')).getByRole('radio', { name: 'Horizontal' }));
    await user.click(within(section(sheet, 'Theme')).getByRole('radio', { name: 'Dark' }));
    await user.click(resetAll);
    expect(usePreferences.getState().preferences).toEqual(brandDefaults);
    expect(html.dataset.preset).toBe(brandDefaults.preset);
    expect(html.dataset.layout).toBe(brandDefaults.layout);
    expect(useAppStore.getState().themeChoice).toBe('system');
    expect(html.dataset.theme).toBe('light');
    expect(resetAll).toBeDisabled();
    expect(
      within(section(sheet, 'Colour')).getByRole('radio', { name: brandColour }),
    ).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = await openSheet();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customize' })).toHaveFocus();
    expect(useAppStore.getState().customizerOpen).toBe(false);
  });

  it('opens from the store too (the command palette)', async () => {
    render(<Shell />);
    useAppStore.getState().setCustomizerOpen(true);
    expect(await screen.findByRole('dialog', { name: 'Customize' })).toBeInTheDocument();
  });
});
