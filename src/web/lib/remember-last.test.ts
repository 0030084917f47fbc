import { describe, expect, it } from 'vitest';
import { rememberLast, rememberMany } from './remember-last.js';

function counted() {
  const calls: string[] = [];
  return { calls, compute: (input: string) => (calls.push(input), input.toUpperCase()) };
}

describe('rememberLast', () => {
  it('works a repeated input out once and a new one again', () => {
    const { calls, compute } = counted();
    const remembered = rememberLast(compute);
    expect([remembered('a'), remembered('a'), remembered('b'), remembered('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(calls).toEqual(['a', 'b', 'a']);
  });
});

describe('rememberMany', () => {
  it('works each input out once while it is kept', () => {
    const { calls, compute } = counted();
    const remembered = rememberMany(compute, 10);
    expect(['a', 'b', 'a', 'b', 'c'].map(remembered)).toEqual(['A', 'B', 'A', 'B', 'C']);
    expect(calls).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most `max` answers, starting over when full', () => {
    const { calls, compute } = counted();
    const remembered = rememberMany(compute, 2);
    ['a', 'b', 'c', 'a'].forEach((input) => remembered(input));
    // Full at "c": "a" and "b" were dropped, so "a" is worked out again.
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
