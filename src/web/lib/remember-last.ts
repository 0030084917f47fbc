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
