import { readFile } from 'node:fs/promises';
import type { Release } from '../../../shared/schemas/admin';
import type { Actor } from '../../auth/require-user';
import { CHANGELOG_PATH } from '../../changelog-path';
import type { DbDeps } from '../../service-deps';
import { adminRead } from './admin-change';

// /admin/release-notes reads the repository's CHANGELOG.md (its opening lines say the format):
// a `## ` heading per release, a `- ` line per change.

const HEADING = /^## (?:(Unreleased)|(\d{4}-\d{2}-\d{2})): (.+)$/;

export function parseReleaseNotes(changelog: string): Release[] {
  const releases: Release[] = [];
  for (const line of changelog.split(/\r?\n/)) {
    const heading = line.match(HEADING);
    if (heading) {
      releases.push({ date: heading[2] ?? null, title: heading[3]?.trim() ?? '', changes: [] });
    } else if (line.startsWith('- ')) {
      releases.at(-1)?.changes.push(line.slice(2).trim());
    }
  }
  return releases;
}

let read: Promise<Release[]> | undefined;

/** The releases, newest first; the file is read once (it changes only with a new build). */
export function releaseNotes(deps: DbDeps, actor: Actor) {
  return adminRead(deps, actor, 'view_release_notes', () => {
    read ??= readFile(CHANGELOG_PATH, 'utf8').then(parseReleaseNotes);
    return read;
  });
}
