import { useFormContext } from 'react-hook-form';
import { percentLabel } from '../../../contracts/money';
import type { DocumentFormValues } from './documentForm';

/** Whether VAT is charged; the amount is shown apart in the totals. */
export function VatTick({ vatBasisPoints, className = '' }: { vatBasisPoints: number; className?: string }) {
  const form = useFormContext<DocumentFormValues>();
  return (
    <label className={`flex min-h-11 items-center gap-2 text-sm text-navy-900 ${className}`.trim()}>
      <input type="checkbox" className="size-5 shrink-0 accent-navy-700" {...form.register('chargeVat')} />
      Charge VAT ({percentLabel(vatBasisPoints)}), shown apart from the prices
    </label>
  );
}
