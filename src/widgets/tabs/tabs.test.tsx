import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import es from '@/i18n/locales/es';

import { Tabs, type TabItem } from '.';

const tabs: TabItem[] = [
  { value: 'maps', label: 'Maps', content: <p>Maps pane</p> },
  { value: 'setup', label: 'Setup Profile', content: <p>Setup pane</p> },
  { value: 'overview', label: 'Overview', content: <p>Overview pane</p> },
];

const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('activates the first tab by default, in a labelled tab list', () => {
    render(<Tabs label="Extra" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Extra' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(selected()).toHaveTextContent('Maps');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Maps pane');
    expect(screen.queryByText('Setup pane')).not.toBeInTheDocument();
  });

  it('has a translated default name for the tab list', () => {
    render(<Tabs tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Tabs' })).toBeInTheDocument();
  });

  it('moves and activates with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs tabs={tabs} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Maps' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Setup Profile' })).toHaveFocus();
    expect(selected()).toHaveTextContent('Setup Profile');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Setup pane');
    expect(onValueChange).toHaveBeenLastCalledWith('setup');

    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('Overview');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('Maps');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('Overview');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('Maps');
  });

  it('activates a tab on click', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} />);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(selected()).toHaveTextContent('Overview');
  });

  it('honours defaultValue, and a controlled value', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Tabs tabs={tabs} defaultValue="overview" />);
    expect(selected()).toHaveTextContent('Overview');
    unmount();

    const onValueChange = vi.fn();
    render(<Tabs tabs={tabs} value="setup" onValueChange={onValueChange} />);
    expect(selected()).toHaveTextContent('Setup Profile');
    await user.click(screen.getByRole('tab', { name: 'Maps' }));
    expect(onValueChange).toHaveBeenCalledWith('maps');
    // Controlled: stays until the parent changes `value`.
    expect(selected()).toHaveTextContent('Setup Profile');
  });

  it('falls back to the first tab when the value names no tab', () => {
    render(<Tabs tabs={tabs} value="gone" />);
    expect(selected()).toHaveTextContent('Maps');
  });

  it('keeps the active tab when the labels change (same values)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Tabs tabs={tabs} />);
    await user.click(screen.getByRole('tab', { name: 'Setup Profile' }));
    const translated: TabItem[] = [
      { value: 'maps', label: 'Mapas', content: <p>Panel de mapas</p> },
      { value: 'setup', label: 'Configurar perfil', content: <p>Panel de perfil</p> },
      { value: 'overview', label: 'Resumen', content: <p>Panel de resumen</p> },
    ];
    rerender(<Tabs tabs={translated} />);
    expect(selected()).toHaveTextContent('Configurar perfil');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel de perfil');
  });

  it('keeps the active tab across a real language switch', async () => {
    const user = userEvent.setup();
    function Translated() {
      const { t } = useTranslation();
      return (
        <Tabs
          tabs={[
            {
              value: 'chat',
              label: t('widgets.chat.label'),
              content: <p>{t('widgets.chat.send')}</p>,
            },
            {
              value: 'feed',
              label: t('widgets.feed.label'),
              content: <p>{t('widgets.feed.empty')}</p>,
            },
          ]}
        />
      );
    }
    render(<Translated />);
    await user.click(screen.getByRole('tab', { name: 'Activity feed' }));

    i18next.addResourceBundle('es', 'translation', es);
    await act(() => i18next.changeLanguage('es'));
    try {
      expect(selected()).toHaveTextContent('Actividad reciente');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Tu feed está vacío.');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
    expect(selected()).toHaveTextContent('Activity feed');
  });

  it('keeps inactive panels mounted (hidden) with keepMounted', async () => {
    const user = userEvent.setup();
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          Count {count}
        </button>
      );
    }
    render(
      <Tabs
        keepMounted
        tabs={[
          { value: 'a', label: 'A', content: <Counter /> },
          { value: 'b', label: 'B', content: <p>B pane</p> },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Count 0' }));
    await user.click(screen.getByRole('tab', { name: 'B' }));
    await user.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument();
  });

  it('draws a decorative underline at 80 % of the active tab, under it on its row', async () => {
    const user = userEvent.setup();
    // jsdom has no layout: each tab is 100 × 36 px, two to a row (the third wraps).
    const position = (element: HTMLElement) =>
      [...(element.parentElement?.children ?? [])].indexOf(element);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(36);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return (position(this) % 2) * 100;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return Math.floor(position(this) / 2) * 44;
    });
    const { container } = render(<Tabs tabs={tabs} />);
    const indicator = container.querySelector('[data-slot="tabs-indicator"]');
    expect(indicator).toHaveAttribute('aria-hidden', 'true');
    expect(indicator).toHaveStyle({
      opacity: '1',
      width: '80px',
      transform: 'translate(10px, 37px)',
    });
    await user.click(screen.getByRole('tab', { name: 'Setup Profile' }));
    expect(indicator).toHaveStyle({ width: '80px', transform: 'translate(110px, 37px)' });
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(indicator).toHaveStyle({ width: '80px', transform: 'translate(10px, 81px)' });
  });

  it('hides the underline while the tabs have no layout (a hidden container)', () => {
    const { container } = render(<Tabs tabs={tabs} />);
    expect(container.querySelector('[data-slot="tabs-indicator"]')).toHaveStyle({ opacity: '0' });
  });
});
