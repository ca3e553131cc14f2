import { File as FileIcon, Trash2, Undo2 } from 'lucide-react';

import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';

import { displayFileName } from './display-file-name';
import { fileKey } from './file-records';
import { fileExtension } from './file-types';
import type { FileUploadLabels } from './file-upload-labels';

type ItemProps = {
  file: File;
  onDelete: (file: File) => void;
  onUndo: (file: File) => void;
  /** Removed, waiting for the undo delay. */
  pending: boolean;
  labels: FileUploadLabels;
};

/** A list (or single-file) row: name, size and date, a delete button; once deleted, the undo row. */
export function FileRow({
  file,
  pending,
  onDelete,
  onUndo,
  labels,
  details,
}: ItemProps & { details: { size: string; addedOn: string } | null }) {
  const name = displayFileName(file.name);
  return (
    <li
      data-slot="file-upload-item"
      data-file-key={fileKey(file)}
      data-pending={pending || undefined}
      className={cn(
        'flex min-h-16 items-center gap-3 border-b border-border px-1 py-2 last:border-b-0',
        pending && 'bg-surface-muted',
      )}
    >
      <FileIcon aria-hidden className="size-5 shrink-0 text-muted" />
      {pending ? (
        <UndoContent file={file} onUndo={onUndo} labels={labels} />
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p data-slot="file-upload-name" className="truncate font-semibold">
              {name}
            </p>
            {details && (
              <p className="text-sm text-muted">
                <span data-slot="file-upload-size">{details.size}</span>
                <span aria-hidden> · </span>
                <span className="sr-only">, </span>
                <span data-slot="file-upload-date">{details.addedOn}</span>
              </p>
            )}
          </div>
          <Button
            data-slot="file-upload-delete"
            variant="ghost"
            size="sm"
            className="text-danger-strong!"
            aria-label={labels.deleteFile(name)}
            onClick={() => onDelete(file)}
          >
            <Trash2 aria-hidden />
            {labels.delete}
          </Button>
        </>
      )}
    </li>
  );
}

function UndoContent({
  file,
  onUndo,
  labels,
  tile = false,
}: {
  file: File;
  onUndo: (file: File) => void;
  labels: Pick<FileUploadLabels, 'fileDeleted' | 'undo'>;
  tile?: boolean;
}) {
  return (
    <>
      <p
        data-slot="file-upload-undo-text"
        className={cn('min-w-0', tile ? 'max-w-full' : 'flex-1')}
      >
        <span className="block truncate text-muted line-through">{displayFileName(file.name)}</span>
        <span className="block text-sm font-semibold">{labels.fileDeleted}</span>
      </p>
      <Button data-slot="file-upload-undo" variant="outline" size="sm" onClick={() => onUndo(file)}>
        <Undo2 aria-hidden className="flip-rtl" />
        {labels.undo}
      </Button>
    </>
  );
}

/** A gallery tile: the image (or a file icon with the extension) under a name/size/delete overlay. */
export function GalleryTile({
  file,
  pending,
  onDelete,
  onUndo,
  labels,
  previewUrl,
  size,
}: ItemProps & { previewUrl: string | undefined; size: string }) {
  const name = displayFileName(file.name);
  const extension = displayFileName(fileExtension(file.name));
  return (
    <li
      data-slot="file-upload-tile"
      data-file-key={fileKey(file)}
      data-pending={pending || undefined}
      className="relative aspect-square overflow-hidden rounded-card border border-border bg-surface-muted"
    >
      {pending ? (
        <div className="flex size-full flex-col items-center justify-center gap-2 p-3 text-center">
          <UndoContent file={file} onUndo={onUndo} labels={labels} tile />
        </div>
      ) : (
        <>
          {previewUrl ? (
            <img
              data-slot="file-upload-preview"
              src={previewUrl}
              alt=""
              className="size-full object-cover"
            />
          ) : (
            <div
              data-slot="file-upload-placeholder"
              className="flex size-full flex-col items-center justify-center gap-1 pb-12 text-muted"
            >
              <FileIcon aria-hidden className="size-10" />
              {extension && (
                <span className="text-sm font-semibold tracking-wide uppercase">{extension}</span>
              )}
            </div>
          )}
          <div
            data-slot="file-upload-overlay"
            className="absolute inset-x-0 bottom-0 flex items-center gap-1 bg-black/75 py-1.5 ps-2.5 pe-1 text-white [--ring:var(--palette-white)]"
          >
            <div className="min-w-0 flex-1">
              <p data-slot="file-upload-name" className="truncate text-sm font-semibold">
                {name}
              </p>
              <p data-slot="file-upload-size" className="text-xs">
                {size}
              </p>
            </div>
            <Button
              data-slot="file-upload-delete"
              variant="ghost"
              size="icon"
              className="size-9! text-white! hover:bg-white/20!"
              aria-label={labels.deleteFile(name)}
              onClick={() => onDelete(file)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
