import { readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from '../playwright.config';

/** The server's own secret, which signs opt-out links (the e2e server keeps it in its DATA_DIR). */
export const serverSecret = () => (JSON.parse(readFileSync(path.join(e2eDataDir, 'secrets.json'), 'utf8')) as { accessTokenSecret: string }).accessTokenSecret;
