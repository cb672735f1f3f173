import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequestSchema } from '../../../contracts/contact.schemas';

/**
 * What the contact form needs once someone uses it, and not before: its zod check and the request that sends
 * it (which reads the answer with zod). ContactForm fetches this on first use.
 */
export const contactResolver = zodResolver(contactRequestSchema);
export { sendContactMessage } from './contactRequests';
