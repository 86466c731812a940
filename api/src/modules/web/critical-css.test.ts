import { classesIn, criticalCss, parseStylesheet } from './critical-css.ts';

describe('critical CSS', () => {
  const sheet = parseStylesheet(
    [
      '/* licence */:root{--ink:#123}body{margin:0}',
      '.a{color:red}.b{color:blue}.a.b{font-weight:700}.a .c{margin:0}',
      '.a,.z{padding:1px}.z{padding:2px}',
      '@media (min-width:600px){.a{color:green}.z{color:black}}@media print{.z{display:none}}',
      '@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}',
      '.a:not(.missing){opacity:1}.content{content:"}{"}',
      '.hy-layout\\.module-container{max-width:60rem}',
      // A shared module's styles repeat in every chunk that bundles it.
      '.a{color:red}',
    ].join('\n'),
  );

  it('keeps the rules whose every class the markup uses, and class-less rules', () => {
    const css = criticalCss(sheet, '<p class="a b">x</p>');
    expect(css).toContain(':root{--ink:#123}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.a{color:red}');
    expect(css).toContain('.a.b{font-weight:700}');
    expect(css).toContain('.a:not(.missing){opacity:1}');
    expect(css).not.toContain('.a .c');
    expect(css).not.toContain('licence');
  });

  it('keeps the matching selectors of a list, and media blocks with a kept rule only', () => {
    const css = criticalCss(sheet, '<p class="a">x</p>');
    expect(css).toContain('.a{padding:1px}');
    expect(css).not.toContain('.z');
    expect(css).toContain('@media (min-width:600px){.a{color:green}}');
    expect(css).not.toContain('@media print');
    expect(css).toContain('@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}');
  });

  it('drops repeated rules, reads escaped class names and braces inside strings', () => {
    const css = criticalCss(sheet, '<div class="hy-layout.module-container content">x</div>');
    expect(css).toContain('.hy-layout\\.module-container{max-width:60rem}');
    expect(css).toContain('.content{content:"}{"}');
    const all = criticalCss(sheet, '<p class="a b">x</p>');
    expect(all.match(/\.a\{color:red\}/g)).toHaveLength(1);
  });

  it('reads the classes of the markup', () => {
    expect([...classesIn('<a class="x  y" href="#"><i class="z"></i></a><b data-class="no">')]).toEqual([
      'x',
      'y',
      'z',
    ]);
  });
});
