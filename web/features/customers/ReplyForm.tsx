import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { conversationChannelNames, replyChannels, replyTexts } from '../../../contracts/conversations';
import type { ReplyOptions } from '../../../contracts/conversations.schemas';
import { lagosClock } from '../../../contracts/lagos-time';
import { filledTemplate, messageTemplates } from '../../../contracts/messaging-templates';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { formatDay, formatTime } from '../../lib/dates';
import { pagesKeyOf } from '../../components/back-office/usePagedList';
import { conversationList, replyOptionsQueryOptions, sendReply } from './api';

type Channel = (typeof replyChannels)[number];

/** A key made once per reply written: Send pressed twice, or a request retried, sends the reply once. */
const newKey = () => crypto.randomUUID();

function when(instant: string): string {
  const { day, time } = lagosClock(new Date(instant));
  return `${formatDay(day)}, ${formatTime(time)}`;
}

/** Why this reply goes the way it does: WhatsApp's 24-hour window, or SMS. */
function howItGoes(options: ReplyOptions, channel: Channel): string {
  if (channel === 'sms') return replyTexts.sms;
  const { kind, windowClosesAt } = options.whatsapp;
  return kind === 'text' && windowClosesAt ? replyTexts.windowOpen(when(windowClosesAt)) : replyTexts.windowClosed;
}

/**
 * The office's answer to a customer by WhatsApp or SMS: the form says before anything is written how the reply
 * will go (free text inside WhatsApp's 24-hour window, the approved template outside it, or SMS) and which
 * channels the customer ended. The server queues it; the conversation shows it as it goes.
 */
export function ReplyForm({ customerId, phone, name, channel: suggested }: { customerId: string; phone: string; name: string; channel?: Channel }) {
  const options = useQuery(replyOptionsQueryOptions(phone));
  const [picked, setPicked] = useState<Channel | undefined>(undefined);
  const [body, setBody] = useState('');
  const [key, setKey] = useState(newKey);
  const queryClient = useQueryClient();
  const groupId = useId();
  const send = useMutation({
    mutationFn: sendReply,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setBody('');
      setKey(newKey());
      await queryClient.invalidateQueries({ queryKey: pagesKeyOf(conversationList(customerId).queryKey) });
    },
    onError: (error) => toast.error(error.message),
  });

  if (options.isPending) return <p className="text-grey-700">Checking how a reply can go...</p>;
  if (options.isError) return <p className="text-danger">{options.error.message}</p>;
  const loaded = options.data;
  const open = (channel: Channel) => loaded[channel].open;
  const channel = [picked, suggested, 'whatsapp' as const, 'sms' as const].find((each): each is Channel => each !== undefined && open(each));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (channel) send.mutate({ phone, channel, body, name, key });
  };
  if (!channel) return <p className="text-danger">{replyTexts.channelEnded}</p>;
  const template = channel === 'whatsapp' && loaded.whatsapp.kind === 'template';
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Reply to the customer">
      <fieldset className="grid gap-2">
        <legend className="font-semibold text-navy-900">Reply by</legend>
        <div className="flex flex-wrap gap-4">
          {replyChannels.map((each) => (
            <label key={each} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name={groupId} value={each} checked={channel === each} disabled={!open(each)} onChange={() => setPicked(each)} className="size-5" />
              {conversationChannelNames[each]}
              {!open(each) && <span className="text-sm text-grey-700">(ended by the customer)</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="rounded-box bg-navy-50 p-3 text-navy-900" data-testid="reply-explanation">
        {howItGoes(loaded, channel)}
      </p>
      <TextAreaField label="Your reply" rows={4} maxLength={1000} value={body} onChange={(event) => setBody(event.target.value)} />
      {template && body.trim() !== '' && (
        <p className="text-sm text-grey-700">The customer reads: {filledTemplate(messageTemplates.messageReply, [name || 'there', body.trim().replace(/\s+/g, ' ')])}</p>
      )}
      <Button type="submit" className="justify-self-start" disabled={send.isPending || body.trim() === ''}>
        {send.isPending ? 'Sending...' : `Send by ${conversationChannelNames[channel]}`}
      </Button>
    </form>
  );
}
