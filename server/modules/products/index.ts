/** What the rest of the server may use of the catalogue: products as the cart, checkout, demo and pages read them. */
export { findProduct, findProductRow, hasAnyProduct, listProducts, productsPricedFor, stockProducts, toggleSoldOut, toProductJson, unavailableProductIds } from './products';
