import { Link } from 'react-router';
import { Zap } from 'lucide-react';
import { company } from '../../content/company';

export function BrandLink() {
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2 rounded-box">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-box bg-accent text-navy-950">
        <Zap aria-hidden="true" className="size-5" />
      </span>
      <span className="max-w-40 text-sm leading-tight font-bold sm:max-w-none sm:text-base">{company.name}</span>
    </Link>
  );
}
