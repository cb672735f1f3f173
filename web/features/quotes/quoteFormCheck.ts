import { zodResolver } from '@hookform/resolvers/zod';
import { quoteAcceptanceSchema, quoteDeclineSchema } from '../../../contracts/quotes.schemas';

/** The quote page's zod checks: fetched when the customer first uses a form, never with the public page. */
export const acceptResolver = zodResolver(quoteAcceptanceSchema.pick({ name: true }));
export const declineResolver = zodResolver(quoteDeclineSchema);
