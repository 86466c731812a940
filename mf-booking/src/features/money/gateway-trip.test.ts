import { sameSitePath } from '@hanyu/contract';
import { rememberReturnPath, rememberSandbox, returnPathOf, sandboxSeen } from './gateway-trip.ts';

beforeEach(() => sessionStorage.clear());

describe('gateway trip', () => {
  it('accepts only paths on this site', () => {
    expect(sameSitePath('/en/checkout?sku=7&quantity=2')).toBe('/en/checkout?sku=7&quantity=2');
    for (const unsafe of [
      '//evil.example/x',
      '/.//evil.example',
      '/%2F%2Fevil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(sameSitePath(unsafe)).toBeUndefined();
    }
  });

  it('remembers the return path per top-up, and never an unsafe one', () => {
    rememberReturnPath(41, '/en/checkout?sku=7');
    rememberReturnPath(42, '//evil.example/x');
    expect(returnPathOf(41)).toBe('/en/checkout?sku=7');
    expect(returnPathOf(42)).toBeUndefined();
    expect(returnPathOf(43)).toBeUndefined();
  });

  it('remembers that the gateways are sandboxes', () => {
    rememberSandbox(false);
    expect(sandboxSeen()).toBe(false);
    rememberSandbox(true);
    expect(sandboxSeen()).toBe(true);
  });
});
