import { Component, type ReactNode, Suspense, useId } from 'react';

/**
 * A server-rendered page hydrates in turns (decision 0016): the layout and the top of the screen in
 * the first task, then each part wrapped in <HydrateInTurn> in a task of its own, in page order.
 * Hydrating a whole page in one go held a phone's main thread for half a second, during which a tap
 * went unanswered; in turns, the browser can answer input and paint between parts.
 */

interface Gate {
  open: boolean;
  opened: Promise<void>;
}

/** Whether the page's first hydration is under way (set by main.tsx around hydrateRoot). */
let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();

/**
 * Lets the browser run its pending work (input, paint) before the rest of the current one.
 * Without scheduler.yield, a message to itself: unlike a timer, it is not held back to once a
 * second in a tab opened in the background.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function nextGate(): Gate {
  const gate: Gate = { open: false, opened: Promise.resolve() };
  gate.opened = lastTurn = lastTurn.then(yieldToBrowser).then(() => {
    gate.open = true;
  });
  return gate;
}

/** Marks the start of the page's hydration: parts met from now on wait for their turn. */
export function startHydratingInTurns(): void {
  hydrating = true;
}

/** Resolves once every part has hydrated; later renders (a navigation) no longer wait. */
export async function allTurnsTaken(): Promise<void> {
  let last: Promise<void>;
  do {
    last = lastTurn;
    await last;
  } while (last !== lastTurn);
  hydrating = false;
}

/** Preact's vnode fields its useId reads (stable names of Preact 10's internal API). */
interface PreactVNode {
  /** The counter of ids under this vnode: [prefix, next number]. */
  __m?: [string, number];
}

interface TurnProps {
  idPrefix: string;
  children: ReactNode;
}

/**
 * Suspends while the page hydrates until its turn comes: Preact keeps the server's markup of a
 * part that suspends while hydrating and hydrates it when the promise settles. Its ids (useId)
 * are counted under its own prefix, on the server and in the browser alike, so a part hydrated
 * later gets the same ids as the markup it adopts.
 */
class Turn extends Component<TurnProps> {
  private gate = hydrating ? nextGate() : null;
  private ids: [string, number] = [this.props.idPrefix, 0];

  override render() {
    if (this.gate && !this.gate.open) throw this.gate.opened;
    (this as unknown as { __v: PreactVNode }).__v.__m = this.ids;
    return this.props.children;
  }
}

/**
 * A part of a server-rendered page that hydrates in a later task than the layout. Its child must
 * render exactly one element (Preact keeps one DOM node in place for a part that waits). Anywhere
 * else (the server, a screen shown after a navigation) it renders its child at once.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Turn idPrefix={`${id}t`}>{children}</Turn>
    </Suspense>
  );
}
