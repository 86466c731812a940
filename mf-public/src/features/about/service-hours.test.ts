import { serviceHoursIn } from './service-hours.ts';

describe('serviceHoursIn', () => {
  const summer = new Date('2026-07-15T06:00:00Z');
  const winter = new Date('2026-01-15T06:00:00Z');

  it('shows Beijing hours and recognises a visitor in the same zone', () => {
    const hours = serviceHoursIn('Asia/Shanghai', 'en-GB', summer);
    expect(hours.beijing).toEqual({ from: '9:00', to: '21:00' });
    expect(hours.local).toEqual({ from: '9:00', to: '21:00' });
    expect(hours.sameAsBeijing).toBe(true);
    expect(hours.endsNextDay).toBe(false);
  });

  it('converts to a zone with daylight saving, whose window crosses midnight', () => {
    const july = serviceHoursIn('America/New_York', 'en-GB', summer);
    expect(july.local).toEqual({ from: '21:00', to: '9:00' });
    expect(july.endsNextDay).toBe(true);
    const january = serviceHoursIn('America/New_York', 'en-GB', winter);
    expect(january.local).toEqual({ from: '20:00', to: '8:00' });
  });

  it('converts to a zone ahead of Beijing within the same day', () => {
    const hours = serviceHoursIn('Asia/Tokyo', 'en-GB', winter);
    expect(hours.local).toEqual({ from: '10:00', to: '22:00' });
    expect(hours.endsNextDay).toBe(false);
    expect(hours.sameAsBeijing).toBe(false);
  });

  it('formats times the way the locale writes them', () => {
    expect(serviceHoursIn('Asia/Shanghai', 'en-US', summer).beijing.from).toMatch(/^9:00\sAM$/u);
  });
});
