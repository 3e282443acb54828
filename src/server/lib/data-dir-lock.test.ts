import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
function tempFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a folder another running process holds, naming the folder', () => {
    const folder = tempFolder();
    // The parent of this test is a process that is certainly running and is not us.
    fs.writeFileSync(path.join(folder, 'server.pid'), String(process.ppid));
    expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(folder)).toThrow(folder);
  });

  it('takes over a lock left by a process that has ended', () => {
    const folder = tempFolder();
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(path.join(folder, 'server.pid'), ended.stdout.toString());
    const release = lockDataDir(folder);
    expect(fs.readFileSync(path.join(folder, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(folder, 'server.pid'))).toBe(false);
  });

  it('can be taken again once released', () => {
    const folder = tempFolder();
    lockDataDir(folder)();
    const release = lockDataDir(folder);
    release();
  });
});
