/** What the rest of the server may use of document numbering: the next number, inside the storing transaction. */
export { nextDocumentNumber } from './numbering';
