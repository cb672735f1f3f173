import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json: found upward from this file, so the same answer comes from the source
 * (server/) and from the compiled server (dist/server/main.mjs) that `npm start` runs.
 */
function folderWithPackage(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = folderWithPackage(path.dirname(fileURLToPath(import.meta.url)));
