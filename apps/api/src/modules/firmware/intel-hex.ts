/**
 * Whether bytes are an Intel HEX file: every line a record `:LLAAAATT…CC` whose length byte
 * matches its data and whose checksum makes the record's bytes sum to zero, ending with the
 * end-of-file record (type 01). A `.hex` that is anything else is not what a flasher can take.
 */
export function isIntelHex(content: Buffer): boolean {
  const lines = content
    .toString('latin1')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
  if (lines.length === 0) return false;
  let hasEnd = false;
  for (const line of lines) {
    if (hasEnd || !/^:([0-9A-Fa-f]{2}){5,}$/.test(line)) return false;
    const bytes = Buffer.from(line.slice(1), 'hex');
    const [length = 0] = bytes;
    if (bytes.length !== length + 5) return false;
    if (bytes.reduce((sum, byte) => (sum + byte) & 0xff, 0) !== 0) return false;
    hasEnd = bytes[3] === 0x01;
  }
  return hasEnd;
}
