/** SPEC §9: a swipe needs more than 16 px of movement. */
export const SWIPE_THRESHOLD_PX = 16;

export type SwipeDirection = 'next' | 'previous';

/**
 * What a pointer movement from press to release means: a mostly horizontal move of more than
 * SWIPE_THRESHOLD_PX changes the slide (moving left shows the next one); anything else is a tap
 * or a vertical scroll and changes nothing.
 */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The slide a key leads to from `index` of `count` slides; null when the key does nothing. */
export function slideForKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[key];
  if (target === undefined) return null;
  const clamped = Math.min(Math.max(target, 0), count - 1);
  return clamped === index ? null : clamped;
}
