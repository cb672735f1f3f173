import { useState } from 'react';
import { outstandingStatuses } from '../../../contracts/invoices';
import type { Invoice, InvoiceSent } from '../../../contracts/invoices.schemas';
import { sendInvoice } from './api';
import { DetailCard } from '../../components/back-office/DetailCard';
import { InvoiceForm } from './InvoiceForm';
import { RecordPaymentForm } from './RecordPaymentForm';
import { DraftCard, SendDocumentButton, SentLink } from '../documents';
import { VoidInvoice } from './VoidInvoice';
import { useInvoiceChanged } from './useInvoiceChanged';

function SendButton({ invoice, again, onSent }: { invoice: Invoice; again: boolean; onSent: (sent: InvoiceSent) => void }) {
  const changed = useInvoiceChanged();
  return (
    <SendDocumentButton
      send={() => sendInvoice(invoice._id)}
      again={again}
      onSent={(sent) => {
        changed(sent.invoice);
        onSent(sent);
      }}
    />
  );
}

function DraftActions({ invoice, onSent }: { invoice: Invoice; onSent: (sent: InvoiceSent) => void }) {
  const changed = useInvoiceChanged();
  return (
    <DraftCard
      noun="invoice"
      whatSendingDoes={
        invoice.customer.email
          ? 'The customer sees nothing until it is sent: they are mailed the invoice as a PDF and a private link to pay it, and the link goes to their phone by WhatsApp or SMS.'
          : 'The customer sees nothing until it is sent. They have no e-mail: sending texts their private link to pay it to their phone by WhatsApp or SMS.'
      }
      sendButton={<SendButton invoice={invoice} again={false} onSent={onSent} />}
      editor={(close) => (
        <InvoiceForm
          invoice={invoice}
          onSaved={(saved) => {
            changed(saved);
            close();
          }}
        />
      )}
    >
      <VoidInvoice invoice={invoice} />
    </DraftCard>
  );
}

/** What the office can do with the invoice now, by its status. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  // Kept here, above the status's own actions, so the link stays in view when sending turns a draft into a sent invoice.
  const [sent, setSent] = useState<InvoiceSent>();
  const sentLink = sent && <SentLink sent={sent} email={sent.invoice.customer.email} phone={sent.invoice.customer.phone} />;

  if (invoice.status === 'draft') return <DraftActions invoice={invoice} onSent={setSent} />;
  if (!outstandingStatuses.includes(invoice.status)) return sentLink ? <DetailCard title="Sent">{sentLink}</DetailCard> : null;
  return (
    <>
      <DetailCard title="Waiting for payment">
        {sentLink}
        <p className="text-grey-700">The customer can pay the balance online from their link. Sending again sends the same link: the one sent before keeps working.</p>
        <div className="flex flex-wrap gap-3">
          <SendButton invoice={invoice} again onSent={setSent} />
        </div>
        <VoidInvoice invoice={invoice} />
      </DetailCard>
      <DetailCard title="Record a payment">
        <RecordPaymentForm key={invoice.balance} invoice={invoice} />
      </DetailCard>
    </>
  );
}
