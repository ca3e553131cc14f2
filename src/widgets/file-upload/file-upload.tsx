import { cva } from 'class-variance-authority';
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useFormat } from '@/hooks/use-format';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Modal } from '@/widgets/modal';

import { displayFileName } from './display-file-name';
import { addedDate, fileKey, recordAdded } from './file-records';
import { isAcceptedFileType, parseFileTypes } from './file-types';
import { FileRow, GalleryTile } from './file-upload-items';
import { fileUploadLabels, type FileUploadLabels } from './file-upload-labels';
import { useObjectUrls } from './use-object-urls';

/** How long a deleted file can be restored before its removal is final. */
export const FILE_UNDO_DELAY_MS = 2000;

export type FileUploadVariant = 'list' | 'gallery' | 'single';

const fileUploadItemsVariants = cva('', {
  variants: {
    variant: {
      list: 'flex flex-col',
      single: 'flex flex-col',
      gallery: 'grid grid-cols-2 gap-3 @md:grid-cols-3 @2xl:grid-cols-4 @5xl:grid-cols-6',
    },
  },
  defaultVariants: { variant: 'list' },
});

export type FileUploadProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** `list` rows, a `gallery` of previews, or a `single` file. @default 'list' */
  variant?: FileUploadVariant;
  /** Accepted extensions, e.g. ".png, .jpg"; other files are rejected with a modal. Without it any file is accepted. */
  fileTypes?: string;
  /** Show a 10 rem drag-and-drop band around the upload button. @default false */
  dropzone?: boolean;
  /** The chosen files, controlled; without it the upload keeps its own. */
  files?: File[];
  /** Initial files when uncontrolled. @default [] */
  defaultFiles?: File[];
  /** Called with the new list when files are added or a removal becomes final. Nothing is uploaded. */
  onFilesChange?: (files: File[]) => void;
  /** Texts to override (upload button, dropzone, rows, undo, announcements, the rejection modal); the rest stay translated. @default the `fileUpload.*` translations */
  labels?: Partial<FileUploadLabels>;
  /** Allow choosing several files at once (always false for `single`). @default true */
  multiple?: boolean;
};

type FocusRequest = { target: 'undo' | 'delete'; key: string } | { target: 'upload' };

const NO_FILES: File[] = [];

/**
 * Chooses files by button, picker or drag-and-drop (react-dropzone) and lists them; nothing is
 * uploaded, the parent gets the File objects through `onFilesChange`. Files of other types than
 * `fileTypes` are rejected in one modal per batch. Deleting shows an undo row; the removal is final
 * after 2000 ms.
 */
export function FileUpload({
  variant = 'list',
  fileTypes,
  dropzone = false,
  files: filesProp,
  defaultFiles = NO_FILES,
  onFilesChange,
  labels: labelOverrides,
  multiple = true,
  className,
  ...props
}: FileUploadProps) {
  const format = useFormat();
  const labels = useLabels(fileUploadLabels, labelOverrides);
  const single = variant === 'single';
  const label = labels.upload;
  const [files, setFiles] = useControllableState({
    value: filesProp,
    defaultValue: defaultFiles,
    onChange: onFilesChange,
  });
  const [pending, setPending] = useState<ReadonlySet<File>>(() => new Set());
  const [rejected, setRejected] = useState<{ open: boolean; names: string[] }>({
    open: false,
    names: [],
  });
  const [announcement, setAnnouncement] = useState('');
  const previewUrls = useObjectUrls(files, variant === 'gallery');

  const rootRef = useRef<HTMLDivElement>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const timers = useRef(new Map<File, ReturnType<typeof setTimeout>>());
  const focusRequest = useRef<FocusRequest | null>(null);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const timer of pendingTimers.values()) clearTimeout(timer);
      pendingTimers.clear();
    };
  }, []);

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const target =
      request.target === 'upload'
        ? uploadButtonRef.current
        : rootRef.current?.querySelector<HTMLElement>(
            `[data-file-key="${request.key}"] [data-slot="file-upload-${request.target}"]`,
          );
    target?.focus();
  });

  const handleDrop = (accepted: File[], rejections: FileRejection[]) => {
    // react-dropzone only rejects the surplus of a single-file pick ("too many files"); the single
    // type keeps the last file chosen, so it looks at all of them.
    const batch = single
      ? [...accepted, ...rejections.map((rejection) => rejection.file)]
      : accepted;
    const good = batch.filter((file) => isAcceptedFileType(file.name, fileTypes));
    const bad = batch.filter((file) => !isAcceptedFileType(file.name, fileTypes));
    if (bad.length > 0) {
      setRejected({ open: true, names: bad.map((file) => displayFileName(file.name)) });
    }
    const last = good.at(-1);
    if (!last) return;
    const added = single ? [last] : good;
    recordAdded(added, new Date());
    setFiles((previous) => (single ? added : [...previous, ...added]));
    setAnnouncement(
      labels.announceAdded(format.list(added.map((file) => displayFileName(file.name)))),
    );
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: handleDrop,
    multiple: !single && multiple,
    // The band is not a tab stop of its own: its upload button is, and a click on the button
    // bubbles to the band, which opens the picker.
    noKeyboard: true,
    useFsAccessApi: false,
  });

  const finalize = (file: File) => {
    timers.current.delete(file);
    const row = rootRef.current?.querySelector(`[data-file-key="${fileKey(file)}"]`);
    if (row?.contains(document.activeElement)) focusRequest.current = { target: 'upload' };
    setPending((previous) => without(previous, file));
    setFiles((previous) =>
      previous.includes(file) ? previous.filter((candidate) => candidate !== file) : previous,
    );
  };

  const handleDelete = (file: File) => {
    clearTimeout(timers.current.get(file));
    timers.current.set(
      file,
      setTimeout(() => finalize(file), FILE_UNDO_DELAY_MS),
    );
    setPending((previous) => new Set(previous).add(file));
    focusRequest.current = { target: 'undo', key: fileKey(file) };
    setAnnouncement(labels.announceDeleted(displayFileName(file.name)));
  };

  const handleUndo = (file: File) => {
    clearTimeout(timers.current.get(file));
    timers.current.delete(file);
    setPending((previous) => without(previous, file));
    focusRequest.current = { target: 'delete', key: fileKey(file) };
    setAnnouncement(labels.announceRestored(displayFileName(file.name)));
  };

  const shown = single ? files.slice(-1) : files;
  const extensions = parseFileTypes(fileTypes);
  const typesHint = extensions.length > 0 && (
    <p data-slot="file-upload-types" className="text-sm text-muted">
      {labels.acceptedTypes(
        format.list(
          extensions.map((extension) => `.${extension}`),
          { type: 'unit', style: 'short' },
        ),
      )}
    </p>
  );
  const input = <input {...getInputProps({ accept: fileTypes, 'aria-label': label })} />;
  const button = (
    <Button ref={uploadButtonRef} data-slot="file-upload-button" size="sm">
      <Upload aria-hidden />
      {label}
    </Button>
  );

  return (
    <div
      ref={rootRef}
      data-slot="file-upload"
      data-variant={variant}
      className={cn('@container flex flex-col gap-4', className)}
      {...props}
    >
      {dropzone ? (
        <div
          {...getRootProps()}
          data-slot="file-upload-dropzone"
          data-drag-active={isDragActive || undefined}
          className={cn(
            'flex min-h-40 cursor-pointer flex-col items-center justify-center gap-3 p-6 text-center',
            'rounded-card border-2 border-dashed border-input bg-surface-muted transition-colors duration-150',
            'data-drag-active:border-primary-strong data-drag-active:bg-primary/10',
          )}
        >
          {input}
          <p className="text-base">{labels.dropFiles}</p>
          {button}
          {typesHint}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div
            {...getRootProps()}
            data-slot="file-upload-trigger"
            data-drag-active={isDragActive || undefined}
            className="inline-flex rounded-full data-drag-active:outline-2 data-drag-active:outline-offset-2 data-drag-active:outline-primary-strong data-drag-active:outline-dashed"
          >
            {input}
            {button}
          </div>
          {typesHint}
        </div>
      )}

      {shown.length > 0 && (
        <ul
          data-slot="file-upload-items"
          aria-label={labels.files}
          className={fileUploadItemsVariants({ variant })}
        >
          {shown.map((file) =>
            variant === 'gallery' ? (
              <GalleryTile
                key={fileKey(file)}
                file={file}
                pending={pending.has(file)}
                onDelete={handleDelete}
                onUndo={handleUndo}
                labels={labels}
                previewUrl={previewUrls.get(file)}
                size={format.fileSize(file.size)}
              />
            ) : (
              <FileRow
                key={fileKey(file)}
                file={file}
                pending={pending.has(file)}
                onDelete={handleDelete}
                onUndo={handleUndo}
                labels={labels}
                details={
                  single
                    ? null
                    : {
                        size: format.fileSize(file.size),
                        addedOn: labels.addedOn(format.dateTime(addedDate(file))),
                      }
                }
              />
            ),
          )}
        </ul>
      )}

      <p role="status" data-slot="file-upload-status" className="sr-only">
        {announcement}
      </p>

      <Modal
        open={rejected.open}
        onOpenChange={(open) => setRejected((previous) => ({ ...previous, open }))}
        size="sm"
        title={labels.rejectedTitle}
        labels={{ ok: labels.rejectedClose }}
        hideCancel
        closeButton={false}
      >
        <p>{labels.rejectedText}</p>
        <ul aria-label={labels.rejectedFiles} className="mt-3 list-disc space-y-1 ps-5 text-sm">
          {rejected.names.map((name, index) => (
            <li key={`${index}-${name}`} className="break-all">
              {name}
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}

function without<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  if (!set.has(item)) return set;
  const next = new Set(set);
  next.delete(item);
  return next;
}
