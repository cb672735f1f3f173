import { Navigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { notFoundPath, pages } from '../../../contracts/pages';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { useDocumentTitle } from '../../lib/documentTitle';
import type { PageData } from '../../lib/pageData';
import { productSearchQueryOptions } from './api';
import { categoriesQueryOptions } from './categoriesApi';
import { CategoryLinks } from './CategoryLinks';
import { HelpChoosingBanner } from './HelpChoosingBanner';
import { FoundProducts } from './ProductsPage';
import { ShopSearch } from './ShopSearch';
import { shopSearchOf } from './shopSearchParams';

/** The search a category's page shows: its address's words, sort and stock switch, always in that category. */
const categorySearchOf = (slug: string, params: URLSearchParams) => ({ ...shopSearchOf(params), category: slug });

/** A category's own page (issue 34): its name and words as the office wrote them, and its products, searchable. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const categories = useQuery(categoriesQueryOptions);
  const category = categories.data?.find((each) => each.slug === slug);
  useDocumentTitle(category?.name ?? pages.category.title);
  if (categories.data && !category) return <Navigate to={notFoundPath} replace />;
  const search = categorySearchOf(slug, params);
  return (
    <>
      <PageHero title={category?.name ?? pages.category.title} lead={category?.description} />
      <Section title="Products">
        <CategoryLinks current={slug} />
        <ShopSearch search={search} inCategory />
        <FoundProducts search={search} />
      </Section>
      <HelpChoosingBanner />
    </>
  );
}

/** A category's page is drawn with its words and its products. */
export const categoryData: PageData = ({ queryClient, params, url }) => [
  queryClient.ensureQueryData(categoriesQueryOptions),
  queryClient.ensureQueryData(productSearchQueryOptions(categorySearchOf(params.slug ?? '', url.searchParams))),
];
