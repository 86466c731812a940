import { orNotFound } from './loader-call.ts';

const failing = (status: number) => Promise.reject(Object.assign(new Error('failed'), { status }));

describe('orNotFound', () => {
  it('gives the answer of a call that succeeds', async () => {
    await expect(orNotFound(Promise.resolve(7))).resolves.toBe(7);
  });

  it('throws a 404 response for an API 404, the not-found page', async () => {
    const thrown = await orNotFound(failing(404)).catch((error: unknown) => error);
    // react-router turns data thrown by a loader into the route's error response, with its status.
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
  });

  it('throws any other failure as it is', async () => {
    const thrown = await orNotFound(failing(503)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as { status: number }).status).toBe(503);
  });
});
