import type { OperatorCoupon } from '@hanyu/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asOperator } from '../../testing/fixtures.ts';
import {
  apiError,
  apiResponse,
  mockApi,
  type RecordedCall,
  renderRoute,
} from '../../testing/render-route.tsx';

const COUPON: OperatorCoupon = {
  id: 1,
  code: 'WELCOME50',
  discount_type: 'fixed',
  discount_value: 5_000,
  min_amount_yuan: 100,
  per_user_limit: 1,
  new_users_only: true,
  starts_at: null,
  ends_at: null,
  course_id: null,
  state: 'active',
  disabled_at: null,
  redemptions: 3,
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('coupons', () => {
  it('lists coupons with their uses, and says a code already taken in the operator’s language', async () => {
    const created: RecordedCall[] = [];
    mockApi(
      asOperator((call) => {
        if (call.method === 'GET' && call.path === '/operator/coupons')
          return apiResponse({
            response: {
              data: [
                COUPON,
                { ...COUPON, id: 2, code: 'SUMMER', ends_at: '2026-09-01T00:00:00.000Z', state: 'expired' },
              ],
            },
          });
        if (call.method === 'POST' && call.path === '/operator/coupons') {
          created.push(call);
          return apiError(409, 409, 'A coupon with the code WELCOME50 already exists');
        }
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/es/service-centre/coupons');
    expect(await screen.findByRole('link', { name: 'WELCOME50' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /WELCOME50/ }).textContent).toContain('Solo usuarios nuevos');
    expect(screen.getByRole('row', { name: /WELCOME50/ }).textContent).toContain('Activo');
    expect(screen.getByRole('row', { name: /SUMMER/ }).textContent).toContain('Caducado');

    await user.type(screen.getByLabelText('Código'), 'WELCOME50');
    await user.type(screen.getByLabelText('Porcentaje de descuento (1–100)'), '150');
    await user.click(screen.getByRole('button', { name: 'Crear el cupón' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Un cupón de porcentaje descuenta como mucho el 100 %.',
    );
    expect(created).toHaveLength(0);

    await user.clear(screen.getByLabelText('Porcentaje de descuento (1–100)'));
    await user.type(screen.getByLabelText('Porcentaje de descuento (1–100)'), '15');
    await user.click(screen.getByRole('button', { name: 'Crear el cupón' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ya existe un cupón con este código.');
    expect(created[0]?.body).toEqual({
      code: 'WELCOME50',
      discount_type: 'percent',
      discount_value: 15,
      new_users_only: false,
    });
  });

  it("shows a coupon's uses and disables it with a reason", async () => {
    let coupon = COUPON;
    const disabled: RecordedCall[] = [];
    mockApi(
      asOperator((call) => {
        if (call.path === '/operator/coupons/1/redemptions')
          return apiResponse({
            response: {
              coupon,
              data: [
                {
                  id: 4,
                  user: { id: 5, email: 'learner@demo.hanyu.example', nick_name: 'Emma B.' },
                  order_id: 77,
                  use_number: 1,
                  created_at: '2026-11-20T10:00:00.000Z',
                },
              ],
            },
          });
        if (call.path === '/operator/coupons/1/disable') {
          disabled.push(call);
          coupon = { ...COUPON, state: 'disabled', disabled_at: '2026-11-28T01:00:00.000Z' };
          return apiResponse({ response: coupon });
        }
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/coupons/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon WELCOME50' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Emma B.' }).getAttribute('href')).toBe(
      '/en/service-centre/people/5',
    );
    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Leaked on a forum');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(/^Disabled since/)).toBeTruthy();
    expect(disabled[0]?.body).toEqual({ reason: 'Leaked on a forum' });
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
  });
});
