import { lazyWhenNear } from '../page-life/lazyWhenNear';

/** Carousels sit below the fold: their code (embla) loads when the visitor scrolls near one. */
export const LazyCarousel = lazyWhenNear(() => import('./carousel/Carousel').then((module) => module.Carousel));
