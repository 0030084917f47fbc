import { inject } from 'vitest';
import type { Portal } from './global-setup.js';

/**
 * The portal of the worker running this file (global-setup.ts starts one a worker). A worker runs
 * its files one after another, so a file has its portal to itself while it runs.
 */
export function portal(): Portal {
  const portals = inject('portals');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const own = portals[poolId - 1];
  if (!own) throw new Error(`no portal for worker ${poolId} of ${portals.length}: the suite's maxWorkers and the portals started differ`);
  return own;
}
