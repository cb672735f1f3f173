import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import type { Product } from '../../../contracts/products.schemas';
import { pathTo } from '../../../contracts/pages';
import { ButtonLink } from '../../components/Button';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import { useErrorToast } from '../../components/useErrorToast';
import { productListQueryOptions } from './api';
import { AdminProductList } from './AdminProductList';
import { useDeleteProduct } from './productChanges';

const createProductPath = pathTo('createProduct');

function ProductsLoading() {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">Loading products...</span>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}

function NoProducts() {
  return (
    <div className="flex flex-col items-center rounded-box border border-dashed border-grey-300 bg-white px-4 py-12 text-center">
      <p className="font-semibold text-navy-900">No products in the shop yet</p>
      <p className="mt-1 max-w-sm text-grey-600">Add the first product with its price and pictures; it shows in the shop at once.</p>
      <ButtonLink to={createProductPath} className="mt-5">
        <PackagePlus aria-hidden="true" className="size-4" />
        Create Products
      </ButtonLink>
    </div>
  );
}

export function AdminProductsPage() {
  const products = useQuery(productListQueryOptions);
  useErrorToast(products.error);
  const [toDelete, setToDelete] = useState<Product>();
  const remove = useDeleteProduct();

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete._id);
    setToDelete(undefined);
  }

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4 [&>header]:mb-0">
        <PageHeading title="All Products" lead="Edit, delete and mark products as featured or sold out." />
        <ButtonLink to={createProductPath}>
          <PackagePlus aria-hidden="true" className="size-4" />
          Create Products
        </ButtonLink>
      </div>
      {products.isPending && <ProductsLoading />}
      {products.isError && <RetryLine onRetry={() => void products.refetch()}>The products could not be loaded.</RetryLine>}
      {products.data?.length === 0 && <NoProducts />}
      {products.data && products.data.length > 0 && (
        <AdminProductList products={products.data} deletingId={remove.isPending ? remove.variables : undefined} onDelete={setToDelete} />
      )}
      <ConfirmDialog
        open={toDelete !== undefined}
        title="Delete this product?"
        confirmLabel="Delete"
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      >
        {toDelete && (
          <p>
            {toDelete.name} will be taken out of the shop and out of every cart. Orders already placed keep it. This cannot be
            undone.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
