import { Quote } from 'lucide-react';
import { Avatar } from '../../components/Avatar';
import type { CarouselOptions } from '../../components/carousel/Carousel';
import { LazyCarousel } from '../../components/LazyCarousel';
import { Section } from '../../components/Section';
import { testimonials } from '../../content/testimonials';
import { Rating } from './Rating';

/**
 * SPEC.md section 9: three slides shown and two scrolled at a time, every 3000 ms; two slides under
 * 1024 px and one under 640 px (the slide widths below), where one is scrolled at a time.
 */
const testimonialAutoplayDelay = 3000;
const testimonialScroll: CarouselOptions = {
  slidesToScroll: 1,
  breakpoints: { '(min-width: 640px)': { slidesToScroll: 2 } },
};

export function Testimonials() {
  return (
    <Section title="What Our Clients Say" lead="Home owners, facility managers and factory engineers across Ibadan and beyond." tone="grey">
      <LazyCarousel label="Client testimonials" slideClassName="basis-full sm:basis-1/2 lg:basis-1/3" autoplayDelay={testimonialAutoplayDelay} options={testimonialScroll}>
        {testimonials.map((testimonial) => (
          <figure key={testimonial.id} className="flex h-full flex-col rounded-box border border-grey-200 bg-white p-6">
            <Quote aria-hidden="true" className="size-6 text-accent-strong" />
            <blockquote className="mt-3 flex-1 text-grey-700">
              <p>{testimonial.reply}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <Avatar name={testimonial.name} image={testimonial.image} />
              <div className="min-w-0">
                <p className="font-bold text-navy-900">{testimonial.name}</p>
                <p className="text-sm text-grey-600">{testimonial.client}</p>
                <Rating value={testimonial.rating} />
              </div>
            </figcaption>
          </figure>
        ))}
      </LazyCarousel>
    </Section>
  );
}
