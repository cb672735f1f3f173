/** What other features may use of the catalogue: the home page's featured products, and the query they are drawn with. */
export { FeaturedProducts } from './FeaturedProducts';
export { featuredProductsQueryOptions } from './api';
