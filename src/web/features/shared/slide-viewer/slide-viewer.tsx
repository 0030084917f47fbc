import { mdiChevronLeft, mdiChevronRight, mdiFullscreen, mdiFullscreenExit } from '@mdi/js';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.js';
import { useMessages } from '../../../lib/messages.js';
import { type Media, imageSources } from '../media.js';
import { slideForKey, swipeDirection } from './slide-navigation.js';
import './slide-viewer.css';
import { useExternalStore } from '../../../lib/external-store.js';

export interface Slide {
  position: number;
  image: Media;
}

interface SlideViewerProps {
  /** The presentation's title, used in the slides' alternative texts. */
  title: string;
  slides: Slide[];
}

const SLIDE_SIZES = '(max-width: 960px) 100vw, 60rem';

function canGoFullscreen(): boolean {
  return document.fullscreenEnabled === true && typeof HTMLElement.prototype.requestFullscreen === 'function';
}

const neverChanges = () => () => {};

/** Whether the browser offers full screen: false on the server and while hydrating, so both render alike. */
function useFullscreenSupport(): boolean {
  return useExternalStore(neverChanges, canGoFullscreen, () => false);
}

/**
 * Slides one at a time: previous/next buttons, ArrowLeft/ArrowRight/Home/End while the viewer
 * has focus, a horizontal swipe of more than 16 px, full screen where the browser allows it, and
 * a live region that announces the slide after each change.
 */
export function SlideViewer({ title, slides }: SlideViewerProps) {
  const { t } = useMessages('screens');
  const id = useId();
  const viewer = useRef<HTMLElement>(null);
  const press = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [isFullscreen, setIsFullscreen] = useState(false);
  const fullscreenSupported = useFullscreenSupport();
  const count = slides.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const slide = slides[current];

  const slideAlt = (n: number) => t('slides.alt', { n, total: count, title, interpolation: { escapeValue: false } });

  function go(target: number) {
    if (target < 0 || target >= count || target === current) return;
    setIndex(target);
    setAnnouncement(slideAlt(target + 1));
  }

  useEffect(() => {
    if (!fullscreenSupported) return;
    const update = () => setIsFullscreen(document.fullscreenElement !== null && document.fullscreenElement === viewer.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [fullscreenSupported]);

  // Fetch the next slide ahead of time so stepping forward does not wait for it.
  const next = slides[current + 1];
  useEffect(() => {
    if (!next) return;
    const { src, srcSet } = imageSources(next.image);
    const preload = new Image();
    preload.sizes = SLIDE_SIZES;
    if (srcSet) preload.srcset = srcSet;
    preload.src = src;
  }, [next]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = slideForKey(event.key, current, count);
    if (target === null) return;
    event.preventDefault();
    go(target);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = press.current;
    press.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction === 'next') go(current + 1);
    if (direction === 'previous') go(current - 1);
  }

  function toggleFullscreen() {
    const element = viewer.current;
    if (!element) return;
    // Browsers may still refuse (an iframe without permission, a denied request): stay as we are.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element.requestFullscreen().catch(() => undefined);
  }

  if (!slide) return null;

  return (
    <section
      ref={viewer}
      className="slide-viewer"
      tabIndex={0}
      aria-roledescription={t('slides.roleDescription')}
      aria-label={t('slides.label', { title, interpolation: { escapeValue: false } })}
      aria-describedby={`${id}-help`}
      onKeyDown={onKeyDown}
    >
      <div
        className="slide-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (press.current = null)}
      >
        <img
          key={slide.image.id}
          className="slide-viewer__image"
          {...imageSources(slide.image)}
          sizes={SLIDE_SIZES}
          alt={slideAlt(current + 1)}
          draggable={false}
          decoding="async"
        />
      </div>
      <div className="slide-viewer__controls">
        <button type="button" className="slide-viewer__button" onClick={() => go(current - 1)} aria-disabled={current === 0}>
          <Icon path={mdiChevronLeft} />
          <span>{t('slides.previous')}</span>
        </button>
        <p className="slide-viewer__counter" aria-hidden="true">
          {current + 1} / {count}
        </p>
        <button type="button" className="slide-viewer__button" onClick={() => go(current + 1)} aria-disabled={current === count - 1}>
          <span>{t('slides.next')}</span>
          <Icon path={mdiChevronRight} />
        </button>
        {fullscreenSupported && (
          <button type="button" className="slide-viewer__button slide-viewer__fullscreen" onClick={toggleFullscreen} aria-pressed={isFullscreen}>
            <Icon path={isFullscreen ? mdiFullscreenExit : mdiFullscreen} />
            <span>{t('slides.fullscreen')}</span>
          </button>
        )}
      </div>
      {count > 1 && (
        // Without JavaScript the buttons cannot turn the slides: the rest follow as a list.
        <noscript>
          <ol className="slide-viewer__rest" start={2}>
            {slides.slice(1).map((rest, i) => (
              <li key={rest.image.id}>
                <img className="slide-viewer__image" {...imageSources(rest.image)} sizes={SLIDE_SIZES} alt={slideAlt(i + 2)} loading="lazy" decoding="async" />
              </li>
            ))}
          </ol>
        </noscript>
      )}
      <p className="visually-hidden" id={`${id}-help`}>
        {t('slides.help')}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
