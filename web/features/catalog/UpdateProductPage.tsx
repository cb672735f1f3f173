import { useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { productUpdateSchema, type Product } from '../../../contracts/products.schemas';
import { productMessages } from '../../../contracts/products';
import { pathTo } from '../../../contracts/pages';
import { showSubmitError } from '../../components/forms/formErrors';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import { isApiError } from '../../lib/api';
import { productQueryOptions } from './api';
import { forgetProducts } from './productChanges';
import { updateProduct } from './api';
import { ProductForm } from './ProductForm';
import { productFormValuesOf, productFormResolver, type ProductFormValues } from './productFormValues';
import { BackLink } from '../../components/BackLink';

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

  return (
    <ProductForm
      form={form}
      pending={update.isPending}
      submitLabel="Update Product"
      onSubmit={(changes) => update.mutate({ id: product._id, product: changes })}
    />
  );
}

function FormLoading() {
  return (
    <div role="status" className="flex max-w-3xl flex-col gap-6 rounded-box border border-grey-200 bg-white p-4 sm:p-6">
      <span className="sr-only">Loading the product...</span>
      <Skeleton className="h-18" />
      <Skeleton className="h-36" />
      <Skeleton className="h-40" />
      <Skeleton className="h-24" />
    </div>
  );
}

export function UpdateProductPage() {
  const { id = '' } = useParams();
  const product = useQuery(productQueryOptions(id));
  const missing = isApiError(product.error, 400) || isApiError(product.error, 404);

  return (
    <>
      <BackLink to={productsPath} className="mb-4">
        All Products
      </BackLink>
      <PageHeading title="Update Product" lead="Change the details and pictures of this product. Pictures you leave are kept." />
      {product.isPending && <FormLoading />}
      {missing && <p className="text-grey-700">{productMessages.notFound}. It may have been deleted.</p>}
      {product.isError && !missing && <RetryLine onRetry={() => void product.refetch()}>The product could not be loaded.</RetryLine>}
      {product.data && <UpdateProductForm key={product.data._id} product={product.data} />}
    </>
  );
}
