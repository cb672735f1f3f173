/** What other features may use of the catalogue: the home page's featured products. */
export { FeaturedProducts } from './FeaturedProducts';
