import { useId } from 'react';
import { ShoppingCart } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import { RetryLine } from '../../components/RetryLine';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';
import { useCart } from './useCart';

function CartLoading() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <span className="sr-only">Loading your cart...</span>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center rounded-box border border-dashed border-grey-300 px-4 py-16 text-center">
      <ShoppingCart aria-hidden="true" className="size-10 text-grey-600" />
      <p className="mt-4 text-lg font-semibold text-navy-900">Your cart is empty</p>
      <p className="mt-1 max-w-sm text-grey-600">Browse cables, breakers, inverters and solar equipment, and add what you need.</p>
      <ButtonLink to="/products" size="lg" className="mt-6">
        Start Shopping
      </ButtonLink>
    </div>
  );
}

function CartContent() {
  const { items, isLoading, isError, refetch } = useCart();
  const listHeadingId = useId();

  if (isLoading) return <CartLoading />;

  if (isError) {
    return <RetryLine onRetry={() => void refetch()}>Your cart could not be loaded just now.</RetryLine>;
  }

  if (items.length === 0) return <EmptyCart />;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      {/* Each line's name is a level-3 heading; this one keeps the outline from skipping level 2. */}
      <div className="min-w-0">
        <h2 id={listHeadingId} className="sr-only">
          Products in your cart
        </h2>
        <ul aria-labelledby={listHeadingId} className="divide-y divide-grey-200 border-y border-grey-200">
          {items.map((item) => (
            <CartLine key={item._id} item={item} />
          ))}
        </ul>
      </div>
      <CartSummary items={items} />
    </div>
  );
}

export function CartPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="mb-6 text-xl font-bold tracking-tight text-navy-900 sm:text-2xl">Your Cart</h1>
      <CartContent />
    </div>
  );
}
