import { queryOptions } from '@tanstack/react-query';
import type { ProductStock, StockAdjustmentRequest } from '../../../contracts/stock.schemas';
import { apiGet, apiPost, apiPut } from '../../lib/api';

export function productStockQueryOptions(id: string) {
  return queryOptions({ queryKey: ['products', id, 'stock'], queryFn: () => apiGet<ProductStock>(`/products/${encodeURIComponent(id)}/stock`) });
}

export function adjustStock({ id, adjustment }: { id: string; adjustment: StockAdjustmentRequest }) {
  return apiPost<ProductStock>(`/products/${encodeURIComponent(id)}/stock`, adjustment);
}

export function setReorderLevel({ id, reorderLevel }: { id: string; reorderLevel: number | null }) {
  return apiPut<ProductStock>(`/products/${encodeURIComponent(id)}/reorder-level`, { reorderLevel });
}
