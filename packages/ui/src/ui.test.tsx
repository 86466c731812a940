import { render, screen } from '@testing-library/react';
import { applyBrandTheme, BRANDS, Button, brandForHost, Spinner } from './index.ts';

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
