import { PhoneCall } from 'lucide-react';
import { Accordion } from '../../components/Accordion';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { hotline, phoneHref } from '../../content/company';
import { faqs } from '../../content/faq';
import { bookingReasons } from '../../content/reasons';
import { ReasonGrid } from '../../components/ReasonGrid';
import { BookingForm } from './BookingForm';
import { FaqStructuredData } from './FaqStructuredData';
import { StillHaveAQuestion } from './StillHaveAQuestion';

const faqEntries = faqs.map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }));

export function BookingPage() {
  return (
    <>
      <PageHero title="Book a Technician" lead="Tell us what you need and when, and a qualified technician will confirm your visit." />
      <Section
        title="Booking Details"
        lead="Fill in the form and we will call you within 1-2 business hours to confirm."
        action={
          <a href={phoneHref(hotline)} className="inline-flex items-center gap-2 font-semibold text-navy-700 underline underline-offset-2">
            <PhoneCall aria-hidden="true" className="size-4" />
            Emergency? Call {hotline}
          </a>
        }
      >
        <BookingForm />
      </Section>
      <Section title="Why Choose Us" tone="grey">
        <ReasonGrid reasons={bookingReasons} />
      </Section>
      <Section title="Frequently Asked Questions">
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
          <Accordion name="booking-faq" entries={faqEntries} />
          <StillHaveAQuestion />
        </div>
        <FaqStructuredData faqs={faqs} />
      </Section>
    </>
  );
}
