// Part of `npm run bench`: each page's no-JS twin, the yardstick of what the code costs a page (issue 35).
// The twin is the same server's answer with every <script> and module preload taken out: a proxy in front of
// the server passes every request through and rewrites the pages (text/html) it answers. Everything else (the
// images, the API, the cookies, the headers) is the server's own, so page and twin differ by the code alone.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const scriptElements = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const modulePreloads = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** A page as it is before any of its code arrives. */
export function twinOf(html: string): string {
  return html.replace(scriptElements, '').replace(modulePreloads, '');
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** Compressed again as the server had compressed it, so the twin travels no bigger or smaller than the page. */
function encoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliCompressSync(body);
  if (encoding === 'gzip') return gzipSync(body);
  return body;
}

function withoutLength(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { 'content-length': _length, 'transfer-encoding': _transfer, ...rest } = headers;
  return rest;
}

export type TwinServer = { baseUrl: string; close: () => Promise<void> };

/** Serves the twins of `targetBaseUrl`'s pages at http://127.0.0.1:`port`. */
export async function startTwinServer(targetBaseUrl: string, port: number): Promise<TwinServer> {
  const target = new URL(targetBaseUrl);
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } }, (answer) => {
      const isPage = String(answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!isPage) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const encoding = answer.headers['content-encoding'];
        const html = twinOf(decoded(Buffer.concat(chunks), encoding).toString('utf8'));
        const body = encoded(Buffer.from(html), encoding);
        outgoing.writeHead(answer.statusCode ?? 502, { ...withoutLength(answer.headers), 'content-length': String(body.length) });
        outgoing.end(body);
      });
    });
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`twin proxy: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
