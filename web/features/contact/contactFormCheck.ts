import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequestSchema } from '../../../contracts/contact.schemas';

/** The contact form's zod check: ContactForm fetches it when the form is first used, not with the page. */
export const contactResolver = zodResolver(contactRequestSchema);
