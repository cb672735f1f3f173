import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md: a feature holds at most 30 source files. Past that a folder stops being one domain's and
 * becomes a drawer; what does not belong goes to components/, lib/ or a feature of its own. Tests do not count.
 */
const mostSourceFiles = 30;
const featuresFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'features');

function sourceFilesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

const features = readdirSync(featuresFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the size of a feature', () => {
  it.each(features)(`features/%s holds at most ${mostSourceFiles} source files`, (feature) => {
    const files = sourceFilesIn(path.join(featuresFolder, feature));
    expect(files.length, files.join(', ')).toBeLessThanOrEqual(mostSourceFiles);
  });
});
