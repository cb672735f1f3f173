/** What other features may use of events: the home page's carousel, and the query it is drawn with. */
export { EventsCarousel } from './EventsCarousel';
export { eventsQueryOptions } from './api';
