import { randomBytes } from 'node:crypto';
import escapeHtml from 'escape-html';
import { company } from '../../../contracts/company';
import { nairaOfKobo } from '../../../contracts/money';

type SandboxTransaction = { reference: string; email: string; amountKobo: number; status: 'ongoing' | 'success' | 'failed' };

const notes: Record<SandboxTransaction['status'], string> = {
  ongoing: 'Test payment page: no card is charged. Set PAYSTACK_SECRET_KEY to take real payments.',
  failed: 'Your card was declined (test). Try again with another card, or go back to the shop.',
  success: 'This payment is complete.',
};

/**
 * The stand-in provider's payment page; its own policy lets only its nonce'd stylesheet in. Like Paystack's,
 * a declined card leaves the customer on the page to try another, or to cancel back to the shop.
 */
export function sandboxPaymentPage(transaction: SandboxTransaction, actionBase: string) {
  const nonce = randomBytes(16).toString('base64');
  const total = `₦${nairaOfKobo(transaction.amountKobo).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
  const button = (decision: string, label: string, className: string) =>
    `<form method="post" action="${escapeHtml(actionBase)}/${decision}"><button class="${className}" type="submit">${escapeHtml(label)}</button></form>`;
  const choices =
    transaction.status === 'success'
      ? button('cancel', 'Return to the shop', 'pay')
      : [button('pay', `Pay ${total}`, 'pay'), transaction.status === 'ongoing' ? button('decline', 'Decline', 'other') : '', button('cancel', 'Cancel payment', 'other')].join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment · ${escapeHtml(company.name)}</title>
<style nonce="${nonce}">
body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#10213f;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:8px;padding:32px;max-width:400px;width:calc(100% - 32px);box-shadow:0 4px 16px rgba(16,33,63,.12)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px;color:#3d4452}.total{font-size:32px;font-weight:700;color:#10213f;margin:8px 0 24px}
.note{font-size:14px;background:#fff3cc;padding:8px 12px;border-radius:8px}form{display:inline}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 20px;cursor:pointer;margin:0 8px 8px 0}
.pay{background:#f5b301;color:#10213f}.other{background:#eef0f3;color:#10213f}button:focus-visible{outline:3px solid #10213f;outline-offset:2px}
</style></head><body><main>
<h1>Pay ${escapeHtml(company.name)}</h1>
<p>Order ${escapeHtml(transaction.reference)} · ${escapeHtml(transaction.email)}</p>
<p class="total">${total}</p>
<p class="note" role="status">${escapeHtml(notes[transaction.status])}</p>
${choices}
</main></body></html>`;
  const policy = `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
  return { html, policy };
}
