import { describe, expect, it } from 'vitest';
import { isGsm7 } from './messaging';
import { filledTemplate, messageTemplates, type MessageTemplate } from './messaging-templates';

const templates: MessageTemplate[] = Object.values(messageTemplates);

describe('the WhatsApp templates the company submits to Meta', () => {
  it('covers every message the product sends customers outside the 24-hour window', () => {
    expect(templates.map((template) => template.name).sort()).toEqual(
      [
        'booking_cancelled',
        'booking_change_received',
        'booking_confirmation',
        'booking_confirmed',
        'invoice_due_soon',
        'invoice_due_soon_own_account',
        'invoice_link',
        'invoice_link_own_account',
        'invoice_overdue',
        'invoice_overdue_own_account',
        'order_paid',
        'order_shipped',
        'order_update',
        'payment_receipt',
        'quote_expiring',
        'quote_link',
        'quote_link_own_account',
        'technician_changed',
        'technician_on_the_way',
        'visit_done',
        'visit_moved',
        'visit_reinstated',
        'visit_reminder',
        'message_reply',
      ].sort(),
    );
  });

  it.each(templates.map((template) => [template.name, template] as const))('%s keeps the rules Meta reviews by', (_name, template) => {
    expect(template.name).toMatch(/^[a-z0-9_]{1,512}$/);
    expect(['UTILITY', 'MARKETING']).toContain(template.category);
    expect(template.language).toBe('en');
    const placeholders = [...template.body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
    expect(placeholders).toEqual(template.parameters.map((_parameter, index) => index + 1));
    expect(template.body).not.toMatch(/^\s*\{\{|\}\}\s*$/);
    expect(template.body.length).toBeLessThanOrEqual(1024);
    expect(new Set(template.parameters.map((parameter) => parameter.name)).size).toBe(template.parameters.length);
    for (const parameter of template.parameters) expect(parameter.example, parameter.name).not.toBe('');
    // GSM-7 words, so the sentence can also go by SMS; the reviewer's sample is what a customer would read.
    const sample = filledTemplate(
      template,
      template.parameters.map((parameter) => parameter.example),
    );
    expect(isGsm7(sample), sample).toBe(true);
  });

  it('fills the placeholders in order, and refuses the wrong number of values', () => {
    const text = filledTemplate(messageTemplates.technicianOnTheWay, ['Funke', 'Tunde Bakare', '0803 555 0142']);
    expect(text).toBe('Hello Funke, Tunde Bakare, your technician, is on the way to you now. You can call them on 0803 555 0142. - Brightwire Electrical');
    expect(() => filledTemplate(messageTemplates.technicianOnTheWay, ['Funke'])).toThrow(/takes 3 values/);
  });
});
