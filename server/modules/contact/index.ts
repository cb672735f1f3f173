/**
 * What the rest of the server may use of the inbox: how many messages wait for an answer, a person's messages
 * for the Customers page, and the customers' WhatsApp and SMS messages the providers' webhooks bring.
 */
export { countUnhandled } from './contact';
export { messagesOfPerson } from './of-person';
export { lastWhatsAppMessageAt, messagesFromPerson, receivePhoneMessages } from './phone-messages';
