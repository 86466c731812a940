import { avatarSvg, contentVersion, coverSvg, initialsOf } from './svg-art.ts';

describe('initialsOf', () => {
  it.each([
    ['Wang Lin', 'WL'],
    ['li na', 'LN'],
    ['Ouyang Xiu Wen', 'OW'],
    ['Madonna', 'M'],
    ['王琳', '王'],
    ['  ', '?'],
  ])('%p → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('avatarSvg', () => {
  it('is deterministic and escapes the name', () => {
    expect(avatarSvg('Zhao Min')).toBe(avatarSvg('Zhao Min'));
    const svg = avatarSvg('A <b>&"c"');
    expect(svg).toContain('aria-label="A &#60;b&#62;&#38;&#34;c&#34;"');
    expect(svg).not.toContain('<b>');
  });

  it('draws the initials on a brand-coloured circle', () => {
    const svg = avatarSvg('Chen Jing');
    expect(svg).toMatch(/<circle cx="80" cy="80" r="80" fill="#[0-9a-f]{6}"\/>/);
    expect(svg).toContain('>CJ</text>');
  });
});

describe('coverSvg', () => {
  it('differs by kind and shows the level', () => {
    const live = coverSvg({ id: 1, kind: 'live', level: 'HSK 1' });
    const video = coverSvg({ id: 1, kind: 'video', level: 'HSK 1' });
    expect(live).not.toBe(video);
    expect(live).toContain('>说</text>');
    expect(video).toContain('>看</text>');
    expect(live).toContain('>HSK 1</text>');
    expect(coverSvg({ id: 1, kind: 'live', level: 'HSK 1' })).toBe(live);
  });
});

describe('contentVersion', () => {
  it('is a short stable hash that changes with its inputs', () => {
    expect(contentVersion('a', 1)).toMatch(/^[0-9a-f]{10}$/);
    expect(contentVersion('a', 1)).toBe(contentVersion('a', 1));
    expect(contentVersion('a', 1)).not.toBe(contentVersion('a', 2));
  });
});
