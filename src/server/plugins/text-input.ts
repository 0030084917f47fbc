import type { FastifyInstance } from 'fastify';
import { invalid } from '../lib/errors.js';

/**
 * Text neither database stores faithfully is refused with 400 before any route sees it:
 * NUL characters (PostgreSQL rejects them, so they would surface as a 500) and unpaired
 * UTF-16 surrogates (not Unicode; SQLite and PostgreSQL would store different bytes).
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = findBadText(request.query) ?? findBadText(request.params) ?? findBadText(request.body);
    if (problem) throw invalid({ [problem.path || '_']: problem.message });
  });
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (String#isWellFormed is ES2024). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(text: string): string | null {
  if (text.includes('\u0000')) return 'Contains a NUL character';
  if (UNPAIRED_SURROGATE.test(text)) return 'Contains an unpaired surrogate (not valid Unicode)';
  return null;
}

/** Walks parsed input iteratively (a deeply nested JSON body must not overflow the stack). */
function findBadText(input: unknown): { path: string; message: string } | null {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const message = badText(value);
      if (message) return { path, message };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const keyProblem = badText(key);
        const innerPath = path ? `${path}.${key}` : key;
        if (keyProblem) return { path: innerPath, message: keyProblem };
        pending.push({ value: inner, path: innerPath });
      }
    }
  }
  return null;
}
