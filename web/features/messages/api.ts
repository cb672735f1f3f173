import type { UndeliveredMessage } from '../../../contracts/messaging.schemas';
import type { PagedListSource } from '../../components/back-office/usePagedList';

/** Messages to customers' phones that no channel delivered (/api/messages/undelivered), newest first. */
export const undeliveredMessageList: PagedListSource<'messages'> = { queryKey: ['undelivered-messages'], path: '/messages/undelivered', name: 'messages' };

export type { UndeliveredMessage };
