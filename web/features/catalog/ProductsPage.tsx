import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ProductSearch } from '../../../contracts/products.schemas';
import { PackageOpen } from 'lucide-react';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { Spinner } from '../../components/Spinner';
import { TextLink } from '../../components/TextLink';
import { useErrorToast } from '../../components/useErrorToast';
import { RetryLine } from '../../components/RetryLine';
import { HelpChoosingBanner } from './HelpChoosingBanner';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { productSearchQueryOptions } from './api';
import { ShopSearch } from './ShopSearch';
import { shopSearchOf } from './shopSearchParams';
import type { PageData } from '../../lib/pageData';
import { categoriesQueryOptions } from './categoriesApi';
import { CategoryLinks } from './CategoryLinks';

function ProductsLoading() {
  return (
    <>
      <p className="mb-4 flex items-center gap-3 text-grey-600">
        <Spinner label="Loading products..." />
        <span aria-hidden="true">Loading products...</span>
      </p>
      <ProductGridSkeleton count={8} />
    </>
  );
}

/** The products the search finds, drawn by the server with the page (the shop's and each category's). */
export function FoundProducts({ search }: { search: ProductSearch }) {
  const products = useQuery(productSearchQueryOptions(search));
  useErrorToast(products.error);

  if (products.isPending) return <ProductsLoading />;

  if (products.isError) {
    return <RetryLine onRetry={() => void products.refetch()}>The shop could not be loaded just now.</RetryLine>;
  }

  if (products.data.length === 0 && Object.keys(search).some((name) => name !== 'sort')) {
    return <p className="text-grey-700">No products match your search. Try other words or switch off 'In stock only'.</p>;
  }

  if (products.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-box border border-dashed border-grey-300 px-4 py-12 text-center">
        <PackageOpen aria-hidden="true" className="size-8 text-grey-600" />
        <p className="mt-3 font-semibold text-navy-900">New stock is on the way</p>
        <p className="mt-1 max-w-sm text-grey-600">
          Looking for something today? <TextLink to="/contact">Ask us</TextLink> and we will source it for you.
        </p>
      </div>
    );
  }

  // A phone opens on the first row of two; on wider screens the rest of the row, though lazy, is in view and loads at once.
  return <ProductGrid products={products.data} eagerCount={2} />;
}

export function ProductsPage() {
  const [params] = useSearchParams();
  const search = shopSearchOf(params);
  return (
    <>
      <PageHero title="Products" lead="Quality electrical, solar and automation equipment, priced in naira and delivered to your door." />
      <Section title="All Products">
        <CategoryLinks />
        <ShopSearch search={search} />
        <FoundProducts search={search} />
      </Section>
      <HelpChoosingBanner />
    </>
  );
}

/** The shop is drawn with the products its address searches for, and the categories it links to. */
export const productsData: PageData = ({ queryClient, url }) => [
  queryClient.ensureQueryData(productSearchQueryOptions(shopSearchOf(url.searchParams))),
  queryClient.ensureQueryData(categoriesQueryOptions),
];
