// Part of `npm run bench`: the budgets of issue 6 checked against the measured figures, and the markdown
// section of BENCHMARKS.md written from them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { LighthouseFigures, LighthousePageResult, Preset } from './bench-lighthouse';
import type { BundleSizes, PageWeight } from './bench-pages';
import { adminBasePath, isBackOfficePage } from '../contracts/pages';

export type ApiRow = { database: string; call: string; oursRps: number; ceilingRps: number; ratio: number; oursP99Ms: number; ceilingP99Ms: number };
export type ApiFigures = { seconds: number; connections: number; rows: ApiRow[] } | { skipped: true };

export type Verdict = 'pass' | 'fail' | 'info';
export type BudgetCheck = { area: string; check: string; measured: string; budget: string; verdict: Verdict };

/** A page and its no-JS twin (bench-twin.ts), measured in turns on Lighthouse's mobile preset. */
export type TwinPair = { path: string; page: LighthousePageResult; twin: LighthousePageResult };

export type BenchReport = {
  generatedAt: string;
  durationSeconds: number;
  machine: { cores: number; cpu: string; memoryGiB: number; node: string; chromium: string; lighthouse: string; platform: string; loadAverage?: { atStart: number; atEnd: number } };
  git: { commit: string; uncommittedChanges: boolean };
  settings: { lighthouseRuns: number; phone: { width: number; height: number; deviceScaleFactor: number }; server: string; productPath: string; quotePath: string };
  bundle: BundleSizes;
  pages: PageWeight[];
  lighthouse: LighthousePageResult[];
  twins: TwinPair[];
  api: ApiFigures;
  budgets: BudgetCheck[];
  failedBudgets: string[];
};

export const budgets = {
  homeJsKB: 90,
  homeTotalKB: 400,
  heroImageKB: 60,
  fontFiles: 2,
  performance: 98,
  /** Issue 24: every back-office page on Lighthouse's mobile preset, signed in as the admin. */
  backOfficePerformance: 95,
  otherScores: 100,
  mobileLcpMs: 1500,
  mobileCls: 0.02,
  mobileTbtMs: 100,
  home3gLcpMs: 2500,
  /** Issue 35: what the code may add to a page's figures over its no-JS twin's, and the page's CLS. */
  twinLcpMs: 200,
  twinTbtMs: 150,
  twinCls: 0.02,
  apiRatio: 0.5,
};

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const shown = (value: number | null, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits));
const verdictOf = (pass: boolean): Verdict => (pass ? 'pass' : 'fail');
/** "/products/details/{id}" and "/quotes/{token}" rather than the product the demo data gave and the link of the quote sent this run. */
const shortPath = (pagePath: string) =>
  pagePath
    .replace(/^\/products\/details\/.+$/, '/products/details/{id}')
    .replace(/^\/quotes\/.+$/, '/quotes/{token}')
    .replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, '{id}');

function javascriptChecks(bundle: BundleSizes, pages: PageWeight[]): BudgetCheck[] {
  const home = pages.find((page) => page.path === '/');
  const privateLoads = [...new Set(pages.flatMap((page) => page.privateChunks))].map((chunk) => {
    const where = pages.filter((page) => page.privateChunks.includes(chunk)).map((page) => shortPath(page.path));
    return `${chunk} (${where.length === pages.length ? 'every page' : where.join(', ')})`;
  });
  return [
    {
      area: 'JavaScript',
      check: 'home: JavaScript transferred (compressed) until the network is idle',
      measured: home ? kilobytes(home.jsBytes) : 'n/a',
      budget: `≤ ${budgets.homeJsKB} KB`,
      verdict: verdictOf(home !== undefined && home.jsBytes <= budgets.homeJsKB * 1024),
    },
    { area: 'JavaScript', check: 'build: entry script + modules index.html preloads (gzip -9)', measured: kilobytes(bundle.initialJsGzipBytes), budget: 'for reference', verdict: 'info' },
    { area: 'JavaScript', check: 'build: all JavaScript (gzip -9)', measured: `${kilobytes(bundle.totalJsGzipBytes)} in ${bundle.jsFiles.length} files`, budget: 'for reference', verdict: 'info' },
    {
      area: 'JavaScript',
      check: `account, admin, checkout, cart and sign-in chunks loaded on the ${pages.length} public pages`,
      measured: privateLoads.length === 0 ? 'none' : privateLoads.join(', '),
      budget: 'none',
      verdict: verdictOf(privateLoads.length === 0),
    },
  ];
}

function pageWeightChecks(pages: PageWeight[]): BudgetCheck[] {
  const home = pages.find((page) => page.path === '/');
  const hero = home?.heroImage;
  const otherOrigins = [...new Set(pages.flatMap((page) => page.otherOriginRequests.map((url) => new URL(url).origin)))];
  const fontFiles = [...new Set(pages.flatMap((page) => page.fontFiles))];
  const helpers = [...new Set(pages.flatMap((page) => page.privateAreaHelpers))];
  return [
    {
      area: 'Page weight',
      check: 'home: everything transferred on a first visit (bodies + headers)',
      measured: home ? kilobytes(home.totalBytes) : 'n/a',
      budget: `≤ ${budgets.homeTotalKB} KB`,
      verdict: verdictOf(home !== undefined && home.totalBytes <= budgets.homeTotalKB * 1024),
    },
    {
      area: 'Page weight',
      check: `home: hero image at phone width (${hero ? `${hero.isLcpElement ? 'the LCP image' : 'heaviest image'}: ${new URL(hero.url).pathname}` : 'no image'})`,
      measured: hero ? kilobytes(hero.bytes) : 'no image',
      budget: `< ${budgets.heroImageKB} KB`,
      verdict: verdictOf(hero === undefined || hero.bytes < budgets.heroImageKB * 1024),
    },
    {
      area: 'Page weight',
      check: `requests to other origins (all ${pages.length} public pages)`,
      measured: otherOrigins.length === 0 ? 'none' : otherOrigins.join(', '),
      budget: 'none',
      verdict: verdictOf(otherOrigins.length === 0),
    },
    {
      area: 'Page weight',
      check: 'font files (all public pages)',
      measured: `${fontFiles.length}${fontFiles.length > 0 ? ` (${fontFiles.join(', ')})` : ''}`,
      budget: `≤ ${budgets.fontFiles}`,
      verdict: verdictOf(fontFiles.length <= budgets.fontFiles),
    },
    {
      area: 'Page weight',
      check: 'cart and sign-in helper modules loaded on public pages (the header may need them)',
      measured: helpers.length === 0 ? 'none' : helpers.join(', '),
      budget: 'for reference',
      verdict: 'info',
    },
  ];
}

/** The parts of one Lighthouse row over budget, e.g. ["performance 77", "LCP 3.10 s"]. */
export function lighthouseMisses(preset: Preset, figures: LighthouseFigures, pagePath = '/'): string[] {
  const misses: string[] = [];
  const below = (value: number | null, minimum: number) => value === null || value < minimum;
  const above = (value: number | null, maximum: number) => value === null || value > maximum;
  if (preset === 'mobile-3g') {
    if (above(figures.lcpMs, budgets.home3gLcpMs)) misses.push(`LCP ${seconds(figures.lcpMs)}`);
    return misses;
  }
  const backOffice = isBackOfficePage(pagePath);
  const performance = backOffice ? budgets.backOfficePerformance : budgets.performance;
  if (below(figures.performance, performance)) misses.push(`performance ${shown(figures.performance)}`);
  if (below(figures.accessibility, budgets.otherScores)) misses.push(`accessibility ${shown(figures.accessibility)}`);
  if (below(figures.bestPractices, budgets.otherScores)) misses.push(`best practices ${shown(figures.bestPractices)}`);
  if (below(figures.seo, budgets.otherScores)) misses.push(`SEO ${shown(figures.seo)}`);
  if (preset === 'mobile' && !backOffice) {
    if (above(figures.lcpMs, budgets.mobileLcpMs)) misses.push(`LCP ${seconds(figures.lcpMs)}`);
    if (above(figures.cls, budgets.mobileCls)) misses.push(`CLS ${shown(figures.cls, 3)}`);
    if (above(figures.tbtMs, budgets.mobileTbtMs)) misses.push(`TBT ${shown(figures.tbtMs)} ms`);
  }
  return misses;
}

function lighthouseChecks(results: LighthousePageResult[]): BudgetCheck[] {
  return results.map((result) => {
    const misses = lighthouseMisses(result.preset, result.median, result.path);
    const broken = result.runs.length === 0 ? ['no run completed'] : [];
    const budget = isBackOfficePage(result.path)
      ? `scores ${budgets.backOfficePerformance}/100/100/100 (signed in as the admin)`
      : result.preset === 'mobile-3g'
        ? 'LCP ≤ 2.5 s'
        : result.preset === 'mobile'
          ? 'scores 98/100/100/100, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 100 ms'
          : 'scores 98/100/100/100';
    return {
      area: 'Lighthouse',
      check: `${shortPath(result.path)} (${result.preset})`,
      measured: [...broken, ...misses].join(', ') || 'all within budget',
      budget,
      verdict: verdictOf(broken.length + misses.length === 0),
    };
  });
}

function apiChecks(api: ApiFigures): BudgetCheck[] {
  if ('skipped' in api) return [];
  return api.rows.map((row) => ({
    area: 'API',
    check: `${row.call} on ${row.database}: ours / bare Node, requests per second`,
    measured: `${row.ratio.toFixed(2)} (${row.oursRps} / ${row.ceilingRps})`,
    budget: `≥ ${budgets.apiRatio}`,
    verdict: verdictOf(row.ratio >= budgets.apiRatio),
  }));
}

const difference = (page: number | null, twin: number | null) => (page === null || twin === null ? null : page - twin);

/** The parts of a page's figures over its twin's budget, e.g. ["LCP +310 ms"]. */
export function twinMisses(pair: TwinPair): string[] {
  const misses: string[] = [];
  if (pair.page.runs.length === 0 || pair.twin.runs.length === 0) return ['no run completed'];
  const lcp = difference(pair.page.median.lcpMs, pair.twin.median.lcpMs);
  const tbt = difference(pair.page.median.tbtMs, pair.twin.median.tbtMs);
  if (lcp === null || lcp > budgets.twinLcpMs) misses.push(`LCP ${signedMs(lcp)}`);
  if (tbt === null || tbt > budgets.twinTbtMs) misses.push(`TBT ${signedMs(tbt)}`);
  if (pair.page.median.cls === null || pair.page.median.cls > budgets.twinCls) misses.push(`CLS ${shown(pair.page.median.cls, 3)}`);
  return misses;
}

const signedMs = (ms: number | null) => (ms === null ? 'n/a' : `${ms >= 0 ? '+' : '−'}${Math.abs(Math.round(ms))} ms`);

function twinChecks(twins: TwinPair[]): BudgetCheck[] {
  return twins.map((pair) => {
    const misses = twinMisses(pair);
    return {
      area: 'Twin',
      check: `${shortPath(pair.path)} against its no-JS twin (mobile)`,
      measured: misses.join(', ') || 'all within budget',
      budget: `LCP ≤ twin + ${budgets.twinLcpMs} ms, TBT ≤ twin + ${budgets.twinTbtMs} ms, CLS ≤ ${budgets.twinCls}`,
      verdict: verdictOf(misses.length === 0),
    };
  });
}

export function checkBudgets(bundle: BundleSizes, pages: PageWeight[], lighthouse: LighthousePageResult[], api: ApiFigures, twins: TwinPair[]): BudgetCheck[] {
  return [...javascriptChecks(bundle, pages), ...pageWeightChecks(pages), ...twinChecks(twins), ...lighthouseChecks(lighthouse), ...apiChecks(api)];
}

function twinTable(twins: TwinPair[]): string[] {
  return table(
    ['page', 'LCP', 'twin LCP', 'LCP +', 'TBT', 'twin TBT', 'TBT +', 'CLS', 'twin CLS', 'FCP', 'twin FCP', 'result'],
    twins.map((pair) => {
      const page = pair.page.median;
      const twin = pair.twin.median;
      return [
        shortPath(pair.path),
        seconds(page.lcpMs),
        seconds(twin.lcpMs),
        signedMs(difference(page.lcpMs, twin.lcpMs)),
        `${shown(page.tbtMs)} ms`,
        `${shown(twin.tbtMs)} ms`,
        signedMs(difference(page.tbtMs, twin.tbtMs)),
        shown(page.cls, 3),
        shown(twin.cls, 3),
        seconds(page.fcpMs),
        seconds(twin.fcpMs),
        twinMisses(pair).length === 0 ? 'pass' : '**FAIL**',
      ];
    }),
  );
}

function table(header: string[], rows: string[][]): string[] {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)];
}

function checkTable(checks: BudgetCheck[]): string[] {
  return table(
    ['check', 'measured', 'budget', 'result'],
    checks.map((check) => [check.check, check.measured, check.budget, check.verdict === 'fail' ? '**FAIL**' : check.verdict]),
  );
}

function lighthouseTable(report: BenchReport): string[] {
  const rows = report.lighthouse
    .filter((result) => result.preset !== 'mobile-3g')
    .map((result) => {
      const figures = result.median;
      const misses = lighthouseMisses(result.preset, figures, result.path);
      return [
        shortPath(result.path),
        result.preset,
        shown(figures.performance),
        shown(figures.accessibility),
        shown(figures.bestPractices),
        shown(figures.seo),
        seconds(figures.fcpMs),
        seconds(figures.lcpMs),
        shown(figures.cls, 3),
        `${shown(figures.tbtMs)} ms`,
        result.runs.length === 0 ? '**FAIL** (no run)' : misses.length === 0 ? 'pass' : '**FAIL**',
      ];
    });
  return table(['page', 'preset', 'perf', 'a11y', 'best practices', 'SEO', 'FCP', 'LCP', 'CLS', 'TBT', 'result'], rows);
}

/** Which pages leave which audits out of their scores, e.g. the quote page's `is-crawlable`: its address carries a secret, so it is noindex. */
function exemptionNotes(report: BenchReport): string[] {
  const exempt = new Map<string, string[]>();
  for (const result of report.lighthouse) if (result.exemptAudits.length > 0 && !isBackOfficePage(result.path)) exempt.set(shortPath(result.path), result.exemptAudits);
  const backOffice = report.lighthouse.find((result) => isBackOfficePage(result.path) && result.exemptAudits.length > 0);
  return [
    ...[...exempt].map(([page, audits]) => `${page} carries a secret in its address and is kept from search engines by design: its scores leave out ${audits.map((id) => `\`${id}\``).join(', ')}.`),
    ...(backOffice ? [`The back office is kept from search engines by design: its scores leave out ${backOffice.exemptAudits.map((id) => `\`${id}\``).join(', ')}.`] : []),
  ];
}

function auditNotes(report: BenchReport): string[] {
  const notes = new Map<string, string[]>();
  for (const result of report.lighthouse) {
    for (const audit of result.failingAudits) {
      const key = `${audit.category}: ${audit.title} (\`${audit.id}\`)`;
      notes.set(key, [...(notes.get(key) ?? []), `${shortPath(result.path)} ${result.preset}`]);
    }
  }
  return [...notes].map(([audit, where]) => `- ${audit}: ${where.join(', ')}`);
}

function pageTable(pages: PageWeight[]): string[] {
  return table(
    ['page', 'requests', 'total', 'JavaScript', 'CSS', 'images', 'fonts', 'hero / heaviest image'],
    pages.map((page) => [
      shortPath(page.path),
      String(page.requests),
      kilobytes(page.totalBytes),
      kilobytes(page.jsBytes),
      kilobytes(page.cssBytes),
      kilobytes(page.imageBytes),
      kilobytes(page.fontBytes),
      page.heroImage ? kilobytes(page.heroImage.bytes) : '-',
    ]),
  );
}

function apiSection(api: ApiFigures): string[] {
  if ('skipped' in api) return ['### API', '', 'Skipped (`BENCH_SKIP_API=1`).'];
  return [
    `### API (\`npm run bench:api\`, ${api.connections} connections, ${api.seconds} s per call taken in turns with bare Node; budget: ratio ≥ ${budgets.apiRatio} on each database)`,
    '',
    ...table(
      ['database', 'call', 'ours req/s', 'ceiling req/s', 'ratio', 'ours p99 ms', 'ceiling p99 ms', 'result'],
      api.rows.map((row) => [
        row.database,
        row.call,
        String(row.oursRps),
        String(row.ceilingRps),
        row.ratio.toFixed(2),
        String(row.oursP99Ms),
        String(row.ceilingP99Ms),
        row.ratio >= budgets.apiRatio ? 'pass' : '**FAIL**',
      ]),
    ),
  ];
}

export function renderMarkdown(report: BenchReport): string {
  const { machine, git, settings } = report;
  const failed = report.failedBudgets;
  const home3g = report.lighthouse.filter((result) => result.preset === 'mobile-3g');
  const notes = auditNotes(report);
  return [
    '## Budgets (`npm run bench`)',
    '',
    '<!-- Generated by scripts/bench.ts: everything between the bench markers is replaced on each run. Full figures: benchmarks/report.json. -->',
    '',
    `Measured ${report.generatedAt.slice(0, 16).replace('T', ' ')} UTC in ${Math.round(report.durationSeconds / 60)} min on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, Chromium ${machine.chromium}, Lighthouse ${machine.lighthouse}; commit ${git.commit.slice(0, 7)}${git.uncommittedChanges ? ' with uncommitted changes' : ''}.`,
    `The server is the real one (\`server/main.ts\`, embedded database with the demo data, development settings) serving a fresh build of a copy of the working tree at ${settings.server}. KB = 1024 bytes. The phone is ${settings.phone.width} × ${settings.phone.height} px at ${settings.phone.deviceScaleFactor}× pixel ratio, a fresh browser context per page. Lighthouse figures are the median of ${settings.lighthouseRuns} run${settings.lighthouseRuns === 1 ? '' : 's'} per page and preset, each in a newly launched headless Chromium.`,
    '',
    ...(machine.loadAverage
      ? [
          `The machine's load (1-minute average, ${machine.cores} cores) was ${machine.loadAverage.atStart.toFixed(1)} at the start and ${machine.loadAverage.atEnd.toFixed(1)} at the end: above ${machine.cores}, other work shared the processor, which lengthens the pages' tasks (TBT) far more than their twins'.`,
          '',
        ]
      : []),
    ...(report.lighthouse.some((result) => result.preset === 'desktop')
      ? []
      : ['This run measured only the pages against their twins (`BENCH_TWINS_ONLY=1`): no desktop, 3G, other back-office pages or API.', '']),
    failed.length === 0 ? '**All budgets met.**' : `**${failed.length} of ${report.budgets.filter((check) => check.verdict !== 'info').length} budget checks failed** (marked **FAIL** below).`,
    '',
    '### JavaScript',
    '',
    ...checkTable(report.budgets.filter((check) => check.area === 'JavaScript')),
    '',
    '### Page weight (412 px phone, first visit)',
    '',
    ...checkTable(report.budgets.filter((check) => check.area === 'Page weight')),
    '',
    ...pageTable(report.pages),
    '',
    '### Against the no-JS twin (Lighthouse mobile, median of each)',
    '',
    `Each page is measured in turns with its no-JS twin: the same server answer with every \`<script>\` and module preload taken out by a proxy in front of the server (scripts/bench-twin.ts), so the two differ by the code alone. ${settings.lighthouseRuns} rounds per page, each round one run of the page then one of its twin, each run in a newly launched headless Chromium. Budget: the page's LCP within ${budgets.twinLcpMs} ms and its TBT within ${budgets.twinTbtMs} ms of its twin's, its CLS ≤ ${budgets.twinCls}. The back office's main pages are measured signed in as the demo admin.`,
    '',
    ...twinTable(report.twins ?? []),
    '',
    `### Lighthouse (median of ${settings.lighthouseRuns} run${settings.lighthouseRuns === 1 ? '' : 's'} per page and preset)`,
    '',
    'Budget: performance ≥ 98, accessibility, best practices and SEO = 100 in both presets; in the mobile run LCP ≤ 1.5 s, CLS ≤ 0.02 and TBT ≤ 100 ms.',
    `Back office (${adminBasePath}/…, mobile only, signed in as the demo admin after it recorded six bookings, six messages, a quote and an invoice): performance ≥ ${budgets.backOfficePerformance}, accessibility, best practices and SEO = 100.`,
    `Product page: \`${settings.productPath}\`. Quote page: \`${shortPath(settings.quotePath)}\`, the link of a solar installation quote the demo admin sends at the start of the run (an optional line, a discount, a 40% deposit).`,
    ...exemptionNotes(report),
    '',
    ...lighthouseTable(report),
    '',
    ...(notes.length > 0 ? ['Audits below full marks (accessibility, best practices, SEO) in at least one run:', '', ...notes, ''] : []),
    '### Home on 3G (rtt 300 ms, 700 kbit/s, CPU 4× slower)',
    '',
    ...table(
      ['page', 'LCP', 'FCP', 'TBT', 'performance', 'budget', 'result'],
      home3g.map((result) => [
        result.path,
        seconds(result.median.lcpMs),
        seconds(result.median.fcpMs),
        `${shown(result.median.tbtMs)} ms`,
        shown(result.median.performance),
        'LCP ≤ 2.5 s',
        result.runs.length > 0 && lighthouseMisses('mobile-3g', result.median).length === 0 ? 'pass' : '**FAIL**',
      ]),
    ),
    '',
    ...apiSection(report.api),
  ].join('\n');
}

/**
 * Replaces what lies between a section's markers in BENCHMARKS.md (`<!-- bench:start -->` and
 * `<!-- bench:end -->` for `npm run bench`), or appends the markers and the section.
 */
export function writeMarkdownSection(file: string, section: string, marker = 'bench'): void {
  const startMarker = `<!-- ${marker}:start -->`;
  const endMarker = `<!-- ${marker}:end -->`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const block = `${startMarker}\n${section}\n${endMarker}`;
  const start = current.indexOf(startMarker);
  const end = current.indexOf(endMarker);
  const next = start !== -1 && end > start ? `${current.slice(0, start)}${block}${current.slice(end + endMarker.length)}` : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
