import { useState } from 'react';
import { PackageOpen, PackagePlus } from 'lucide-react';
import { adminProductFiltersSchema, type Product } from '../../../contracts/products.schemas';
import { pathTo } from '../../../contracts/pages';
import { ButtonLink } from '../../components/Button';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { useErrorToast } from '../../components/useErrorToast';
import { ClearFiltersButton, FilterBar, SearchFilter } from '../../components/back-office/FilterBar';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { PagedList } from '../../components/back-office/PagedList';
import { useAddressFilters } from '../../components/back-office/addressFilters';
import { usePagedList } from '../../components/back-office/usePagedList';
import { adminProductList } from './api';
import { AdminProductList } from './AdminProductList';
import { useDeleteProduct } from './productChanges';
import type { PageData } from '../../lib/pageData';
import { ensureFirstPage } from '../../components/back-office/usePagedList';
import { filtersOf } from '../../components/back-office/addressFilters';

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
    <ListEmpty
      icon={PackageOpen}
      title="No products in the shop yet"
      action={
        <ButtonLink to={createProductPath}>
          <PackagePlus aria-hidden="true" className="size-4" />
          Create Products
        </ButtonLink>
      }
    >
      Add the first product with its price and pictures; it shows in the shop at once.
    </ListEmpty>
  );
}

export function AdminProductsPage() {
  const { filters, setFilter, clearFilters } = useAddressFilters(adminProductFiltersSchema);
  const products = usePagedList<Product, 'products'>(adminProductList(filters.q));
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
      <FilterBar label="Find products" className="sm:grid-cols-3">
        <SearchFilter label="Product name" value={filters.q} onSearch={(words) => setFilter('q', words)} className="col-span-2" />
        {filters.q && <ClearFiltersButton onClear={() => clearFilters()} className="col-span-2 sm:col-span-1" />}
      </FilterBar>
      <PagedList
        list={products}
        noun={['product', 'products']}
        loading={<ProductsLoading />}
        failure="The products could not be loaded."
        empty={
          filters.q ? (
            <ListEmpty icon={PackageOpen} title="No products match this search" action={<ClearFiltersButton onClear={() => clearFilters()} />}>
              Look for a part of the product's name.
            </ListEmpty>
          ) : (
            <NoProducts />
          )
        }
      >
        {(rows) => <AdminProductList products={rows} deletingId={remove.isPending ? remove.variables : undefined} onDelete={setToDelete} />}
      </PagedList>
      <ConfirmDialog open={toDelete !== undefined} title="Delete this product?" confirmLabel="Delete" tone="danger" onConfirm={confirmDelete} onCancel={() => setToDelete(undefined)}>
        {toDelete && <p>{toDelete.name} will be taken out of the shop and out of every cart. Orders already placed keep it. This cannot be undone.</p>}
      </ConfirmDialog>
    </>
  );
}

export const adminProductsData: PageData = ({ queryClient, url }) => [ensureFirstPage(queryClient, adminProductList(filtersOf(adminProductFiltersSchema, url.searchParams).q))];
