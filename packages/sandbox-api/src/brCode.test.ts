import { brCode, crc16, emvFields, SANDBOX_PIX_KEY } from './brCode';

describe('the BR Code the sandbox issues', () => {
  it('checks with CRC16-CCITT as the Pix manual asks (the standard check value of "123456789")', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('is an EMV payload with the key, the amount, the country and currency, a transaction id, and its CRC last', () => {
    const code = brCode({ amount: 3080, txid: 'pix-1a' });
    const fields = emvFields(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('3080.00');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('MINHA CONTA SANDBOX');
    expect(fields.get('60')).toBe('SAO PAULO');
    const account = emvFields(fields.get('26')!);
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe(SANDBOX_PIX_KEY);
    expect(emvFields(fields.get('62')!).get('05')).toBe('pix1a');
    // The CRC covers everything before it, its own tag and length included.
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it('matches a code computed apart, byte for byte', () => {
    // Computed by another implementation of the same manual (a short script) for these inputs.
    expect(brCode({ amount: 289.9, txid: 'ABC123' })).toBe(
      '00020101021226580014br.gov.bcb.pix01367d9f0c1e-5b2a-4c8e-9f3d-0a6b1c2d3e4f' +
        '5204000053039865406289.905802BR5919MINHA CONTA SANDBOX6009SAO PAULO62100506ABC1236304AECD',
    );
  });
});
