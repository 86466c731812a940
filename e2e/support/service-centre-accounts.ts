import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, PASSWORD } from './accounts.ts';

/** The steps of the service centre's specs that the browser need not watch: accounts and purchases over the API. */

export const DEMO_OPERATOR = 'operator@demo.hanyu.example';

/** A session token of an account, by its password (the demo password unless given). */
export async function tokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const answer = await request.post('/api/passport/login/email', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).response.token as string;
}

/** A new account, signed up by email, and its token. */
export async function newAccount(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/passport/register/email', {
    data: { email, password: PASSWORD, checked: true, language: 'en' },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).response.token as string;
}

/** The answer of an API call with a token, checked to be a success. */
export async function apiCall(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const answer = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()).response;
}

/** Orders and pays the cheapest item of a course from the buyer's wallet (or their company's). */
export async function buyCourse(request: APIRequestContext, token: string, courseId: number): Promise<void> {
  const course = await apiCall(request, token, 'GET', `/open/courses/${courseId}?language=en`);
  const sku = (course.skus as Array<{ id: number }>)[0];
  if (!sku) throw new Error(`course ${courseId} has no item`);
  const order = await apiCall(request, token, 'POST', '/user/order', { sku_id: sku.id });
  await apiCall(request, token, 'POST', `/user/order/${order.id}/pay`, {});
}
