import type { Database } from '../../db/client';
import { messageReports } from './tables';
import type { ProviderReport } from '../../messaging/webhook-reports';

/** Keeps the webhook's reports; one the provider sent again (it repeats until answered 200) is kept once. */
export async function keepReports(db: Database, reports: ProviderReport[]): Promise<void> {
  if (reports.length === 0) return;
  await db
    .insert(messageReports)
    .values(
      reports.map((report) =>
        report.kind === 'status'
          ? {
              provider: report.provider,
              kind: report.kind,
              providerMessageId: report.providerMessageId,
              state: report.state,
              providerStatus: report.providerStatus,
              reference: report.reference ?? null,
              errorCode: report.errorCode ?? null,
            }
          : { provider: report.provider, kind: report.kind, providerMessageId: report.providerMessageId, state: 'received' as const, fromPhone: report.from, body: report.text },
      ),
    )
    .onConflictDoNothing();
}
