import { pathTo } from '../../../contracts/pages';
import { BackLink } from '../../components/BackLink';
import { PageHeading } from '../../components/PageHeading';
import { InvoiceForm } from './InvoiceForm';

/** A blank invoice, for work that was not quoted first; an accepted quote is invoiced from its own page. */
export function NewInvoicePage() {
  return (
    <div className="max-w-3xl">
      <BackLink to={pathTo('adminInvoices')} className="mb-4">
        Invoices
      </BackLink>
      <PageHeading title="New invoice" lead="A draft invoice for work not quoted first: its number is given when it is saved. Send it from its page." />
      <InvoiceForm />
    </div>
  );
}
