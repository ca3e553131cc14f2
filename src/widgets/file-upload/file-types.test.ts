import {
  fileExtension,
  isAcceptedFileType,
  isPreviewableImage,
  parseFileTypes,
} from './file-types';

const IMAGES = '.png, .jpg, .jpeg, .gif';

describe('file types', () => {
  it('parses a fileTypes string into bare lower-case extensions', () => {
    expect(parseFileTypes(IMAGES)).toEqual(['png', 'jpg', 'jpeg', 'gif']);
    expect(parseFileTypes(' .PDF ,docx,, ')).toEqual(['pdf', 'docx']);
    expect(parseFileTypes(undefined)).toEqual([]);
    expect(parseFileTypes('')).toEqual([]);
  });

  it('takes the extension after the last dot', () => {
    expect(fileExtension('photo.PNG')).toBe('png');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
  });

  it('accepts everything without a list', () => {
    expect(isAcceptedFileType('anything.exe', undefined)).toBe(true);
    expect(isAcceptedFileType('README', '')).toBe(true);
  });

  it('matches the extension exactly and case-insensitively', () => {
    expect(isAcceptedFileType('photo.PNG', IMAGES)).toBe(true);
    expect(isAcceptedFileType('photo.jpeg', IMAGES)).toBe(true);
    expect(isAcceptedFileType('photo.png.exe', IMAGES)).toBe(false);
    expect(isAcceptedFileType('archive.tar.gz', '.gz')).toBe(true);
    expect(isAcceptedFileType('archive.tar.gz', '.tar')).toBe(false);
    expect(isAcceptedFileType('README', IMAGES)).toBe(false);
    expect(isAcceptedFileType('trailing.', IMAGES)).toBe(false);
  });

  it('does not accept substrings of a listed type', () => {
    expect(isAcceptedFileType('file.g', IMAGES)).toBe(false);
    expect(isAcceptedFileType('file.pn', IMAGES)).toBe(false);
    expect(isAcceptedFileType('file.jp', IMAGES)).toBe(false);
  });

  it('knows which files preview as images', () => {
    expect(isPreviewableImage('a.WEBP')).toBe(true);
    expect(isPreviewableImage('a.svg')).toBe(true);
    expect(isPreviewableImage('a.pdf')).toBe(false);
  });
});
