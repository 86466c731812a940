import { formatUtcOffset, isValidTimeZone, resolveTimeZone } from './time-zone.ts';

describe('time zone', () => {
  it('resolves cookie, then user, then browser, skipping invalid names', () => {
    expect(resolveTimeZone({ cookie: 'Asia/Tokyo', user: 'Europe/Paris', browser: 'UTC' })).toBe(
      'Asia/Tokyo',
    );
    expect(resolveTimeZone({ cookie: 'Not/AZone', user: 'Europe/Paris', browser: 'UTC' })).toBe(
      'Europe/Paris',
    );
    expect(resolveTimeZone({ user: null, browser: 'America/Lima' })).toBe('America/Lima');
    expect(resolveTimeZone({})).toBe('UTC');
  });

  it('formats offsets as UTC±h, with minutes when needed and daylight saving applied', () => {
    expect(formatUtcOffset('Asia/Shanghai')).toBe('UTC+8');
    expect(formatUtcOffset('UTC')).toBe('UTC+0');
    expect(formatUtcOffset('Asia/Kolkata')).toBe('UTC+5:30');
    expect(formatUtcOffset('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-5');
    expect(formatUtcOffset('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('UTC-4');
  });

  it('knows valid zone names', () => {
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });
});
