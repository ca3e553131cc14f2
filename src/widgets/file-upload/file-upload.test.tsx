import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { FILE_UNDO_DELAY_MS, FileUpload } from '.';

const IMAGES = '.png, .jpg, .jpeg, .gif';

function makeFile(name: string, size = 10, type = '') {
  return new File([new Uint8Array(size)], name, { type });
}

// applyAccept: false lets tests pass what a drop (or the picker's "All files") would bring.
function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({ applyAccept: false, ...options });
}

function fileInput() {
  return screen.getByLabelText<HTMLInputElement>('Upload file');
}

function items() {
  return screen.queryByRole('list', { name: 'Chosen files' });
}

// jsdom has no object URLs: stand-ins that tests can watch.
let createObjectURL = vi.fn<(file: Blob) => string>();
let revokeObjectURL = vi.fn<(url: string) => void>();
beforeEach(() => {
  let count = 0;
  createObjectURL = vi.fn((_file: Blob) => `blob:preview-${(count += 1)}`);
  revokeObjectURL = vi.fn();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: createObjectURL,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: revokeObjectURL,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

// Under fake timers clicks go through fireEvent: user-event's async wrapper waits on a real
// setTimeout that Testing Library only advances for Jest's fake timers.
function click(element: Element) {
  fireEvent.click(element);
}

describe('FileUpload: adding files', () => {
  it('shows a name with a right-to-left override as it is, the override made visible', async () => {
    const user = setupUser();
    const spoof = 'invoice\u202Efdp.exe';
    const shown = 'invoice\\u202Efdp.exe';
    render(<FileUpload />);
    await user.upload(fileInput(), makeFile(spoof));
    const row = within(await screen.findByRole('list', { name: 'Chosen files' })).getByRole(
      'listitem',
    );
    expect(row).toHaveTextContent(shown);
    expect(row.textContent).not.toContain('\u202E');
    expect(screen.getByRole('status')).toHaveTextContent(`Added: ${shown}`);
    await user.click(screen.getByRole('button', { name: `Delete ${shown}` }));
    expect(row).toHaveTextContent(shown);
    expect(screen.getByRole('status')).toHaveTextContent(`${shown} deleted`);
  });

  it('shows such a name safely in the gallery and in the rejection modal', async () => {
    const user = setupUser();
    render(<FileUpload variant="gallery" fileTypes={IMAGES} />);
    await user.upload(fileInput(), [
      makeFile('invoice\u202Efdp.exe'),
      makeFile('photo\u202Egnp.png', 10, 'image/png'),
    ]);
    const rejected = await screen.findByRole('list', { name: 'Rejected files' });
    expect(rejected).toHaveTextContent('invoice\\u202Efdp.exe');
    await user.keyboard('{Escape}');
    expect(
      within(screen.getByRole('list', { name: 'Chosen files' })).getByRole('listitem'),
    ).toHaveTextContent('photo\\u202Egnp.png');
  });

  it('adds picked files and lists name, size and the date added; the parent gets the File objects', async () => {
    const user = setupUser();
    const onFilesChange = vi.fn();
    render(<FileUpload onFilesChange={onFilesChange} />);
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeInTheDocument();
    expect(items()).not.toBeInTheDocument();

    const report = makeFile('report.pdf', 1500);
    const notes = makeFile('notes.txt', 1);
    await user.upload(fileInput(), [report, notes]);

    const list = await screen.findByRole('list', { name: 'Chosen files' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('report.pdf');
    expect(rows[0]).toHaveTextContent('1.5 kB');
    expect(rows[0]).toHaveTextContent(/Added on .*\d/);
    expect(rows[1]).toHaveTextContent('1 byte');
    expect(onFilesChange).toHaveBeenCalledTimes(1);
    expect(onFilesChange).toHaveBeenCalledWith([report, notes]);
    expect(screen.getByRole('status')).toHaveTextContent('Added: report.pdf and notes.txt');

    const more = makeFile('more.csv');
    await user.upload(fileInput(), more);
    expect(await within(list).findByText('more.csv')).toBeInTheDocument();
    expect(onFilesChange).toHaveBeenLastCalledWith([report, notes, more]);
  });

  it('opens ONE modal naming every rejected file of a batch and still adds the accepted ones', async () => {
    const user = setupUser();
    const onFilesChange = vi.fn();
    render(<FileUpload fileTypes={IMAGES} onFilesChange={onFilesChange} />);
    expect(fileInput()).toHaveAttribute('accept', IMAGES);
    expect(screen.getByText('Accepted types: .png, .jpg, .jpeg, .gif')).toBeInTheDocument();

    const good = makeFile('HOLIDAY.PNG');
    await user.upload(fileInput(), [makeFile('photo.png.exe'), good, makeFile('README')]);

    const dialogs = await screen.findAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    const dialog = dialogs[0]!;
    expect(within(dialog).getByRole('heading', { name: 'File validation' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('File type is incorrect!');
    const rejected = within(dialog).getByRole('list', { name: 'Rejected files' });
    expect(
      within(rejected)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['photo.png.exe', 'README']);
    expect(onFilesChange).toHaveBeenCalledWith([good]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(items()!).getByText('HOLIDAY.PNG')).toBeInTheDocument();
  });

  it('a batch of only bad files opens the modal and adds nothing', async () => {
    const user = setupUser();
    const onFilesChange = vi.fn();
    render(<FileUpload fileTypes=".gz" onFilesChange={onFilesChange} />);
    await user.upload(fileInput(), [makeFile('a.tar'), makeFile('b.gzip')]);
    const dialog = await screen.findByRole('dialog', { name: 'File validation' });
    expect(dialog).toHaveTextContent('a.tar');
    expect(dialog).toHaveTextContent('b.gzip');
    expect(onFilesChange).not.toHaveBeenCalled();
    expect(items()).not.toBeInTheDocument();
  });

  it('dropzone: a band with the drag-and-drop text around the upload button', async () => {
    const user = setupUser();
    render(<FileUpload dropzone />);
    const band = document.querySelector('[data-slot="file-upload-dropzone"]')!;
    expect(band).toHaveTextContent('Drag’n’drop files or');
    expect(band).toContainElement(screen.getByRole('button', { name: 'Upload file' }));
    expect(band).toContainElement(fileInput());
    expect(band).not.toHaveAttribute('tabindex');
    await user.upload(fileInput(), makeFile('dropped.txt'));
    expect(await screen.findByText('dropped.txt')).toBeInTheDocument();
  });

  it('single: one file at a time, only the last one chosen is kept', async () => {
    const user = setupUser();
    const onFilesChange = vi.fn();
    render(
      <FileUpload variant="single" labels={{ upload: 'Choose' }} onFilesChange={onFilesChange} />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Choose');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, makeFile('first.txt'));
    expect(await screen.findByText('first.txt')).toBeInTheDocument();
    const second = makeFile('second.txt');
    await user.upload(input, second);
    expect(await screen.findByText('second.txt')).toBeInTheDocument();
    expect(screen.queryByText('first.txt')).not.toBeInTheDocument();
    expect(onFilesChange).toHaveBeenLastCalledWith([second]);
    expect(screen.getByRole('button', { name: 'Delete second.txt' })).toBeInTheDocument();
  });

  it('is controlled by files/onFilesChange', async () => {
    const user = setupUser();
    const seen: File[][] = [];
    function Parent() {
      const [files, setFiles] = useState<File[]>([]);
      return (
        <>
          <FileUpload
            files={files}
            onFilesChange={(next) => {
              seen.push(next);
              setFiles(next);
            }}
          />
          <output>{files.length} chosen</output>
        </>
      );
    }
    render(<Parent />);
    await user.upload(fileInput(), [makeFile('a.txt'), makeFile('b.txt')]);
    expect(await screen.findByText('2 chosen')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });
});

describe('FileUpload: deleting with undo', () => {
  it('shows the undo row in place and removes the file for good at exactly 2000 ms', () => {
    vi.useFakeTimers();
    const onFilesChange = vi.fn();
    const keep = makeFile('keep.txt');
    const drop = makeFile('drop.txt');
    render(<FileUpload defaultFiles={[keep, drop]} onFilesChange={onFilesChange} />);

    click(screen.getByRole('button', { name: 'Delete drop.txt' }));
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(undo.closest('li')).toHaveTextContent('File deleted');
    expect(screen.getByRole('status')).toHaveTextContent('drop.txt deleted');

    act(() => {
      vi.advanceTimersByTime(FILE_UNDO_DELAY_MS - 1);
    });
    expect(onFilesChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onFilesChange).toHaveBeenCalledTimes(1);
    expect(onFilesChange).toHaveBeenCalledWith([keep]);
    expect(screen.queryByText('drop.txt')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload file' })).toHaveFocus();
  });

  it('Undo restores the file and focuses its delete button', () => {
    vi.useFakeTimers();
    const onFilesChange = vi.fn();
    render(<FileUpload defaultFiles={[makeFile('oops.txt')]} onFilesChange={onFilesChange} />);

    click(screen.getByRole('button', { name: 'Delete oops.txt' }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Delete oops.txt' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('oops.txt restored');

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onFilesChange).not.toHaveBeenCalled();
    expect(screen.getByText('oops.txt')).toBeInTheDocument();
  });

  it('two deletions in flight both become final', () => {
    vi.useFakeTimers();
    const onFilesChange = vi.fn();
    const files = [makeFile('a.txt'), makeFile('b.txt'), makeFile('c.txt')];
    render(<FileUpload defaultFiles={files} onFilesChange={onFilesChange} />);
    click(screen.getByRole('button', { name: 'Delete a.txt' }));
    click(screen.getByRole('button', { name: 'Delete c.txt' }));
    act(() => {
      vi.advanceTimersByTime(FILE_UNDO_DELAY_MS);
    });
    expect(onFilesChange).toHaveBeenLastCalledWith([files[1]]);
    expect(within(items()!).getAllByRole('listitem')).toHaveLength(1);
  });

  it('single deletes with undo too', () => {
    vi.useFakeTimers();
    const onFilesChange = vi.fn();
    render(
      <FileUpload
        variant="single"
        defaultFiles={[makeFile('only.txt')]}
        onFilesChange={onFilesChange}
      />,
    );
    click(screen.getByRole('button', { name: 'Delete only.txt' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(FILE_UNDO_DELAY_MS);
    });
    expect(onFilesChange).toHaveBeenCalledWith([]);
    expect(items()).not.toBeInTheDocument();
  });

  it('clears its timers on unmount', () => {
    vi.useFakeTimers();
    const onFilesChange = vi.fn();
    const { unmount } = render(
      <FileUpload defaultFiles={[makeFile('x.txt')]} onFilesChange={onFilesChange} />,
    );
    click(screen.getByRole('button', { name: 'Delete x.txt' }));
    unmount();
    act(() => {
      vi.advanceTimersByTime(FILE_UNDO_DELAY_MS * 2);
    });
    expect(onFilesChange).not.toHaveBeenCalled();
  });
});

describe('FileUpload: gallery', () => {
  it('previews images with object URLs, shows the extension for others, and revokes URLs on removal and unmount', () => {
    vi.useFakeTimers();
    const cat = makeFile('cat.png', 2000, 'image/png');
    const dog = makeFile('dog.webp', 10, 'image/webp');
    const doc = makeFile('doc.pdf', 10);
    const { unmount } = render(<FileUpload variant="gallery" defaultFiles={[cat, dog, doc]} />);

    expect(createObjectURL).toHaveBeenCalledTimes(2);
    expect(createObjectURL).toHaveBeenCalledWith(cat);
    const tiles = within(items()!).getAllByRole('listitem');
    expect(tiles[0]!.querySelector('img')).toHaveAttribute('src', 'blob:preview-1');
    expect(tiles[0]).toHaveTextContent('cat.png');
    expect(tiles[0]).toHaveTextContent('2 kB');
    expect(tiles[2]!.querySelector('img')).toBeNull();
    expect(tiles[2]).toHaveTextContent('pdf');

    click(screen.getByRole('button', { name: 'Delete cat.png' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(FILE_UNDO_DELAY_MS);
    });
    expect(revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledTimes(2);
    expect(revokeObjectURL).toHaveBeenLastCalledWith('blob:preview-2');
  });
});
