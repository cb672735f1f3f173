import { useQuery } from '@tanstack/react-query';
import { LazyCarousel } from '../../components/LazyCarousel';
import { Section } from '../../components/Section';
import { useErrorToast } from '../../components/useErrorToast';
import { eventsQueryOptions } from './api';

/** SPEC.md section 9: one picture at a time, turning every 3000 ms. */
const eventAutoplayDelay = 3000;

/** Uploaded pictures keep their own shape; the frame is 16:9 and shows them whole. */
const frame = { width: 1600, height: 900 } as const;

/** Only drawn when there are events to show (SPEC.md section 2). */
export function EventsCarousel() {
  const events = useQuery(eventsQueryOptions);
  useErrorToast(events.error);
  if (!events.data?.length) return null;

  return (
    <Section title="Events and Projects" lead="Recent site visits, trainings and community events from our team." tone="grey">
      <LazyCarousel label="Event pictures" slideClassName="basis-full" autoplayDelay={eventAutoplayDelay}>
        {events.data.map((event, index) => (
          <img
            key={event._id}
            src={event.image}
            alt={`Event picture ${index + 1}`}
            width={frame.width}
            height={frame.height}
            loading="lazy"
            className="aspect-video w-full rounded-box bg-navy-950 object-contain"
          />
        ))}
      </LazyCarousel>
    </Section>
  );
}
