import { mdiArrowDown, mdiArrowUp, mdiDelete, mdiDrag, mdiUpload } from '@mdi/js';
import { ActionIcon, Box, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type DOMAttributes, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '../../../common/schemas/public.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import { FileDropZone } from './file-drop-zone.js';
import { releaseMedia, uploadImage } from './media-api.js';
import { IMAGE_ACCEPT, acceptCheck, thumbnailUrl } from './media-files.js';
import { appendNew, dropIndex, moveItem, removeAt } from './slide-order.js';
import { UploadList } from './upload-list.js';
import { useUploadQueue } from './use-upload-queue.js';

export interface SlidesEditorProps {
  label: string;
  value: Media[];
  onChange: (slides: Media[]) => void;
  error?: string | null | undefined;
}

/** The type of the drag data of a slide moved within the list (files from the computer carry 'Files'). */
const SLIDE_DRAG_TYPE = 'application/x-noks-slide';
const THUMBNAIL_WIDTH = 160;

type SlideAction = 'up' | 'down' | 'remove';
type DropTarget = { index: number; isLowerHalf: boolean };

function isSlideDrag(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes(SLIDE_DRAG_TYPE);
}

/**
 * After a move the button pressed may sit elsewhere (or be disabled at the top or bottom):
 * focus goes to the same button of the moved slide, else its other move button, else the next
 * slide's remove button (after a removal), else the upload button.
 */
function useFocusAfterChange(value: Media[]) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const uploadButton = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState<{ id: number; action: SlideAction } | null>(null);

  useEffect(() => {
    if (!pending) return;
    const candidates = [`${pending.id}:${pending.action}`, `${pending.id}:up`, `${pending.id}:down`];
    const target = candidates.map((key) => buttons.current.get(key)).find((button) => button && !button.disabled);
    (target ?? uploadButton.current)?.focus();
    setPending(null);
  }, [pending, value]);

  const register = (id: number, action: SlideAction) => (element: HTMLButtonElement | null) => {
    const key = `${id}:${action}`;
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  return { register, uploadButton, focusLater: setPending };
}

interface SlideRowProps {
  slide: Media;
  index: number;
  count: number;
  /** Where a dragged slide would land, shown as a line above or below this one. */
  dropEdge: 'top' | 'bottom' | null;
  isDragged: boolean;
  dragHandlers: DOMAttributes<HTMLElement> & { draggable: boolean };
  register: (id: number, action: SlideAction) => (element: HTMLButtonElement | null) => void;
  onMove: (to: number, action: SlideAction) => void;
  onRemove: () => void;
}

const edgeLine = (isShown: boolean) => `3px solid ${isShown ? 'var(--mantine-color-noksBlue-8)' : 'transparent'}`;

/** One slide: drag handle, number, thumbnail, name, and its buttons (the keyboard way to reorder). */
function SlideRow({ slide, index, count, dropEdge, isDragged, dragHandlers, register, onMove, onRemove }: SlideRowProps) {
  const { t } = useTranslation('dashboard-media');
  const position = index + 1;
  return (
    <Box
      component="li"
      p={4}
      {...dragHandlers}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 'var(--mantine-spacing-xs)',
        cursor: 'grab',
        opacity: isDragged ? 0.5 : 1,
        borderTop: edgeLine(dropEdge === 'top'),
        borderBottom: edgeLine(dropEdge === 'bottom'),
      }}
    >
      <Icon path={mdiDrag} size={20} />
      <Text size="sm" fw={700} miw={24} ta="end">
        {position}.
      </Text>
      <img
        src={thumbnailUrl(slide, THUMBNAIL_WIDTH)}
        alt={slide.originalName}
        width={96}
        height={54}
        draggable={false}
        style={{ flex: 'none', width: 96, height: 54, objectFit: 'cover', borderRadius: 4, background: 'var(--mantine-color-gray-2)' }}
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {slide.originalName}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon ref={register(slide.id, 'up')} variant="default" disabled={index === 0} aria-label={t('slides.moveUp', { position })} onClick={() => onMove(index - 1, 'up')}>
            <Icon path={mdiArrowUp} size={18} />
          </ActionIcon>
          <ActionIcon
            ref={register(slide.id, 'down')}
            variant="default"
            disabled={index === count - 1}
            aria-label={t('slides.moveDown', { position })}
            onClick={() => onMove(index + 1, 'down')}
          >
            <Icon path={mdiArrowDown} size={18} />
          </ActionIcon>
          <ActionIcon ref={register(slide.id, 'remove')} variant="default" aria-label={t('slides.remove', { position })} onClick={onRemove}>
            <Icon path={mdiDelete} size={18} />
          </ActionIcon>
        </Group>
      </Stack>
    </Box>
  );
}

/** Presentation slides: upload several images at once, reorder (drag and drop, keyboard), remove. */
export function SlidesEditor({ label, value, onChange, error }: SlidesEditorProps) {
  const { t, ready } = useTranslation('dashboard-media', { useSuspense: false });
  const locale = useLocale();
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);
  const focus = useFocusAfterChange(value);
  // Uploads finish one after another between renders: each appends to the latest list.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);

  const change = (slides: Media[], message: string) => {
    current.current = slides;
    onChange(slides);
    setAnnouncement(message);
  };

  // One at a time, so slides are added in the order they were chosen.
  const queue = useUploadQueue<Media>({
    concurrency: 1,
    check: acceptCheck(IMAGE_ACCEPT),
    upload: (file, options) => uploadImage(file, locale, options),
    onDone: (media, item) => {
      const slides = appendNew(current.current, [media]);
      change(slides, t('slides.added', { name: media.originalName, position: slides.length }));
      queue.dismiss(item.key);
    },
  });

  /** `action`: the button pressed, which keeps the focus; a drag with the mouse leaves focus alone. */
  function move(from: number, to: number, action: SlideAction | null) {
    const slide = value[from];
    if (!slide || to < 0 || to >= value.length || from === to) return;
    const slides = moveItem(value, from, to);
    change(slides, t('slides.moved', { name: slide.originalName, position: to + 1, total: slides.length }));
    if (action) focus.focusLater({ id: slide.id, action });
  }

  function remove(index: number) {
    const slide = value[index];
    if (!slide) return;
    void releaseMedia(slide.id, locale);
    const slides = removeAt(value, index);
    change(slides, t('slides.removed', { name: slide.originalName, total: slides.length }));
    const next = slides[Math.min(index, slides.length - 1)];
    focus.focusLater(next ? { id: next.id, action: 'remove' } : { id: -1, action: 'remove' });
  }

  const dragHandlers = (index: number) => ({
    draggable: true,
    onDragStart(event: DragEvent) {
      event.dataTransfer.setData(SLIDE_DRAG_TYPE, String(index));
      event.dataTransfer.effectAllowed = 'move';
      setDragged(index);
    },
    onDragEnd() {
      setDragged(null);
      setDropTarget(null);
    },
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!isSlideDrag(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      const box = event.currentTarget.getBoundingClientRect();
      const isLowerHalf = event.clientY > box.top + box.height / 2;
      if (dropTarget?.index !== index || dropTarget.isLowerHalf !== isLowerHalf) setDropTarget({ index, isLowerHalf });
    },
    onDrop(event: DragEvent<HTMLElement>) {
      if (!isSlideDrag(event)) return;
      event.preventDefault();
      // The drag data names the slide; the state is the fallback where a browser withholds it.
      const source = event.dataTransfer.getData(SLIDE_DRAG_TYPE) || (dragged === null ? '' : String(dragged));
      const box = event.currentTarget.getBoundingClientRect();
      setDropTarget(null);
      setDragged(null);
      if (/^\d+$/.test(source)) move(Number(source), dropIndex(Number(source), index, event.clientY > box.top + box.height / 2), null);
    },
  });

  if (!ready) return <Skeleton height={160} aria-hidden="true" />;

  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Text id={labelId} component="div" size="sm" fw={500}>
        {label}
      </Text>
      <FileDropZone accept={IMAGE_ACCEPT} multiple onFiles={(files) => queue.add(files)}>
        {(open) => (
          <Stack gap="sm">
            {value.length === 0 ? (
              <Text size="sm">{t('slides.none')}</Text>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {t('slides.hint')}
                </Text>
                <Box component="ol" m={0} p={0} aria-label={t('slides.listLabel', { label })} style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 4 }}>
                  {value.map((slide, index) => (
                    <SlideRow
                      key={slide.id}
                      slide={slide}
                      index={index}
                      count={value.length}
                      dropEdge={dragged !== null && dropTarget?.index === index ? (dropTarget.isLowerHalf ? 'bottom' : 'top') : null}
                      isDragged={dragged === index}
                      dragHandlers={dragHandlers(index)}
                      register={focus.register}
                      onMove={(to, action) => move(index, to, action)}
                      onRemove={() => remove(index)}
                    />
                  ))}
                </Box>
              </>
            )}
            <Group gap="sm">
              <Button ref={focus.uploadButton} variant="default" leftSection={<Icon path={mdiUpload} size={18} />} onClick={open} aria-describedby={labelId}>
                {t('slides.upload')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('slides.drop')}
              </Text>
            </Group>
            <UploadList items={queue.items} onCancel={queue.cancel} onRetry={queue.retry} onDismiss={queue.dismiss} />
          </Stack>
        )}
      </FileDropZone>
      {error && (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
