import { bus } from '@hanyu/event-bus';
import { sessionStore } from '@hanyu/session';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { libraryApi, TEACHER_FIXTURE } from '../../testing/library-fixtures.ts';
import { t } from '../../testing/public-t.ts';
import { apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

describe('the favourite toggle and "Message the teacher" on a teacher page', () => {
  const offs: Array<() => void> = [];
  beforeEach(() => sessionStore.setState({ token: undefined }));
  afterEach(() => {
    for (const off of offs.splice(0)) off();
  });

  it('acts on what is saved when pressed before the saved ids arrive (a press kept from before the app started)', async () => {
    sessionStore.setState({ token: 'early-token' });
    const calls: string[] = [];
    let answerIds: () => void = () => {};
    const idsArrive = new Promise<void>((resolve) => {
      answerIds = resolve;
    });
    const teacherPath = `/user/favourites/teachers/${TEACHER_FIXTURE.id}`;
    mockApi(
      libraryApi({
        '/open/teachers/7': () => TEACHER_FIXTURE,
        '/user/favourites/ids': async () => {
          await idsArrive;
          return { teacher_ids: [TEACHER_FIXTURE.id], course_ids: [] };
        },
        [`DELETE ${teacherPath}`]: () => {
          calls.push(`DELETE ${teacherPath}`);
          return { saved: false };
        },
      }),
    );
    await renderRoute('/en/t/7');
    const heart = await screen.findByRole('button', { name: t('favourites.toggle.saveShort') });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    answerIds();
    await waitFor(() => expect(calls).toEqual([`DELETE ${teacherPath}`]));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  });

  it('asks a visitor to sign in, from the heart and from "Message the teacher"', async () => {
    const opened: string[] = [];
    offs.push(bus.on('passport:open', ({ mode }) => opened.push(mode)));
    mockApi(libraryApi({ '/open/teachers/7': () => TEACHER_FIXTURE }));
    await renderRoute('/en/t/7');
    const heart = await screen.findByRole('button', { name: t('favourites.toggle.saveShort') });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    await userEvent.click(screen.getByRole('button', { name: t('favourites.message') }));
    expect(opened).toEqual(['login', 'login']);
  });

  it("shows a signed-in learner's saved teacher as pressed after hydration, and removes and saves it", async () => {
    sessionStore.setState({ token: 'learner-token' });
    const calls: string[] = [];
    const chats: unknown[] = [];
    offs.push(bus.on('chat:open', (event) => chats.push(event)));
    const teacherPath = `/user/favourites/teachers/${TEACHER_FIXTURE.id}`;
    mockApi(
      libraryApi({
        '/open/teachers/7': () => TEACHER_FIXTURE,
        '/user/favourites/ids': () => ({ teacher_ids: [TEACHER_FIXTURE.id], course_ids: [] }),
        [`PUT ${teacherPath}`]: () => {
          calls.push(`PUT ${teacherPath}`);
          return { saved: true };
        },
        [`DELETE ${teacherPath}`]: () => {
          calls.push(`DELETE ${teacherPath}`);
          return { saved: false };
        },
      }),
    );
    await renderRoute('/en/t/7');
    const heart = await screen.findByRole('button', { name: t('favourites.toggle.saved') });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toEqual([
      `DELETE /user/favourites/teachers/${TEACHER_FIXTURE.id}`,
      `PUT /user/favourites/teachers/${TEACHER_FIXTURE.id}`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: t('favourites.message') }));
    expect(chats).toEqual([{ with: { teacher: TEACHER_FIXTURE.id } }]);
  });

  it('puts the pressed state back and says so when saving fails', async () => {
    sessionStore.setState({ token: 'another-token' });
    const failing = () => apiResponse({ error: { code: 500, message: 'x' } }, 500);
    mockApi(
      libraryApi({
        '/open/teachers/7': () => TEACHER_FIXTURE,
        '/user/favourites/ids': () => ({ teacher_ids: [], course_ids: [] }),
        [`PUT /user/favourites/teachers/${TEACHER_FIXTURE.id}`]: failing,
      }),
    );
    await renderRoute('/en/t/7');
    const heart = await screen.findByRole('button', { name: t('favourites.toggle.saveShort') });
    await userEvent.click(heart);
    expect(await screen.findByText(t('favourites.toggle.failed'))).toBeTruthy();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });
});
