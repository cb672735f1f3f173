import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSearch } from '../../../contracts/products.schemas';
import { useQuery } from '@tanstack/react-query';
import { ChevronSelect } from '../../components/forms/ChevronSelect';
import { Field, TextField } from '../../components/forms/Field';
import { SortField } from '../../components/forms/SortField';
import { UsableOnceHydrated } from '../../page-life/UsableOnceHydrated';
import type { ShopSearchName } from './shopSearchParams';
import { categoriesQueryOptions } from './categoriesApi';

const sortChoices: Record<NonNullable<ProductSearch['sort']>, string> = {
  newest: 'Newest first',
  price_asc: 'Price, low to high',
  price_desc: 'Price, high to low',
};

/**
 * Every change goes straight into the address, which the product grid reads; replace keeps Back for leaving.
 * A category's own page has no category field (`inCategory`): its address names the category.
 */
export function ShopSearch({ search, inCategory = false }: { search: ProductSearch; inCategory?: boolean }) {
  const [params, setParams] = useSearchParams();
  const categories = useQuery({ ...categoriesQueryOptions, enabled: !inCategory });
  // The typed text is kept here as well, so the field never lags behind a keystroke while the address updates.
  const [text, setText] = useState(search.q ?? '');
  const set = (name: ShopSearchName, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const inStockOnly = search.inStock === 'true';

  return (
    <UsableOnceHydrated>
      <search aria-label="Search the shop" className={`mb-6 grid items-end gap-4 sm:grid-cols-2 ${inCategory ? 'lg:grid-cols-[2fr_1fr_auto]' : 'lg:grid-cols-[2fr_1fr_1fr_auto]'}`}>
        <TextField
          label="Search products"
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            set('q', event.target.value.trim());
          }}
        />
        {!inCategory && (
          <Field label="Category">
            {(control) => (
              <ChevronSelect {...control} value={search.category ?? ''} onChange={(event) => set('category', event.target.value)}>
                <option value="">All categories</option>
                {categories.data?.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </ChevronSelect>
            )}
          </Field>
        )}
        <SortField choices={sortChoices} value={search.sort ?? 'newest'} onChange={(value) => set('sort', value)} />
        <button
          type="button"
          role="switch"
          aria-checked={inStockOnly}
          onClick={() => set('inStock', inStockOnly ? '' : 'true')}
          className="inline-flex min-h-11 items-center gap-2 rounded-box text-sm font-semibold text-navy-900"
        >
          <span
            aria-hidden="true"
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors motion-reduce:transition-none ${inStockOnly ? 'bg-success' : 'bg-grey-500'}`}
          >
            <span className={`absolute size-5 rounded-full bg-white shadow-raised transition-transform motion-reduce:transition-none ${inStockOnly ? 'translate-x-5.5' : 'translate-x-0.5'}`} />
          </span>
          In stock only
        </button>
      </search>
    </UsableOnceHydrated>
  );
}
