import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diskImageStore, type ImageStore } from './storage';

const imageFile = /^[0-9a-f]{32}(-w\d+)?\.webp$/;

/**
 * Copies every stored image of a folder into a store (a bucket), largest copies last so that a set is
 * complete once its largest is there; a file the bucket has already is left. Safe to run again, and while
 * copies serve: URLs do not change (/uploads/{name}), only where they are read from.
 */
export async function copyImagesToStore(folder: string, target: ImageStore): Promise<{ copied: number; present: number }> {
  const names = (await diskImageStore(folder).names()).filter((name) => imageFile.test(name));
  const smallerFirst = [...names.filter((name) => name.includes('-w')), ...names.filter((name) => !name.includes('-w'))];
  let copied = 0;
  for (const name of smallerFirst) {
    if (await target.has(name)) continue;
    await target.put(name, await readFile(path.join(folder, name)));
    copied += 1;
  }
  return { copied, present: smallerFirst.length - copied };
}
