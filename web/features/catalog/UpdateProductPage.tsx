import { useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { productUpdateSchema, type Product } from '../../../contracts/products.schemas';
import { productMessages } from '../../../contracts/products';
import { pathTo } from '../../../contracts/pages';
import { showSubmitError } from '../../components/forms/formErrors';
import { DetailFrame } from '../../components/back-office/DetailFrame';
import { Skeleton } from '../../components/Skeleton';
import { productQueryOptions } from './api';
import { productStockQueryOptions } from './stockApi';
import { categoriesQueryOptions } from './categoriesApi';
import { forgetProducts } from './productChanges';
import { updateProduct } from './api';
import { ProductForm } from './ProductForm';
import { StockPanel } from './StockPanel';
import { productFormValuesOf, productFormResolver, type ProductFormValues } from './productFormValues';
import type { PageData } from '../../lib/pageData';

const productsPath = pathTo('adminProducts');

function UpdateProductForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Pictures left as they are travel as their URLs, which the server keeps; a new photo replaces one.
  const form = useForm<ProductFormValues>({
    resolver: productFormResolver(productUpdateSchema),
    defaultValues: productFormValuesOf(product),
  });
  const update = useMutation({
    mutationFn: updateProduct,
    onSuccess: async (saved) => {
      toast.success(productMessages.updated);
      queryClient.setQueryData(productQueryOptions(saved._id).queryKey, saved);
      await forgetProducts(queryClient);
      navigate(productsPath);
    },
    onError: (error) => showSubmitError(error, form),
  });

  return <ProductForm form={form} pending={update.isPending} submitLabel="Update Product" onSubmit={(changes) => update.mutate({ id: product._id, product: changes })} />;
}

export function UpdateProductPage() {
  const { id = '' } = useParams();
  const product = useQuery(productQueryOptions(id));
  return (
    <DetailFrame
      list="adminProducts"
      listName="All Products"
      title="Update Product"
      lead="Change the details and pictures of this product. Pictures you leave are kept."
      query={product}
      loadingLabel="Loading the product..."
      skeleton={
        <div className="flex max-w-3xl flex-col gap-6 rounded-box border border-grey-200 bg-white p-4 sm:p-6">
          <Skeleton className="h-18" />
          <Skeleton className="h-36" />
          <Skeleton className="h-40" />
          <Skeleton className="h-24" />
        </div>
      }
      missing={`${productMessages.notFound}. It may have been deleted.`}
      failure="The product could not be loaded."
    >
      {(loaded) => (
        <>
          <UpdateProductForm key={loaded._id} product={loaded} />
          <StockPanel id={loaded._id} />
        </>
      )}
    </DetailFrame>
  );
}

export const updateProductData: PageData = ({ queryClient, params }) => [
  queryClient.ensureQueryData(productQueryOptions(params.id ?? '')),
  queryClient.ensureQueryData(productStockQueryOptions(params.id ?? '')),
  queryClient.ensureQueryData(categoriesQueryOptions),
];
