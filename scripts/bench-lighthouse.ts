// Part of `npm run bench`: Lighthouse 12 on each page, several runs per preset, the median of each score
// and metric. Each run gets its own freshly launched headless Chromium.
import { WebSocket } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result, type ThrottlingSettings } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { isBackOfficePage, pageAt, pages } from '../contracts/pages';
import { chromePath } from './bench-pages';

/** mobile: Lighthouse's default (moto g power, "slow 4G", 4× CPU); desktop: its desktop preset; mobile-3g: the default with a 3G network. */
export type Preset = 'mobile' | 'desktop' | 'mobile-3g';

/** 300 ms round trips at 700 kbit/s and a 4× slower CPU, Lighthouse's "regular 3G" figures. */
const regular3G: Required<ThrottlingSettings> = {
  rttMs: 300,
  throughputKbps: 700,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 700 * 0.9,
  uploadThroughputKbps: 700 * 0.9,
  cpuSlowdownMultiplier: 4,
};

export type LighthouseFigures = {
  performance: number | null;
  /** Everything the page transferred (Lighthouse's total byte weight). */
  totalBytes: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
};

export type FailingAudit = { category: string; id: string; title: string; runs: number; sample: string };

export type LighthousePageResult = {
  path: string;
  preset: Preset;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
  /** Audits that scored below 1 in at least one run (accessibility, best practices, SEO; performance's metrics are above). */
  failingAudits: FailingAudit[];
  /** Audits left out of the page's scores and of failingAudits, because the page fails them by design. */
  exemptAudits: string[];
  warnings: string[];
  errors: string[];
};

const figureNames = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs', 'fcpMs', 'speedIndexMs', 'totalBytes'] as const;

/**
 * The audits a page is excused from. A page whose address carries a secret (a customer's quote, contracts/pages.ts
 * `secretInPath`), and the back office, are kept from search engines on purpose, so Lighthouse's "page is blocked
 * from indexing" stands.
 */
export function exemptAuditsOf(pagePath: string): string[] {
  const key = pageAt(pagePath);
  return (key && 'secretInPath' in pages[key]) || isBackOfficePage(pagePath) ? ['is-crawlable'] : [];
}

/** A category's score out of 100; with exempt audits, Lighthouse's weighted mean of the others. */
function categoryScore(lhr: Result, id: string, exempt: string[]): number | null {
  const references = lhr.categories[id]?.auditRefs.filter((reference) => reference.weight > 0) ?? [];
  const leftOut = references.some((reference) => exempt.includes(reference.id));
  const score = leftOut
    ? weightedMean(
        lhr,
        references.filter((reference) => !exempt.includes(reference.id)),
      )
    : lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/** As Lighthouse scores a category: the mean of the audits' scores by weight, none when an audit has no score. */
function weightedMean(lhr: Result, references: { id: string; weight: number }[]): number | null {
  const scores = references.map((reference) => lhr.audits[reference.id]?.score);
  if (scores.some((score) => typeof score !== 'number')) return null;
  const weight = references.reduce((total, reference) => total + reference.weight, 0);
  return weight === 0 ? null : references.reduce((total, reference, index) => total + reference.weight * Number(scores[index]), 0) / weight;
}

function auditValue(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

function figuresOf(lhr: Result, exempt: string[]): LighthouseFigures {
  return {
    performance: categoryScore(lhr, 'performance', exempt),
    accessibility: categoryScore(lhr, 'accessibility', exempt),
    bestPractices: categoryScore(lhr, 'best-practices', exempt),
    seo: categoryScore(lhr, 'seo', exempt),
    lcpMs: auditValue(lhr, 'largest-contentful-paint'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    tbtMs: auditValue(lhr, 'total-blocking-time'),
    fcpMs: auditValue(lhr, 'first-contentful-paint'),
    speedIndexMs: auditValue(lhr, 'speed-index'),
    totalBytes: auditValue(lhr, 'total-byte-weight'),
  };
}

/** The first few rows of an audit's details, shortened: enough to tell what to fix. */
function detailsSample(audit: Result['audits'][string]): string {
  const details = audit.details;
  const items = details && 'items' in details && Array.isArray(details.items) ? details.items.slice(0, 3) : [];
  return JSON.stringify(items).slice(0, 400);
}

function failingAuditsOf(lhr: Result, exempt: string[]): Omit<FailingAudit, 'runs'>[] {
  const failing: Omit<FailingAudit, 'runs'>[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const reference of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[reference.id];
      if (!audit || audit.score === null || audit.score >= 1 || exempt.includes(audit.id)) continue;
      if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue;
      failing.push({ category, id: audit.id, title: audit.title, sample: detailsSample(audit) });
    }
  }
  return failing;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const result = {} as LighthouseFigures;
  for (const name of figureNames) result[name] = median(runs.map((run) => run[name]).filter((value): value is number => value !== null));
  return result;
}

/** A signed-in user's cookies, set in the browser before the page loads. */
export type BrowserCookie = { name: string; value: string; path: string };

function flagsFor(preset: Preset, port: number, signedIn: boolean): Flags {
  // Lighthouse empties the site's storage before a run, cookies included; a signed-in run keeps them (the browser is new anyway).
  const flags: Flags = { port, output: 'json', logLevel: 'error', ...(signedIn ? { disableStorageReset: true } : {}) };
  if (preset === 'mobile-3g') return { ...flags, throttlingMethod: 'simulate', throttling: regular3G, onlyCategories: ['performance'] };
  return flags;
}

/** Sets cookies for `url` in the browser listening on `port`, through the DevTools protocol (Storage.setCookies). */
async function setCookies(port: number, url: string, cookies: BrowserCookie[]): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  try {
    const answered = new Promise<{ error?: { message: string } }>((resolve) => socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true }));
    const origin = new URL(url).origin;
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: cookies.map((cookie) => ({ ...cookie, url: origin, httpOnly: true, sameSite: 'Lax' })) } }));
    const { error } = await answered;
    if (error) throw new Error(`the browser refused the cookies: ${error.message}`);
  } finally {
    socket.close();
  }
}

async function runLighthouseOnce(url: string, preset: Preset, cookies: BrowserCookie[] | undefined): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'], logLevel: 'silent' });
  try {
    if (cookies) await setCookies(chrome.port, url, cookies);
    const result = await lighthouse(url, flagsFor(preset, chrome.port, cookies !== undefined), preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function mergeFailingAudits(perRun: Omit<FailingAudit, 'runs'>[][]): FailingAudit[] {
  const merged = new Map<string, FailingAudit>();
  for (const audit of perRun.flat()) {
    const seen = merged.get(audit.id);
    if (seen) seen.runs += 1;
    else merged.set(audit.id, { ...audit, runs: 1 });
  }
  return [...merged.values()];
}

const pageHung = (message: string) => /PROTOCOL_TIMEOUT|PAGE_HUNG|NO_FCP/.test(message);

/**
 * Lighthouse `runs` times on one page with one preset; a run that breaks is retried once, then recorded as an
 * error, and a page that hangs the browser is given up at once. `cookies` (called before each run) signs the
 * browser in first.
 */
export async function measurePage(baseUrl: string, pagePath: string, preset: Preset, runs: number, cookies?: () => Promise<BrowserCookie[]>): Promise<LighthousePageResult> {
  const [result] = await measureInTurns([{ baseUrl, label: '' }], pagePath, preset, runs, cookies);
  if (!result) throw new Error('no result');
  return result;
}

/**
 * A page at several addresses (the page and its no-JS twin, bench-twin.ts), run by run in turns: each round
 * measures every address once, so a busy moment of the shared machine falls on all of them alike.
 */
export async function measureInTurns(
  sites: { baseUrl: string; label: string }[],
  pagePath: string,
  preset: Preset,
  runs: number,
  cookies?: () => Promise<BrowserCookie[]>,
): Promise<LighthousePageResult[]> {
  const measured = sites.map((site) => ({ site, state: newMeasurement(pagePath, preset) }));
  for (let run = 1; run <= runs; run += 1) {
    for (const { site, state } of measured) {
      if (state.gaveUp) continue;
      await measureOnce(state, `${site.baseUrl}${pagePath}`, `${pagePath}${site.label}`, run, cookies);
    }
  }
  return measured.map(({ state }) => state.result());
}

type Measurement = {
  figures: LighthouseFigures[];
  failing: Omit<FailingAudit, 'runs'>[][];
  warnings: Set<string>;
  errors: string[];
  exempt: string[];
  gaveUp: boolean;
  preset: Preset;
  result: () => LighthousePageResult;
};

function newMeasurement(pagePath: string, preset: Preset): Measurement {
  const state: Measurement = {
    figures: [],
    failing: [],
    warnings: new Set<string>(),
    errors: [],
    exempt: exemptAuditsOf(pagePath),
    gaveUp: false,
    preset,
    result: () => ({
      path: pagePath,
      preset,
      runs: state.figures,
      median: medianFigures(state.figures),
      failingAudits: mergeFailingAudits(state.failing),
      exemptAudits: state.exempt,
      warnings: [...state.warnings],
      errors: state.errors,
    }),
  };
  return state;
}

async function measureOnce(state: Measurement, url: string, label: string, run: number, cookies?: () => Promise<BrowserCookie[]>): Promise<void> {
  const { preset } = state;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const lhr = await runLighthouseOnce(url, preset, await cookies?.());
      state.figures.push(figuresOf(lhr, state.exempt));
      state.failing.push(failingAuditsOf(lhr, state.exempt));
      for (const warning of lhr.runWarnings) state.warnings.add(String(warning));
      const last = state.figures.at(-1);
      console.log(
        `  lighthouse ${preset.padEnd(9)} ${label.padEnd(40)} run ${run}: performance ${last?.performance ?? '?'}, LCP ${Math.round(last?.lcpMs ?? 0)} ms, TBT ${Math.round(last?.tbtMs ?? 0)} ms`,
      );
      return;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`  lighthouse ${preset} ${label} run ${run} attempt ${attempt} failed: ${message}`);
      // A page that kept the browser too busy to answer will do so again: its other runs would only take minutes.
      if (pageHung(message)) {
        state.errors.push(`run ${run}: ${message} (the page's other runs skipped)`);
        state.gaveUp = true;
        return;
      }
      if (attempt === 2) state.errors.push(`run ${run}: ${message}`);
    }
  }
}
