import { describe, expect, it } from 'vitest';
import { indianStateNames } from './indian-states';
import { placeOfSupply, stateNamed } from './place-of-supply';

describe('placeOfSupply', () => {
  it('reads every state by its own name, in any case and spacing', () => {
    for (const name of indianStateNames) {
      expect(stateNamed(name.toUpperCase())).toBe(name);
      expect(stateNamed(` ${name.toLowerCase().replace(/ /g, '')} `)).toBe(name);
    }
  });

  it('reads the spellings customers type', () => {
    expect(stateNamed('Orissa')).toBe('Odisha');
    expect(stateNamed('New Delhi')).toBe('Delhi');
    expect(stateNamed('J&K')).toBe('Jammu and Kashmir');
    expect(stateNamed('Tamilnadu')).toBe('Tamil Nadu');
    expect(stateNamed('U.P.')).toBe('Uttar Pradesh');
    expect(stateNamed('Kalinga')).toBeNull();
  });

  it('falls back on the pincode, then on the shop’s state', () => {
    expect(placeOfSupply({ state: 'Odisha', pincode: '560001' }, 'Odisha')).toEqual({
      state: 'Odisha',
      source: 'state',
    });
    expect(placeOfSupply({ state: 'Kalinga', pincode: '751001' }, 'Karnataka')).toEqual({
      state: 'Odisha',
      source: 'pincode',
    });
    expect(placeOfSupply({ state: '??', pincode: '403001' }, 'Odisha')).toEqual({
      state: 'Goa',
      source: 'pincode',
    });
    expect(placeOfSupply({ state: '??', pincode: '834001' }, 'Odisha')).toEqual({
      state: 'Jharkhand',
      source: 'pincode',
    });
    expect(placeOfSupply({ state: '??', pincode: '990001' }, 'Odisha')).toEqual({
      state: 'Odisha',
      source: 'shop',
    });
    expect(placeOfSupply({ state: '??', pincode: '75100' }, 'Delhi')).toEqual({
      state: 'Delhi',
      source: 'shop',
    });
  });
});
