import { randomBytes } from 'node:crypto';
import escapeHtml from 'escape-html';
import { company } from '../../../contracts/company';
import { nairaOfKobo } from '../../../contracts/money';

/** The stand-in provider's payment page; its own policy lets only its nonce'd stylesheet in. */
export function sandboxPaymentPage(transaction: { reference: string; email: string; amountKobo: number }, actionBase: string) {
  const nonce = randomBytes(16).toString('base64');
  const total = `₦${nairaOfKobo(transaction.amountKobo).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment · ${escapeHtml(company.name)}</title>
<style nonce="${nonce}">
body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#10213f;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:8px;padding:32px;max-width:400px;width:calc(100% - 32px);box-shadow:0 4px 16px rgba(16,33,63,.12)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px;color:#3d4452}.total{font-size:32px;font-weight:700;color:#10213f;margin:8px 0 24px}
.note{font-size:14px;background:#fff3cc;padding:8px 12px;border-radius:8px}form{display:inline}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 20px;cursor:pointer;margin-right:8px}
.pay{background:#f5b301;color:#10213f}.decline{background:#eef0f3;color:#10213f}button:focus-visible{outline:3px solid #10213f;outline-offset:2px}
</style></head><body><main>
<h1>Pay ${escapeHtml(company.name)}</h1>
<p>Order ${escapeHtml(transaction.reference)} · ${escapeHtml(transaction.email)}</p>
<p class="total">${total}</p>
<p class="note">Test payment page: no card is charged. Set PAYSTACK_SECRET_KEY to take real payments.</p>
<form method="post" action="${escapeHtml(actionBase)}/pay"><button class="pay" type="submit">Pay ${total}</button></form>
<form method="post" action="${escapeHtml(actionBase)}/decline"><button class="decline" type="submit">Decline</button></form>
</main></body></html>`;
  const policy = `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
  return { html, policy };
}
