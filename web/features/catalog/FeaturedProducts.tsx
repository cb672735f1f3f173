import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Section } from '../../components/Section';
import { useErrorToast } from '../../components/useErrorToast';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { featuredProductsQueryOptions } from './api';

/** One row of four on a wide screen while they load. */
const placeholderCount = 4;

export function FeaturedProducts() {
  const featured = useQuery(featuredProductsQueryOptions);
  useErrorToast(featured.error);

  return (
    <Section
      title="Featured Products"
      lead="Quality electrical, solar and automation equipment, delivered to your door."
      action={
        <Link to="/products" className="inline-flex items-center gap-2 rounded-box font-semibold text-navy-700 hover:underline">
          view all products
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      }
    >
      {featured.isPending && (
        <>
          <p role="status" className="mb-4 text-grey-600">
            Product Loading...
          </p>
          <ProductGridSkeleton count={placeholderCount} />
        </>
      )}
      {featured.isError && <p className="text-grey-600">Our featured products could not be shown just now. Browse the full shop instead.</p>}
      {featured.data?.length === 0 && <p className="text-grey-600">New featured products are on the way. Browse the full shop in the meantime.</p>}
      {featured.data && featured.data.length > 0 && <ProductGrid products={featured.data} />}
    </Section>
  );
}
