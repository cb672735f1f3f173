import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { Product } from '../../../contracts/products.schemas';
import { pathTo } from '../../../contracts/pages';
import { Button, buttonClassName } from '../../components/Button';
import { ProductImage } from '../../components/ProductImage';
import { formatNaira } from '../../lib/money';
import { ProductFlagSwitch } from './ProductFlagSwitch';
import { ListTable } from '../../components/back-office/ListTable';
import { InBatches } from '../../page-life/InBatches';

interface AdminProductListProps {
  products: readonly Product[];
  deletingId: string | undefined;
  onDelete: (product: Product) => void;
}

export function updateProductPath(product: Pick<Product, '_id'>): string {
  return pathTo('updateProduct', { id: product._id });
}

function Actions({ product, deleting, onDelete }: { product: Product; deleting: boolean; onDelete: (product: Product) => void }) {
  const which = <span className="sr-only"> {product.name}</span>;
  return (
    <div className="flex gap-2">
      <Link to={updateProductPath(product)} className={buttonClassName({ variant: 'ghost' }, 'border border-grey-300')}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit{which}
      </Link>
      <Button variant="danger" disabled={deleting} onClick={() => onDelete(product)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {deleting ? 'Loading...' : <>Delete{which}</>}
      </Button>
    </div>
  );
}

function Thumbnail({ product }: { product: Product }) {
  return <ProductImage src={product.featuredImage} side={48} sizes="48px" className="size-12 rounded-box border border-grey-200 bg-grey-50 object-cover" />;
}

const cell = 'px-4 py-3 text-left';
/** Products taken over this many a turn, as cards and as rows (page-life/InBatches.tsx): each carries two switches and a picture, and ten a turn were tasks of 56-87 ms in Lighthouse's 4x-slower phone. */
const rowsPerTurn = 5;

/** Wide screens: a table whose header stays in view; phones: one card a product with the same controls. */
export function AdminProductList({ products, deletingId, onDelete }: AdminProductListProps) {
  return (
    <>
      <ListTable headings={['Image', 'Name', 'Price', 'Featured', 'Available', 'Actions']} cellClassName={cell}>
        <InBatches items={products} size={rowsPerTurn}>
          {(product) => (
            <tr key={product._id} className="hover:bg-grey-50">
              <td className="px-4 py-2">
                <Thumbnail product={product} />
              </td>
              <th scope="row" className={`${cell} font-medium text-navy-900`}>
                {product.name}
              </th>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatNaira(product.price)}</td>
              <td className="px-4 py-1">
                <ProductFlagSwitch product={product} flag="isFeatured" />
              </td>
              <td className="px-4 py-1">
                <ProductFlagSwitch product={product} flag="soldOut" />
              </td>
              <td className="px-4 py-2">
                <Actions product={product} deleting={product._id === deletingId} onDelete={onDelete} />
              </td>
            </tr>
          )}
        </InBatches>
      </ListTable>
      <ul className="flex flex-col gap-3 md:hidden">
        <InBatches items={products} size={rowsPerTurn}>
          {(product) => (
            <li key={product._id} className="rounded-box border border-grey-200 bg-white p-4">
              <div className="flex gap-3">
                <Thumbnail product={product} />
                <div className="min-w-0">
                  <p className="font-semibold break-words text-navy-900">{product.name}</p>
                  <p className="text-sm text-grey-700 tabular-nums">{formatNaira(product.price)}</p>
                </div>
              </div>
              <div className="mt-3 grid grid-cols-2 gap-x-4 border-t border-grey-200 pt-2 text-sm">
                <div>
                  <p className="font-semibold text-grey-600">Featured</p>
                  <ProductFlagSwitch product={product} flag="isFeatured" />
                </div>
                <div>
                  <p className="font-semibold text-grey-600">Available</p>
                  <ProductFlagSwitch product={product} flag="soldOut" />
                </div>
              </div>
              <div className="mt-3 border-t border-grey-200 pt-3">
                <Actions product={product} deleting={product._id === deletingId} onDelete={onDelete} />
              </div>
            </li>
          )}
        </InBatches>
      </ul>
    </>
  );
}
