import { render, screen } from '@testing-library/react';
import {
  applyBrandTheme,
  BRANDS,
  BrandContext,
  Button,
  brandForHost,
  brandIconUrl,
  brandTheme,
  Spinner,
  useHostBrand,
} from './index.ts';

function BrandName() {
  return <p>{useHostBrand().name}</p>;
}

describe('brands', () => {
  it('serves the alternate brand on its host and the main brand elsewhere', () => {
    expect(brandForHost('jyda.example.com').id).toBe('jyda');
    expect(brandForHost('JYDA.localhost').id).toBe('jyda');
    expect(brandForHost('www.hanyu.example').id).toBe('hanyu');
    expect(brandForHost('localhost').id).toBe('hanyu');
  });

  it('points the alternate brand about link at the partner page and offers social login only on main', () => {
    expect(BRANDS.jyda.aboutPath).toBe('about/partner/jyda');
    expect(BRANDS.hanyu.aboutPath).toBe('about');
    expect(BRANDS.hanyu.socialLogin).toBe(true);
    expect(BRANDS.jyda.socialLogin).toBe(false);
  });

  it('applies brand colours as CSS variables', () => {
    applyBrandTheme(BRANDS.jyda);
    expect(document.documentElement.style.getPropertyValue('--hy-color-primary')).toBe(
      BRANDS.jyda.colors.primary,
    );
    expect(document.documentElement.dataset.brand).toBe('jyda');
  });

  it("sets the theme colour and tab icon the server writes, leaving the server's own values untouched", () => {
    const theme = brandTheme(BRANDS.jyda);
    document.head.innerHTML = `<meta name="theme-color" content="#c73d22"><link rel="icon" href="${brandIconUrl(BRANDS.hanyu)}">`;
    applyBrandTheme(BRANDS.jyda);
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#2456d6');
    const icon = document.head.querySelector('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe(theme.icon);
    expect(decodeURIComponent(theme.icon)).toContain(`fill='${BRANDS.jyda.iconColor}'`);
    // Applied again (a server-rendered page's values): nothing is written.
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, subtree: true });
    applyBrandTheme(BRANDS.jyda);
    expect([...changes, ...observer.takeRecords()]).toEqual([]);
    observer.disconnect();
  });

  it('reads the brand the shell gives its tree, else the host', () => {
    const { container, unmount } = render(
      <BrandContext value={BRANDS.jyda}>
        <BrandName />
      </BrandContext>,
    );
    expect(container.textContent).toBe('JYDA Chinese');
    unmount();
    // jsdom's host is localhost: the main brand.
    expect(render(<BrandName />).container.textContent).toBe('Hanyu');
  });
});

describe('components', () => {
  it('renders a button of type button by default with its variant class', () => {
    render(<Button variant="secondary">Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('secondary');
  });

  it('labels the spinner for assistive technology', () => {
    render(<Spinner label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
