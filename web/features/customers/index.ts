/** What other features use of the customers: the picker that fills a new quote's or invoice's customer from one already known. */
export { CustomerPicker } from './CustomerPicker';
