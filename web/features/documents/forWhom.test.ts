import { describe, expect, it } from 'vitest';
import { forWhom } from './DocumentParts';

describe('forWhom', () => {
  it('names the customer with the address the document was mailed to', () => {
    expect(forWhom({ name: 'Kemi Ade', email: 'kemi@example.com', phone: '08031234567' })).toBe('Kemi Ade, kemi@example.com');
  });

  it('names a customer with no e-mail by their phone, with no comma left hanging', () => {
    expect(forWhom({ name: 'Kemi Ade', email: '', phone: '08031234567' })).toBe('Kemi Ade, 08031234567');
  });
});
