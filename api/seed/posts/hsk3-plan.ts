import type { SeedPost } from '../../src/seed-data.ts';

export const hsk3Plan: SeedPost = {
  slug: 'hsk3-in-eight-weeks',
  kind: 'blog',
  author: 'Zhou Ting',
  publishedAt: '2026-02-09',
  tags: ['hsk', 'study-tips'],
  sourceLanguage: 'zh-cn',
  audio: null,
  title: {
    'zh-cn': '八周备考 HSK 3：一份可以照着做的计划',
    en: 'HSK 3 in Eight Weeks: A Plan You Can Actually Follow',
    es: 'El HSK 3 en ocho semanas: un plan que de verdad puedes seguir',
    ja: '8週間でHSK 3級：そのまま実行できる学習プラン',
    ko: '8주 만에 HSK 3급: 그대로 따라 할 수 있는 계획',
  },
  summary: {
    'zh-cn': '周婷老师带过的 HSK 3 小班通过率一直很高，她把八周的备考节奏整理成了这份计划。',
    en: 'Zhou Ting’s HSK 3 groups have a consistently high pass rate. Here is the eight-week rhythm she uses with them.',
    es: 'Los grupos de HSK 3 de Zhou Ting tienen un índice de aprobados muy alto. Este es el ritmo de ocho semanas que sigue con ellos.',
    ja: '高い合格率を誇る周婷先生のHSK 3級クラス。その8週間の学習リズムをプランにまとめました。',
    ko: '저우팅 선생님의 HSK 3급 소그룹은 꾸준히 높은 합격률을 기록합니다. 그 8주간의 학습 리듬을 계획으로 정리했습니다.',
  },
  body: {
    'zh-cn': `<p>HSK 3 要求掌握 600 个词，能就日常生活、学习和工作中的话题进行基本交流。听起来不少，但如果每周有清楚的目标，八周完全够用。</p>
<h2>第 1–2 周：打好词汇基础</h2>
<p>每天学 20 个新词，复习前三天的词。不要只背单个词，要背短语，比如 <strong>打扫房间</strong> dǎsǎo fángjiān、<strong>遇到问题</strong> yùdào wèntí。</p>
<h2>第 3–4 周：语法和句子</h2>
<p>HSK 3 最常考的语法点包括：</p>
<ul>
<li>“把”字句：<strong>请把门关上。</strong> Qǐng bǎ mén guānshang.</li>
<li>比较句：<strong>今天比昨天冷。</strong> Jīntiān bǐ zuótiān lěng.</li>
<li>结果补语：<strong>我听懂了。</strong> Wǒ tīngdǒng le.</li>
</ul>
<p>每学一个语法点，就用它写三个和自己生活有关的句子。</p>
<h2>第 5–6 周：分题型训练</h2>
<p>听力、阅读、书写三部分分开练，每天只练一种题型，计时完成。做完后一定要看解析，把错题记在本子上。</p>
<h2>第 7–8 周：模拟考试</h2>
<p>每周做一套完整的模拟题，严格按照考试时间。第 8 周的最后几天只复习错题本，不再学新内容。</p>
<blockquote><p>备考最怕的不是难，而是乱。每天知道自己该做什么，就已经成功了一半。</p></blockquote>
<h3>一个小建议</h3>
<p>找一个学习伙伴，或者参加小班课。每周和别人一起对答案、练口语，比一个人坚持要容易得多。<strong>祝你考试顺利！</strong> Zhù nǐ kǎoshì shùnlì!</p>`,
    en: `<p>HSK 3 asks you to know 600 words and handle basic conversations about daily life, study and work. That sounds like a lot, but with a clear goal for each week, eight weeks is plenty.</p>
<h2>Weeks 1–2: build your vocabulary</h2>
<p>Learn 20 new words a day and review the words of the previous three days. Don’t learn words on their own; learn them in phrases, such as <strong>打扫房间</strong> dǎsǎo fángjiān (to clean the room) and <strong>遇到问题</strong> yùdào wèntí (to run into a problem).</p>
<h2>Weeks 3–4: grammar and sentences</h2>
<p>The grammar points HSK 3 tests most often include:</p>
<ul>
<li>The 把 sentence: <strong>请把门关上。</strong> Qǐng bǎ mén guānshang. (Please close the door.)</li>
<li>Comparisons: <strong>今天比昨天冷。</strong> Jīntiān bǐ zuótiān lěng. (Today is colder than yesterday.)</li>
<li>Result complements: <strong>我听懂了。</strong> Wǒ tīngdǒng le. (I understood.)</li>
</ul>
<p>For every grammar point, write three sentences about your own life.</p>
<h2>Weeks 5–6: practice by question type</h2>
<p>Train listening, reading and writing separately, one question type a day, against the clock. Always read the explanations afterwards and copy your mistakes into a notebook.</p>
<h2>Weeks 7–8: mock exams</h2>
<p>Do one full mock exam a week under real exam timing. In the last few days of week 8, review only your mistake notebook and learn nothing new.</p>
<blockquote><p>What hurts exam preparation most is not difficulty but disorder. If you know what to do each day, you are already halfway there.</p></blockquote>
<h3>One more tip</h3>
<p>Find a study partner or join a small group. Checking answers and practicing speaking with others every week is far easier than going it alone. <strong>祝你考试顺利！</strong> Zhù nǐ kǎoshì shùnlì! (Good luck with your exam!)</p>`,
    es: `<p>El HSK 3 exige conocer 600 palabras y desenvolverse en conversaciones básicas sobre la vida diaria, los estudios y el trabajo. Parece mucho, pero con un objetivo claro para cada semana, ocho semanas son más que suficientes.</p>
<h2>Semanas 1–2: construye tu vocabulario</h2>
<p>Aprende 20 palabras nuevas al día y repasa las de los tres días anteriores. No memorices palabras sueltas, sino expresiones, como <strong>打扫房间</strong> dǎsǎo fángjiān (limpiar la habitación) y <strong>遇到问题</strong> yùdào wèntí (encontrarse con un problema).</p>
<h2>Semanas 3–4: gramática y frases</h2>
<p>Entre los puntos gramaticales que más salen en el HSK 3 están:</p>
<ul>
<li>La oración con 把: <strong>请把门关上。</strong> Qǐng bǎ mén guānshang. (Cierra la puerta, por favor.)</li>
<li>Las comparaciones: <strong>今天比昨天冷。</strong> Jīntiān bǐ zuótiān lěng. (Hoy hace más frío que ayer.)</li>
<li>Los complementos de resultado: <strong>我听懂了。</strong> Wǒ tīngdǒng le. (Lo he entendido.)</li>
</ul>
<p>Con cada punto gramatical, escribe tres frases sobre tu propia vida.</p>
<h2>Semanas 5–6: práctica por tipo de pregunta</h2>
<p>Entrena por separado la comprensión auditiva, la lectura y la escritura, un tipo de pregunta al día y con cronómetro. Lee siempre las explicaciones y apunta tus errores en un cuaderno.</p>
<h2>Semanas 7–8: simulacros</h2>
<p>Haz un simulacro completo por semana con los tiempos reales del examen. Los últimos días de la semana 8, repasa solo tu cuaderno de errores y no estudies nada nuevo.</p>
<blockquote><p>Lo que más perjudica la preparación de un examen no es la dificultad, sino el desorden. Si cada día sabes lo que tienes que hacer, ya tienes medio camino recorrido.</p></blockquote>
<h3>Un último consejo</h3>
<p>Busca un compañero de estudio o apúntate a un grupo reducido. Corregir respuestas y practicar la conversación con otros cada semana es mucho más fácil que hacerlo solo. <strong>祝你考试顺利！</strong> Zhù nǐ kǎoshì shùnlì! (¡Suerte en el examen!)</p>`,
    ja: `<p>HSK 3級では600語を覚え、日常生活や勉強、仕事についての基本的なやり取りができることが求められます。多く感じるかもしれませんが、毎週の目標をはっきりさせれば、8週間で十分間に合います。</p>
<h2>第1〜2週：語彙の土台を作る</h2>
<p>毎日20語を新しく覚え、前の3日分を復習します。単語だけでなくフレーズで覚えましょう。たとえば <strong>打扫房间</strong> dǎsǎo fángjiān（部屋を掃除する）、<strong>遇到问题</strong> yùdào wèntí（問題にぶつかる）などです。</p>
<h2>第3〜4週：文法と文</h2>
<p>HSK 3級でよく出る文法項目は次のとおりです。</p>
<ul>
<li>「把」構文：<strong>请把门关上。</strong> Qǐng bǎ mén guānshang.（ドアを閉めてください。）</li>
<li>比較文：<strong>今天比昨天冷。</strong> Jīntiān bǐ zuótiān lěng.（今日は昨日より寒い。）</li>
<li>結果補語：<strong>我听懂了。</strong> Wǒ tīngdǒng le.（聞いてわかりました。）</li>
</ul>
<p>文法をひとつ学ぶたびに、自分の生活に関する文を3つ書いてみましょう。</p>
<h2>第5〜6週：出題形式ごとの練習</h2>
<p>リスニング・読解・作文を分けて、1日1つの形式を時間を計って解きます。解き終えたら必ず解説を読み、間違えた問題をノートに書き写しましょう。</p>
<h2>第7〜8週：模擬試験</h2>
<p>毎週1回、本番と同じ時間で模擬試験を解きます。第8週の最後の数日は間違いノートの復習だけにして、新しいことは学びません。</p>
<blockquote><p>試験勉強でいちばん怖いのは難しさではなく、やることがバラバラになること。毎日やるべきことがわかっていれば、もう半分は成功です。</p></blockquote>
<h3>最後にひとつアドバイス</h3>
<p>学習仲間を見つけるか、少人数クラスに参加しましょう。毎週だれかと答え合わせをしたり会話を練習したりするほうが、一人で続けるよりずっと楽です。<strong>祝你考试顺利！</strong> Zhù nǐ kǎoshì shùnlì!（試験がうまくいきますように！）</p>`,
    ko: `<p>HSK 3급은 어휘 600개를 알고 일상생활, 공부, 업무에 관한 기본적인 대화를 할 수 있어야 합니다. 많아 보이지만 매주 목표가 분명하다면 8주면 충분합니다.</p>
<h2>1~2주 차: 어휘 기초 다지기</h2>
<p>하루에 새 단어 20개를 배우고 앞선 사흘 치 단어를 복습하세요. 단어만 따로 외우지 말고 구로 외우세요. 예를 들어 <strong>打扫房间</strong> dǎsǎo fángjiān(방을 청소하다), <strong>遇到问题</strong> yùdào wèntí(문제에 부딪히다)처럼요.</p>
<h2>3~4주 차: 문법과 문장</h2>
<p>HSK 3급에 자주 나오는 문법은 다음과 같습니다.</p>
<ul>
<li>把자문: <strong>请把门关上。</strong> Qǐng bǎ mén guānshang.(문 좀 닫아 주세요.)</li>
<li>비교문: <strong>今天比昨天冷。</strong> Jīntiān bǐ zuótiān lěng.(오늘은 어제보다 추워요.)</li>
<li>결과보어: <strong>我听懂了。</strong> Wǒ tīngdǒng le.(알아들었어요.)</li>
</ul>
<p>문법을 하나 배울 때마다 내 생활과 관련된 문장을 세 개씩 써 보세요.</p>
<h2>5~6주 차: 유형별 훈련</h2>
<p>듣기, 독해, 쓰기를 나눠서 하루에 한 유형씩 시간을 재며 풉니다. 다 푼 뒤에는 반드시 해설을 읽고 틀린 문제를 오답 노트에 옮겨 적으세요.</p>
<h2>7~8주 차: 모의고사</h2>
<p>매주 실제 시험 시간에 맞춰 모의고사를 한 세트씩 풉니다. 8주 차 마지막 며칠은 오답 노트만 복습하고 새로운 내용은 공부하지 않습니다.</p>
<blockquote><p>시험 준비에서 가장 무서운 것은 어려움이 아니라 무질서입니다. 매일 무엇을 해야 할지 안다면 이미 절반은 성공한 셈입니다.</p></blockquote>
<h3>마지막 팁</h3>
<p>함께 공부할 친구를 찾거나 소그룹 수업에 참여하세요. 매주 다른 사람과 답을 맞춰 보고 말하기를 연습하는 것이 혼자 버티는 것보다 훨씬 쉽습니다. <strong>祝你考试顺利！</strong> Zhù nǐ kǎoshì shùnlì!(시험 잘 보세요!)</p>`,
  },
};
