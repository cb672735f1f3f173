import { notFoundPath, pages } from '../../../contracts/pages';
import { useDocumentTitle } from '../../lib/documentTitle';
import { useId } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { cartMessages } from '../../../contracts/cart';
import type { Product } from '../../../contracts/products.schemas';
import { Skeleton } from '../../components/Skeleton';
import { useErrorToast } from '../../components/useErrorToast';
import { RetryLine } from '../../components/RetryLine';
import { isApiError } from '../../lib/api';
import { formatNaira } from '../../lib/money';
import { AddToCartButton } from './AddToCartButton';
import { ProductGallery } from './ProductGallery';
import { productQueryOptions, recommendedProductsQueryOptions } from './api';
import { RecommendedProducts } from './RecommendedProducts';
import { BackLink } from '../../components/BackLink';
import type { PageData } from '../../lib/pageData';

function BackToProducts() {
  return <BackLink to="/products">Back to Products</BackLink>;
}

function StockState({ soldOut, id }: { soldOut: boolean; id: string }) {
  if (soldOut) {
    return (
      <p id={id} className="inline-flex items-center gap-2 rounded-box bg-danger-soft px-3 py-1 text-sm font-semibold text-danger">
        <CircleAlert aria-hidden="true" className="size-4" />
        {cartMessages.outOfStock}
      </p>
    );
  }
  return (
    <p id={id} className="inline-flex items-center gap-2 rounded-box bg-success-soft px-3 py-1 text-sm font-semibold text-success">
      <CircleCheck aria-hidden="true" className="size-4" />
      In stock
    </p>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const stockId = useId();
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <ProductGallery key={product._id} product={product} />
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-xl font-bold tracking-tight text-navy-900 sm:text-2xl">{product.name}</h1>
        <p className="text-xl font-bold text-navy-700 tabular-nums">{formatNaira(product.price)}</p>
        <StockState soldOut={product.soldOut} id={stockId} />
        <AddToCartButton product={product} describedBy={stockId} />
        {product.description && (
          <div className="mt-4 w-full border-t border-grey-200 pt-6">
            <h2 className="font-bold text-navy-900">Description</h2>
            <p className="mt-2 whitespace-pre-line text-grey-700">{product.description}</p>
          </div>
        )}
      </div>
    </div>
  );
}

function ProductLoading() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <span className="sr-only">Loading the product...</span>
      <Skeleton className="aspect-square w-full" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-12 w-full sm:w-40" />
        <Skeleton className="mt-4 h-32 w-full" />
      </div>
    </div>
  );
}

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const product = useQuery(productQueryOptions(id));
  useDocumentTitle(product.data?.name ?? pages.product.title);
  // SPEC.md section 8: an unknown or malformed id is the catch-all's business, not an error to show here.
  const notFound = isApiError(product.error, 400) || isApiError(product.error, 404);
  useErrorToast(notFound ? null : product.error);

  if (notFound) return <Navigate to={notFoundPath} replace />;

  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6">
        <BackToProducts />
        <div className="mt-4">
          {product.isPending && <ProductLoading />}
          {product.isError && <RetryLine onRetry={() => void product.refetch()}>This product could not be loaded just now.</RetryLine>}
          {product.data && <ProductDetails product={product.data} />}
        </div>
      </div>
      {product.data && <RecommendedProducts currentId={product.data._id} />}
    </>
  );
}

export const productData: PageData = ({ queryClient, params }) => [queryClient.ensureQueryData(productQueryOptions(params.id ?? '')), queryClient.ensureQueryData(recommendedProductsQueryOptions)];
