import type { OrgChild } from '@hanyu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const LI: OrgChild = {
  id: 51,
  email: 'li@school.example',
  nick_name: 'Li',
  user_type: 1,
  created_at: '2026-03-02T08:00:00.000Z',
};

describe('organisation sub-accounts', () => {
  it('lists them with the company balance, adds one and deletes one after asking', async () => {
    signIn(LEARNER);
    let children: OrgChild[] = [LI];
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/org/invitations': () => ok({ list: [] }),
      'GET /user/org/children': () =>
        ok({ list: children, total: children.length, company_balance_minor: 200_000 }),
      'POST /user/org/child': (call) => {
        const body = call.body as { email: string; nick_name: string; user_type: number };
        const created = {
          ...LI,
          id: 52,
          email: body.email,
          nick_name: body.nick_name,
          user_type: body.user_type,
        };
        children = [created, ...children];
        return ok(created);
      },
      'DELETE /user/org/child/51': () => {
        children = children.filter((child) => child.id !== 51);
        return ok(null);
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/org');

    expect(await screen.findByRole('article', { name: 'li@school.example' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sub-accounts (1)' })).toBeTruthy();
    expect(await screen.findByText('Company balance the sub-accounts use: CN¥2,000')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/user/org/children')[0]?.query.get('page')).toBe('1');

    await user.type(screen.getByLabelText('Email'), 'wang@school.example');
    await user.type(screen.getByLabelText('First password'), 'first passphrase');
    await user.type(screen.getByLabelText('Nickname'), 'Wang');
    await user.selectOptions(screen.getByLabelText('Type'), 'Teacher');
    await user.click(screen.getByRole('button', { name: 'Add sub-account' }));
    expect(await screen.findByText('The sub-account wang@school.example was added.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/user/org/child')[0]?.body).toEqual({
      email: 'wang@school.example',
      password: 'first passphrase',
      nick_name: 'Wang',
      user_type: 2,
    });
    expect(await screen.findByRole('article', { name: 'wang@school.example' })).toBeTruthy();

    const li = within(screen.getByRole('article', { name: 'li@school.example' }));
    await user.click(li.getByRole('button', { name: 'Delete' }));
    expect(li.getByText('Delete li@school.example? It can no longer sign in.')).toBeTruthy();
    await user.click(li.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The sub-account li@school.example was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'li@school.example' })).toBeNull());
    expect(callsTo(calls, 'DELETE', '/user/org/child/51')).toHaveLength(1);
  });

  it('shows a taken address next to the email field', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/org/invitations': () => ok({ list: [] }),
      'GET /user/org/children': () => ok({ list: [], total: 0, company_balance_minor: 0 }),
      'POST /user/org/child': () => apiError(20002, 409, 'This account exists already'),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/org');
    expect(await screen.findByRole('heading', { name: 'No sub-accounts yet' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'li@school.example');
    await user.type(screen.getByLabelText('First password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add sub-account' }));
    expect(await screen.findByText('This account exists already')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells someone who owns no organisation that the page is for owners', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/org/invitations': () => ok({ list: [] }),
      'GET /user/org/children': () =>
        apiError(403, 403, 'Only the owner of an organisation can manage its sub-accounts'),
    });
    await renderRoute('/zh-cn/user/org');
    expect(await screen.findByRole('heading', { name: '只有机构所有者可以管理子账号' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '添加子账号' })).toBeNull();
  });

  it('invites a member by email and lists the invitation', async () => {
    signIn(LEARNER);
    const invitations: unknown[] = [];
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/org/invitations': () => ok({ list: invitations }),
      'GET /user/org/children': () => ok({ list: [], total: 0, company_balance_minor: 0 }),
      'POST /user/org/invitations': (call) => {
        const invitation = {
          id: 7,
          email: (call.body as { email: string }).email,
          state: 'open',
          expires_at: '2026-12-12T00:00:00.000Z',
          accepted_at: null,
          created_at: '2026-11-28T00:00:00.000Z',
        };
        invitations.unshift(invitation);
        return ok(invitation);
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/org');
    await user.type(await screen.findByLabelText('Their email'), 'new.hire@school.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new.hire@school.example.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/user/org/invitations')[0]?.body).toEqual({
      email: 'new.hire@school.example',
    });
    const card = await screen.findByRole('article', { name: 'new.hire@school.example' });
    expect(within(card).getByText(/Waiting for an answer/)).toBeTruthy();
  });

  it('says an open invitation to the address exists', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/org/invitations': () => ok({ list: [] }),
      'GET /user/org/children': () => ok({ list: [], total: 0, company_balance_minor: 0 }),
      'POST /user/org/invitations': () => apiError(409),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/org');
    await user.type(await screen.findByLabelText('Their email'), 'x@school.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('An invitation to this address is already open, or it is your own.'),
    ).toBeTruthy();
  });
});
