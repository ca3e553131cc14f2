import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Chart } from '@/widgets/chart';
import { ChatBox } from '@/widgets/chat';
import {
  ColorInput,
  ColorPickerInput,
  CustomPalette,
  SliderPicker,
  type ColorPickerLabels,
} from '@/widgets/color-picker';
import { Feed } from '@/widgets/feed';
import { PreLoader } from '@/widgets/pre-loader';
import { ProfileCard } from '@/widgets/profile-card';
import { Slider } from '@/widgets/slider';
import { SocialNews } from '@/widgets/social-news';
import { Spinner } from '@/widgets/spinners';
import { Switch } from '@/widgets/switch';
import { Tabs } from '@/widgets/tabs';
import { dismissToast, showToast, Toaster } from '@/widgets/toast';

// The sequel of widget-labels.test.tsx: each case overrides every string a widget shows or
// announces through `labels` and finds the overrides on screen.

describe('labels override every text (2)', () => {
  it('Chart', () => {
    const headings = {
      label: 'Month',
      value: 'Amount',
      dataset: 'Series',
      x: 'Across',
      y: 'Up',
      radius: 'Size',
    };
    render(
      <>
        <Chart
          type="vertical-bar"
          label="Sales"
          data={{ labels: ['Jan'], datasets: [{ label: 'Shop', data: [3] }] }}
          labels={headings}
        />
        <Chart
          type="bubble"
          label="Spread"
          data={{ datasets: [{ label: 'Shop', data: [{ x: 1, y: 2, r: 3 }] }] }}
          labels={headings}
        />
      </>,
    );
    const bars = screen.getByRole('table', { name: 'Sales' });
    expect(within(bars).getByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
    const bubbles = screen.getByRole('table', { name: 'Spread' });
    for (const name of ['Series', 'Across', 'Up', 'Size']) {
      expect(within(bubbles).getByRole('columnheader', { name })).toBeInTheDocument();
    }
  });

  it('Tabs', () => {
    render(
      <Tabs tabs={[{ value: 'a', label: 'A', content: 'Panel' }]} labels={{ tabs: 'Pages' }} />,
    );
    expect(screen.getByRole('tablist', { name: 'Pages' })).toBeInTheDocument();
  });

  it('Spinner and PreLoader', () => {
    render(
      <>
        <Spinner labels={{ loading: 'Spinning' }} />
        <PreLoader labels={{ loading: 'Warming up' }} />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Spinning' })).toBeInTheDocument();
    expect(screen.getByText('Warming up')).toBeInTheDocument();
  });

  it('Slider (range)', () => {
    render(
      <Slider
        label="Price"
        defaultValue={[10, 20]}
        labels={{ minimum: (label) => `${label} from`, maximum: (label) => `${label} to` }}
      />,
    );
    expect(screen.getByRole('slider', { name: 'Price from' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Price to' })).toBeInTheDocument();
  });

  it('Switch', () => {
    render(<Switch label="Light" labels={{ on: 'Lit', off: 'Dark' }} />);
    const group = screen.getByRole('radiogroup', { name: 'Light' });
    expect(within(group).getByRole('radio', { name: 'Lit' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('Toaster', async () => {
    onTestFinished(() => act(() => void dismissToast()));
    render(
      <Toaster labels={{ region: 'Bread', regionFullWidth: (name) => `${name}, stretched` }} />,
    );
    expect(screen.getByRole('region', { name: 'Bread' })).toBeInTheDocument();
    act(() => void showToast('Wide', { fullWidth: true }));
    const wide = screen.getByRole('region', { name: 'Bread, stretched' });
    expect(await within(wide).findByText('Wide')).toBeInTheDocument();
  });

  it('ProfileCard', () => {
    render(
      <ProfileCard
        photoSource="/p.svg"
        name="Ada"
        location="London"
        social={{ twitter: 'ada' }}
        labels={{
          location: 'Lives in:',
          links: (name) => `${name} online`,
          profile: (network, name) => `${name} on ${network}`,
          newTab: '(new tab)',
        }}
      />,
    );
    expect(screen.getByText('Lives in:')).toBeInTheDocument();
    const links = screen.getByRole('list', { name: 'Ada online' });
    expect(within(links).getByRole('link', { name: 'Ada on twitter (new tab)' })).toBeVisible();
  });

  it('ChatBox', () => {
    render(
      <ChatBox
        defaultMessages={[
          { text: 'Hi', yours: true },
          { text: 'Hello', yours: false },
        ]}
        labels={{ log: 'Talk', input: 'Say', send: 'Go', fromYou: 'Me:', fromThem: 'Them:' }}
      />,
    );
    const log = screen.getByRole('log', { name: 'Talk' });
    expect(within(log).getByText('Me:')).toBeInTheDocument();
    expect(within(log).getByText('Them:')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Say' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('Feed', async () => {
    const user = userEvent.setup();
    render(
      <Feed
        defaultPosts={[{ id: '1', photoURL: '/a.svg', name: 'Ada', text: 'wrote' }]}
        labels={{ feed: 'News', empty: 'All read', remove: (post) => `Hide ${post.name}` }}
      />,
    );
    const list = screen.getByRole('list', { name: 'News' });
    await user.click(within(list).getByRole('button', { name: 'Hide Ada' }));
    expect(await screen.findByText('All read')).toBeInTheDocument();
  });

  it('SocialNews', () => {
    render(
      <SocialNews
        news={[]}
        url="https://example.com"
        labels={{ caption: 'Fresh photos', view: 'See', newTab: '(new tab)' }}
      />,
    );
    expect(screen.getByText('Fresh photos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See (new tab)' })).toBeInTheDocument();
  });
});

const colorLabels: ColorPickerLabels = {
  colorName: (name) => `Colour ${name}`,
  hue: 'Tint',
  hueValue: (hue) => `${hue} deg`,
  hexField: 'Hex code',
  invalidHex: 'Not a colour',
  palette: 'Swatches',
  shades: 'Tones',
  shade: (lightness) => `Tone ${lightness}`,
  saturation: 'Colour field',
  saturationValue: (saturation, brightness) => `S${saturation} B${brightness}`,
  pickerDialog: (label) => `Pick ${label ?? 'any'}`,
  customColor: 'Own colour',
  customTrigger: (selected) => (selected ? 'Own picker (chosen)' : 'Own picker'),
  customDialog: 'Own picker dialog',
};

describe('labels override every text: the colour pickers', () => {
  it('ColorInput', async () => {
    const user = userEvent.setup();
    render(<ColorInput defaultValue="#4ae387" labels={colorLabels} />);
    const field = screen.getByRole('textbox', { name: 'Hex code' });
    await user.clear(field);
    await user.type(field, 'zz{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Not a colour');
  });

  it('ColorPickerInput (palette)', async () => {
    const user = userEvent.setup();
    render(<ColorPickerInput label="Brand" defaultValue="#4ae387" labels={colorLabels} />);
    await user.click(screen.getByRole('button', { name: /Brand/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick Brand' });
    const swatches = within(dialog).getByRole('radiogroup', { name: 'Swatches' });
    expect(within(swatches).getByRole('radio', { name: 'Colour primary' })).toBeChecked();
  });

  it('SliderPicker', () => {
    render(<SliderPicker defaultValue="#4ae387" labels={colorLabels} />);
    expect(screen.getByRole('slider', { name: 'Tint' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^\d+ deg$/),
    );
    const tones = screen.getByRole('radiogroup', { name: 'Tones' });
    expect(within(tones).getByRole('radio', { name: 'Tone 80' })).toBeInTheDocument();
  });

  it('CustomPalette and its advanced picker', async () => {
    const user = userEvent.setup();
    render(<CustomPalette defaultValue="#123456" labels={colorLabels} />);
    expect(screen.getByRole('textbox', { name: 'Own colour' })).toHaveValue('#123456');
    await user.click(screen.getByRole('button', { name: 'Own picker (chosen)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Own picker dialog' });
    await waitFor(() =>
      expect(within(dialog).getByRole('slider', { name: 'Colour field' })).toHaveAttribute(
        'aria-valuetext',
        expect.stringMatching(/^S\d+ B\d+$/),
      ),
    );
    expect(within(dialog).getByRole('slider', { name: 'Tint' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^\d+ deg$/),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Hex code' })).toBeInTheDocument();
  });
});
