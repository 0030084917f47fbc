import type { Locale } from '../../common/locales.js';
import { PageError } from '../lib/page-error.js';

/** What a route guard gets to decide whether the visitor may see a (dashboard) screen. */
export interface GuardContext {
  request: Request;
  locale: Locale;
}

/** Returns nothing to let the route load, or throws (a redirect Response, a PageError). */
export type RouteGuard = (context: GuardContext) => void | Promise<void>;

/** Named route guards ('middleware'); the dashboard will register its own (e.g. 'auth'). */
export function createMiddlewareRegistry() {
  const guards = new Map<string, RouteGuard>();
  return {
    register(name: string, guard: RouteGuard): void {
      guards.set(name, guard);
    },
    /** The guard of that name; an unknown name is a programming error, shown as a 500 page. */
    resolve(name: string): RouteGuard {
      const guard = guards.get(name);
      if (!guard) throw new PageError(500, `Unknown middleware ${name}`);
      return guard;
    },
    /** Runs the named guards in order; the first to throw stops the route. */
    async run(names: readonly string[], context: GuardContext): Promise<void> {
      for (const name of names) await this.resolve(name)(context);
    },
  };
}

export const middleware = createMiddlewareRegistry();
