import type { MyMaterials } from '@hanyu/contract';
import { apiError, apiResponse } from '@hanyu/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const ADDRESS = {
  name: 'Mei Tanaka',
  phone: '+34 600 123 456',
  country: 'ES',
  region: 'Madrid',
  city: 'Madrid',
  street: 'Calle Mayor 1',
  postal_code: '28013',
  updated_at: '2030-01-02T00:00:00.000Z',
};

const WITH_TEXTBOOK: MyMaterials = {
  courseware: [
    {
      course_id: 7,
      kind: 'live',
      title: 'HSK 1 Essentials',
      page_count: 4,
      next_lesson_at: '2030-01-07T02:00:00.000Z',
      path: 'learning/courseware/7',
    },
  ],
  textbooks: [
    {
      course_id: 7,
      title: 'HSK 1 Essentials',
      state: 'awaiting_address',
      shipped_at: null,
      tracking_number: null,
      carrier: null,
      delivered_at: null,
    },
  ],
  address: null,
};

describe('my materials', () => {
  it('lists courseware to view or download page by page, and the textbooks with where each is', async () => {
    signIn(LEARNER, 'Asia/Shanghai');
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/materials': () =>
        ok({
          ...WITH_TEXTBOOK,
          textbooks: [
            {
              course_id: 7,
              title: 'HSK 1 Essentials',
              state: 'shipped',
              shipped_at: '2030-01-03T00:00:00.000Z',
              tracking_number: 'SF123',
              carrier: 'SF Express',
              delivered_at: null,
            },
          ],
          address: ADDRESS,
        }),
      'GET /learning/courseware/7': () =>
        ok({
          course: { id: 7, kind: 'live', title: 'HSK 1 Essentials' },
          pages: [
            {
              number: 1,
              title: 'Greetings',
              alt: 'a',
              content_type: 'image/svg+xml',
              image_url: '/api/img/1',
            },
            { number: 2, title: 'Numbers', alt: 'b', content_type: 'image/svg+xml', image_url: '/api/img/2' },
          ],
          can_edit: false,
        }),
    });
    await renderRoute('/en/user/delivery');
    const card = within(await screen.findByRole('article', { name: 'HSK 1 Essentials' }));
    expect(card.getByText('One-on-one live lessons · 4 pages')).toBeTruthy();
    expect(card.getByText('Next lesson:', { exact: false }).textContent).toContain('Jan 7, 2030');
    expect(card.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/en/learning/courseware/7');
    await userEvent.click(card.getByRole('button', { name: 'Download pages' }));
    const page = await card.findByRole('link', { name: 'Page 2: Numbers' });
    expect(page.getAttribute('href')).toBe('/api/img/2');
    expect(page.hasAttribute('download')).toBe(true);

    expect(screen.getByText('Shipped')).toBeTruthy();
    expect(screen.getByText('Tracking number: SF123')).toBeTruthy();
    const address = screen.getByTestId('delivery-address');
    expect(address.textContent).toContain('Calle Mayor 1');
    expect(address.textContent).toContain('Spain');
  });

  it('asks for the address a textbook waits for, saves it and shows it', async () => {
    signIn(LEARNER);
    let saved = false;
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/materials': () =>
        ok(
          saved
            ? {
                ...WITH_TEXTBOOK,
                textbooks: [{ ...WITH_TEXTBOOK.textbooks[0], state: 'preparing' }],
                address: ADDRESS,
              }
            : WITH_TEXTBOOK,
        ),
      'PUT /user/delivery/address': () => {
        saved = true;
        return ok(ADDRESS);
      },
    });
    await renderRoute('/en/user/delivery');
    expect(await screen.findByText('Waiting for your address')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Full name'), ADDRESS.name);
    await userEvent.type(screen.getByLabelText('Phone'), ADDRESS.phone);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'ES');
    await userEvent.type(screen.getByLabelText('State / province (optional)'), ADDRESS.region);
    await userEvent.type(screen.getByLabelText('City'), ADDRESS.city);
    await userEvent.type(screen.getByLabelText('Street and number'), ADDRESS.street);
    await userEvent.type(screen.getByLabelText('Postal code'), ADDRESS.postal_code);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your address was saved.')).toBeTruthy();
    expect(await screen.findByText('Being prepared')).toBeTruthy();
    expect(screen.getByText('Your address was saved.')).toBeTruthy();
    expect(screen.getByTestId('delivery-address').textContent).toContain('Mei Tanaka');
    const { updated_at: _updated, ...body } = ADDRESS;
    expect(callsTo(calls, 'PUT', '/user/delivery/address')[0]?.body).toEqual(body);
  });

  it('marks the field the server refuses, in the page language', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/materials': () => ok({ ...WITH_TEXTBOOK, address: ADDRESS }),
      'PUT /user/delivery/address': () =>
        apiResponse(
          {
            error: {
              code: 400,
              message: 'Invalid body',
              issues: [{ path: 'phone', message: 'phone must have 6 to 15 digits' }],
            },
          },
          400,
        ),
    });
    await renderRoute('/zh-cn/user/delivery');
    await userEvent.click(await screen.findByRole('button', { name: '修改地址' }));
    const phone = screen.getByLabelText('电话');
    await userEvent.clear(phone);
    // Well formed for the contract's schema: only the server refuses it.
    await userEvent.type(phone, '600 123 456');
    await userEvent.click(screen.getByRole('button', { name: '保存地址' }));
    expect(await screen.findByText('请填写 6 到 15 位数字的电话号码。')).toBeTruthy();
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
  });

  it('marks what the contract’s schema refuses before asking the server', async () => {
    signIn(LEARNER);
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/materials': () => ok({ ...WITH_TEXTBOOK, address: ADDRESS }),
      'PUT /user/delivery/address': () => ok(ADDRESS),
    });
    await renderRoute('/en/user/delivery');
    await userEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    const phone = screen.getByLabelText('Phone');
    const postalCode = screen.getByLabelText('Postal code');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12 345');
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '2#');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please enter a phone number with 6 to 15 digits.')).toBeTruthy();
    expect(screen.getByText('Please enter a postal code of 3 to 12 letters or digits.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBeNull();
    expect(callsTo(calls, 'PUT', '/user/delivery/address')).toHaveLength(0);
  });

  it('without materials says so, and that no course brings a textbook', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/materials': () => ok({ courseware: [], textbooks: [], address: null }),
    });
    await renderRoute('/ko/user/delivery');
    expect(await screen.findByRole('heading', { name: '아직 자료가 없습니다' })).toBeTruthy();
    expect(screen.getByText('인쇄 교재가 포함된 강좌가 없습니다.')).toBeTruthy();
  });

  it('offers a retry when the materials could not be loaded', async () => {
    signIn(LEARNER);
    serve({ 'GET /user/balance': () => ok(BALANCE), 'GET /user/materials': () => apiError(500) });
    await renderRoute('/en/user/delivery');
    expect(await screen.findByTestId('load-error')).toBeTruthy();
  });
});
