import { NavLink } from 'react-router';
import { ShoppingCart, UserRound } from 'lucide-react';
import { useCart } from '../../features/cart/useCart';
import { inTurn } from '../../page-life/inTurn';
import { BrandLink } from './BrandLink';
import { MobileMenu } from './MobileMenu';
import { siteNavigation } from './siteNavigation';

const iconLink = 'relative inline-flex size-11 items-center justify-center rounded-box text-white hover:bg-navy-800';

function CartLink() {
  const { itemCount } = useCart();
  const label = itemCount > 0 ? `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}` : 'Cart';

  return (
    <NavLink to="/cart" aria-label={label} className={iconLink}>
      <ShoppingCart aria-hidden="true" className="size-6" />
      {itemCount > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-sm leading-none font-bold text-navy-950 tabular-nums"
        >
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </NavLink>
  );
}

// The cart's count and the phone menu each take the header over in a turn of their own (inTurn.tsx).
const CartLinkInTurn = inTurn(CartLink);
const MobileMenuInTurn = inTurn(MobileMenu);

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-navy-800 bg-navy-950 text-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {siteNavigation.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end
                  className={({ isActive }) => `block rounded-box px-3 py-2 text-sm font-medium hover:bg-navy-800 ${isActive ? 'text-accent underline decoration-2 underline-offset-8' : 'text-white'}`}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-4">
          <NavLink to="/account/info" aria-label="Account" className={iconLink}>
            <UserRound aria-hidden="true" className="size-6" />
          </NavLink>
          <CartLinkInTurn />
          <MobileMenuInTurn />
        </div>
      </div>
    </header>
  );
}
