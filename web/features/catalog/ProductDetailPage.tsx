import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function ProductDetailPage() {
  usePageTitle('Product');
  return (
    <>
      <PageHero title="Product details" lead="Pictures, price, stock and a full description of this product." />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Link to="/products" className="inline-flex items-center gap-2 rounded-box font-semibold text-navy-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Products
        </Link>
      </div>
    </>
  );
}
