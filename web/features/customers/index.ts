/**
 * What other features use of the customers: the picker that fills a new quote's or invoice's customer from one
 * already known, and the conversation with a customer (with the office's reply) an inbox message shows.
 */
export { CustomerPicker } from './CustomerPicker';
export { ConversationCard, conversationCardData } from './ConversationCard';
