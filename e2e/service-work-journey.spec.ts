import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { extractText, getDocumentProxy } from 'unpdf';
import { z } from 'zod';
import { inboxMessageSchema } from '../contracts/contact.schemas';
import { addDays, lagosClock } from '../contracts/lagos-time';
import { formatNaira } from '../contracts/money';
import { pathTo } from '../contracts/pages';
import { quoteMessages } from '../contracts/quotes';
import { company } from '../web/content/company';
import { expectNoAxeViolations } from './axe';
import { scrollToQuoteAnswer } from './money-office';
import { signInAsAdmin } from './demo-admin';
import { attachmentOf, linkIn, mailsTo, mailTo } from './mailbox';

/**
 * Issue 17's whole path, as the office and the customer live it: a Quotation Request from the Contact page
 * becomes a quote with an optional item; the customer opens the mailed link on a phone, ticks the option,
 * accepts and pays the deposit; the office schedules the job and issues the invoice; the customer pays the
 * balance and is mailed a PDF receipt that reads right.
 *
 * The figures: a ₦500,000 installation and a ₦40,000 surge protector the customer may add, VAT at 7.5%,
 * 40% down. With the option: ₦540,000 + ₦40,500 VAT = ₦580,500; deposit ₦232,200; balance ₦348,300.
 */

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
/** A figure of the customer's page: the amount written beside its name. */
const figure = (page: Page, term: string) =>
  main(page)
    .locator('dt', { hasText: new RegExp(`^${term.replace(/[()%]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
const item = (form: Locator, number: number) => form.getByRole('group', { name: `Item ${number}` });

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

async function phoneOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

async function payInSandbox(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await expect(page.getByText(`${amount}.00`).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a Quotation Request becomes an accepted quote, a paid deposit, a scheduled job and a paid invoice with a PDF receipt', { tag: '@journey' }, async ({ page: office, browser }) => {
  test.setTimeout(180_000);
  const email = `adaeze-${Date.now()}@example.com`;
  const request = { name: 'Adaeze Okafor', phone: '0803 555 0177', email, subject: 'Quotation Request', message: 'Please quote a 5 kVA solar installation for my home in Jericho.' };
  expect((await office.request.post('/api/contactlist', { data: request })).status()).toBe(201);

  // The office turns the message into a quote with an optional item.
  await signInAsAdmin(office);
  const inbox = z.object({ messages: z.array(inboxMessageSchema) }).parse(await (await office.request.get(`/api/contactlist?q=${encodeURIComponent(email)}`)).json());
  const message = inbox.messages[0];
  if (!message) throw new Error('The quotation request is not in the inbox');
  await office.goto(pathTo('inboxMessage', { id: message._id }));
  await main(office).getByRole('link', { name: 'Make a quote' }).click();
  const form = main(office).getByRole('form', { name: 'New quote' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByLabel('Title').fill('5 kVA solar installation, Jericho');
  await form.getByLabel('Service').selectOption('Solar Services');
  await item(form, 1).getByLabel('Description').fill('Inverter, batteries and panels, installed');
  await item(form, 1).getByLabel('Unit price (₦)').fill('500000');
  await form.getByRole('button', { name: 'Add an item' }).click();
  await item(form, 2).getByLabel('Description').fill('Surge protection device');
  await item(form, 2).getByLabel('Unit price (₦)').fill('40000');
  await item(form, 2).getByLabel('Optional item 2 (the customer may tick it)').check();
  await form.getByLabel('Deposit (%)').fill('40');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(office).toHaveURL(new RegExp(`${pathTo('adminQuote', { id: '' })}[0-9a-f-]{36}$`));
  const quoteNumber = ((await main(office).getByRole('heading', { level: 1 }).textContent()) ?? '').replace(/^Quote /, '');
  await main(office).getByRole('button', { name: 'Send to the customer' }).click();
  await expect(toast(office, quoteMessages.sent)).toBeVisible();

  // The customer opens the mailed link on a phone, ticks the option, accepts and pays the deposit.
  const phone = await phoneOf(browser);
  await phone.goto(linkIn(await mailTo(email, `Your quote ${quoteNumber} from ${company.name}`), '/quotes'));
  await expect(phone.getByRole('heading', { level: 1, name: `Quote ${quoteNumber}` })).toBeVisible();
  await expect(figure(phone, 'Total')).toHaveText(formatNaira(537_500));
  await phone.getByRole('checkbox', { name: /Include Surge protection device/ }).check();
  await expect(figure(phone, 'VAT (7.5%)')).toHaveText(formatNaira(40_500));
  await expect(figure(phone, 'Total')).toHaveText(formatNaira(580_500));
  await expect(figure(phone, 'Deposit (40%)')).toHaveText(formatNaira(232_200));
  await expectNoAxeViolations(phone);
  await scrollToQuoteAnswer(phone, 'Accept');
  await phone.getByLabel('Your full name').fill('Adaeze Okafor');
  await phone.getByRole('button', { name: 'Accept quote' }).click();
  await expect(main(phone).getByText(quoteMessages.accepted)).toBeVisible();
  await phone.getByRole('button', { name: 'Pay deposit' }).click();
  await payInSandbox(phone, formatNaira(232_200));
  await expect(main(phone).getByText(`Thank you. Your payment of ${formatNaira(232_200)} has been received.`)).toBeVisible();
  await expect(figure(phone, 'Paid')).toHaveText(`-${formatNaira(232_200)}`);

  // The office schedules the job and issues the invoice, less the deposit.
  await office.reload();
  await expect(region(office, 'Status')).toContainText('Accepted by Adaeze Okafor');
  const job = main(office).getByRole('form', { name: 'Schedule the job' });
  await job.getByLabel('Visit date').fill(addDays(lagosClock().day, 4));
  await job.getByLabel('Visit time').fill('09:00');
  await job.getByRole('button', { name: 'Schedule the job' }).click();
  await expect(toast(office, quoteMessages.jobScheduled)).toBeVisible();
  await main(office).getByRole('form', { name: 'Create the invoice' }).getByRole('button', { name: 'Create invoice' }).click();
  await expect(office).toHaveURL(new RegExp(`${pathTo('adminInvoice', { id: '' })}[0-9a-f-]{36}$`));
  const invoiceNumber = ((await main(office).getByRole('heading', { level: 1 }).textContent()) ?? '').replace(/^Invoice /, '');
  await main(office).getByRole('button', { name: 'Send to the customer' }).click();
  await expect(region(office, 'Status')).toContainText('Sent');

  // The customer is mailed the invoice as a PDF, opens its link and pays the balance.
  const invoiceMail = await mailTo(email, `Invoice ${invoiceNumber} from ${company.name}`);
  const invoiceText = await pdfText(attachmentOf(invoiceMail, `${invoiceNumber}.pdf`));
  for (const words of [
    company.name,
    'INVOICE',
    invoiceNumber,
    'Adaeze Okafor',
    'Surge protection device',
    'VAT (7.5%)',
    formatNaira(580_500),
    `-${formatNaira(232_200)}`,
    'Balance due',
    formatNaira(348_300),
  ]) {
    expect(invoiceText, words).toContain(words);
  }
  await phone.goto(linkIn(invoiceMail, '/invoices'));
  await expect(figure(phone, 'Balance due')).toHaveText(formatNaira(348_300));
  await phone.getByRole('button', { name: `Pay ${formatNaira(348_300)}` }).click();
  await payInSandbox(phone, formatNaira(348_300));
  await expect(main(phone).getByText(`Thank you. Your payment of ${formatNaira(348_300)} has been received.`)).toBeVisible();
  await expect(figure(phone, 'Balance due')).toHaveText(formatNaira(0));
  await expectNoAxeViolations(phone);

  // The receipt for the balance comes as a PDF that reads right.
  const receiptSubject = new RegExp(`^Receipt (RCT-\\d{4}-\\d{4}): ${formatNaira(348_300)} received$`);
  await expect.poll(() => mailsTo(email).some((mail) => receiptSubject.test(mail.subject))).toBe(true);
  const receiptMail = mailsTo(email).find((mail) => receiptSubject.test(mail.subject));
  const receiptNumber = receiptSubject.exec(receiptMail?.subject ?? '')?.[1];
  if (!receiptMail || !receiptNumber) throw new Error('no receipt for the balance');
  const receiptText = await pdfText(attachmentOf(receiptMail, `${receiptNumber}.pdf`));
  for (const words of [company.name, 'RECEIPT', receiptNumber, 'Adaeze Okafor', formatNaira(348_300), `Invoice ${invoiceNumber}`, formatNaira(580_500)]) {
    expect(receiptText, words).toContain(words);
  }

  // The office sees the invoice paid.
  await office.reload();
  await expect(region(office, 'Status')).toContainText('Paid');
  await expect(region(office, 'Invoice')).toContainText(`Balance due${formatNaira(0)}`);
});
