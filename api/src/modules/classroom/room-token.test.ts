import { type RoomTokenPayload, randomRoomSecret, signRoomToken, verifyRoomToken } from './room-token.ts';

const NOW = new Date('2030-01-07T02:00:00Z');
const payload: RoomTokenPayload = {
  room: 'lesson-42',
  lesson: 42,
  user: 7,
  name: 'Ana Li',
  role: 1,
  gen: 0,
  exp: NOW.getTime() / 1000 + 900,
};

describe('room tokens', () => {
  const secret = randomRoomSecret();

  it('give back what was signed, with the same secret only', () => {
    const token = signRoomToken(payload, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyRoomToken(token, secret, NOW)).toEqual(payload);
    expect(verifyRoomToken(token, randomRoomSecret(), NOW)).toBeUndefined();
  });

  it('are refused once expired', () => {
    const token = signRoomToken(payload, secret);
    expect(verifyRoomToken(token, secret, new Date(payload.exp * 1000 - 1))).toEqual(payload);
    expect(verifyRoomToken(token, secret, new Date(payload.exp * 1000))).toBeUndefined();
  });

  it('are refused when anything in them was changed', () => {
    const token = signRoomToken(payload, secret);
    const [body = '', signature = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, user: 8 })).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of [
      `${forged}.${signature}`,
      `${body}.${flipped}`,
      `${body}.${signature}=`,
      `${body}.${signature}.x`,
      body,
      '',
      `${'a'.repeat(3_000)}.${signature}`,
    ])
      expect(verifyRoomToken(tampered, secret, NOW)).toBeUndefined();
  });

  it('are refused when what was signed is not a room payload', () => {
    const { role: _role, ...withoutRole } = payload;
    const body = Buffer.from(JSON.stringify(withoutRole)).toString('base64url');
    const signed = signRoomToken(withoutRole as RoomTokenPayload, secret);
    expect(signed.startsWith(body)).toBe(true);
    expect(verifyRoomToken(signed, secret, NOW)).toBeUndefined();
  });
});
