import { formatUtcOffset, formatZoneLabel, isValidTimeZone, resolveTimeZone } from './time-zone.ts';

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

describe('formatZoneLabel', () => {
  const january = new Date('2026-01-15T12:00:00Z');
  it('names a zone with its offset, spaces for underscores', () => {
    expect(formatZoneLabel('Europe/Berlin', january)).toBe('Europe/Berlin (UTC+1)');
    expect(formatZoneLabel('America/New_York', january)).toBe('America/New York (UTC-5)');
    expect(formatZoneLabel('Asia/Kolkata', january)).toBe('Asia/Kolkata (UTC+5:30)');
  });

  it('says UTC once for UTC itself, so a sentence never reads "(UTC (UTC+0))"', () => {
    for (const zone of ['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'Etc/GMT+0', 'Zulu'])
      expect(formatZoneLabel(zone, january)).toBe('UTC');
    expect(formatZoneLabel('Europe/London', january)).toBe('Europe/London (UTC+0)');
  });
});
