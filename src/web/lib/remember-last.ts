/**
 * `compute` with its last answer kept: every component of a page asks about the same path, so
 * only a new path is worked out again.
 */
export function rememberLast<R>(compute: (input: string) => R): (input: string) => R {
  let lastInput: string | null = null;
  let lastResult: R;
  return (input) => {
    if (input !== lastInput) [lastInput, lastResult] = [input, compute(input)];
    return lastResult;
  };
}

/**
 * `compute` with up to `max` answers kept (all dropped when full): the same links appear on every
 * page, so their paths are worked out once, not on every render.
 */
export function rememberMany<R>(compute: (input: string) => R, max: number): (input: string) => R {
  const kept = new Map<string, R>();
  return (input) => {
    let result = kept.get(input);
    if (result === undefined) {
      if (kept.size >= max) kept.clear();
      result = compute(input);
      kept.set(input, result);
    }
    return result;
  };
}
