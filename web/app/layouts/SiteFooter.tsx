import { Link } from 'react-router';
import { AtSign, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { company, instagramHref, phoneHref, whatsappHref } from '../../content/company';
import { services } from '../../content/services';

const columnSize = 5;

const footerLink = 'inline-flex items-start gap-2 rounded-box hover:text-white';

function ServiceColumn({ entries }: { entries: typeof services }) {
  return (
    <ul className="space-y-2">
      {entries.map((service) => (
        <li key={service.id}>
          <Link to="/services" className="rounded-box hover:text-white">
            {service.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-sm text-grey-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1.4fr]">
        <div>
          <p className="text-base font-bold text-white">{company.name}</p>
          <p className="mt-3 max-w-xs">Electrical, automation and engineering services in Ibadan since {company.established}.</p>
        </div>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold tracking-wide text-white uppercase">
            Contact
          </h2>
          <ul className="mt-4 space-y-3">
            {company.phones.map((phone) => (
              <li key={phone}>
                <a href={phoneHref(phone)} className={footerLink}>
                  <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {phone}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${company.email}`} className={footerLink}>
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {company.email}
              </a>
            </li>
            <li>
              <a href={whatsappHref()} target="_blank" rel="noreferrer" className={footerLink}>
                <MessageCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                Chat on WhatsApp
              </a>
            </li>
            <li>
              <a href={instagramHref} target="_blank" rel="noreferrer" className={footerLink}>
                <AtSign aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {company.instagramHandle} on Instagram
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">{company.address}</address>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-services" className="md:col-span-2 lg:col-span-1">
          <h2 id="footer-services" className="font-semibold tracking-wide text-white uppercase">
            Services
          </h2>
          <div className="mt-4 grid grid-cols-2 gap-6">
            <ServiceColumn entries={services.slice(0, columnSize)} />
            <ServiceColumn entries={services.slice(columnSize)} />
          </div>
        </section>
      </div>
      <div className="border-t border-navy-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-grey-300 sm:px-6">
          © {new Date().getFullYear()} {company.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
