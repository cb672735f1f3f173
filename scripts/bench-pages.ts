// Part of `npm run bench`: what a phone downloads. The built bundle's sizes, then each public page opened
// in a fresh Chromium context at a 412 px wide viewport, every response recorded with the bytes it took
// on the wire (compressed bodies plus headers).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from 'playwright';

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** A mid-range phone: 412 × 915 CSS pixels; the pixel ratio is Lighthouse's mobile one unless BENCH_DPR says otherwise. */
export const phone = { width: 412, height: 915, deviceScaleFactor: Number(process.env.BENCH_DPR ?? 1.75) };

export type BundleFile = { file: string; bytes: number; gzipBytes: number };
export type BundleSizes = {
  jsFiles: BundleFile[];
  cssFiles: BundleFile[];
  totalJsGzipBytes: number;
  /** The entry script and the modules index.html preloads: what every page loads before anything else. */
  initialJs: BundleFile[];
  initialJsGzipBytes: number;
};

export type LoadedResource = {
  url: string;
  type: string;
  status: number;
  bodyBytes: number;
  headerBytes: number;
  encoding: string | undefined;
};

export type PageWeight = {
  path: string;
  requests: number;
  totalBytes: number;
  jsBytes: number;
  cssBytes: number;
  imageBytes: number;
  fontBytes: number;
  /** Every font file the page's stylesheets declare: fetched ones by name, ones written into the page by their bytes. */
  fontFiles: string[];
  jsFiles: { url: string; bytes: number; encoding: string | undefined }[];
  /** The image that was the largest contentful paint, or else the heaviest image. */
  heroImage: { url: string; bytes: number; isLcpElement: boolean } | undefined;
  otherOriginRequests: string[];
  privateChunks: string[];
  privateAreaHelpers: string[];
  notOk: { url: string; status: number }[];
  failed: { url: string; error: string }[];
};

function sizesOf(webRoot: string, file: string): BundleFile {
  const content = readFileSync(file);
  return { file: path.relative(webRoot, file), bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The bundle-size check: every built script and stylesheet, raw and gzipped, and what index.html loads up front. */
export function measureBundle(root: string): BundleSizes {
  const webRoot = path.join(root, 'dist', 'web');
  const assets = path.join(webRoot, 'assets');
  if (!existsSync(assets)) throw new Error(`${assets} is missing: the build did not run`);
  const files = readdirSync(assets).sort();
  const jsFiles = files.filter((file) => file.endsWith('.js')).map((file) => sizesOf(webRoot, path.join(assets, file)));
  const cssFiles = files.filter((file) => file.endsWith('.css')).map((file) => sizesOf(webRoot, path.join(assets, file)));
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const initialUrls = [...indexHtml.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const initialJs = initialUrls.map((url) => sizesOf(webRoot, path.join(webRoot, url.replace(/^\//, ''))));
  return {
    jsFiles,
    cssFiles,
    totalJsGzipBytes: sum(jsFiles.map((file) => file.gzipBytes)),
    initialJs,
    initialJsGzipBytes: sum(initialJs.map((file) => file.gzipBytes)),
  };
}

/** "AdminLayout-B4e_94ne.js" is the chunk of the module AdminLayout: Vite names chunks `[name]-[8 character hash].js`. */
export function chunkName(url: string): string {
  const file = new URL(url).pathname.split('/').at(-1) ?? '';
  return /^.+-[\w-]{8}\.js$/.test(file) ? file.slice(0, -'-12345678.js'.length) : file.replace(/\.js$/, '');
}

function moduleNamesIn(root: string, area: string, extension: '.ts' | '.tsx'): string[] {
  const folder = path.join(root, 'web', 'features', area);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(extension) && !file.includes('.test.'))
    .map((file) => `${area}-${file.slice(0, -extension.length)}`);
}

/**
 * Chunk names ('<feature>-<module>', as vite.config.ts names a feature's chunks) that must never be a chunk a
 * public page loads: every module of the account, admin (the dashboard and the admin frame), checkout and
 * orders areas, and the screens of the cart and sign-in areas. The cart and sign-in areas' plain helpers
 * (session, cart count) may serve the public header; they are listed apart.
 */
function privateModules(root: string): { forbidden: Set<string>; helpers: Set<string> } {
  const forbidden = new Set<string>();
  for (const area of ['account', 'admin', 'checkout', 'orders']) for (const name of [...moduleNamesIn(root, area, '.ts'), ...moduleNamesIn(root, area, '.tsx')]) forbidden.add(name);
  for (const area of ['cart', 'auth']) for (const name of moduleNamesIn(root, area, '.tsx')) forbidden.add(name);
  const helpers = new Set([...moduleNamesIn(root, 'cart', '.ts'), ...moduleNamesIn(root, 'auth', '.ts')]);
  return { forbidden, helpers };
}

async function describeResponse(request: Request): Promise<LoadedResource> {
  const response = await request.response();
  const sizes = await request.sizes();
  const headers = response ? await response.allHeaders() : {};
  return {
    url: request.url(),
    type: request.resourceType(),
    status: response?.status() ?? 0,
    bodyBytes: sizes.responseBodySize,
    headerBytes: sizes.responseHeadersSize,
    encoding: headers['content-encoding'],
  };
}

// A string, not a function: tsx would wrap a function in helpers that do not exist inside the page.
const lcpImageScript = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    resolve(last && last.url ? last.url : '');
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(''), 1000);
})`;

/** The `src` of every @font-face the page's stylesheets declare, linked or written into the page. */
const fontSourcesScript = `[...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule instanceof CSSFontFaceRule).map((rule) => rule.style.getPropertyValue('src'))`;

/** "inter-latin-400-700-B6jwWP74.woff2", or for a font inside the stylesheet a name made from its bytes and its size. */
function fontFileNames(sources: string[]): string[] {
  const urls = sources.flatMap((source) => [...source.matchAll(/url\("?([^")]+)"?\)/g)].map((match) => match[1] ?? ''));
  return urls.map((url) => {
    if (!url.startsWith('data:')) return url.split('/').at(-1) ?? url;
    const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    return `${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.woff2 in the page's stylesheet (${(bytes.length / 1024).toFixed(1)} KB)`;
  });
}

async function visitAsNewPhone(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: phone.width, height: phone.height }, deviceScaleFactor: phone.deviceScaleFactor, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const pending: Promise<LoadedResource>[] = [];
  const failed: { url: string; error: string }[] = [];
  page.on('requestfinished', (request) => pending.push(describeResponse(request)));
  page.on('requestfailed', (request) => failed.push({ url: request.url(), error: request.failure()?.errorText ?? 'failed' }));
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const lcpImage: unknown = await page.evaluate(lcpImageScript);
    const fontSources: unknown = await page.evaluate(fontSourcesScript);
    const resources = await Promise.all(pending);
    return {
      resources,
      failed,
      lcpImageUrl: typeof lcpImage === 'string' && lcpImage !== '' ? lcpImage : undefined,
      fontFiles: fontFileNames(Array.isArray(fontSources) ? fontSources.map(String) : []),
    };
  } finally {
    await context.close();
  }
}

function heroImageOf(images: LoadedResource[], lcpImageUrl: string | undefined): PageWeight['heroImage'] {
  const lcpImage = lcpImageUrl ? images.find((image) => image.url === lcpImageUrl) : undefined;
  if (lcpImage) return { url: lcpImage.url, bytes: lcpImage.bodyBytes, isLcpElement: true };
  const heaviest = [...images].sort((a, b) => b.bodyBytes - a.bodyBytes)[0];
  return heaviest ? { url: heaviest.url, bytes: heaviest.bodyBytes, isLcpElement: false } : undefined;
}

function weighPage(root: string, pagePath: string, origin: string, visit: Awaited<ReturnType<typeof visitAsNewPhone>>): PageWeight {
  const network = visit.resources.filter((resource) => /^https?:/.test(resource.url));
  const ofType = (type: string) => network.filter((resource) => resource.type === type);
  const scripts = ofType('script');
  const images = ofType('image');
  const fonts = ofType('font');
  const { forbidden, helpers } = privateModules(root);
  const sameOriginChunks = scripts.filter((script) => new URL(script.url).origin === origin).map((script) => chunkName(script.url));
  return {
    path: pagePath,
    requests: network.length,
    totalBytes: sum(network.map((resource) => resource.bodyBytes + resource.headerBytes)),
    jsBytes: sum(scripts.map((script) => script.bodyBytes)),
    cssBytes: sum(ofType('stylesheet').map((sheet) => sheet.bodyBytes)),
    imageBytes: sum(images.map((image) => image.bodyBytes)),
    fontBytes: sum(fonts.map((font) => font.bodyBytes)),
    fontFiles: visit.fontFiles,
    jsFiles: scripts.map((script) => ({ url: script.url, bytes: script.bodyBytes, encoding: script.encoding })),
    heroImage: heroImageOf(images, visit.lcpImageUrl),
    otherOriginRequests: [...visit.resources.map((resource) => resource.url), ...visit.failed.map((failure) => failure.url)].filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin),
    privateChunks: sameOriginChunks.filter((name) => forbidden.has(name)),
    privateAreaHelpers: sameOriginChunks.filter((name) => helpers.has(name)),
    notOk: network.filter((resource) => resource.status >= 400).map((resource) => ({ url: resource.url, status: resource.status })),
    failed: visit.failed,
  };
}

/** Opens each page as a first-time visitor on a phone and weighs what it downloaded; `root` is the tree that was built. */
export async function weighPages(root: string, baseUrl: string, pagePaths: string[]): Promise<{ browserVersion: string; pages: PageWeight[] }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const pages: PageWeight[] = [];
    for (const pagePath of pagePaths) {
      const visit = await visitAsNewPhone(browser, `${baseUrl}${pagePath}`);
      pages.push(weighPage(root, pagePath, new URL(baseUrl).origin, visit));
    }
    return { browserVersion: browser.version(), pages };
  } finally {
    await browser.close();
  }
}
