import {
  COURSEWARE_ALT_MAX,
  COURSEWARE_IMAGE_TYPES,
  COURSEWARE_MAX_IMAGE_BYTES,
  COURSEWARE_TITLE_MAX,
  COURSEWARE_UPLOAD_PATH,
  type Courseware,
} from '@hanyu/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signIn } from '../../testing/fixtures.ts';
import { apiError, apiResponse, loadStrings, mockApi, renderRoute } from '../../testing/render-route.tsx';
import { UPLOAD_RULES } from './add-page-form.tsx';
import { CoursewarePanel } from './courseware-panel.tsx';
import { turnedPage } from './courseware-viewer.tsx';

const courseware: Courseware = {
  course: { id: 3, title: 'HSK 1 Essentials', kind: 'live' },
  can_edit: false,
  pages: [1, 2, 3].map((number) => ({
    number,
    title: `Slide ${number}`,
    alt: `What slide ${number} shows`,
    content_type: 'image/svg+xml',
    image_url: `/api/learning/courseware/3/pages/${number}/image?v=0123456789abcdef&key=k`,
  })),
};

const shownAlt = () => screen.getByRole('img').getAttribute('alt');

describe('turnedPage', () => {
  it('stays within the first and the last page', () => {
    expect(turnedPage(1, -1, 3)).toBe(1);
    expect(turnedPage(1, 1, 3)).toBe(2);
    expect(turnedPage(3, 1, 3)).toBe(3);
  });
});

describe('learning/courseware/{item_id}', () => {
  beforeEach(() => signIn());

  it('shows page 1 of 3, turns with the buttons and the arrow keys, and says what each page shows', async () => {
    const calls = mockApi(() => apiResponse({ response: courseware }));
    await renderRoute('/en/learning/courseware/3');
    expect(await screen.findByRole('heading', { name: 'Courseware of HSK 1 Essentials' })).toBeTruthy();
    expect(calls[0]?.path).toBe('/learning/courseware/3');
    expect(calls[0]?.query.get('language')).toBe('en');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(shownAlt()).toBe('What slide 1 shows');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Courseware' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shownAlt()).toBe('What slide 3 shows');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('says so when the courseware is not the reader’s, and offers a retry when it failed', async () => {
    mockApi(() => apiError(404, 404));
    const first = await renderRoute('/en/learning/courseware/3');
    expect(await screen.findByRole('heading', { name: 'This courseware is not yours' })).toBeTruthy();
    first.unmount();
    // No course at all: the same, without asking.
    const calls = mockApi(() => apiError(404, 404));
    const second = await renderRoute('/en/learning/courseware/first');
    expect(await screen.findByRole('heading', { name: 'This courseware is not yours' })).toBeTruthy();
    expect(calls).toEqual([]);
    second.unmount();

    const answers = [apiError(500, 500), apiResponse({ response: { ...courseware, pages: [] } })];
    mockApi(() => answers.shift() ?? apiError(500, 500));
    await renderRoute('/es/learning/courseware/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Este curso aún no tiene material.')).toBeTruthy();
  });
});

describe('the teacher adding a page', () => {
  beforeEach(() => signIn());

  it('follows the contract’s upload rules', () => {
    expect(UPLOAD_RULES).toEqual({
      path: COURSEWARE_UPLOAD_PATH,
      types: [...COURSEWARE_IMAGE_TYPES],
      maxBytes: COURSEWARE_MAX_IMAGE_BYTES,
      titleMax: COURSEWARE_TITLE_MAX,
      altMax: COURSEWARE_ALT_MAX,
    });
  });

  it('uploads an image with its title and text alternative, then shows the new page', async () => {
    const empty: Courseware = { ...courseware, can_edit: true, pages: [] };
    const added: Courseware = { ...empty, pages: courseware.pages.slice(0, 1) };
    // The server holds the new page from then on: the page reads it again after the upload.
    let held = empty;
    const calls = mockApi((call) => {
      if (call.method === 'POST') held = added;
      return apiResponse({ response: held });
    });
    await renderRoute('/en/learning/courseware/3');
    expect(await screen.findByText('This course has no courseware yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add a page' });
    await userEvent.type(screen.getByLabelText('Title'), 'Slide 1');
    await userEvent.type(screen.getByLabelText(/^What the page shows/), 'What slide 1 shows');
    const image = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'slide.svg', {
      type: 'image/svg+xml',
    });
    await userEvent.upload(screen.getByLabelText(/^Image/), image);
    fireEvent.submit(form);
    expect(await screen.findByText('Page 1 added.')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/teacher/courses/3/courseware/pages');
    expect(post?.query.get('title')).toBe('Slide 1');
    expect(post?.query.get('alt')).toBe('What slide 1 shows');
    expect(post?.headers.get('content-type')).toBe('image/svg+xml');
    // The file itself as the body is the SDK's test (jsdom's File is not a Blob to Node's fetch).
  });

  it('says the upload failed and keeps what was typed, so it can be tried again', async () => {
    const editable: Courseware = { ...courseware, can_edit: true };
    mockApi((call) => (call.method === 'POST' ? apiError(415, 415) : apiResponse({ response: editable })));
    await renderRoute('/ja/learning/courseware/3');
    await userEvent.type(await screen.findByLabelText('タイトル'), 'Slide 4');
    await userEvent.type(screen.getByLabelText(/^ページの内容/), 'A photo');
    await userEvent.upload(
      screen.getByLabelText(/^画像/),
      new File(['x'], 'slide.png', { type: 'image/png' }),
    );
    fireEvent.submit(screen.getByRole('form', { name: 'ページを追加' }));
    expect(await screen.findByText('アップロードに失敗しました。もう一度お試しください')).toBeTruthy();
    expect((screen.getByLabelText('タイトル') as HTMLInputElement).value).toBe('Slide 4');
  });

  it('offers no form to a reader who may not edit', async () => {
    mockApi(() => apiResponse({ response: courseware }));
    await renderRoute('/en/learning/courseware/3');
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a page' })).toBeNull();
  });
});

describe('the live room’s courseware panel', () => {
  beforeAll(() => loadStrings('en'));
  beforeEach(() => signIn());

  const panel = (props: { teacherPage: number; leads: boolean; onTurn?: (page: number) => void }) => (
    <MemoryRouter initialEntries={['/en/room']}>
      <Routes>
        <Route
          path="/:lang/room"
          element={<CoursewarePanel courseware={courseware} onTurn={props.onTurn ?? (() => {})} {...props} />}
        />
      </Routes>
    </MemoryRouter>
  );

  it("follows the teacher's page; a learner browsing ahead comes back with “Follow the teacher”", async () => {
    const view = render(panel({ teacherPage: 1, leads: false }));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    view.rerender(panel({ teacherPage: 2, leads: false }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow the teacher' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    // The teacher turns back meanwhile: the learner stays where they browsed until they follow.
    view.rerender(panel({ teacherPage: 1, leads: false }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByText('The teacher is on page 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Follow the teacher' }));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    view.rerender(panel({ teacherPage: 2, leads: false }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it("says so when the room's courseware is not the caller's", async () => {
    render(
      <MemoryRouter initialEntries={['/en/room']}>
        <Routes>
          <Route
            path="/:lang/room"
            element={<CoursewarePanel courseware={null} teacherPage={1} leads={false} onTurn={() => {}} />}
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(
        "Only the course's teacher, its learners and the people of its lessons can see it.",
      ),
    ).toBeTruthy();
  });

  it("turns everyone's page when the teacher turns it", async () => {
    const turned: number[] = [];
    render(panel({ teacherPage: 1, leads: true, onTurn: (page) => turned.push(page) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    expect(turned).toEqual([2]);
    expect(screen.getByText('Everyone sees the page you turn to.')).toBeTruthy();
  });
});
