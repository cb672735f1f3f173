import type { Service } from '../../content/services';
import { ServiceCard } from './ServiceCard';

/** Detailed cards go two across on wide screens (ten services make five even rows), brief ones three. */
export function ServiceGrid({ services, detailed }: { services: readonly Service[]; detailed: boolean }) {
  return (
    <ul className={`grid gap-4 ${detailed ? 'lg:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3'}`}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} detailed={detailed} />
        </li>
      ))}
    </ul>
  );
}
