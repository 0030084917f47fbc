import fs from 'node:fs';

/** Writes `file` until its disk has no room left (ENOSPC), as a full disk would be; other errors are thrown. */
export function fillDisk(file: string): void {
  const chunk = Buffer.alloc(64 * 1024, 1);
  const fd = fs.openSync(file, 'w');
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
}
