import { describe, expect, it } from 'vitest';
import { defaultDeliveryZones, deliveryAreaOf, deliveryFeeOf, stateOf, zonesProblem } from './delivery';

describe('delivery zones', () => {
  it('reads a state however it was typed', () => {
    expect(stateOf('Lagos State')).toBe('Lagos');
    expect(stateOf(' akwa-ibom ')).toBe('Akwa Ibom');
    expect(stateOf('Abuja')).toBe('FCT');
    expect(stateOf('Federal Capital Territory')).toBe('FCT');
    expect(stateOf('Nassarawa')).toBe('Nasarawa');
    expect(stateOf('Atlantis')).toBeUndefined();
  });

  it('places Oyo addresses in Ibadan metropolis by their city, and the rest of Oyo by the state', () => {
    expect(deliveryAreaOf({ city: 'Ibadan', state: 'Oyo' })).toBe('Ibadan metropolis');
    expect(deliveryAreaOf({ city: 'Bodija, Ibadan North', state: 'Oyo State' })).toBe('Ibadan metropolis');
    expect(deliveryAreaOf({ city: 'Ona Ara', state: 'oyo' })).toBe('Ibadan metropolis');
    expect(deliveryAreaOf({ city: 'Ogbomoso', state: 'Oyo' })).toBe('Oyo');
    expect(deliveryAreaOf({ city: 'Ibadan', state: 'Lagos' })).toBe('Lagos');
  });

  it('prices pickup at nothing and a zone free above its threshold', () => {
    const zones = defaultDeliveryZones.map((zone) => (zone.name === 'South West' ? { ...zone, freeAboveKobo: 10_000_000 } : zone));
    expect(deliveryFeeOf(zones, { city: 'Ikeja', state: 'Lagos' }, 'pickup', 100)).toEqual({ zone: 'Pickup at our office', feeKobo: 0 });
    expect(deliveryFeeOf(zones, { city: 'Ikeja', state: 'Lagos' }, 'delivery', 9_999_999)).toEqual({ zone: 'South West', feeKobo: 500_000 });
    expect(deliveryFeeOf(zones, { city: 'Ikeja', state: 'Lagos' }, 'delivery', 10_000_000)).toEqual({ zone: 'South West', feeKobo: 0 });
    expect(deliveryFeeOf(zones, { city: 'Garki', state: 'Abuja' }, 'delivery', 1)?.zone).toBe('North and FCT');
    expect(deliveryFeeOf(zones, { city: 'x', state: 'Atlantis' }, 'delivery', 1)).toBeUndefined();
  });

  it('holds the default zones to the office’s own rule', () => {
    expect(zonesProblem(defaultDeliveryZones)).toBeUndefined();
  });
});
