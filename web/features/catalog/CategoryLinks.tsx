import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { pathTo } from '../../../contracts/pages';
import { categoriesQueryOptions } from './categoriesApi';

/** The shop's categories as links to their own pages (which search engines list), in the office's order; the current one marked. */
export function CategoryLinks({ current }: { current?: string }) {
  const categories = useQuery(categoriesQueryOptions);
  if (!categories.data?.length) return null;
  return (
    <nav aria-label="Shop categories" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={pathTo('products')} className="inline-flex min-h-11 items-center rounded-full border border-grey-300 px-4 text-sm font-semibold text-navy-900 hover:border-navy-700">
            All products
          </Link>
        </li>
        {categories.data.map((category) => (
          <li key={category.slug}>
            <Link
              to={pathTo('category', { slug: category.slug })}
              aria-current={category.slug === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-grey-300 px-4 text-sm font-semibold text-navy-900 hover:border-navy-700 aria-[current=page]:border-navy-900 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
