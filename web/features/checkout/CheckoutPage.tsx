import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Lock, MapPin, ShoppingCart, TriangleAlert } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import type { CartItem } from '../../../contracts/cart.schemas';
import { unavailableLines } from '../../../contracts/cart';
import type { Address } from '../../../contracts/addresses.schemas';
import { cartTotalKobo } from '../../../contracts/cart';
import { deliveryFeeOf, deliveryMessages, type DeliveryMethod, type DeliveryZone } from '../../../contracts/delivery';
import { paymentMessages } from '../../../contracts/payments';
import { ButtonLink } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextLink } from '../../components/TextLink';
import { RetryLine } from '../../components/RetryLine';
import { addressesQueryOptions } from '../account';
import { useCart } from '../cart';
import { AddressChoice } from './AddressChoice';
import { CheckoutSummary, type DeliveryLine } from './CheckoutSummary';
import { DeliveryChoice } from './DeliveryChoice';
import { deliveryZonesQueryOptions, initializePayment, paymentTexts } from './api';

function CheckoutLoading() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <span className="sr-only">Loading your addresses and cart...</span>
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}

function NoAddress() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-box border border-dashed border-grey-300 p-6">
      <MapPin aria-hidden="true" className="size-6 text-grey-600" />
      <p className="font-semibold text-navy-900">You have no saved delivery address yet.</p>
      <p className="text-grey-600">Add one, then come back here to confirm your order. Your cart is kept.</p>
      <ButtonLink to="/account/address" variant="secondary">
        Add a delivery address
      </ButtonLink>
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center rounded-box border border-dashed border-grey-300 px-4 py-16 text-center">
      <ShoppingCart aria-hidden="true" className="size-10 text-grey-600" />
      <p className="mt-4 text-lg font-semibold text-navy-900">{paymentMessages.emptyCart}</p>
      <p className="mt-1 text-grey-600">Add products to your cart before you check out.</p>
      <ButtonLink to="/products" size="lg" className="mt-6">
        Start Shopping
      </ButtonLink>
    </div>
  );
}

/** The fee shown before payment, priced by the same rule the server charges (contracts/delivery.ts). */
function deliveryLineOf(zones: DeliveryZone[], address: Address | undefined, method: DeliveryMethod, items: CartItem[]): DeliveryLine {
  if (method === 'delivery' && !address) return 'choose';
  return deliveryFeeOf(zones, address ?? { city: '', state: '' }, method, cartTotalKobo(items)) ?? 'unknown';
}

function CheckoutForm({ addresses, items, zones }: { addresses: Address[]; items: CartItem[]; zones: DeliveryZone[] }) {
  const [addressId, setAddressId] = useState<string>();
  const [method, setMethod] = useState<DeliveryMethod>('delivery');
  const address = addresses.find((saved) => saved._id === addressId);
  const delivery = deliveryLineOf(zones, address, method, items);
  // Stays on once the payment page is on its way, so the button keeps saying so until the browser leaves.
  const [redirecting, setRedirecting] = useState(false);
  // The button is disabled once the page redraws; a double-click's second click comes before that.
  const starting = useRef(false);
  const blocked = unavailableLines(items).length > 0;
  const checkout = useMutation({
    mutationFn: initializePayment,
    onSuccess: ({ authorization_url }) => {
      if (!authorization_url) {
        toast.error(paymentTexts.noAuthorizationUrl);
        return;
      }
      setRedirecting(true);
      window.location.href = authorization_url;
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => (starting.current = false),
  });

  function confirmOrder(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (starting.current) return;
    if (!addressId) {
      toast.error(paymentMessages.selectAddress);
      // The toast says what is missing; the focus goes where it is given.
      event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    starting.current = true;
    checkout.mutate({ addressId, delivery: method });
  }

  return (
    <form noValidate onSubmit={confirmOrder} className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <div>
        {addresses.length === 0 ? <NoAddress /> : <AddressChoice addresses={addresses} selectedId={addressId} onSelect={setAddressId} />}
        {addresses.length > 0 && <DeliveryChoice method={method} onChange={setMethod} />}
      </div>
      <div className="flex flex-col gap-5 rounded-box border border-grey-200 bg-grey-50 p-5 lg:sticky lg:top-24">
        <CheckoutSummary items={items} delivery={delivery} />
        {delivery === 'unknown' && address && (
          <p role="status" className="flex gap-2 rounded-box bg-warning-soft p-3 text-sm text-navy-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>{deliveryMessages.unknownState(address.state)}</span>
          </p>
        )}
        {blocked && (
          <p className="flex gap-2 rounded-box bg-warning-soft p-3 text-sm text-navy-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              Some products in your cart can no longer be bought. <TextLink to="/cart">Review your cart</TextLink> to remove them.
            </span>
          </p>
        )}
        <SubmitButton pending={checkout.isPending || redirecting} disabled={blocked || addresses.length === 0 || delivery === 'unknown'} size="lg">
          <Lock aria-hidden="true" className="size-4" />
          Confirm Order
        </SubmitButton>
        <p className="text-center text-sm text-grey-600">You will pay by card on the secure payment page.</p>
      </div>
    </form>
  );
}

function CheckoutContent() {
  const addresses = useQuery(addressesQueryOptions);
  const cart = useCart();
  const zones = useQuery(deliveryZonesQueryOptions);

  useEffect(() => {
    // SPEC.md section 8: an address load failure is only logged, never toasted.
    if (addresses.error) console.error('Addresses could not be loaded', addresses.error);
  }, [addresses.error]);

  if (addresses.isPending || cart.isLoading || zones.isPending) return <CheckoutLoading />;

  if (addresses.isError) {
    return <RetryLine onRetry={() => void addresses.refetch()}>Your delivery addresses could not be loaded.</RetryLine>;
  }

  if (zones.isError) return <RetryLine onRetry={() => void zones.refetch()}>The delivery fees could not be loaded.</RetryLine>;

  if (cart.items.length === 0) return <EmptyCart />;

  return <CheckoutForm addresses={addresses.data} items={cart.items} zones={zones.data} />;
}

export function CheckoutPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-xl font-bold tracking-tight text-navy-900 sm:text-2xl">Checkout</h1>
      <p className="mt-1 mb-6 text-grey-600">Choose a delivery address, delivery or pickup, and confirm your order.</p>
      <CheckoutContent />
    </div>
  );
}
