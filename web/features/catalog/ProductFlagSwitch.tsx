import type { Product } from '../../../contracts/products.schemas';
import type { ProductFlag } from './api';
import { useToggleProductFlag } from './productChanges';

const labels: Record<ProductFlag, string> = { isFeatured: 'Featured', soldOut: 'Available' };

/**
 * An on/off switch for one flag of a product. 'Available' is on while the product is not sold out. The
 * switch shows what the server answers, never what it guessed.
 */
export function ProductFlagSwitch({ product, flag }: { product: Product; flag: ProductFlag }) {
  const toggle = useToggleProductFlag(flag);
  const on = flag === 'soldOut' ? !product.soldOut : product.isFeatured;
  const label = labels[flag];

  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`${label}: ${product.name}`}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(product._id)}
      className="group inline-flex min-h-11 items-center gap-2 rounded-box text-sm font-medium text-navy-900 disabled:cursor-wait disabled:opacity-60"
    >
      <span aria-hidden="true" className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors motion-reduce:transition-none ${on ? 'bg-success' : 'bg-grey-500'}`}>
        <span className={`absolute size-5 rounded-full bg-white shadow-raised transition-transform motion-reduce:transition-none ${on ? 'translate-x-5.5' : 'translate-x-0.5'}`} />
      </span>
      <span aria-hidden="true" className="w-8 text-left">
        {on ? 'On' : 'Off'}
      </span>
    </button>
  );
}
