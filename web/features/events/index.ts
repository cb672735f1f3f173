/** What other features may use of events: the home page's carousel. */
export { EventsCarousel } from './EventsCarousel';
