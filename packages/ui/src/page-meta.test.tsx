import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { type PageMeta, useCurrentPageMeta, usePageMeta } from './index.ts';

function Page({ title, description }: PageMeta) {
  usePageMeta({ title, description });
  return <p>page</p>;
}

let current: PageMeta | null = null;
function Shell() {
  current = useCurrentPageMeta();
  return null;
}

describe('page meta', () => {
  it('publishes the meta of the page on screen in the browser, and clears it when it leaves', () => {
    const view = render(
      <>
        <Shell />
        <Page title="Live lessons" />
      </>,
    );
    expect(current).toEqual({ title: 'Live lessons', description: undefined });
    view.rerender(<Shell />);
    expect(current).toBeNull();
  });
});
