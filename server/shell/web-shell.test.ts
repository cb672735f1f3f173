import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadIndexPage } from './web-shell';

function builtWebApp(indexHtml: string, stylesheets: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'web-shell-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  for (const [file, css] of Object.entries(stylesheets)) writeFileSync(path.join(root, 'assets', file), css);
  return root;
}

describe('the page every address is served from', () => {
  it('carries the built stylesheet inside it, and its hash for the content security policy', () => {
    const css = "@font-face{src:url(data:font/woff2;base64,d09GMgABAAA=)}body{content:'$&'}";
    const root = builtWebApp(
      '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-b2.css"></head><body><div id="root"></div></body></html>',
      { 'index-b2.css': css },
    );
    const page = loadIndexPage(root);
    expect(page.html).toContain(`<style>${css}</style></head>`);
    expect(page.html).not.toContain('rel="stylesheet"');
    expect(page.styleHashes).toEqual([`'sha256-${createHash('sha256').update(css).digest('base64')}'`]);
  });

  it('asks for no script before the page is painted: the entry and its preloads come from a loader at the end of the body, admitted by its hash', () => {
    const root = builtWebApp(
      '<html><head>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/preload-c3.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">\n  </head><body><div id="root"></div></body></html>',
      { 'index-b2.css': 'body{color:red}' },
    );
    const page = loadIndexPage(root);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    const loader = /<script>([^<]+)<\/script>\s*<\/body>/.exec(page.html)?.[1] ?? '';
    expect(loader).toContain('addEventListener("load"');
    expect(loader).toContain('first-contentful-paint');
    expect(loader).toContain('"/assets/index-a1.js"');
    expect(loader).toContain('["/assets/preload-c3.js"]');
    expect(page.scriptHashes).toEqual([`'sha256-${createHash('sha256').update(loader).digest('base64')}'`]);
  });

  it('says the app is not built, and lets in no inline style, before the first build', () => {
    const page = loadIndexPage(mkdtempSync(path.join(tmpdir(), 'web-shell-')));
    expect(page.html).toContain('npm run build');
    expect(page.styleHashes).toEqual([]);
    expect(page.scriptHashes).toEqual([]);
  });
});
