import path from 'node:path';
import PDFDocument from 'pdfkit';
import { company } from '../../contracts/company';
import { formatKobo, type DocumentFigure } from '../../contracts/money';
import type { CompanyBilling } from '../../contracts/money.schemas';
import { projectRoot } from '../project-root';
import type { VirtualAccount } from '../../contracts/customers.schemas';
import { ownAccountWords } from '../../contracts/transfers';

/**
 * Every PDF the company sends (invoices, receipts) has one frame: the letterhead with the company's name,
 * address, phones and e-mail, the document's name and facts, who it is for, an optional table of lines,
 * the money summed up, and closing paragraphs. Drawn with pdfkit in Inter (with ₦ and Yoruba letters, see
 * scripts/document-fonts.ts), on A4.
 */
export type DocumentPdf = {
  /** 'INVOICE', 'RECEIPT'. */
  heading: string;
  /** Label and value pairs under the heading: number, dates. */
  facts: [string, string][];
  /** A word stamped across the top when the document is settled: 'PAID', 'VOID'. */
  stamp?: string;
  partyLabel: string;
  party: { name: string; email: string; phone: string; address: string };
  title: string;
  lines?: { description: string; quantity: string; unitPrice: string; amount: string }[];
  /** The table's column headings, when the lines are not priced (a packing slip, a pick list). */
  lineHeadings?: { description: string; quantity: string; unitPrice: string; amount: string };
  totals: { label: string; value: string; strong?: boolean }[];
  paragraphs: { heading: string; text: string }[];
  /** The company's TIN, printed under its letterhead when set. */
  tin?: string;
};

/** A document's money ladder (`documentFigures`) as the PDF's totals. */
export function figureTotals(rows: readonly DocumentFigure[]): DocumentPdf['totals'] {
  return rows.map((row) => ({ label: row.label, value: formatKobo(row.kobo), strong: row.strong }));
}

/**
 * How to pay by bank transfer: into the customer's own account number when they have one, else into the
 * company's account quoting the document's number; nothing while neither is set.
 */
export function bankTransferParagraphs(billing: CompanyBilling, number: string, own?: VirtualAccount | null): DocumentPdf['paragraphs'] {
  if (own) return [{ heading: ownAccountWords.heading, text: `${own.bankName}\nAccount name: ${own.accountName}\nAccount number: ${own.accountNumber}\n${ownAccountWords.note}` }];
  const bank = billing.bankTransfer;
  if (!bank) return [];
  return [{ heading: 'Pay by bank transfer', text: `${bank.bank}\nAccount name: ${bank.accountName}\nAccount number: ${bank.accountNumber}\nPlease quote ${number} as the reference.` }];
}

const fonts = {
  regular: path.join(projectRoot, 'server', 'pdf', 'fonts', 'inter-400.ttf'),
  bold: path.join(projectRoot, 'server', 'pdf', 'fonts', 'inter-700.ttf'),
};
const navy = '#0f1f3d';
const grey = '#4b5563';
const line = '#d1d5db';
const accent = '#f5a524';
const margin = 50;
const pageWidth = 595.28;
const contentWidth = pageWidth - margin * 2;
const columns = { description: margin, quantity: margin + 270, unitPrice: margin + 320, amount: margin + 410 };

function letterhead(doc: PDFKit.PDFDocument, pdf: DocumentPdf) {
  doc.rect(0, 0, pageWidth, 8).fill(accent);
  doc.fillColor(navy).font('bold').fontSize(16).text(company.name, margin, margin, { width: 300 });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(grey)
    .text([company.address, company.phones.join(' · '), company.email, ...(pdf.tin ? [`TIN: ${pdf.tin}`] : [])].join('\n'), { width: 300 });
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(navy)
    .text(pdf.heading, margin + 300, margin, { width: contentWidth - 300, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(grey);
  for (const [label, value] of pdf.facts) doc.text(`${label}: ${value}`, { width: contentWidth - 300, align: 'right' });
  if (pdf.stamp)
    doc
      .font('bold')
      .fontSize(14)
      .fillColor(accent)
      .text(pdf.stamp, { width: contentWidth - 300, align: 'right' });
  doc.moveDown(2);
}

function party(doc: PDFKit.PDFDocument, pdf: DocumentPdf) {
  const top = Math.max(doc.y, 150);
  doc.font('bold').fontSize(9).fillColor(grey).text(pdf.partyLabel.toUpperCase(), margin, top);
  doc.font('bold').fontSize(11).fillColor(navy).text(pdf.party.name);
  doc.font('regular').fontSize(9).fillColor(grey).text([pdf.party.email, pdf.party.phone, pdf.party.address].filter(Boolean).join('\n'));
  doc.moveDown(1.2);
  doc.font('bold').fontSize(12).fillColor(navy).text(pdf.title, margin, doc.y, { width: contentWidth });
  doc.moveDown(0.8);
}

function tableRow(doc: PDFKit.PDFDocument, cells: { description: string; quantity: string; unitPrice: string; amount: string }, font: 'regular' | 'bold') {
  doc.font(font).fontSize(9).fillColor(navy);
  const descriptionHeight = doc.heightOfString(cells.description, { width: 260 });
  if (doc.y + descriptionHeight + 12 > doc.page.height - margin) doc.addPage();
  const top = doc.y;
  doc.text(cells.description, columns.description, top, { width: 260 });
  doc.text(cells.quantity, columns.quantity, top, { width: 40, align: 'right' });
  doc.text(cells.unitPrice, columns.unitPrice, top, { width: 85, align: 'right' });
  doc.text(cells.amount, columns.amount, top, { width: contentWidth - (columns.amount - margin), align: 'right' });
  const bottom = top + Math.max(descriptionHeight, doc.currentLineHeight()) + 6;
  doc
    .moveTo(margin, bottom - 3)
    .lineTo(margin + contentWidth, bottom - 3)
    .strokeColor(line)
    .lineWidth(0.5)
    .stroke();
  doc.y = bottom;
}

const pricedHeadings = { description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount' };

function table(doc: PDFKit.PDFDocument, lines: NonNullable<DocumentPdf['lines']>, headings = pricedHeadings) {
  tableRow(doc, headings, 'bold');
  for (const cells of lines) tableRow(doc, cells, 'regular');
  doc.moveDown(0.5);
}

const totalsColumns = { label: { x: margin + 200, width: 200 }, value: { x: margin + 410, width: contentWidth - 410 } };

/** The money, a row a figure; a label that wraps pushes the next row down by its whole height. */
function totals(doc: PDFKit.PDFDocument, rows: DocumentPdf['totals']) {
  for (const row of rows) {
    doc
      .font(row.strong ? 'bold' : 'regular')
      .fontSize(row.strong ? 11 : 9)
      .fillColor(navy);
    const height = Math.max(doc.heightOfString(row.label, { width: totalsColumns.label.width, align: 'right' }), doc.heightOfString(row.value, { width: totalsColumns.value.width, align: 'right' }));
    if (doc.y + height + 4 > doc.page.height - margin) doc.addPage();
    const top = doc.y;
    doc.text(row.label, totalsColumns.label.x, top, { width: totalsColumns.label.width, align: 'right' });
    doc.text(row.value, totalsColumns.value.x, top, { width: totalsColumns.value.width, align: 'right' });
    doc.y = top + height + 4;
  }
  doc.moveDown(1);
}

function paragraphs(doc: PDFKit.PDFDocument, list: DocumentPdf['paragraphs']) {
  for (const paragraph of list) {
    doc.font('bold').fontSize(9).fillColor(grey).text(paragraph.heading.toUpperCase(), margin, doc.y, { width: contentWidth });
    doc.font('regular').fontSize(9).fillColor(navy).text(paragraph.text, { width: contentWidth });
    doc.moveDown(0.8);
  }
}

/** The PDF's bytes. */
export function drawDocumentPdf(pdf: DocumentPdf): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: `${pdf.heading} ${pdf.facts[0]?.[1] ?? ''}`.trim(), Author: company.name } });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  letterhead(doc, pdf);
  party(doc, pdf);
  if (pdf.lines) table(doc, pdf.lines, pdf.lineHeadings);
  totals(doc, pdf.totals);
  paragraphs(doc, pdf.paragraphs);
  doc.end();
  return done;
}
