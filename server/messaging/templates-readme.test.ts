import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageTemplates } from '../../contracts/messaging-templates';
import { projectRoot } from '../project-root';

describe("README's list of the WhatsApp templates to submit to Meta", () => {
  it('names every template with the very words the server sends', () => {
    const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
    for (const template of Object.values(messageTemplates)) expect(readme).toContain(`| \`${template.name}\` | ${template.body} |`);
  });
});
