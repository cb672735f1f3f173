import { describe, expect, it } from 'vitest';
import { textMessagePages } from './messaging';
import { customerTexts, gsm7Text, withOptOutLink } from './messaging-texts';

// A manage link as long as the site makes them: the public address and a 43-character token.
const link = 'https://brightwire.ng/bookings/manage/Xo3kQ9vLm2Rt7Yw1Zp4Nb8Hc6Jd0Fg5Ks3Ae2Uy9Wq7';
const longService = 'Electrical Installation and Rewiring of a Four-Bedroom Duplex With a Boys Quarters';

describe('the SMS words of messages to customers', () => {
  it('keeps every message to one GSM-7 page, however long the service, and the link whole', () => {
    const texts = [
      customerTexts.bookingReceived({ service: 'Solar Services', when: 'Fri 12 Jun, 10:30', link }),
      customerTexts.bookingReceived({ service: longService, when: 'Fri 12 Jun, 10:30', link }),
      customerTexts.visitReminder({ service: longService, when: 'Fri 12 Jun, 10:30', link }),
      customerTexts.technicianOnTheWay({ technician: 'Oluwaseun Adebayo-Ogunlesi Babatunde', phone: '+2348035550142' }),
      customerTexts.visitDone({ service: longService }),
      customerTexts.quoteLink({ number: 'Q-2026-00042', amount: 'NGN 12,310,000.50', link, validUntil: 'Wed, 30 Sep 2026' }),
      customerTexts.invoiceLink({ number: 'INV-2026-00042', amount: 'NGN 12,310,000.50', link, dueDate: 'Wed, 30 Sep 2026' }),
    ];
    for (const text of texts) {
      expect(textMessagePages(text)).toMatchObject({ encoding: 'GSM-7', pages: 1 });
    }
    for (const text of texts.slice(5)) expect(text).toContain(link);
    expect(texts[1]).toContain(link);
    expect(texts[0]).toContain('Solar Services');
  });

  it('writes a name with accents or curly quotes in GSM-7, so one letter never makes a page 70 characters', () => {
    expect(gsm7Text('Fúnmi Ọlá’s ₦')).toBe("Funmi Ola's ?");
    expect(textMessagePages(customerTexts.technicianOnTheWay({ technician: 'Fúnmiláyọ̀ Àjàyí', phone: '+2348035550142' })).encoding).toBe('GSM-7');
  });

  it('adds the link that stops our SMS when it still fits the page, and always to marketing', () => {
    const stop = 'https://brightwire.ng/m/Ab3-x_Z';
    expect(withOptOutLink('Brightwire: your visit is done.', stop, 'transactional')).toBe(`Brightwire: your visit is done. Stop: ${stop}`);
    const full = `Brightwire: ${'x'.repeat(130)}`;
    expect(withOptOutLink(full, stop, 'transactional')).toBe(full);
    expect(withOptOutLink(full, stop, 'marketing')).toContain(stop);
  });
});
