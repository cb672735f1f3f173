import { useQuery } from '@tanstack/react-query';
import { recommendedProductsLimit } from '../../../contracts/products';
import { Section } from '../../components/Section';
import { useErrorToast } from '../../components/useErrorToast';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { recommendedProductsQueryOptions } from './api';

/** Other products to consider; the one on screen is never suggested to itself. */
export function RecommendedProducts({ currentId }: { currentId: string }) {
  const recommended = useQuery(recommendedProductsQueryOptions);
  useErrorToast(recommended.error);
  const others = recommended.data?.filter((product) => product._id !== currentId) ?? [];

  if (recommended.isError || (recommended.isSuccess && others.length === 0)) return null;

  return (
    <Section title="You May Also Like" tone="grey">
      {recommended.isPending ? <ProductGridSkeleton count={recommendedProductsLimit} /> : <ProductGrid products={others} />}
    </Section>
  );
}
