import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import FileUploadPage from './file-upload-page';

const card = (title: string) => screen.getByRole('region', { name: title });

describe('FileUploadPage', () => {
  it('has one h1, the note that nothing is uploaded, and the five empty widgets', () => {
    renderWithRouter(<FileUploadPage />, { route: 'file-upload' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'File Upload' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing is uploaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wire an upload' })).toHaveAttribute(
      'href',
      expect.stringMatching(/docs\/help\/file-upload\.md#wire-an-upload$/),
    );

    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Advanced media gallery',
      'Advanced upload list',
      'Single file',
      'Media gallery',
      'Upload list',
    ]);
    for (const title of titles) {
      const section = card(title);
      expect(within(section).getByRole('button', { name: 'Upload file' })).toBeInTheDocument();
      expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    }

    const images = '.png, .jpg, .jpeg, .gif';
    const input = (title: string) => within(card(title)).getByLabelText('Upload file');
    expect(input('Advanced media gallery')).toHaveAttribute('accept', images);
    expect(input('Media gallery')).toHaveAttribute('accept', images);
    expect(input('Upload list')).not.toHaveAttribute('accept');
    expect(input('Single file')).not.toHaveAttribute('multiple');

    const dropzones = (title: string) =>
      card(title).querySelector('[data-slot="file-upload-dropzone"]');
    expect(dropzones('Advanced media gallery')).toHaveTextContent('Drag’n’drop files or');
    expect(dropzones('Advanced upload list')).not.toBeNull();
    expect(dropzones('Media gallery')).toBeNull();
    expect(dropzones('Upload list')).toBeNull();
  });
});
