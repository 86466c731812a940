import type { SeedPost } from '../../src/seed-data.ts';

export const kidsAtHome: SeedPost = {
  slug: 'chinese-at-home-with-kids',
  kind: 'blog',
  author: 'Chen Jing',
  publishedAt: '2026-05-20',
  tags: ['study-tips'],
  sourceLanguage: 'zh-cn',
  audio: null,
  title: {
    'zh-cn': '家长不会中文，也能陪孩子练中文',
    en: 'You Don’t Need to Speak Chinese to Help Your Child Practice',
    es: 'No necesitas hablar chino para ayudar a tu hijo a practicar',
    ja: '保護者が中国語を話せなくても、子どもの練習は手伝える',
    ko: '부모가 중국어를 못해도 아이의 연습을 도울 수 있어요',
  },
  summary: {
    'zh-cn': '教过上千名海外儿童的陈静老师，分享五个每天只需十分钟的家庭小游戏。',
    en: 'Chen Jing, who has taught more than a thousand children overseas, shares five ten-minute games for home.',
    es: 'Chen Jing, que ha enseñado a más de mil niños de todo el mundo, comparte cinco juegos de diez minutos para hacer en casa.',
    ja: '海外の子ども1,000人以上を教えてきた陳静先生が、1日10分でできる家庭での遊びを5つ紹介します。',
    ko: '해외 어린이 천여 명을 가르친 천징 선생님이 하루 10분이면 되는 가정용 놀이 다섯 가지를 소개합니다.',
  },
  body: {
    'zh-cn': `<p>很多家长问我：“我自己一句中文都不会，怎么帮孩子复习？”其实，孩子需要的不是一个会说中文的家长，而是一个愿意一起玩的家长。下面五个小游戏，每天十分钟就够了。</p>
<h2>五个家庭小游戏</h2>
<ol>
<li><strong>颜色寻宝</strong>：说一个颜色，比如 <strong>红色</strong> hóngsè，让孩子在家里找到红色的东西，并说 <strong>这是红色的</strong> zhè shì hóngsè de。</li>
<li><strong>小老师</strong>：让孩子当老师，教你今天学的三个词。孩子在教别人的时候，记得最牢。</li>
<li><strong>数数楼梯</strong>：上下楼梯时一起用中文数数：<strong>一、二、三……</strong> yī, èr, sān……</li>
<li><strong>饭桌中文</strong>：吃饭时问孩子 <strong>你想吃什么？</strong> Nǐ xiǎng chī shénme?让孩子用中文回答。</li>
<li><strong>睡前儿歌</strong>：一起听一首中文儿歌，比如《两只老虎》。不用懂每个字，跟着唱就好。</li>
</ol>
<h2>家长需要注意什么</h2>
<h3>多表扬，少纠正</h3>
<p>孩子说错了声调，不要马上打断。先说 <strong>真棒！</strong> zhēn bàng!，再让他听一遍正确的发音。</p>
<h3>固定时间</h3>
<p>每天同一个时间练习，比如晚饭后，比偶尔练一个小时效果更好。</p>
<blockquote><p>孩子学语言靠的不是压力，而是兴趣和习惯。</p></blockquote>
<p>每节课后，我都会给家长发一份学习反馈，里面有当天的词语和录音。你只需要按下播放键，和孩子一起玩起来。</p>`,
    en: `<p>Parents often ask me: “I don’t speak a word of Chinese. How can I help my child review?” What children need is not a parent who speaks Chinese but a parent who is happy to play along. These five little games take just ten minutes a day.</p>
<h2>Five games for home</h2>
<ol>
<li><strong>Colour hunt</strong>: say a colour, such as <strong>红色</strong> hóngsè (red), and have your child find something red at home and say <strong>这是红色的</strong> zhè shì hóngsè de (this is red).</li>
<li><strong>Little teacher</strong>: let your child be the teacher and teach you three words from today’s lesson. Children remember best when they teach someone else.</li>
<li><strong>Counting the stairs</strong>: count the steps in Chinese together whenever you go up or down: <strong>一、二、三……</strong> yī, èr, sān… (one, two, three…)</li>
<li><strong>Chinese at the table</strong>: at mealtimes ask <strong>你想吃什么？</strong> Nǐ xiǎng chī shénme? (What would you like to eat?) and let your child answer in Chinese.</li>
<li><strong>Bedtime songs</strong>: listen to a Chinese children’s song together, such as “Two Tigers” (两只老虎). No need to understand every word; just sing along.</li>
</ol>
<h2>Tips for parents</h2>
<h3>Praise more, correct less</h3>
<p>If your child gets a tone wrong, don’t interrupt straight away. Say <strong>真棒！</strong> zhēn bàng! (great job!) first, then play the correct pronunciation again.</p>
<h3>Keep a regular time</h3>
<p>Practicing at the same time every day, say after dinner, works better than an occasional hour-long session.</p>
<blockquote><p>Children don’t learn languages through pressure. They learn through curiosity and habit.</p></blockquote>
<p>After every lesson I send parents written feedback with the day’s words and recordings. All you need to do is press play and start playing together.</p>`,
    es: `<p>Muchos padres me preguntan: «Yo no sé ni una palabra de chino, ¿cómo voy a ayudar a mi hijo a repasar?». Lo que un niño necesita no es un padre que hable chino, sino uno con ganas de jugar. Estos cinco juegos solo piden diez minutos al día.</p>
<h2>Cinco juegos para casa</h2>
<ol>
<li><strong>Caza de colores</strong>: di un color, como <strong>红色</strong> hóngsè (rojo), y pide a tu hijo que encuentre algo rojo en casa y diga <strong>这是红色的</strong> zhè shì hóngsè de (esto es rojo).</li>
<li><strong>El pequeño profesor</strong>: deja que tu hijo sea el profesor y te enseñe tres palabras de la clase de hoy. Los niños recuerdan mejor lo que enseñan a otros.</li>
<li><strong>Contar escalones</strong>: contad juntos en chino cada vez que subáis o bajéis escaleras: <strong>一、二、三……</strong> yī, èr, sān… (uno, dos, tres…)</li>
<li><strong>Chino en la mesa</strong>: durante la comida pregunta <strong>你想吃什么？</strong> Nǐ xiǎng chī shénme? (¿Qué quieres comer?) y deja que responda en chino.</li>
<li><strong>Canciones antes de dormir</strong>: escuchad juntos una canción infantil china, como «Dos tigres» (两只老虎). No hace falta entender cada palabra; basta con cantar.</li>
</ol>
<h2>Consejos para los padres</h2>
<h3>Más elogios, menos correcciones</h3>
<p>Si tu hijo se equivoca de tono, no lo interrumpas enseguida. Dile primero <strong>真棒！</strong> zhēn bàng! (¡muy bien!) y luego ponle otra vez la pronunciación correcta.</p>
<h3>Siempre a la misma hora</h3>
<p>Practicar cada día a la misma hora, por ejemplo después de cenar, funciona mejor que una hora de vez en cuando.</p>
<blockquote><p>Los niños no aprenden idiomas bajo presión, sino por curiosidad y por costumbre.</p></blockquote>
<p>Después de cada clase envío a los padres un informe con las palabras del día y grabaciones. Solo tienes que darle al play y ponerte a jugar.</p>`,
    ja: `<p>「私自身は中国語がまったく話せないのに、どうやって子どもの復習を手伝えばいいの？」とよく聞かれます。子どもに必要なのは中国語が話せる親ではなく、一緒に遊んでくれる親です。次の5つの遊びは、1日10分で十分です。</p>
<h2>おうちでできる5つの遊び</h2>
<ol>
<li><strong>色さがし</strong>：<strong>红色</strong> hóngsè（赤）のように色を言い、子どもに家の中で赤いものを見つけて <strong>这是红色的</strong> zhè shì hóngsè de（これは赤い）と言ってもらいます。</li>
<li><strong>小さな先生</strong>：子どもに先生役をしてもらい、今日習った単語を3つ教えてもらいます。人に教えるとき、子どもはいちばんよく覚えます。</li>
<li><strong>階段で数えよう</strong>：階段の上り下りのたびに、一緒に中国語で数えます。<strong>一、二、三……</strong> yī, èr, sān……（いち、に、さん……）</li>
<li><strong>食卓で中国語</strong>：食事のときに <strong>你想吃什么？</strong> Nǐ xiǎng chī shénme?（何が食べたい？）と聞き、中国語で答えてもらいます。</li>
<li><strong>寝る前の歌</strong>：『两只老虎（2匹のトラ）』など、中国語の童謡を一緒に聞きます。一語一語わからなくても、一緒に歌えば大丈夫。</li>
</ol>
<h2>保護者の方へのアドバイス</h2>
<h3>たくさんほめて、直すのは少しだけ</h3>
<p>声調を間違えても、すぐに止めないでください。まず <strong>真棒！</strong> zhēn bàng!（すごいね！）とほめてから、正しい発音をもう一度聞かせましょう。</p>
<h3>時間を決める</h3>
<p>夕食後など毎日同じ時間に練習するほうが、たまに1時間やるよりずっと効果的です。</p>
<blockquote><p>子どもが言葉を身につけるのは、プレッシャーではなく、興味と習慣によってです。</p></blockquote>
<p>毎回のレッスン後、保護者の方にはその日の単語と音声を入れた学習レポートをお送りしています。再生ボタンを押して、お子さまと一緒に遊び始めるだけです。</p>`,
    ko: `<p>학부모님들이 자주 물으십니다. “저는 중국어를 한마디도 못 하는데 어떻게 아이 복습을 도와주죠?” 아이에게 필요한 것은 중국어를 하는 부모가 아니라 함께 놀아 주는 부모입니다. 아래 다섯 가지 놀이는 하루 10분이면 충분합니다.</p>
<h2>집에서 하는 놀이 다섯 가지</h2>
<ol>
<li><strong>색깔 보물찾기</strong>: <strong>红色</strong> hóngsè(빨간색)처럼 색깔을 말하고, 아이가 집에서 빨간 물건을 찾아 <strong>这是红色的</strong> zhè shì hóngsè de(이건 빨간색이에요)라고 말하게 합니다.</li>
<li><strong>꼬마 선생님</strong>: 아이가 선생님이 되어 오늘 배운 단어 세 개를 가르쳐 주게 하세요. 아이는 남에게 가르칠 때 가장 잘 기억합니다.</li>
<li><strong>계단 세기</strong>: 계단을 오르내릴 때마다 함께 중국어로 세어 보세요. <strong>一、二、三……</strong> yī, èr, sān……(하나, 둘, 셋……)</li>
<li><strong>식탁 중국어</strong>: 식사 시간에 <strong>你想吃什么？</strong> Nǐ xiǎng chī shénme?(뭐 먹고 싶어?)라고 묻고 중국어로 대답하게 하세요.</li>
<li><strong>잠들기 전 동요</strong>: 《两只老虎(호랑이 두 마리)》 같은 중국 동요를 함께 들어 보세요. 모든 단어를 몰라도 따라 부르기만 하면 됩니다.</li>
</ol>
<h2>부모님께 드리는 팁</h2>
<h3>칭찬은 많이, 교정은 조금</h3>
<p>아이가 성조를 틀려도 바로 끊지 마세요. 먼저 <strong>真棒！</strong> zhēn bàng!(잘했어!)라고 칭찬한 다음, 올바른 발음을 한 번 더 들려주세요.</p>
<h3>시간을 정해 두기</h3>
<p>저녁 식사 후처럼 매일 같은 시간에 연습하는 것이 가끔 한 시간씩 하는 것보다 효과가 좋습니다.</p>
<blockquote><p>아이는 압박이 아니라 흥미와 습관으로 언어를 배웁니다.</p></blockquote>
<p>매 수업 후 저는 그날의 단어와 녹음이 담긴 학습 피드백을 학부모님께 보내 드립니다. 재생 버튼만 누르고 아이와 함께 놀기 시작하시면 됩니다.</p>`,
  },
};
