import { Box } from '@mantine/core';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';

interface FileDropZoneProps {
  /** The file input's `accept` list. */
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  /** Gets `open`, which shows the file chooser: the zone's button calls it (the keyboard way in). */
  children: (open: () => void) => ReactNode;
}

/** Only drags that carry files from the computer; a slide dragged within the page is not one. */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * An area files can be dropped on, with a hidden file input behind the button it renders. The
 * border turns solid and coloured while files are dragged over it.
 */
export function FileDropZone({ accept, multiple = false, onFiles, children }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  // dragenter/dragleave fire for every child crossed: count them so the highlight does not flicker.
  const depth = useRef(0);
  const [isOver, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  const handlers = {
    onDragEnter(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current++;
      setOver(true);
    },
    onDragOver(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave(event: DragEvent) {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    },
    onDrop(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setOver(false);
      take(event.dataTransfer.files);
    },
  };

  return (
    <Box
      p="md"
      style={{
        border: `2px ${isOver ? 'solid' : 'dashed'} ${isOver ? 'var(--mantine-color-noksBlue-8)' : 'var(--mantine-color-gray-5)'}`,
        borderRadius: 'var(--mantine-radius-md)',
        background: isOver ? 'var(--mantine-color-noksBlue-0)' : undefined,
      }}
      {...handlers}
    >
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file chosen again (after a failure) must fire change again.
          event.currentTarget.value = '';
        }}
      />
      {children(() => input.current?.click())}
    </Box>
  );
}
