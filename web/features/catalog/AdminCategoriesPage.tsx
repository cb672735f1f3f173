import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { categoryLimits, categoryMessages } from '../../../contracts/categories';
import type { Category } from '../../../contracts/categories.schemas';
import { pathTo } from '../../../contracts/pages';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import type { PageData } from '../../lib/pageData';
import { forgetProducts } from './productChanges';
import { categoriesQueryOptions, createCategory, deleteCategory, moveCategory, updateCategory } from './categoriesApi';

/** The category's name and the words of its page, as one form: to add a category, or to change one. */
function CategoryFields({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: { name: string; description: string };
  submitLabel: string;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (values: { name: string; description: string }) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ name, description });
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField label="Name" autoComplete="off" maxLength={categoryLimits.nameMax} value={name} error={error} onChange={(event) => setName(event.target.value)} />
      <TextAreaField
        label="Description for its page"
        hint="Shown under the category's title and to search engines."
        rows={2}
        maxLength={categoryLimits.descriptionMax}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function useCategoryChange() {
  const queryClient = useQueryClient();
  return async (message: string, categories?: Category[]) => {
    if (categories) queryClient.setQueryData(categoriesQueryOptions.queryKey, categories);
    await forgetProducts(queryClient);
    toast.success(message);
  };
}

function CategoryRow({ category, first, last }: { category: Category; first: boolean; last: boolean }) {
  const changed = useCategoryChange();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: updateCategory,
    onSuccess: async () => {
      setEditing(false);
      setError(undefined);
      await changed(categoryMessages.saved);
    },
    onError: (failure) => setError(failure.message),
  });
  const move = useMutation({ mutationFn: moveCategory, onSuccess: (categories) => changed('Order saved', categories), onError: (failure) => toast.error(failure.message) });
  const remove = useMutation({ mutationFn: deleteCategory, onSuccess: (message) => changed(message), onError: (failure) => setError(failure.message) });
  const products = `${category.productCount} ${category.productCount === 1 ? 'product' : 'products'}`;

  return (
    <li className="rounded-box border border-grey-200 bg-white p-4" aria-label={category.name}>
      {editing ? (
        <CategoryFields
          initial={category}
          submitLabel="Save category"
          pending={save.isPending}
          error={error}
          onSubmit={(change) => save.mutate({ slug: category.slug, change })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 className="font-bold text-navy-900">{category.name}</h2>
            <p className="text-sm text-grey-700">
              <Link className="underline underline-offset-2" to={pathTo('category', { slug: category.slug })}>
                {pathTo('category', { slug: category.slug })}
              </Link>{' '}
              · {products}
            </p>
            {category.description && <p className="mt-1 text-sm text-grey-700">{category.description}</p>}
            {error && (
              <p role="alert" className="mt-2 text-sm font-semibold text-danger">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={first || move.isPending} aria-label={`Move ${category.name} up`} onClick={() => move.mutate({ slug: category.slug, direction: 'up' })}>
              Up
            </Button>
            <Button variant="secondary" disabled={last || move.isPending} aria-label={`Move ${category.name} down`} onClick={() => move.mutate({ slug: category.slug, direction: 'down' })}>
              Down
            </Button>
            <Button variant="secondary" aria-label={`Edit ${category.name}`} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="danger" aria-label={`Delete ${category.name}`} disabled={remove.isPending} onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${category.name}?`}
        confirmLabel="Delete category"
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(category.slug);
        }}
      >
        Its page leaves the shop. A category that still has products cannot be deleted.
      </ConfirmDialog>
    </li>
  );
}

function NewCategory() {
  const changed = useCategoryChange();
  const [error, setError] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const create = useMutation({
    mutationFn: createCategory,
    onSuccess: async () => {
      setError(undefined);
      setFormKey((key) => key + 1);
      await changed(categoryMessages.created);
    },
    onError: (failure) => setError(failure.message),
  });
  return (
    <section aria-labelledby="new-category" className="mb-6 rounded-box border border-grey-200 bg-white p-4">
      <h2 id="new-category" className="mb-3 font-bold text-navy-900">
        Add a category
      </h2>
      <CategoryFields key={formKey} initial={{ name: '', description: '' }} submitLabel="Add category" pending={create.isPending} error={error} onSubmit={(values) => create.mutate(values)} />
    </section>
  );
}

/** The office's categories (issue 34): each with its own page in the shop, in the order the shop lists them. */
export function AdminCategoriesPage() {
  const categories = useQuery(categoriesQueryOptions);
  return (
    <>
      <PageHeading title="Categories" lead="The shop's categories, in the order the shop lists them. Each has its own page; its address stays when you rename it." />
      <NewCategory />
      {categories.isPending && <Skeleton className="h-40" />}
      {categories.isError && <RetryLine onRetry={() => void categories.refetch()}>The categories could not be loaded.</RetryLine>}
      {categories.data && (
        <ul className="flex flex-col gap-3" aria-label="Categories">
          {categories.data.map((category, index) => (
            <CategoryRow key={category.slug} category={category} first={index === 0} last={index === categories.data.length - 1} />
          ))}
        </ul>
      )}
    </>
  );
}

export const adminCategoriesData: PageData = ({ queryClient }) => [queryClient.ensureQueryData(categoriesQueryOptions)];
