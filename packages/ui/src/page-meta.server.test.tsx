/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { type PageMeta, PageMetaCollector, usePageMeta } from './index.ts';

function Page({ title, description }: PageMeta) {
  usePageMeta({ title, description });
  return <p>page</p>;
}

describe('page meta on the server', () => {
  it('hands the meta to a server render collector while rendering (effects do not run there)', () => {
    const seen: PageMeta[] = [];
    const html = renderToString(
      <PageMetaCollector value={(meta) => seen.push(meta)}>
        <Page title="Zhao Min" description="Teaches HSK" />
      </PageMetaCollector>,
    );
    expect(html).toContain('page');
    expect(seen.at(-1)).toEqual({ title: 'Zhao Min', description: 'Teaches HSK' });
  });

  it('collects nothing without a collector', () => {
    expect(renderToString(<Page title="Alone" />)).toContain('page');
  });
});
