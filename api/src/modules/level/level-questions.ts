import type { Lang } from '@hanyu/contract';

/** What a question asks, said in the site's language; the question itself is Chinese. */
export type InstructionKind = 'meaning' | 'pinyin' | 'fill' | 'reply' | 'read' | 'closest';

export const INSTRUCTIONS: Record<InstructionKind, Record<Lang, string>> = {
  meaning: {
    'zh-cn': '这个词是什么意思？',
    en: 'What does this word mean?',
    es: '¿Qué significa esta palabra?',
    ja: 'この言葉の意味はどれですか。',
    ko: '이 말의 뜻은 무엇입니까?',
  },
  pinyin: {
    'zh-cn': '选择正确的拼音。',
    en: 'Choose the correct pinyin.',
    es: 'Elige el pinyin correcto.',
    ja: '正しいピンインを選んでください。',
    ko: '올바른 병음을 고르세요.',
  },
  fill: {
    'zh-cn': '选择合适的词语填空。',
    en: 'Choose the word that completes the sentence.',
    es: 'Elige la palabra que completa la frase.',
    ja: '空欄に入る最も適切な語を選んでください。',
    ko: '빈칸에 알맞은 단어를 고르세요.',
  },
  reply: {
    'zh-cn': '选择最合适的回答。',
    en: 'Choose the most fitting reply.',
    es: 'Elige la respuesta más adecuada.',
    ja: '最も適切な返答を選んでください。',
    ko: '가장 알맞은 대답을 고르세요.',
  },
  read: {
    'zh-cn': '阅读短文，回答问题。',
    en: 'Read the passage and answer the question.',
    es: 'Lee el texto y responde a la pregunta.',
    ja: '文章を読んで、質問に答えてください。',
    ko: '글을 읽고 질문에 답하세요.',
  },
  closest: {
    'zh-cn': '选择与引号中词语意思最接近的一项。',
    en: 'Choose the meaning closest to the expression in quotation marks.',
    es: 'Elige el significado más cercano a la expresión entre comillas.',
    ja: 'かぎかっこ内の表現に最も近い意味を選んでください。',
    ko: '따옴표 안 표현과 뜻이 가장 가까운 것을 고르세요.',
  },
};

export interface LevelQuestionData {
  /** Stable id: answers refer to it. */
  id: string;
  /** The HSK level the question tests. */
  hsk: 1 | 2 | 3 | 4 | 5 | 6;
  instruction: InstructionKind;
  prompt: string;
  /** Option texts: Chinese (the same in every language) or one text per language. */
  options: Array<{ id: string; text: string | Record<Lang, string> }>;
  /** Never sent to the client. */
  answer: string;
}

/** Twelve questions, two per HSK level from 1 to 6, easiest first. */
export const LEVEL_QUESTIONS: readonly LevelQuestionData[] = [
  {
    id: 'q01',
    hsk: 1,
    instruction: 'meaning',
    prompt: '谢谢',
    options: [
      {
        id: 'a',
        text: { 'zh-cn': '表示问候', en: 'Hello', es: 'Hola', ja: 'こんにちは', ko: '안녕하세요' },
      },
      {
        id: 'b',
        text: { 'zh-cn': '表示感谢', en: 'Thank you', es: 'Gracias', ja: 'ありがとう', ko: '감사합니다' },
      },
      {
        id: 'c',
        text: { 'zh-cn': '表示道歉', en: 'Sorry', es: 'Perdón', ja: 'ごめんなさい', ko: '미안합니다' },
      },
      {
        id: 'd',
        text: { 'zh-cn': '表示告别', en: 'Goodbye', es: 'Adiós', ja: 'さようなら', ko: '안녕히 가세요' },
      },
    ],
    answer: 'b',
  },
  {
    id: 'q02',
    hsk: 1,
    instruction: 'pinyin',
    prompt: '你好',
    options: [
      { id: 'a', text: 'nǐ hǎo' },
      { id: 'b', text: 'nǐ hào' },
      { id: 'c', text: 'ní hāo' },
      { id: 'd', text: 'nì hǎo' },
    ],
    answer: 'a',
  },
  {
    id: 'q03',
    hsk: 2,
    instruction: 'fill',
    prompt: '我每天早上七点＿＿床。',
    options: [
      { id: 'a', text: '睡' },
      { id: 'b', text: '坐' },
      { id: 'c', text: '起' },
      { id: 'd', text: '站' },
    ],
    answer: 'c',
  },
  {
    id: 'q04',
    hsk: 2,
    instruction: 'reply',
    prompt: '你昨天为什么没来上课？',
    options: [
      { id: 'a', text: '我明天去。' },
      { id: 'b', text: '我坐出租车来的。' },
      { id: 'c', text: '是的，我来了。' },
      { id: 'd', text: '因为我生病了。' },
    ],
    answer: 'd',
  },
  {
    id: 'q05',
    hsk: 3,
    instruction: 'fill',
    prompt: '我已经把作业＿＿完了，可以出去玩了。',
    options: [
      { id: 'a', text: '做' },
      { id: 'b', text: '在' },
      { id: 'c', text: '得' },
      { id: 'd', text: '着' },
    ],
    answer: 'a',
  },
  {
    id: 'q06',
    hsk: 3,
    instruction: 'fill',
    prompt: '外面下雨了，出门的时候别忘了＿＿雨伞。',
    options: [
      { id: 'a', text: '戴' },
      { id: 'b', text: '带' },
      { id: 'c', text: '穿' },
      { id: 'd', text: '送' },
    ],
    answer: 'b',
  },
  {
    id: 'q07',
    hsk: 4,
    instruction: 'fill',
    prompt: '＿＿天气不太好，比赛还是按时举行了。',
    options: [
      { id: 'a', text: '因为' },
      { id: 'b', text: '只要' },
      { id: 'c', text: '尽管' },
      { id: 'd', text: '如果' },
    ],
    answer: 'c',
  },
  {
    id: 'q08',
    hsk: 4,
    instruction: 'read',
    prompt: '小王本来打算周末去爬山，可是突然接到公司的电话，只好去加班了。\n问：小王周末做了什么？',
    options: [
      { id: 'a', text: '去爬山了' },
      { id: 'b', text: '在家休息' },
      { id: 'c', text: '给朋友打电话' },
      { id: 'd', text: '去公司工作了' },
    ],
    answer: 'd',
  },
  {
    id: 'q09',
    hsk: 5,
    instruction: 'fill',
    prompt: '一次失败并不说明什么，＿＿坚持下去，总有一天会成功的。',
    options: [
      { id: 'a', text: '只要' },
      { id: 'b', text: '除非' },
      { id: 'c', text: '哪怕' },
      { id: 'd', text: '既然' },
    ],
    answer: 'a',
  },
  {
    id: 'q10',
    hsk: 5,
    instruction: 'closest',
    prompt: '他做事总是“马马虎虎”的，经常出错。',
    options: [
      { id: 'a', text: '非常小心' },
      { id: 'b', text: '不认真' },
      { id: 'c', text: '速度很快' },
      { id: 'd', text: '十分努力' },
    ],
    answer: 'b',
  },
  {
    id: 'q11',
    hsk: 6,
    instruction: 'fill',
    prompt: '面对突如其来的变化，他显得十分＿＿，仿佛早有准备。',
    options: [
      { id: 'a', text: '慌张' },
      { id: 'b', text: '犹豫' },
      { id: 'c', text: '狼狈' },
      { id: 'd', text: '从容' },
    ],
    answer: 'd',
  },
  {
    id: 'q12',
    hsk: 6,
    instruction: 'read',
    prompt:
      '这家老字号之所以能经营百年而不衰，靠的不是铺天盖地的广告，而是顾客之间口口相传的好名声。\n问：这家店长期成功的主要原因是什么？',
    options: [
      { id: 'a', text: '大量的广告' },
      { id: 'b', text: '低廉的价格' },
      { id: 'c', text: '顾客的口碑' },
      { id: 'd', text: '优越的位置' },
    ],
    answer: 'c',
  },
];
