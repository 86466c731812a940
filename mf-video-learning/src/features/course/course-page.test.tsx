import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outline, outlineLesson, signIn } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

/** EventSource as the page uses it: the test pushes events and sees it closed. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, () => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  signIn();
  FakeEventSource.opened = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'EventSource');
});

const lessonsList = () => within(screen.getByRole('list'));

describe('learning/video/{item_id}', () => {
  it('lists the lessons in order with their state, the progress, and where to go on', async () => {
    const calls = mockApi(() => apiResponse({ response: outline() }));
    await renderRoute('/en/learning/video/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pinyin and tones' })).toBeTruthy();
    expect(calls[0]?.path).toBe('/learning/video/4');
    expect(calls[0]?.query.get('language')).toBe('en');
    expect(screen.getByText('1 of 3 lessons done')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Your progress in the course' }).getAttribute('value'),
    ).toBe('1');
    expect(screen.getByRole('link', { name: 'Continue with lesson 2' }).getAttribute('href')).toBe(
      '/en/learning/video/4/lesson/42?step=highlight',
    );

    const rows = lessonsList().getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows.map((row) => within(row));
    expect(first?.getByRole('link', { name: /The four tones/ }).getAttribute('href')).toBe(
      '/en/learning/video/4/lesson/41',
    );
    expect(first?.getByText('Done')).toBeTruthy();
    expect(first?.getByText('Best score 80')).toBeTruthy();
    expect(first?.getByText('Good')).toBeTruthy();
    expect(second?.getByText('Up next')).toBeTruthy();
    expect(rows[1]?.getAttribute('aria-current')).toBe('step');
    // A locked lesson is no link, and says why.
    expect(third?.queryByRole('link')).toBeNull();
    expect(third?.getByText('Locked')).toBeTruthy();
    expect(third?.getByText('Please complete the previous courses in sequence first')).toBeTruthy();
  });

  it('says the lessons a visitor without the course may open, and where to buy it', async () => {
    mockApi(() =>
      apiResponse({
        response: outline({
          has_access: false,
          lessons: [
            outlineLesson({ id: 41, state: 'current', locked_reason: null, preview: true }),
            outlineLesson({ id: 42, state: 'locked', locked_reason: 'purchase' }),
          ],
          progress: { done: 0, total: 2, ratio: 0 },
          resume: null,
        }),
      }),
    );
    await renderRoute('/es/learning/video/4');
    expect(await screen.findByText(/Las lecciones de muestra son gratis/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Empezar la lección 1' }).getAttribute('href')).toBe(
      '/es/learning/video/4/lesson/41',
    );
    expect(screen.getByRole('link', { name: 'Ver el curso y su precio' }).getAttribute('href')).toBe(
      '/es/i/4',
    );
    expect(screen.getByText('Compra el curso para abrir esta lección.')).toBeTruthy();
  });

  it('follows progress made elsewhere: a pushed event loads the outline again', async () => {
    const answers = [outline(), outline({ progress: { done: 2, total: 3, ratio: 2 / 3 }, resume: null })];
    const calls = mockApi(() => apiResponse({ response: answers.shift() ?? outline() }));
    const view = await renderRoute('/en/learning/video/4');
    expect(await screen.findByText('1 of 3 lessons done')).toBeTruthy();
    const source = FakeEventSource.opened[0];
    expect(source?.url).toBe('/api/learning/video/4/events?key=k');
    await act(async () => source?.listeners.get('progress')?.());
    expect(await screen.findByText('2 of 3 lessons done')).toBeTruthy();
    expect(calls).toHaveLength(2);
    view.unmount();
    expect(source?.closed).toBe(true);
  });

  it('says a course that is not there is not there, and offers a retry when loading failed', async () => {
    mockApi(() => apiError(404, 404));
    const first = await renderRoute('/en/learning/video/999');
    expect(await screen.findByRole('heading', { name: 'This video course does not exist' })).toBeTruthy();
    first.unmount();

    // An id that is no id is not asked for.
    const none = mockApi(() => apiResponse({ response: outline() }));
    const second = await renderRoute('/en/learning/video/pinyin');
    expect(await screen.findByRole('heading', { name: 'This video course does not exist' })).toBeTruthy();
    expect(none).toEqual([]);
    second.unmount();

    const answers = [apiError(500, 500), apiResponse({ response: outline() })];
    mockApi(() => answers.shift() ?? apiError(500, 500));
    await renderRoute('/ja/learning/video/4');
    await userEvent.click(await screen.findByRole('button', { name: '再試行' }));
    expect(await screen.findByText('3 レッスン中 1 レッスン完了')).toBeTruthy();
  });
});
