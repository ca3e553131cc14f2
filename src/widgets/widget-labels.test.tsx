import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';

import { Alert } from '@/widgets/alert';
import { DatePicker } from '@/widgets/date-picker';
import { FileUpload } from '@/widgets/file-upload';
import { Modal } from '@/widgets/modal';
import { MultiSelect, SimpleSelect, type SelectHandle } from '@/widgets/select';
import { Tag, TagGroup } from '@/widgets/tag';
import { Timeline } from '@/widgets/timeline';
import { TreeView } from '@/widgets/tree-view';
import { Wizard } from '@/widgets/wizard';
import { WorldMap } from '@/widgets/world-map';

// Every widget takes its visible and announced texts through one `labels` prop: each case below
// overrides every string the widget shows and finds the overrides on screen.

describe('labels override every text', () => {
  it('Wizard', async () => {
    const user = userEvent.setup();
    render(
      <Wizard
        steps={[
          { label: 'One', content: <p>First</p> },
          { label: 'Two', content: <p>Second</p> },
        ]}
        labels={{
          wizard: 'Assistant',
          steps: 'Stages',
          next: 'Onward',
          back: 'Backward',
          confirm: 'Finish',
          startAgain: 'Again',
          completed: 'All finished',
          completedStatus: 'Finished announcement',
          stepStatus: ({ current, total, label }) => `Stage ${current}/${total} ${label}`,
          stepState: { completed: 'passed', current: 'here', upcoming: 'later' },
        }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Assistant' })).toBeInTheDocument();
    const stages = screen.getByRole('list', { name: 'Stages' });
    expect(within(stages).getByText(/here/)).toBeInTheDocument();
    expect(within(stages).getByText(/later/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Stage 1/2 One' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Onward' }));
    expect(within(stages).getByText(/passed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Backward' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('All finished')).toBeInTheDocument();
    expect(screen.getByText('Finished announcement')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Again' })).toBeInTheDocument();
  });

  it('Modal', () => {
    render(
      <Modal defaultOpen title="Title" labels={{ ok: 'Yes', cancel: 'No', close: 'Shut' }}>
        Body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    for (const name of ['Yes', 'No', 'Shut']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('FileUpload', async () => {
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup({ applyAccept: false });
    render(
      <FileUpload
        dropzone
        fileTypes=".txt"
        labels={{
          upload: 'Pick',
          dropFiles: 'Drop here',
          acceptedTypes: (types) => `Only ${types}`,
          files: 'Picked',
          addedOn: (date) => `On ${date}`,
          delete: 'Bin',
          deleteFile: (name) => `Bin ${name}`,
          fileDeleted: 'Binned',
          undo: 'Restore',
          rejectedTitle: 'Refused',
          rejectedText: 'Wrong kind',
          rejectedFiles: 'Refused files',
          rejectedClose: 'Understood',
          announceAdded: (names) => `In: ${names}`,
          announceDeleted: (name) => `Out: ${name}`,
          announceRestored: (name) => `Back: ${name}`,
        }}
      />,
    );
    expect(screen.getByText('Drop here')).toBeInTheDocument();
    expect(screen.getByText('Only .txt')).toBeInTheDocument();
    const input = screen.getByLabelText<HTMLInputElement>('Pick');
    await user.upload(input, new File(['a'], 'a.txt'));
    const list = await screen.findByRole('list', { name: 'Picked' });
    expect(within(list).getByText(/^On /)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('In: a.txt');
    // The undo row lasts 2 s: a held clock keeps a slow machine from outrunning it.
    vi.useFakeTimers();
    const clockUser = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await clockUser.click(within(list).getByRole('button', { name: 'Bin a.txt' }));
    expect(screen.getByRole('status')).toHaveTextContent('Out: a.txt');
    expect(within(list).getByText('Binned')).toBeInTheDocument();
    await clockUser.click(within(list).getByRole('button', { name: 'Restore' }));
    vi.useRealTimers();
    expect(screen.getByRole('status')).toHaveTextContent('Back: a.txt');
    expect(within(list).getByText('Bin')).toBeInTheDocument();
    await user.upload(input, new File(['b'], 'b.png'));
    const dialog = await screen.findByRole('dialog', { name: 'Refused' });
    expect(within(dialog).getByText('Wrong kind')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Refused files' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Understood' })).toBeInTheDocument();
  });

  it('SimpleSelect', async () => {
    const user = userEvent.setup();
    const ref = createRef<SelectHandle>();
    render(
      <SimpleSelect
        ref={ref}
        label="Fruit"
        options={['Apple', 'Pear']}
        defaultValue="Apple"
        required
        labels={{
          placeholder: 'Pick a fruit',
          clear: (label) => `Empty ${label}`,
          toggle: (label) => `Open ${label}`,
          noOptions: 'Nothing fits',
          required: (name) => `${name} needed`,
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Open Fruit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Empty Fruit' }));
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveAttribute(
      'placeholder',
      'Pick a fruit',
    );
    await user.type(screen.getByRole('combobox', { name: 'Fruit' }), 'z');
    expect(await screen.findByText('Nothing fits')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    act(() => {
      ref.current!.validate();
    });
    expect(screen.getByText('simple-select needed')).toBeInTheDocument();
  });

  it('MultiSelect', () => {
    render(
      <MultiSelect
        label="Letters"
        options={['A', 'B', 'C']}
        defaultValue={['A', 'B', 'C']}
        labels={{ chosen: (count, total) => `${count} of ${total} letters` }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Letters' })).toHaveValue('3 of 3 letters');
  });

  it('Alert', () => {
    render(
      <Alert closable labels={{ badge: 'Heads up', close: 'Dismiss' }}>
        Saved
      </Alert>,
    );
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('Tag and TagGroup', () => {
    render(
      <>
        <Tag name="Ford" removable labels={{ remove: (name) => `Drop ${name}` }} />
        <TagGroup
          removable
          defaultValue={['Opel']}
          labels={{ group: 'Brands', remove: (name) => `Lose ${name}` }}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Drop Ford' })).toBeInTheDocument();
    const group = screen.getByRole('list', { name: 'Brands' });
    expect(within(group).getByRole('button', { name: 'Lose Opel' })).toBeInTheDocument();
  });

  it('DatePicker (field)', async () => {
    const user = userEvent.setup();
    render(
      <DatePicker
        label="Day"
        minDate={new Date(2020, 0, 10)}
        labels={{
          chooseDate: 'Calendar please',
          placeholder: (example) => `like ${example}`,
          errorInvalid: () => 'Not a day',
          errorBeforeMin: () => 'Too early',
        }}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Day' });
    expect(field.getAttribute('placeholder')).toMatch(/^like \d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('button', { name: 'Calendar please' })).toBeInTheDocument();
    await user.type(field, 'nope{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Not a day');
    await user.clear(field);
    await user.type(field, '2020-01-01{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Too early');
  });

  it('DatePicker (inline summaries)', () => {
    render(
      <DatePicker
        label="Trip"
        mode="range"
        inline
        defaultValue={{ from: new Date(2020, 0, 10) }}
        labels={{ summaryRangeStart: () => 'Now the last day' }}
      />,
    );
    expect(screen.getByText('Now the last day')).toBeInTheDocument();
  });

  it('Timeline', () => {
    render(
      <Timeline
        items={[
          { id: 1, active: true, after: 'Shipped' },
          { id: 2, after: 'Delivered' },
        ]}
        labels={{ completed: 'Done:', upcoming: 'Soon:' }}
      />,
    );
    expect(screen.getByText('Done:')).toBeInTheDocument();
    expect(screen.getByText('Soon:')).toBeInTheDocument();
  });

  it('TreeView', () => {
    render(
      <TreeView
        items={[{ id: 'shelf', label: 'Shelf', children: [] }]}
        defaultExpanded={['shelf']}
        labels={{ tree: 'Catalogue', empty: 'Nothing here' }}
      />,
    );
    expect(screen.getByRole('tree', { name: 'Catalogue' })).toBeInTheDocument();
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('WorldMap', async () => {
    const labels = {
      map: 'Globe',
      loading: 'Wait',
      error: 'Broken map',
      retry: 'Again please',
      zoomControls: 'Zooming',
      zoomIn: 'Closer',
      zoomOut: 'Farther',
      resetZoom: 'Whole world',
      keyboardHint: 'Use arrows',
    };
    const { unmount } = render(
      <WorldMap loadGeometry={() => Promise.reject(new Error('offline'))} labels={labels} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Wait');
    expect(await screen.findByText('Broken map')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Again please' })).toBeInTheDocument();
    unmount();
    render(<WorldMap labels={labels} />);
    const zoom = await screen.findByRole('group', { name: 'Zooming' });
    for (const name of ['Closer', 'Farther', 'Whole world']) {
      expect(within(zoom).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Globe' })).toHaveAccessibleDescription('Use arrows');
  });
});
