/** What the rest of the server may use of delivery addresses. */
export { addAddress, findOwnAddress } from './addresses';
