import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { ReasonGrid } from '../../components/ReasonGrid';
import { Section } from '../../components/Section';
import { lazyWhenNear } from '../../page-life/lazyWhenNear';
import { whyChooseUs } from '../../content/reasons';
import { homeServiceCount, services } from '../../content/services';
import { ServiceGrid } from '../services';
import { EventsCarousel } from '../events';
import { loadBookingForm } from '../booking';
import { FeaturedProducts } from '../catalog';
import { HomeHero } from './HomeHero';
import { Testimonials } from './Testimonials';
import type { PageData } from '../../lib/pageData';
import { featuredProductsQueryOptions } from '../catalog';
import { eventsQueryOptions } from '../events';

/** The form (and its validation code) is at the foot of the page: it loads when the visitor scrolls near it. */
const BookingForm = lazyWhenNear(loadBookingForm);

export function HomePage() {
  return (
    <>
      <HomeHero />
      <FeaturedProducts />
      <Section
        title="Our Services"
        lead="Electrical, automation and engineering services, delivered safely and tested before we leave."
        tone="grey"
        action={
          <Link to="/services" className="inline-flex items-center gap-2 rounded-box font-semibold text-navy-700 hover:underline">
            View All Services
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      >
        <ServiceGrid services={services.slice(0, homeServiceCount)} detailed={false} />
      </Section>
      <Section title="Why choose us">
        <ReasonGrid reasons={whyChooseUs} />
      </Section>
      <Testimonials />
      <Section title="Request a Service" lead="Tell us what you need and when. We will call you within 1-2 business hours to confirm.">
        <BookingForm fallback={<Spinner label="Loading the form..." />} />
      </Section>
      <EventsCarousel />
    </>
  );
}

/** The home page is drawn with the featured products and the coming events. */
export const homeData: PageData = ({ queryClient }) => [queryClient.ensureQueryData(featuredProductsQueryOptions), queryClient.ensureQueryData(eventsQueryOptions)];
