import { describe, expect, it } from 'vitest';
import { siteLook } from './routes.ts';

describe('site look', () => {
  const brandHosts = ['solar-brand.example'];

  it.each([
    ['portal.solar-brand.example', true],
    ['PORTAL.SOLAR-BRAND.EXAMPLE:8443', true],
    ['localhost:8080', false],
    ['sunfleet.example', false],
  ])('host %s gets the brand look: %s', (host, isBrand) => {
    expect(siteLook(host, brandHosts, 'Brand Solar')).toMatchObject({
      brand: isBrand,
      title: isBrand ? 'Brand Solar' : 'Sunfleet',
    });
  });
});
