import { pathTo } from '../../../contracts/pages';
import { BackLink } from '../../components/BackLink';
import { PageHeading } from '../../components/PageHeading';
import { DocumentStartWaiting } from '../documents';
import { InvoiceForm } from './InvoiceForm';
import { useInvoicePrefill } from './useInvoicePrefill';

export { newInvoiceData } from './useInvoicePrefill';

/**
 * A new invoice, for work that was not quoted first: blank, or carrying the customer over from a booking. An
 * accepted quote is invoiced from its own page.
 */
export function NewInvoicePage() {
  const start = useInvoicePrefill();
  return (
    <div className="max-w-3xl">
      <BackLink to={pathTo('adminInvoices')} className="mb-4">
        Invoices
      </BackLink>
      <PageHeading
        title="New invoice"
        lead={
          start.state === 'ready'
            ? `Started from ${start.from}: check the customer's details, then add the items.`
            : 'A draft invoice for work not quoted first: its number is given when it is saved. Send it from its page.'
        }
      />
      <DocumentStartWaiting start={start} noun="invoice" blankPath={pathTo('newInvoice')} />
      {start.state === 'blank' && <InvoiceForm />}
      {start.state === 'ready' && <InvoiceForm prefill={start.prefill} />}
    </div>
  );
}
