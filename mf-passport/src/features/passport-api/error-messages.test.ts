import { ApiError } from '@hanyu/sdk';
import { isEmail, loginErrors, registerErrors, resetErrors } from './error-messages.ts';

const server = (code: number, status = 400) => new ApiError('failed', code, status);

describe('passport error messages', () => {
  it('checks the shape of an email', () => {
    expect(isEmail('learner@example.com')).toBe(true);
    expect(isEmail(' learner@example.com ')).toBe(true);
    for (const bad of ['', 'learner', 'learner@', '@example.com', 'learner@example', 'a b@example.com'])
      expect(isEmail(bad)).toBe(false);
  });

  it('login: 422 shows the format message and then the wrong-credentials message (SPEC §5)', () => {
    expect(loginErrors(server(422, 422))).toEqual(['emailFormat', 'wrongCredentials']);
    expect(loginErrors(server(20001))).toEqual(['wrongCredentials']);
    expect(loginErrors(server(429, 429))).toEqual(['tooManyRequests']);
    expect(loginErrors(server(0, 0))).toEqual(['unavailable']);
  });

  it('register: 422 format, 20002 account exists, anything else the sign-up failure', () => {
    expect(registerErrors(server(422, 422))).toEqual(['emailFormat']);
    expect(registerErrors(server(20002))).toEqual(['emailExists']);
    expect(registerErrors(server(500, 500))).toEqual(['registerFailed']);
    expect(registerErrors(new Error('boom'))).toEqual(['registerFailed']);
  });

  it('reset: one message for an unregistered or invalid email', () => {
    expect(resetErrors(server(404, 404))).toEqual(['emailUnregistered']);
    expect(resetErrors(server(422, 422))).toEqual(['emailUnregistered']);
    expect(resetErrors(server(429, 429))).toEqual(['tooManyRequests']);
  });
});
