import type { Profile } from '@hanyu/contract';
import { apiResponse } from '@hanyu/sdk/testing';
import { sessionStore } from '@hanyu/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const EMPTY: Profile = {
  nick_name: 'Mei',
  email: 'mei@example.com',
  time_zone: 'Asia/Shanghai',
  avatar: null,
  full_name: null,
  gender: 0,
  native_language: null,
  age_range: null,
  job: null,
  medium_language: null,
  purpose: null,
  grade: null,
  hsk_level: null,
  learning_plan: null,
  wechat_id: null,
  skype_id: null,
  delivery_way: null,
};

const AVATAR = '/api/user/avatars/0123456789abcdef0123456789abcdef.webp';

function serveProfile(profile: Profile, extra: Parameters<typeof serve>[0] = {}) {
  return serve({
    'GET /user/balance': () => ok(BALANCE),
    'GET /user/profile': () => ok(profile),
    ...extra,
  });
}

describe('personal info', () => {
  it('shows what the profile still lacks and saves every field', async () => {
    signIn(LEARNER);
    const calls = serveProfile(EMPTY, {
      'PUT /user/current': (call) =>
        ok({ ...LEARNER, nick_name: (call.body as { nick_name: string }).nick_name }),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/info');

    expect(await screen.findByRole('heading', { level: 1, name: 'Personal info' })).toBeTruthy();
    // The zone is set; ten of the eleven fields are not.
    expect(await screen.findByText('Profile 9% complete')).toBeTruthy();
    expect(screen.getByText(/^Still to fill in: Photo, Full name, Native language, Age/)).toBeTruthy();

    await user.type(screen.getByLabelText('Full name'), 'Mei Chen');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.selectOptions(screen.getByLabelText('Native language'), 'Spanish');
    await user.selectOptions(screen.getByLabelText('Age'), '18–30');
    await user.selectOptions(screen.getByLabelText('Occupation'), 'Freelancer');
    await user.selectOptions(screen.getByLabelText('Language of instruction'), 'English');
    await user.selectOptions(screen.getByLabelText('Why you learn Chinese'), 'Study abroad');
    await user.selectOptions(screen.getByLabelText('Chinese level'), 'Beginner');
    await user.selectOptions(screen.getByLabelText('HSK level'), 'HSK 7');
    await user.type(screen.getByLabelText('Learning plan'), 'Two lessons a week');
    expect(screen.getByText('Profile 91% complete')).toBeTruthy();
    expect(screen.getByText('Still to fill in: Photo')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile was saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/user/current')[0]?.body).toEqual({
      nick_name: 'Mei',
      full_name: 'Mei Chen',
      gender: 2,
      native_language: 'es',
      time_zone: 'Asia/Shanghai',
      age_range: '18-30',
      job: 'freelancer',
      medium_language: 'en',
      purpose: 'study',
      grade: 'beginner',
      hsk_level: 7,
      learning_plan: 'Two lessons a week',
      wechat_id: null,
      skype_id: null,
      delivery_way: null,
    });
  });

  it('asks for the Wechat ID before lessons on Wechat, as booking does, and shows a field refused by the server', async () => {
    signIn(LEARNER);
    const calls = serveProfile(EMPTY, {
      'PUT /user/current': () =>
        apiResponse(
          { error: { code: 400, message: 'Invalid', issues: [{ path: 'full_name', message: 'too long' }] } },
          400,
        ),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/info');
    await user.selectOptions(await screen.findByLabelText('Preferred way to have lessons'), 'WeChat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const wechat = screen.getByLabelText('WeChat ID');
    expect(wechat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter your WeChat ID')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/user/current')).toHaveLength(0);

    await user.type(wechat, 'mei_chen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Edit failed, please try again');
    const fullName = screen.getByLabelText('Full name');
    expect(fullName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(fullName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please check this field.',
    );
  });

  it('uploads a photo, shows it in the menu, and offers a retry when the upload fails', async () => {
    signIn(LEARNER);
    let failing = true;
    const calls = serveProfile(EMPTY, {
      'POST /user/avatar': () => (failing ? apiError(500) : ok({ avatar: AVATAR })),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/info');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Photo'), photo);

    const failure = within(await screen.findByRole('alert'));
    expect(failure.getByText('Upload failed, please try again')).toBeTruthy();
    failing = false;
    await user.click(failure.getByRole('button', { name: 'Try again' }));

    const image = await screen.findByRole('img', { name: 'Your photo' });
    expect(image.getAttribute('src')).toBe(AVATAR);
    expect(screen.getByText('Your photo was updated.')).toBeTruthy();
    const uploads = callsTo(calls, 'POST', '/user/avatar');
    expect(uploads).toHaveLength(2);
    expect(uploads[1]?.headers.get('content-type')).toBe('image/png');
    expect(sessionStore.getState().user?.avatar).toBe(AVATAR);
  });

  it('refuses a photo over 5 MB without sending it', async () => {
    signIn(LEARNER);
    const calls = serveProfile(EMPTY);
    const user = userEvent.setup();
    await renderRoute('/es/user/info');
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('Foto'), huge);
    expect(await screen.findByText('La foto debe ocupar como máximo 5 MB.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/user/avatar')).toHaveLength(0);
  });

  it('says when the profile cannot be loaded', async () => {
    signIn(LEARNER);
    serve({ 'GET /user/balance': () => ok(BALANCE), 'GET /user/profile': () => apiError(500) });
    await renderRoute('/en/user/info');
    expect(await screen.findByTestId('load-error')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });
});
