import { apiResponse, mockApi } from '@hanyu/sdk/testing';
import { rememberCampaign } from './remember-campaign.ts';

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe('remembering a campaign', () => {
  it('keeps the campaign values and the invite code, and reports a followed promotion link once', async () => {
    const calls = mockApi(() => apiResponse({ response: { counted: true, promoter: true } }));
    const search = '?utm_source=promoter&utm_medium=referral&utm_campaign=promote&coupon_code=HYTEACHER';
    rememberCampaign(search);
    rememberCampaign(search);
    rememberCampaign('?invite_code=ABCD2345');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cookie('utm_source')).toBe('promoter');
    expect(cookie('app_coupon_code')).toBe('HYTEACHER');
    expect(cookie('invite_code')).toBe('ABCD2345');
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/open/promotion/click', { coupon_code: 'HYTEACHER' }],
    ]);
  });

  it('reports nothing for a malformed code, and a failed report costs the visitor nothing', async () => {
    const calls = mockApi(() => new Response('', { status: 500 }));
    rememberCampaign('?coupon_code=not%20a%20code');
    rememberCampaign('?coupon_code=OTHER1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((call) => call.body)).toEqual([{ coupon_code: 'OTHER1' }]);
  });
});
