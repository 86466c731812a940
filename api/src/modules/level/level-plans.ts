import type { CourseKind, Lang } from '@hanyu/contract';

export type Grade = 'zero' | 'beginner' | 'intermediate' | 'advanced';

export interface PlanTemplate {
  weeklyLessons: number;
  courseKinds: CourseKind[];
  /** The summary, given the HSK level the answers place the learner at. */
  summary: Record<Lang, (hsk: number) => string>;
  steps: Record<Lang, string[]>;
}

/** A learning plan per grade, in every site language. */
export const PLANS: Record<Grade, PlanTemplate> = {
  zero: {
    weeklyLessons: 3,
    courseKinds: ['live', 'video'],
    summary: {
      'zh-cn': () =>
        '你是零基础——这是最好的起点。先打好发音和基础会话的底子，几周后你就能用中文做自我介绍了。',
      en: () =>
        'You are starting from zero — the best place to start. Build solid pronunciation and everyday basics first, and within a few weeks you will introduce yourself in Chinese.',
      es: () =>
        'Empiezas desde cero, el mejor punto de partida. Primero construye una buena pronunciación y las bases de la conversación, y en pocas semanas podrás presentarte en chino.',
      ja: () =>
        'まったくのゼロからのスタートです。これ以上ない出発点です。まず発音と基本会話の土台を固めれば、数週間で中国語で自己紹介ができるようになります。',
      ko: () =>
        '완전히 처음부터 시작하시네요. 가장 좋은 출발점입니다. 먼저 발음과 기초 회화를 탄탄히 다지면, 몇 주 안에 중국어로 자기소개를 할 수 있게 됩니다.',
    },
    steps: {
      'zh-cn': [
        '用两周时间掌握拼音和四个声调，每天跟读十分钟。',
        '每周三节一对一课，从问候、数字和自我介绍学起。',
        '课后看对应的视频课复习，把新词加入生词本。',
        '一个月后再做一次测试，看看自己的进步。',
      ],
      en: [
        'Spend two weeks on pinyin and the four tones, shadowing for ten minutes a day.',
        'Take three one-on-one lessons a week, starting with greetings, numbers and introducing yourself.',
        'Review each lesson with the matching video lesson and add the new words to your word list.',
        'Take this test again after a month to see how far you have come.',
      ],
      es: [
        'Dedica dos semanas al pinyin y a los cuatro tonos, repitiendo en voz alta diez minutos al día.',
        'Toma tres clases individuales por semana, empezando por los saludos, los números y cómo presentarte.',
        'Repasa cada clase con la videolección correspondiente y añade las palabras nuevas a tu lista.',
        'Vuelve a hacer esta prueba al cabo de un mes para ver cuánto has avanzado.',
      ],
      ja: [
        '最初の2週間でピンインと四声を身につけ、毎日10分シャドーイングしましょう。',
        '週3回のマンツーマンレッスンで、あいさつ・数字・自己紹介から始めます。',
        'レッスン後は対応する動画レッスンで復習し、新しい単語を単語帳に加えましょう。',
        '1か月後にもう一度このテストを受けて、上達を確かめましょう。',
      ],
      ko: [
        '처음 2주 동안 병음과 네 가지 성조를 익히고, 매일 10분씩 따라 읽으세요.',
        '주 3회 1:1 수업으로 인사, 숫자, 자기소개부터 시작합니다.',
        '수업이 끝나면 관련 동영상 강의로 복습하고 새 단어를 단어장에 추가하세요.',
        '한 달 뒤에 이 테스트를 다시 보고 얼마나 늘었는지 확인해 보세요.',
      ],
    },
  },
  beginner: {
    weeklyLessons: 3,
    courseKinds: ['live', 'group', 'video'],
    summary: {
      'zh-cn': (hsk) =>
        `你的答题情况相当于 HSK ${hsk} 级。基础已经有了，接下来要多开口，把学过的词用到真实的对话里。`,
      en: (hsk) =>
        `Your answers place you at about HSK ${hsk}. You have the basics; now it is time to speak more and put the words you know to work in real conversations.`,
      es: (hsk) =>
        `Tus respuestas te sitúan en torno al HSK ${hsk}. Ya tienes las bases; ahora toca hablar más y usar las palabras que conoces en conversaciones reales.`,
      ja: (hsk) =>
        `あなたの解答はHSK ${hsk}級程度に相当します。基礎はできています。これからはもっと話して、覚えた単語を実際の会話で使っていきましょう。`,
      ko: (hsk) =>
        `답변으로 보면 HSK ${hsk}급 정도입니다. 기초는 갖추셨으니, 이제 더 많이 말하면서 아는 단어를 실제 대화에 활용할 차례입니다.`,
    },
    steps: {
      'zh-cn': [
        '每周两节一对一课，围绕日常场景练习口语和听力。',
        '加入一个小班课，和水平相近的同学一起练习对话。',
        '每天用视频课学十五分钟，重点复习量词和常用句型。',
        '以下一个 HSK 级别为目标，两个月后报名模拟考试。',
      ],
      en: [
        'Take two one-on-one lessons a week on everyday situations, for speaking and listening.',
        'Join a small group class to practise conversations with learners at your level.',
        'Study fifteen minutes a day with video lessons, focusing on measure words and common patterns.',
        'Aim for the next HSK level and sit a mock test in two months.',
      ],
      es: [
        'Toma dos clases individuales por semana sobre situaciones cotidianas, para hablar y escuchar.',
        'Únete a una clase en grupo reducido para practicar conversaciones con estudiantes de tu nivel.',
        'Estudia quince minutos al día con videolecciones, centrándote en los clasificadores y las estructuras frecuentes.',
        'Ponte como meta el siguiente nivel del HSK y haz un simulacro dentro de dos meses.',
      ],
      ja: [
        '週2回のマンツーマンレッスンで、日常の場面に沿ってスピーキングとリスニングを練習します。',
        '少人数のグループレッスンに参加し、同じレベルの仲間と会話練習をしましょう。',
        '毎日15分動画レッスンで学び、量詞とよく使う文型を重点的に復習します。',
        '次のHSK級を目標にし、2か月後に模擬試験を受けましょう。',
      ],
      ko: [
        '주 2회 1:1 수업으로 일상 상황에 맞춰 말하기와 듣기를 연습하세요.',
        '비슷한 수준의 학습자들과 대화를 연습할 수 있는 소규모 그룹 수업에 참여하세요.',
        '매일 15분씩 동영상 강의로 공부하며 양사와 자주 쓰는 문형을 집중적으로 복습하세요.',
        '다음 HSK 급수를 목표로 두 달 뒤 모의고사를 보세요.',
      ],
    },
  },
  intermediate: {
    weeklyLessons: 2,
    courseKinds: ['live', 'group'],
    summary: {
      'zh-cn': (hsk) =>
        `你的答题情况相当于 HSK ${hsk} 级。你已经能应付大部分日常交流，下一步是表达得更准确、更自然。`,
      en: (hsk) =>
        `Your answers place you at about HSK ${hsk}. You can handle most everyday exchanges; the next step is to express yourself more precisely and naturally.`,
      es: (hsk) =>
        `Tus respuestas te sitúan en torno al HSK ${hsk}. Ya te desenvuelves en la mayoría de las situaciones cotidianas; el siguiente paso es expresarte con más precisión y naturalidad.`,
      ja: (hsk) =>
        `あなたの解答はHSK ${hsk}級程度に相当します。日常のやりとりはほぼこなせるので、次はより正確で自然な表現を目指しましょう。`,
      ko: (hsk) =>
        `답변으로 보면 HSK ${hsk}급 정도입니다. 일상적인 대화는 대부분 가능하니, 다음 단계는 더 정확하고 자연스럽게 표현하는 것입니다.`,
    },
    steps: {
      'zh-cn': [
        '每周两节一对一课，练习讲述经历、表达观点和比较。',
        '参加主题小班课，在讨论中练习连接词和复句。',
        '每周读一篇短文或听一期播客，记下十个新词。',
        '为 HSK 4 或 5 级制定备考计划，每月做一次完整模拟题。',
      ],
      en: [
        'Take two one-on-one lessons a week to practise telling stories, giving opinions and comparing.',
        'Join topic-based group classes and use connectives and complex sentences in discussion.',
        'Read one short article or listen to one podcast episode a week and note ten new words.',
        'Plan for HSK 4 or 5 and do one full practice paper every month.',
      ],
      es: [
        'Toma dos clases individuales por semana para practicar cómo contar experiencias, opinar y comparar.',
        'Únete a clases en grupo por temas y usa conectores y oraciones compuestas al debatir.',
        'Lee un artículo breve o escucha un episodio de pódcast cada semana y apunta diez palabras nuevas.',
        'Prepara el HSK 4 o 5 y haz un examen de práctica completo cada mes.',
      ],
      ja: [
        '週2回のマンツーマンレッスンで、経験を語る・意見を述べる・比較する練習をします。',
        'テーマ別のグループレッスンに参加し、議論の中で接続詞や複文を使いましょう。',
        '毎週短い文章を1本読むかポッドキャストを1回聞き、新しい単語を10個メモします。',
        'HSK 4級または5級の受験計画を立て、毎月1回模擬問題を通して解きましょう。',
      ],
      ko: [
        '주 2회 1:1 수업으로 경험 이야기하기, 의견 말하기, 비교하기를 연습하세요.',
        '주제별 그룹 수업에 참여해 토론하며 접속사와 복문을 써 보세요.',
        '매주 짧은 글 한 편을 읽거나 팟캐스트 한 편을 듣고 새 단어 열 개를 적어 두세요.',
        'HSK 4급이나 5급 준비 계획을 세우고 매달 모의고사를 한 번씩 풀어 보세요.',
      ],
    },
  },
  advanced: {
    weeklyLessons: 2,
    courseKinds: ['live'],
    summary: {
      'zh-cn': (hsk) =>
        `你的答题情况相当于 HSK ${hsk} 级。你的中文已经很扎实了，接下来可以在专业话题和书面表达上精益求精。`,
      en: (hsk) =>
        `Your answers place you at about HSK ${hsk}. Your Chinese is already strong; from here, refine it on specialist topics and in formal writing.`,
      es: (hsk) =>
        `Tus respuestas te sitúan en torno al HSK ${hsk}. Tu chino ya es sólido; a partir de aquí, pule tu nivel en temas especializados y en la expresión escrita formal.`,
      ja: (hsk) =>
        `あなたの解答はHSK ${hsk}級程度に相当します。中国語の力はすでに十分です。ここからは専門的な話題や書き言葉の表現に磨きをかけましょう。`,
      ko: (hsk) =>
        `답변으로 보면 HSK ${hsk}급 정도입니다. 중국어 실력이 이미 탄탄하니, 이제 전문 주제와 격식 있는 글쓰기에서 완성도를 높여 보세요.`,
    },
    steps: {
      'zh-cn': [
        '每周两节一对一课，围绕你的工作或专业领域进行深入讨论。',
        '练习正式场合的表达：演讲、汇报和商务写作。',
        '每周精读一篇新闻评论，积累成语和书面语。',
        '以 HSK 6 级或更高级别为目标，定期做限时写作练习。',
      ],
      en: [
        'Take two one-on-one lessons a week with in-depth discussion of your work or field.',
        'Practise formal Chinese: presentations, reports and business writing.',
        'Read one opinion piece closely each week and collect idioms and written expressions.',
        'Aim for HSK 6 or above and do timed writing practice regularly.',
      ],
      es: [
        'Toma dos clases individuales por semana con debates a fondo sobre tu trabajo o tu especialidad.',
        'Practica el chino formal: presentaciones, informes y redacción profesional.',
        'Lee con atención un artículo de opinión cada semana y recopila chengyu y expresiones escritas.',
        'Ponte como meta el HSK 6 o superior y practica la redacción con tiempo limitado con regularidad.',
      ],
      ja: [
        '週2回のマンツーマンレッスンで、仕事や専門分野について深く議論しましょう。',
        'スピーチ、報告、ビジネス文書など、改まった場面の表現を練習します。',
        '毎週論説記事を1本精読し、成語や書き言葉の表現を蓄えましょう。',
        'HSK 6級以上を目標に、時間を計った作文練習を定期的に行いましょう。',
      ],
      ko: [
        '주 2회 1:1 수업에서 업무나 전문 분야에 대해 깊이 있게 토론하세요.',
        '발표, 보고, 비즈니스 글쓰기 등 격식 있는 중국어를 연습하세요.',
        '매주 논평 기사 한 편을 정독하며 성어와 문어체 표현을 익히세요.',
        'HSK 6급 이상을 목표로 시간을 재고 쓰는 작문 연습을 꾸준히 하세요.',
      ],
    },
  },
};
