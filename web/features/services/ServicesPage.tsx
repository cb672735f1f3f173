import { CalendarCheck } from 'lucide-react';
import { BookingBanner } from '../booking';
import { ButtonLink } from '../../components/Button';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { gallery } from '../../content/gallery';
import { services } from '../../content/services';
import { ServiceGrid } from './ServiceGrid';

export function ServicesPage() {
  return (
    <>
      <PageHero title="Our Services" lead="Electrical, automation and engineering services for homes, estates, offices and factories.">
        <ButtonLink to="/book" size="lg">
          <CalendarCheck aria-hidden="true" className="size-5" />
          Book a Technician
        </ButtonLink>
      </PageHero>
      <Section title="What We Do" lead="Ten services, one standard: safe, neat work that is tested before we leave.">
        <ServiceGrid services={services} detailed />
      </Section>
      <Section title="Our Work In Action" lead="A look at the kind of jobs our engineers and technicians deliver every week." tone="grey">
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {gallery.map((image) => (
            <li key={image.id}>
              <figure className="overflow-hidden rounded-box border border-grey-200 bg-white">
                <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" className="aspect-[4/3] w-full object-cover" />
                <figcaption className="p-4 text-sm font-medium text-navy-900">{image.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <BookingBanner title="Need a technician?" lead="Book a visit in two minutes. We confirm every booking within 1-2 business hours." />
    </>
  );
}
