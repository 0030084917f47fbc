import { describe, expect, it } from 'vitest';
import { PageError } from '../lib/page-error.js';
import { createMiddlewareRegistry } from './middleware.js';

const context = { request: new Request('http://localhost/dashboard'), locale: 'sr' as const };

describe('middleware registry', () => {
  it('runs the named guards in order', async () => {
    const registry = createMiddlewareRegistry();
    const calls: string[] = [];
    registry.register('first', () => void calls.push('first'));
    registry.register('second', async () => void calls.push('second'));
    await registry.run(['first', 'second'], context);
    expect(calls).toEqual(['first', 'second']);
  });

  it('fails with 500 "Unknown middleware {name}" for a name nobody registered', async () => {
    const registry = createMiddlewareRegistry();
    expect(() => registry.resolve('auth')).toThrow(new PageError(500, 'Unknown middleware auth'));
    const failure = await registry.run(['auth'], context).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PageError);
    expect(failure).toMatchObject({ status: 500, message: 'Unknown middleware auth' });
  });

  it('stops at the first guard that throws', async () => {
    const registry = createMiddlewareRegistry();
    const calls: string[] = [];
    registry.register('deny', () => {
      throw new PageError(403, 'Forbidden');
    });
    registry.register('after', () => void calls.push('after'));
    await expect(registry.run(['deny', 'after'], context)).rejects.toMatchObject({ status: 403 });
    expect(calls).toEqual([]);
  });
});
