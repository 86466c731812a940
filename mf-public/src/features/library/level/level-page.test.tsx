import { bus } from '@hanyu/event-bus';
import { configureSdk } from '@hanyu/sdk';
import { sessionStore } from '@hanyu/session';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEVEL_RESULT_FIXTURE, LEVEL_TEST_FIXTURE, libraryApi } from '../../../testing/library-fixtures.ts';
import { renderRouteInShell } from '../../../testing/library-render.tsx';
import { t } from '../../../testing/public-t.ts';
import { apiResponse, mockApi, renderRoute } from '../../../testing/render-route.tsx';
import {
  answersBody,
  clearPending,
  PENDING_KEY,
  PENDING_MAX_AGE_MS,
  readPending,
  rememberPending,
} from './level-test.ts';

interface Posted {
  body: unknown;
  authorization: string | null;
}

function levelApi(posted: Posted[], saved: (authorization: string | null) => boolean) {
  return libraryApi({
    'GET /open/level/test': () => LEVEL_TEST_FIXTURE,
    'POST /open/level/test': (request) => {
      const authorization = request.headers.get('authorization');
      return request.json().then((body) => {
        posted.push({ body, authorization });
        return apiResponse({ response: { ...LEVEL_RESULT_FIXTURE, saved: saved(authorization) } });
      });
    },
  });
}

/** Answers every question with its first option, through the keyboard-accessible radio groups. */
async function answerAll() {
  const user = userEvent.setup();
  // The intro names the count of the questions the loader brought.
  await screen.findByText(t('library.level.facts.questions', { count: LEVEL_TEST_FIXTURE.questions.length }));
  await user.click(screen.getByRole('button', { name: t('library.level.start') }));
  for (const [index, question] of LEVEL_TEST_FIXTURE.questions.entries()) {
    const group = await screen.findByRole('group', { name: (name) => name.includes(question.instruction) });
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: t('library.level.progress', { current: index + 1, total: LEVEL_TEST_FIXTURE.questions.length }),
      }),
    ).toBe(document.activeElement);
    await user.click(within(group).getByRole('radio', { name: question.options[0]?.text }));
    const last = index + 1 === LEVEL_TEST_FIXTURE.questions.length;
    await user.click(
      screen.getByRole('button', { name: t(last ? 'library.level.finish' : 'library.level.next') }),
    );
  }
  return user;
}

describe('level test', () => {
  // The sdk sends the token cookie the shell writes at sign-in; here the store and the sdk get it directly.
  let token: string | undefined;
  const signIn = (value: string) => {
    token = value;
    sessionStore.setState({ token: value });
  };
  beforeEach(() => {
    sessionStorage.clear();
    token = undefined;
    sessionStore.setState({ token: undefined });
    configureSdk({ getToken: () => token });
  });

  it('introduces the test, then asks one question at a time with its Chinese prompt', async () => {
    mockApi(levelApi([], () => false));
    const { container } = await renderRoute('/en/learning/level');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('library.level.heading', { minutes: 5 }) }),
    ).toBeTruthy();
    expect(await screen.findByText(t('library.level.facts.questions', { count: 3 }))).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('library.level.start') }));
    const prompt = container.querySelector('[lang="zh-CN"]');
    expect(prompt?.textContent).toBe('你好！');
    expect(container.querySelector('progress')?.getAttribute('value')).toBe('1');

    // Going on without an answer is refused, and said aloud.
    await user.click(screen.getByRole('button', { name: t('library.level.next') }));
    expect(screen.getByRole('alert').textContent).toBe(t('library.level.chooseAnswer'));
    expect(container.querySelector('[lang="zh-CN"]')?.textContent).toBe('你好！');

    // Choosing clears the message; the choice is kept when coming back.
    await user.click(screen.getByRole('radio', { name: 'Goodbye!' }));
    expect((screen.getByRole('radio', { name: 'Goodbye!' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('library.level.next') }));
    expect(container.querySelector('[lang="zh-CN"]')?.textContent).toBe('我___中国人。');
    await user.click(screen.getByRole('button', { name: t('library.level.back') }));
    expect((screen.getByRole('radio', { name: 'Goodbye!' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends the answers and shows the level, the plan and how to save it when signed out', async () => {
    const posted: Posted[] = [];
    mockApi(levelApi(posted, () => false));
    const opened: string[] = [];
    const off = bus.on('passport:open', ({ mode }) => opened.push(mode));
    await renderRoute('/en/learning/level');
    const user = await answerAll();

    const result = await screen.findByTestId('level-result');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      language: 'en',
      answers: [
        { question_id: 'q1', option_id: 'a' },
        { question_id: 'q2', option_id: 'a' },
        { question_id: 'q3', option_id: 'a' },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: t('library.level.resultHeading') })).toBe(
      document.activeElement,
    );
    expect(within(result).getByTestId('level-grade').textContent).toBe('Beginner');
    expect(within(result).getByTestId('level-hsk').textContent).toBe('HSK 2');
    expect(result.textContent).toContain('2 of 3');
    expect(result.textContent).toContain(LEVEL_RESULT_FIXTURE.plan.summary);
    expect(result.textContent).toContain('3 lessons a week');
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      ...LEVEL_RESULT_FIXTURE.plan.steps,
      t('library.level.kinds.live'),
      t('library.level.kinds.video'),
    ]);
    expect(
      within(result)
        .getByRole('link', { name: t('library.level.kinds.live') })
        .getAttribute('href'),
    ).toBe('/en/live');
    expect(
      within(result)
        .getByRole('link', { name: t('library.level.kinds.video') })
        .getAttribute('href'),
    ).toBe('/en/video');

    expect(screen.getByTestId('level-saved').textContent).toContain(t('library.level.signInToSave'));
    await user.click(screen.getByRole('button', { name: t('library.level.signIn') }));
    expect(opened).toEqual(['login']);
    expect(JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}').answers).toEqual({
      q1: 'a',
      q2: 'a',
      q3: 'a',
    });
    off();
  });

  it('scores and saves the kept answers after the login modal reloads the page', async () => {
    signIn('after-reload');
    rememberPending({ q1: 'b', q3: 'b' });
    const posted: Posted[] = [];
    mockApi(levelApi(posted, (authorization) => authorization === 'Bearer after-reload'));
    await renderRoute('/en/learning/level');

    expect(await screen.findByTestId('level-result')).toBeTruthy();
    expect(screen.getByTestId('level-saved').textContent).toContain(t('library.level.saved'));
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      language: 'en',
      answers: [
        { question_id: 'q1', option_id: 'b' },
        { question_id: 'q3', option_id: 'b' },
      ],
    });
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('says the result was saved for a signed-in learner', async () => {
    signIn('token-1');
    const posted: Posted[] = [];
    mockApi(levelApi(posted, (authorization) => authorization === 'Bearer token-1'));
    await renderRoute('/ja/learning/level');
    await answerAll();
    await screen.findByTestId('level-result');
    expect(posted[0]?.authorization).toBe('Bearer token-1');
    expect(screen.getByTestId('level-saved').textContent).toContain(t('library.level.saved'));
    expect(screen.getByTestId('level-grade').textContent).toBe('初級');
    expect(screen.getByTestId('level-hsk').textContent).toBe('HSK 2級');
  });

  it('saves the same answers once the visitor signs in after seeing the result', async () => {
    const posted: Posted[] = [];
    mockApi(levelApi(posted, (authorization) => authorization === 'Bearer later'));
    await renderRoute('/en/learning/level');
    const user = await answerAll();
    await screen.findByTestId('level-result');

    act(() => signIn('later'));
    await user.click(await screen.findByRole('button', { name: t('library.level.save') }));
    await waitFor(() =>
      expect(screen.getByTestId('level-saved').textContent).toContain(t('library.level.saved')),
    );
    expect(posted).toHaveLength(2);
    expect(posted[1]?.body).toEqual(posted[0]?.body);
  });

  it('announces a failed submission and lets the visitor send again', async () => {
    let fail = true;
    const posted: Posted[] = [];
    const working = levelApi(posted, () => false);
    mockApi((request) =>
      request.method === 'POST' && fail
        ? apiResponse({ error: { code: 500, message: 'down' } }, 500)
        : working(request),
    );
    await renderRoute('/en/learning/level');
    const user = await answerAll();
    expect((await screen.findByRole('alert')).textContent).toBe(t('library.level.submitFailed'));
    fail = false;
    await user.click(screen.getByRole('button', { name: t('library.level.finish') }));
    expect(await screen.findByTestId('level-result')).toBeTruthy();
  });

  it('leaves questions that cannot be loaded to the route error page', async () => {
    mockApi(() => apiResponse({ error: { code: 500, message: 'down' } }, 500));
    await renderRouteInShell('/ko/learning/level');
    expect((await screen.findByTestId('route-error')).textContent).toBe('500');
    jest.restoreAllMocks();
  });

  it('says so when the API has no questions in the language', async () => {
    mockApi(libraryApi({ 'GET /open/level/test': () => ({ ...LEVEL_TEST_FIXTURE, questions: [] }) }));
    await renderRoute('/en/learning/level');
    expect((await screen.findByRole('status')).textContent).toBe(t('library.level.noQuestions'));
    expect(screen.queryByRole('button', { name: t('library.level.start') })).toBeNull();
  });
});

describe('answers kept across the sign-in reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('are kept until cleared', () => {
    rememberPending({ q1: 'a' }, 1000);
    expect(readPending(2000)).toEqual({ q1: 'a' });
    expect(readPending(2000)).toEqual({ q1: 'a' });
    clearPending();
    expect(readPending(2000)).toBeNull();
  });

  it('are dropped when stale or malformed', () => {
    rememberPending({ q1: 'a' }, 0);
    expect(readPending(PENDING_MAX_AGE_MS + 1)).toBeNull();
    sessionStorage.setItem(PENDING_KEY, '{"answers":{"q1":3},"at":0}');
    expect(readPending(1)).toBeNull();
    sessionStorage.setItem(PENDING_KEY, 'not json');
    expect(readPending(1)).toBeNull();
  });
});

describe('answersBody', () => {
  it('lists answers in question order and leaves unanswered questions out', () => {
    expect(answersBody(LEVEL_TEST_FIXTURE.questions, { q3: 'b', q1: 'a' })).toEqual([
      { question_id: 'q1', option_id: 'a' },
      { question_id: 'q3', option_id: 'b' },
    ]);
  });
});
