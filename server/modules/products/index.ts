/** What the rest of the server may use of the catalogue: products as the cart, checkout, demo and pages read them, the stock they hold and sell, and the categories the pages show. */
export { findProduct, findProductRow, hasAnyProduct, isSoldOut, listProducts, productsPricedFor, stockProducts, toggleSoldOut, toProductJson, unavailableProductIds } from './products';
export { moveStock, releaseExpiredReservations, releaseStock, reserveStock, sellStock, takeUsedParts, type LowStock, type UsedPart } from './stock';
export { tellOfficeLowStock } from './low-stock';
export { findCategory, listCategories } from './categories';
