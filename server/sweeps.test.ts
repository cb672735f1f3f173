import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.dirname(new URL(import.meta.url).pathname);

function serverFiles(): string[] {
  return readdirSync(serverRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.relative(serverRoot, path.join(entry.parentPath, entry.name)));
}

describe('what the product does by itself', () => {
  it('is planned in one place: only app.ts plans sweeps, from the list in sweeps.ts, and nothing else plans work by the clock', () => {
    const planners = serverFiles().filter((file) => /\bscheduleSweep\(|\bjobs\.every\(|\.every\(\s*['`]/.test(readFileSync(path.join(serverRoot, file), 'utf8')));
    expect(planners.sort()).toEqual(['app.ts', 'jobs/sweep.ts']);
    expect(readFileSync(path.join(serverRoot, 'app.ts'), 'utf8')).toContain('scheduledSweeps(deps)');
  });
});
