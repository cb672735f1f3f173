import { lazyAfterLoad } from './lazyAfterLoad';

/** Carousels sit below the fold: their code (embla) loads once the page is usable. */
export const LazyCarousel = lazyAfterLoad(() => import('./Carousel').then((module) => module.Carousel));
