import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClassName } from '../../components/Button';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { company, hotline, phoneHref, whatsappHref } from '../../content/company';
import { ContactForm } from './ContactForm';

const contactLink = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

function ContactWay({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-box bg-accent-soft text-navy-900">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-bold text-navy-900">{title}</h3>
        <div className="mt-1 text-grey-700">{children}</div>
      </div>
    </li>
  );
}

export function ContactPage() {
  return (
    <>
      <PageHero title="Contact Us" lead="Call, chat or send us a message: we reply within 1-2 business hours.">
        <a href={phoneHref(hotline)} className={buttonClassName({ size: 'lg' })}>
          <Phone aria-hidden="true" className="size-5" />
          Call {hotline}
        </a>
        <a href={whatsappHref()} target="_blank" rel="noreferrer" className={buttonClassName({ variant: 'secondary', size: 'lg' }, 'border border-navy-200 bg-transparent')}>
          <MessageCircle aria-hidden="true" className="size-5" />
          Chat on WhatsApp
        </a>
      </PageHero>
      <Section title="Send Us a Message" lead="Questions, quotations or product support: tell us what you need and we will get back to you.">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <ContactForm />
          <aside aria-label="Other ways to reach us">
            <ul className="flex flex-col gap-6">
              <ContactWay icon={Phone} title="Phone">
                <ul>
                  {company.phones.map((phone) => (
                    <li key={phone}>
                      <a href={phoneHref(phone)} className={contactLink}>
                        {phone}
                      </a>
                    </li>
                  ))}
                </ul>
              </ContactWay>
              <ContactWay icon={MessageCircle} title="WhatsApp">
                <a href={whatsappHref()} target="_blank" rel="noreferrer" className={contactLink}>
                  Chat with us on WhatsApp
                </a>
              </ContactWay>
              <ContactWay icon={Mail} title="E-mail">
                <a href={`mailto:${company.email}`} className={`${contactLink} break-all`}>
                  {company.email}
                </a>
              </ContactWay>
              <ContactWay icon={MapPin} title="Office">
                <address className="not-italic">{company.address}</address>
              </ContactWay>
              <ContactWay icon={Clock} title="Urgent matters">
                <p>For emergencies, call us: we respond to urgent matters within 2 hours.</p>
              </ContactWay>
            </ul>
          </aside>
        </div>
      </Section>
    </>
  );
}
