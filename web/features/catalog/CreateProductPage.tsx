import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { productCreateSchema } from '../../../contracts/products.schemas';
import { productMessages } from '../../../contracts/products';
import { pathTo } from '../../../contracts/pages';
import { showSubmitError } from '../../components/forms/formErrors';
import { PageHeading } from '../../components/PageHeading';
import { ApiError, isApiError } from '../../lib/api';
import { forgetProducts } from './productChanges';
import { createProduct } from './api';
import { ProductForm } from './ProductForm';
import { emptyProductForm, productFormResolver, type ProductFormValues } from './productFormValues';
import { categoriesQueryOptions } from './categoriesApi';
import type { PageData } from '../../lib/pageData';

/** SPEC.md section 8: a failed creation reads the answer's `error` before its `message`. */
function creationError(error: Error): Error {
  if (!isApiError(error) || !error.error) return error;
  return new ApiError(error.status, error.error, error.errors);
}

export function CreateProductPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ProductFormValues>({
    resolver: productFormResolver(productCreateSchema),
    defaultValues: emptyProductForm,
  });
  const create = useMutation({
    mutationFn: createProduct,
    onSuccess: async () => {
      toast.success(productMessages.created);
      await forgetProducts(queryClient);
      navigate(pathTo('adminProducts'));
    },
    onError: (error) => showSubmitError(creationError(error), form),
  });

  return (
    <>
      <PageHeading title="Create Products" lead="Add a new product to the shop with its price and pictures." />
      <ProductForm form={form} pending={create.isPending} submitLabel="Upload Product" onSubmit={(product) => create.mutate(product)} />
    </>
  );
}

/** The form is drawn with the office's categories to choose from. */
export const createProductData: PageData = ({ queryClient }) => [queryClient.ensureQueryData(categoriesQueryOptions)];
