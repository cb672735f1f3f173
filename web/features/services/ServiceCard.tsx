import { Check } from 'lucide-react';
import type { Service } from '../../content/services';

interface ServiceCardProps {
  service: Service;
  /** With its bullet items (the Services page) or without (the home page's overview). */
  detailed: boolean;
}

/** A service with its icon, what it is and, in detail, what it covers. */
export function ServiceCard({ service, detailed }: ServiceCardProps) {
  return (
    <article className={`flex h-full flex-col gap-4 rounded-box border border-grey-200 bg-white p-6 ${detailed ? 'sm:flex-row' : ''}`}>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-box bg-navy-900 text-accent">
        <service.icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h3 className="text-lg font-bold text-navy-900">{service.title}</h3>
        <p className="mt-2 text-grey-600">{service.content}</p>
        {detailed && (
          <ul className="mt-4 flex flex-col gap-2 text-sm text-grey-700">
            {service.items.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {item}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
