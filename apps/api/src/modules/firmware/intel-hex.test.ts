import { describe, expect, it } from 'vitest';
import { isIntelHex } from './intel-hex.ts';

const valid = ':10010000214601360121470136007EFE09D2190140\r\n:00000001FF\r\n';

describe('Intel HEX content check', () => {
  it('accepts records with right lengths and checksums ending in the end-of-file record', () => {
    expect(isIntelHex(Buffer.from(valid))).toBe(true);
  });

  it.each([
    ['a bad checksum', ':10010000214601360121470136007EFE09D2190141\n:00000001FF\n'],
    ['no end-of-file record', ':10010000214601360121470136007EFE09D2190140\n'],
    ['a wrong length byte', ':11010000214601360121470136007EFE09D2190140\n:00000001FF\n'],
    ['a record after the end', ':00000001FF\n:10010000214601360121470136007EFE09D2190140\n'],
    ['plain text', 'hello world\n'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(isIntelHex(Buffer.from(text))).toBe(false);
  });
});
