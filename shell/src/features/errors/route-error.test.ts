import { data } from 'react-router';
import { errorMessage, errorStatus } from './route-error.tsx';

function thrownData(value: unknown, status: number) {
  // data() builds the same object a loader throws; react-router turns it into an ErrorResponse.
  const built = data(value, { status }) as unknown as { data: unknown; init: { status: number } };
  return { status: built.init.status, statusText: '', internal: false, data: built.data };
}

describe('errorStatus', () => {
  it.each([
    [{ statusCode: 403 }, 403],
    [{ status: 418 }, 418],
    [{ response: { status: 502 } }, 502],
    [new Error('boom'), 500],
    [{ status: 'bad' }, 500],
    [null, 500],
  ])('%o → %i', (error, status) => expect(errorStatus(error)).toBe(status));

  it('reads route error responses', () => {
    const error = thrownData({ message: 'Unknown middleware' }, 500);
    expect(errorMessage(error)).toBe('Unknown middleware');
  });
});
