// Writes the demo courseware: one small SVG per page under this folder ({course}/{NN-name}.svg) and
// api/seed/courseware.ts, which lists them with their titles and text alternatives in the five site
// languages, sizes and SHA-256s. Run from anywhere: `node api/seed/assets/courseware/generate.mjs`.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const seedFile = path.resolve(here, '..', '..', 'courseware.ts');
const LANGS = ['zh-cn', 'en', 'es', 'ja', 'ko'];

const LABEL = {
  vocabulary: { 'zh-cn': '生词', en: 'Vocabulary', es: 'Vocabulario', ja: '語彙', ko: '어휘' },
  dialogue: { 'zh-cn': '对话', en: 'Dialogue', es: 'Diálogo', ja: '会話', ko: '대화' },
  titlePage: { 'zh-cn': '封面', en: 'Title page', es: 'Portada', ja: '表紙', ko: '표지' },
};

/** The demo live courses' slides; meanings are in English on the slides, so alternatives quote them. */
const COURSES = [
  {
    slug: 'hsk1-essentials',
    accent: '#c0392b',
    slides: [
      {
        name: 'title',
        kind: 'title',
        heading: '汉语入门 · 第一课',
        pinyin: 'Hànyǔ rùmén · dì yī kè',
        sub: 'HSK 1 Essentials — Lesson 1: Greetings',
        title: {
          'zh-cn': 'HSK 1 入门 · 第一课：问候',
          en: 'HSK 1 Essentials · Lesson 1: Greetings',
          es: 'HSK 1 esencial · Lección 1: Saludos',
          ja: 'HSK 1 入門 · 第1課：あいさつ',
          ko: 'HSK 1 입문 · 제1과: 인사',
        },
      },
      {
        name: 'greetings',
        kind: 'vocabulary',
        words: [
          ['你好', 'nǐ hǎo', 'hello'],
          ['谢谢', 'xièxie', 'thank you'],
          ['再见', 'zàijiàn', 'goodbye'],
          ['老师', 'lǎoshī', 'teacher'],
        ],
        title: {
          'zh-cn': '生词：问候',
          en: 'Vocabulary: greetings',
          es: 'Vocabulario: saludos',
          ja: '語彙：あいさつ',
          ko: '어휘: 인사',
        },
      },
      {
        name: 'numbers',
        kind: 'vocabulary',
        words: [
          ['一', 'yī', 'one'],
          ['二', 'èr', 'two'],
          ['三', 'sān', 'three'],
          ['十', 'shí', 'ten'],
        ],
        title: {
          'zh-cn': '生词：数字',
          en: 'Vocabulary: numbers',
          es: 'Vocabulario: números',
          ja: '語彙：数字',
          ko: '어휘: 숫자',
        },
      },
      {
        name: 'dialogue',
        kind: 'dialogue',
        lines: [
          ['A', '你好！', 'Nǐ hǎo!', 'Hello!'],
          ['B', '你好！你叫什么名字？', 'Nǐ hǎo! Nǐ jiào shénme míngzi?', "Hello! What's your name?"],
          ['A', '我叫大卫。', 'Wǒ jiào Dàwèi.', 'My name is David.'],
          ['B', '很高兴认识你。', 'Hěn gāoxìng rènshi nǐ.', 'Nice to meet you.'],
        ],
        title: {
          'zh-cn': '对话：认识新朋友',
          en: 'Dialogue: meeting someone new',
          es: 'Diálogo: conocer a alguien',
          ja: '会話：はじめまして',
          ko: '대화: 처음 만난 사람',
        },
      },
    ],
  },
  {
    slug: 'business-chinese',
    accent: '#1f5f8b',
    slides: [
      {
        name: 'title',
        kind: 'title',
        heading: '商务汉语 · 开会',
        pinyin: 'Shāngwù Hànyǔ · kāihuì',
        sub: 'Business Chinese — Lesson 1: Meetings',
        title: {
          'zh-cn': '商务汉语 · 第一课：开会',
          en: 'Business Chinese · Lesson 1: Meetings',
          es: 'Chino de negocios · Lección 1: Reuniones',
          ja: 'ビジネス中国語 · 第1課：会議',
          ko: '비즈니스 중국어 · 제1과: 회의',
        },
      },
      {
        name: 'meeting-words',
        kind: 'vocabulary',
        words: [
          ['会议', 'huìyì', 'meeting'],
          ['合同', 'hétong', 'contract'],
          ['客户', 'kèhù', 'client'],
          ['价格', 'jiàgé', 'price'],
        ],
        title: {
          'zh-cn': '生词：会议',
          en: 'Vocabulary: meetings',
          es: 'Vocabulario: reuniones',
          ja: '語彙：会議',
          ko: '어휘: 회의',
        },
      },
      {
        name: 'dialogue',
        kind: 'dialogue',
        lines: [
          ['A', '王经理，您好！', 'Wáng jīnglǐ, nín hǎo!', 'Hello, Manager Wang!'],
          ['B', '您好，请坐。', 'Nín hǎo, qǐng zuò.', 'Hello, please have a seat.'],
          ['A', '我们今天谈谈价格。', 'Wǒmen jīntiān tántan jiàgé.', "Let's talk about the price today."],
          ['B', '好的，合同在这儿。', 'Hǎo de, hétong zài zhèr.', 'Sure, the contract is here.'],
        ],
        title: {
          'zh-cn': '对话：谈价格',
          en: 'Dialogue: talking about the price',
          es: 'Diálogo: hablar del precio',
          ja: '会話：価格の話',
          ko: '대화: 가격 협상',
        },
      },
    ],
  },
  {
    slug: 'pronunciation-clinic',
    accent: '#2e7d4f',
    slides: [
      {
        name: 'title',
        kind: 'title',
        heading: '发音诊所 · 四声',
        pinyin: 'Fāyīn zhěnsuǒ · sì shēng',
        sub: 'Pronunciation Clinic — The four tones',
        title: {
          'zh-cn': '发音诊所 · 四声',
          en: 'Pronunciation Clinic · The four tones',
          es: 'Clínica de pronunciación · Los cuatro tonos',
          ja: '発音クリニック · 四声',
          ko: '발음 클리닉 · 4성조',
        },
      },
      {
        name: 'tones',
        kind: 'vocabulary',
        words: [
          ['妈', 'mā', 'mother (1st tone)'],
          ['麻', 'má', 'hemp (2nd tone)'],
          ['马', 'mǎ', 'horse (3rd tone)'],
          ['骂', 'mà', 'to scold (4th tone)'],
        ],
        title: {
          'zh-cn': '生词：ma 的四个声调',
          en: 'Vocabulary: the four tones of ma',
          es: 'Vocabulario: los cuatro tonos de ma',
          ja: '語彙：ma の四声',
          ko: '어휘: ma의 네 가지 성조',
        },
      },
    ],
  },
];

const escapeXml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const FONT = "'Noto Sans CJK SC','Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

function svgOf(course, slide, number, total) {
  const parts = [];
  const text = (x, y, size, body, extra = '') =>
    parts.push(`<text x="${x}" y="${y}" font-size="${size}" ${extra}>${escapeXml(body)}</text>`);
  if (slide.kind === 'title') {
    text(640, 300, 88, slide.heading, 'text-anchor="middle" font-weight="700"');
    text(640, 390, 44, slide.pinyin, `text-anchor="middle" fill="${course.accent}"`);
    text(640, 470, 36, slide.sub, 'text-anchor="middle" fill="#555"');
  } else if (slide.kind === 'vocabulary') {
    text(80, 110, 44, slide.title.en, 'font-weight="700"');
    slide.words.forEach(([hanzi, pinyin, meaning], index) => {
      const y = 220 + index * 120;
      text(100, y, 72, hanzi, 'font-weight="700"');
      text(470, y - 8, 40, pinyin, `fill="${course.accent}"`);
      text(820, y - 8, 36, meaning, 'fill="#444"');
    });
  } else {
    text(80, 110, 44, slide.title.en, 'font-weight="700"');
    slide.lines.forEach(([who, hanzi, pinyin, meaning], index) => {
      const y = 200 + index * 125;
      text(80, y, 40, `${who}:`, `fill="${course.accent}" font-weight="700"`);
      text(150, y, 44, hanzi);
      text(150, y + 40, 28, `${pinyin}  ·  ${meaning}`, 'fill="#555"');
    });
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" font-family="${FONT}" fill="#1d1d1f">`,
    `<title>${escapeXml(slide.title.en)}</title>`,
    `<rect width="1280" height="720" fill="#fdfbf7"/>`,
    `<rect width="1280" height="16" fill="${course.accent}"/>`,
    ...parts,
    `<text x="1200" y="690" font-size="24" text-anchor="end" fill="#888">${number} / ${total}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

function altOf(slide) {
  return Object.fromEntries(
    LANGS.map((lang) => {
      if (slide.kind === 'title')
        return [lang, `${LABEL.titlePage[lang]}: ${slide.title[lang]}. ${slide.heading} (${slide.pinyin}).`];
      const items =
        slide.kind === 'vocabulary'
          ? slide.words.map(([hanzi, pinyin, meaning]) => `${hanzi} (${pinyin}): ${meaning}`)
          : slide.lines.map(([who, hanzi, pinyin, meaning]) => `${who}: ${hanzi} (${pinyin}) “${meaning}”`);
      return [lang, `${slide.title[lang]}. ${items.join('; ')}.`];
    }),
  );
}

const seeds = [];
for (const course of COURSES) {
  const dir = path.join(here, course.slug);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const pages = course.slides.map((slide, index) => {
    const file = `${course.slug}/${String(index + 1).padStart(2, '0')}-${slide.name}.svg`;
    const svg = Buffer.from(svgOf(course, slide, index + 1, course.slides.length), 'utf8');
    writeFileSync(path.join(here, file), svg);
    return {
      file,
      bytes: svg.length,
      sha256: createHash('sha256').update(svg).digest('hex'),
      title: slide.title,
      alt: altOf(slide),
    };
  });
  seeds.push({ course: course.slug, pages });
}

writeFileSync(
  seedFile,
  `// Generated by api/seed/assets/courseware/generate.mjs: edit the slides there and run it again.
import type { SeedCourseware } from '../src/seed-data.ts';

/** The demo live courses' courseware: SVG pages under api/seed/assets/courseware. */
export const courseware: readonly SeedCourseware[] = ${JSON.stringify(seeds, null, 2)};
`,
);
console.log(`wrote ${seeds.reduce((sum, seed) => sum + seed.pages.length, 0)} pages and ${seedFile}`);
