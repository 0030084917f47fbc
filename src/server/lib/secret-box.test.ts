import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SECRET_KEY_FILE, SecretKeyMismatchError, createSecretBox, resolveSecretKey } from './secret-box.js';

describe('createSecretBox', () => {
  const box = createSecretBox('a key of at least thirty-two characters');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('refuses text sealed under another key, or altered', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox('another key of at least thirty-two characters').open(sealed)).toThrow(SecretKeyMismatchError);
    const body = sealed.split('.');
    body[3] = Buffer.from('KBSWY3DPEHPK3PXP').toString('base64url');
    expect(() => box.open(body.join('.'))).toThrow(SecretKeyMismatchError);
    expect(() => box.open('not sealed')).toThrow(SecretKeyMismatchError);
  });
});

describe('resolveSecretKey', () => {
  const folders: string[] = [];
  const tempFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-key-'));
    folders.push(folder);
    return folder;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('uses SECRET_KEY when set and writes nothing', () => {
    const folder = tempFolder();
    expect(resolveSecretKey('configured key of thirty-two characters', folder)).toEqual({ key: 'configured key of thirty-two characters', generated: false });
    expect(fs.existsSync(path.join(folder, SECRET_KEY_FILE))).toBe(false);
  });

  it('makes a key into the data folder once, readable by its owner only, and keeps it; says it is new in the process that made it', () => {
    const folder = path.join(tempFolder(), 'data');
    const first = resolveSecretKey(undefined, folder);
    expect(first.generated).toBe(true);
    expect(first.key.length).toBeGreaterThanOrEqual(64);
    expect(fs.statSync(path.join(folder, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    // Each user of the key in this process (the audit log, the two-factor secrets) hears it is new...
    expect(resolveSecretKey(undefined, folder)).toEqual({ key: first.key, generated: true });
    // ...and a process that finds it made by another does not.
    const other = path.join(tempFolder(), 'data');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, SECRET_KEY_FILE), `${first.key}\n`);
    expect(resolveSecretKey(undefined, other)).toEqual({ key: first.key, generated: false });
  });
});
