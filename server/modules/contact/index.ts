/** What the rest of the server may use of the inbox: how many messages wait for an answer, and a person's messages for the Customers page. */
export { countUnhandled } from './contact';
export { messagesOfPerson } from './of-person';
