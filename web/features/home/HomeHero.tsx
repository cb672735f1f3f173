import { AtSign, CalendarCheck, MessageCircle } from 'lucide-react';
import { ButtonLink, buttonClassName } from '../../components/Button';
import { bookingEnquiryHref, company, instagramHref } from '../../content/company';
import { solarArrayDrawing } from '../../content/gallery';

export function HomeHero() {
  return (
    <section className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">Ibadan · Since {company.established}</p>
          <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{company.tagline}</h1>
          <p className="mt-4 max-w-xl text-lg text-navy-100">Electrical installation, automation, solar, fire alarm and security systems for homes, estates and factories. Emergency service 24/7.</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/book" size="lg">
              <CalendarCheck aria-hidden="true" className="size-5" />
              Book a Technician
            </ButtonLink>
            <a href={bookingEnquiryHref} target="_blank" rel="noreferrer" className={buttonClassName({ variant: 'secondary', size: 'lg' }, 'border border-navy-200 bg-transparent')}>
              <MessageCircle aria-hidden="true" className="size-5" />
              Chat on WhatsApp
            </a>
          </div>
          <a href={instagramHref} target="_blank" rel="noreferrer" className="mt-6 inline-flex items-center gap-2 rounded-box font-medium text-navy-100 underline underline-offset-2 hover:text-white">
            <AtSign aria-hidden="true" className="size-4" />
            Follow {company.instagramHandle} on Instagram
          </a>
        </div>
        <img src={solarArrayDrawing.src} alt={solarArrayDrawing.alt} width={solarArrayDrawing.width} height={solarArrayDrawing.height} className="hidden w-full rounded-box lg:block" />
      </div>
    </section>
  );
}
