import escapeHtml from 'escape-html';
import { company } from '../../contracts/company';
import type { MailMessage } from './transport';

type Paragraph = string | { link: string; label: string };

/**
 * Every e-mail has the same frame: a greeting, paragraphs (a link becomes a button in HTML and a bare URL in
 * text), and the company's contacts, in an HTML part and a plain-text part.
 */
export function composeMail(to: string, subject: string, greeting: string, paragraphs: Paragraph[]): MailMessage {
  const contacts = `${company.name} · ${company.address} · ${company.phones.join(', ')} · ${company.email}`;
  const text = [greeting, ...paragraphs.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`)), `— ${contacts}`].join('\n\n');
  const htmlParagraphs = paragraphs
    .map((part) =>
      typeof part === 'string'
        ? `<p style="margin:0 0 16px">${escapeHtml(part)}</p>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(part.link)}" style="display:inline-block;background:#f5a524;color:#0f1f3d;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">${escapeHtml(part.label)}</a></p>
           <p style="margin:0 0 16px;font-size:13px;color:#4b5563">Or open this address: ${escapeHtml(part.link)}</p>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#0f1f3d">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:18px;font-weight:700;margin:0 0 24px">${escapeHtml(company.name)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${htmlParagraphs}</div>
<p style="font-size:12px;color:#4b5563;margin:24px 0 0">${escapeHtml(contacts)}</p></div></body></html>`;
  return { to, subject, text, html };
}
