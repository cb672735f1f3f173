/**
 * How a provider's "no" reaches the job queue (server/jobs/queue.ts). An outage (no connection, no answer in
 * time, a 5xx, a rate limit) is worth trying again with the queue's growing wait; a refusal (the provider read
 * the request and will never take it: a number not on WhatsApp, a bad key, a template not approved) is not,
 * and the message's job gives up at once so the next channel can carry it.
 */

export type MessageProvider = 'whatsapp' | 'termii';

export class ProviderOutage extends Error {
  constructor(
    readonly provider: MessageProvider,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
    this.name = 'ProviderOutage';
  }
}

export class ProviderRefusal extends Error {
  constructor(
    readonly provider: MessageProvider,
    /** The provider's own code for the refusal (Meta's error code, Termii's HTTP status), for the office to look up. */
    readonly code: string,
    message: string,
  ) {
    super(`${provider} refused (${code}): ${message}`);
    this.name = 'ProviderRefusal';
  }
}

/** The job queue's `isPermanent` for message jobs: only a refusal is final. */
export function refusedForGood(error: unknown): boolean {
  return error instanceof ProviderRefusal;
}

/**
 * How long a provider may take to answer before the attempt counts as an outage and is tried again later. Not
 * short: neither API takes an idempotency key, so a message the provider took but answered late for is sent twice.
 */
export const providerAnswerMs = 15_000;

/** Sends a request; a refused connection, a reset or no answer in time is an outage. */
export async function providerRequest(provider: MessageProvider, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(providerAnswerMs) });
  } catch (error) {
    throw new ProviderOutage(provider, `no answer from ${new URL(url).host}`, { cause: error });
  }
}

/** The answer's JSON, or undefined when it is not JSON (a proxy's HTML error page). */
export async function answerJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
