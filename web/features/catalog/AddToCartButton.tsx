import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { cartMessages } from '../../../contracts/cart';
import type { Product } from '../../../contracts/products.schemas';
import { Button } from '../../components/Button';
import { loginPathReturningTo, useAuth } from '../auth';
import { addToCart, useCartChange } from '../cart';

/** SPEC.md section 5: a visitor is sent to log in (and back here after), and a sold-out product is refused before any request. */
export function AddToCartButton({ product, describedBy }: { product: Product; describedBy: string }) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useCartChange(addToCart);
  // The button is disabled once the page redraws; a double-click's second click comes before that.
  const adding = useRef(false);

  function addThisProduct() {
    if (adding.current) return;
    if (status !== 'signedIn') {
      navigate(loginPathReturningTo(location));
      return;
    }
    if (product.soldOut) {
      toast.error(cartMessages.outOfStock);
      return;
    }
    adding.current = true;
    add.mutate(product._id, {
      onSuccess: () => toast.success(cartMessages.added),
      onSettled: () => (adding.current = false),
    });
  }

  return (
    <Button size="lg" onClick={addThisProduct} disabled={status === 'checking' || add.isPending} aria-busy={add.isPending || undefined} aria-describedby={describedBy} className="w-full sm:w-auto">
      <ShoppingCart aria-hidden="true" className="size-5" />
      {add.isPending ? 'Loading...' : 'Add to cart'}
    </Button>
  );
}
