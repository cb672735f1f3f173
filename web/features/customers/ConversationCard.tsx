import type { QueryClient } from '@tanstack/react-query';
import { nigerianPhoneE164 } from '../../../contracts/messaging';
import { replyTexts } from '../../../contracts/conversations';
import { DetailCard } from '../../components/back-office/DetailCard';
import { ensureFirstPage } from '../../components/back-office/usePagedList';
import { conversationList, replyOptionsQueryOptions } from './api';
import { Conversation } from './Conversation';
import { ReplyForm } from './ReplyForm';

/** The conversation with a customer and the office's reply to it, on their page and on an inbox message. */
export function ConversationCard({ customerId, phone, name, channel }: { customerId: string; phone: string; name: string; channel?: 'whatsapp' | 'sms' }) {
  return (
    <DetailCard title="Conversation">
      <Conversation customerId={customerId} />
      {nigerianPhoneE164(phone).ok ? <ReplyForm customerId={customerId} phone={phone} name={name} channel={channel} /> : <p className="text-grey-700">{replyTexts.noPhone}</p>}
    </DetailCard>
  );
}

/** What the card draws with, for the page that shows it to declare (web/page-life/README.md). */
export function conversationCardData(queryClient: QueryClient, customerId: string, phone: string): Promise<unknown>[] {
  return [ensureFirstPage(queryClient, conversationList(customerId)), ...(nigerianPhoneE164(phone).ok ? [queryClient.ensureQueryData(replyOptionsQueryOptions(phone))] : [])];
}
