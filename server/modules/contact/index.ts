/** What the rest of the server may use of the inbox: how many messages wait for an answer. */
export { countUnhandled } from './contact';
