import type { SeedPost } from '../../src/seed-data.ts';

/**
 * Podcast episodes. Each audio file is api/seed/assets/podcasts/{slug}.ogg, spoken from
 * scripts/{slug}.txt by generate.sh; `seconds` is its ffprobe duration, rounded.
 */
export const podcasts: readonly SeedPost[] = [
  {
    slug: 'greetings-beyond-ni-hao',
    kind: 'podcast',
    author: 'Zhang Wei',
    publishedAt: '2026-01-28',
    tags: ['vocabulary', 'culture'],
    sourceLanguage: 'zh-cn',
    audio: { file: 'greetings-beyond-ni-hao.ogg', seconds: 58, type: 'audio/ogg' },
    title: {
      'zh-cn': '汉语播客第 1 期：比“你好”更地道的打招呼',
      en: 'Hanyu Podcast 1: Greetings Beyond 你好',
      es: 'Podcast Hanyu 1: saludos más allá de 你好',
      ja: 'Hanyuポッドキャスト第1回：「你好」よりこなれたあいさつ',
      ko: 'Hanyu 팟캐스트 1회: 你好보다 자연스러운 인사',
    },
    summary: {
      'zh-cn': '中国人见面其实很少说“你好”。一分钟学会五句朋友之间最常用的招呼语。',
      en: 'Friends in China rarely say 你好 to each other. Learn the five greetings they actually use, in one minute.',
      es: 'Entre amigos, en China casi nadie dice 你好. Aprende en un minuto los cinco saludos que sí se usan.',
      ja: '中国の友人同士は、実はあまり「你好」と言いません。本当に使われるあいさつ5つを1分で。',
      ko: '중국 친구들끼리는 사실 你好를 잘 쓰지 않습니다. 실제로 쓰는 인사 다섯 가지를 1분 만에.',
    },
    body: {
      'zh-cn': `<p>“你好”很有用，但在朋友、邻居和同事之间，中国人更常用下面这些说法。听一遍，跟着读一遍。</p>
<h2>本期句子</h2>
<ul>
<li><strong>最近怎么样？</strong> Zuìjìn zěnmeyàng? 最近过得好吗？</li>
<li><strong>吃了吗？</strong> Chī le ma? 吃饭了吗？只是打招呼，不是真的要请你吃饭。</li>
<li><strong>好久不见！</strong> Hǎojiǔ bú jiàn! 很久没见面了。</li>
<li><strong>去哪儿啊？</strong> Qù nǎr a? 在路上遇到熟人时的问候，回答“出去一下”就可以。</li>
<li><strong>回头见！</strong> Huítóu jiàn! 待会儿见、下次见。</li>
</ul>
<h3>小提示</h3>
<p>“吃了吗？”和“去哪儿啊？”都不需要认真回答，笑着说“吃了，你呢？”就很自然。</p>`,
      en: `<p>你好 is useful, but between friends, neighbours and colleagues Chinese people are more likely to use the phrases below. Listen once, then repeat after the recording.</p>
<h2>Phrases in this episode</h2>
<ul>
<li><strong>最近怎么样？</strong> Zuìjìn zěnmeyàng? How have you been lately?</li>
<li><strong>吃了吗？</strong> Chī le ma? Have you eaten? Just a greeting, not an invitation to dinner.</li>
<li><strong>好久不见！</strong> Hǎojiǔ bú jiàn! Long time no see!</li>
<li><strong>去哪儿啊？</strong> Qù nǎr a? Where are you off to? A greeting when you bump into someone you know; “just popping out” is answer enough.</li>
<li><strong>回头见！</strong> Huítóu jiàn! See you later!</li>
</ul>
<h3>Tip</h3>
<p>吃了吗 and 去哪儿啊 don’t need a real answer. A smile and 吃了，你呢？ Chī le, nǐ ne? (Yes, and you?) sounds perfectly natural.</p>`,
      es: `<p>你好 es útil, pero entre amigos, vecinos y compañeros de trabajo los chinos suelen usar más estas expresiones. Escucha una vez y repite después de la grabación.</p>
<h2>Frases de este episodio</h2>
<ul>
<li><strong>最近怎么样？</strong> Zuìjìn zěnmeyàng? ¿Qué tal te va últimamente?</li>
<li><strong>吃了吗？</strong> Chī le ma? ¿Ya has comido? Es solo un saludo, no una invitación a comer.</li>
<li><strong>好久不见！</strong> Hǎojiǔ bú jiàn! ¡Cuánto tiempo!</li>
<li><strong>去哪儿啊？</strong> Qù nǎr a? ¿Adónde vas? Un saludo cuando te cruzas con un conocido; basta con responder «salgo un momento».</li>
<li><strong>回头见！</strong> Huítóu jiàn! ¡Hasta luego!</li>
</ul>
<h3>Consejo</h3>
<p>吃了吗 y 去哪儿啊 no necesitan una respuesta de verdad. Con una sonrisa y 吃了，你呢？ Chī le, nǐ ne? (Sí, ¿y tú?) quedas de maravilla.</p>`,
      ja: `<p>「你好」は便利ですが、友人や近所の人、同僚の間では、中国の人は次のような言い方をよく使います。一度聞いてから、音声のあとについて言ってみましょう。</p>
<h2>今回のフレーズ</h2>
<ul>
<li><strong>最近怎么样？</strong> Zuìjìn zěnmeyàng? 最近どう？</li>
<li><strong>吃了吗？</strong> Chī le ma? ご飯食べた？ ただのあいさつで、食事に誘っているわけではありません。</li>
<li><strong>好久不见！</strong> Hǎojiǔ bú jiàn! 久しぶり！</li>
<li><strong>去哪儿啊？</strong> Qù nǎr a? どこ行くの？ 知り合いに道で会ったときのあいさつ。「ちょっとそこまで」と答えれば十分です。</li>
<li><strong>回头见！</strong> Huítóu jiàn! またあとでね！</li>
</ul>
<h3>ワンポイント</h3>
<p>「吃了吗？」も「去哪儿啊？」も、まじめに答える必要はありません。笑顔で「吃了，你呢？」Chī le, nǐ ne?（食べたよ、あなたは？）と返せば自然です。</p>`,
      ko: `<p>你好도 유용하지만, 친구나 이웃, 동료 사이에서 중국 사람들은 아래 표현을 더 자주 씁니다. 한 번 듣고, 녹음을 따라 말해 보세요.</p>
<h2>이번 회 표현</h2>
<ul>
<li><strong>最近怎么样？</strong> Zuìjìn zěnmeyàng? 요즘 어떻게 지내?</li>
<li><strong>吃了吗？</strong> Chī le ma? 밥 먹었어? 그냥 인사일 뿐, 밥을 사 주겠다는 뜻은 아닙니다.</li>
<li><strong>好久不见！</strong> Hǎojiǔ bú jiàn! 오랜만이야!</li>
<li><strong>去哪儿啊？</strong> Qù nǎr a? 어디 가? 길에서 아는 사람을 만났을 때 하는 인사로, “잠깐 나가”라고 답하면 됩니다.</li>
<li><strong>回头见！</strong> Huítóu jiàn! 이따 봐!</li>
</ul>
<h3>팁</h3>
<p>吃了吗와 去哪儿啊에는 진지하게 답할 필요가 없습니다. 웃으면서 吃了，你呢？ Chī le, nǐ ne?(먹었어, 너는?)라고 하면 아주 자연스럽습니다.</p>`,
    },
  },
  {
    slug: 'ordering-coffee',
    kind: 'podcast',
    author: 'Feng Shuang',
    publishedAt: '2026-03-25',
    tags: ['travel', 'vocabulary'],
    sourceLanguage: 'zh-cn',
    audio: { file: 'ordering-coffee.ogg', seconds: 55, type: 'audio/ogg' },
    title: {
      'zh-cn': '汉语播客第 2 期：在咖啡店点单',
      en: 'Hanyu Podcast 2: Ordering at a Coffee Shop',
      es: 'Podcast Hanyu 2: pedir en una cafetería',
      ja: 'Hanyuポッドキャスト第2回：カフェで注文する',
      ko: 'Hanyu 팟캐스트 2회: 카페에서 주문하기',
    },
    summary: {
      'zh-cn': '大杯还是中杯？少糖还是去冰？一分钟学会在中国的咖啡店点单。',
      en: 'Large or medium? Less sugar, no ice? Learn to order at a Chinese coffee shop in one minute.',
      es: '¿Grande o mediano? ¿Menos azúcar, sin hielo? Aprende a pedir en una cafetería china en un minuto.',
      ja: 'ラージ？ミディアム？甘さ控えめ、氷なし？中国のカフェでの注文を1分でマスター。',
      ko: '큰 거? 중간 거? 당도 줄이고 얼음 빼고? 중국 카페에서 주문하는 법을 1분 만에.',
    },
    body: {
      'zh-cn': `<p>在中国的咖啡店和奶茶店，店员会问你好几个问题。本期我们把整个点单过程走一遍。</p>
<h2>本期句子</h2>
<ul>
<li><strong>我要一杯拿铁。</strong> Wǒ yào yì bēi nátiě. 我想要一杯拿铁。</li>
<li><strong>大杯还是中杯？</strong> Dà bēi háishi zhōng bēi? 要大杯的还是中杯的？</li>
<li><strong>少糖，去冰。</strong> Shǎo táng, qù bīng. 糖少放一点，不要加冰。</li>
<li><strong>在这儿喝还是带走？</strong> Zài zhèr hē háishi dàizǒu? 堂食还是外带？</li>
<li><strong>带走，谢谢。</strong> Dàizǒu, xièxie. 我要带走。</li>
<li><strong>可以扫码吗？</strong> Kěyǐ sǎo mǎ ma? 可以用手机扫码付款吗？</li>
</ul>
<h3>小提示</h3>
<p>奶茶店还会问甜度：<strong>全糖、半糖、无糖</strong> quán táng, bàn táng, wú táng。不知道选什么的时候，说“半糖”一般不会错。</p>`,
      en: `<p>At coffee and bubble-tea shops in China, the staff will ask you several questions. In this episode we walk through a whole order.</p>
<h2>Phrases in this episode</h2>
<ul>
<li><strong>我要一杯拿铁。</strong> Wǒ yào yì bēi nátiě. I’d like a latte.</li>
<li><strong>大杯还是中杯？</strong> Dà bēi háishi zhōng bēi? Large or medium?</li>
<li><strong>少糖，去冰。</strong> Shǎo táng, qù bīng. Less sugar, no ice.</li>
<li><strong>在这儿喝还是带走？</strong> Zài zhèr hē háishi dàizǒu? For here or to go?</li>
<li><strong>带走，谢谢。</strong> Dàizǒu, xièxie. To go, thanks.</li>
<li><strong>可以扫码吗？</strong> Kěyǐ sǎo mǎ ma? Can I pay by scanning the QR code?</li>
</ul>
<h3>Tip</h3>
<p>Bubble-tea shops also ask about sweetness: <strong>全糖、半糖、无糖</strong> quán táng, bàn táng, wú táng (full sugar, half sugar, no sugar). If you’re not sure, 半糖 is a safe choice.</p>`,
      es: `<p>En las cafeterías y tiendas de té con leche de China, el personal te hará varias preguntas. En este episodio recorremos un pedido completo.</p>
<h2>Frases de este episodio</h2>
<ul>
<li><strong>我要一杯拿铁。</strong> Wǒ yào yì bēi nátiě. Quiero un café con leche.</li>
<li><strong>大杯还是中杯？</strong> Dà bēi háishi zhōng bēi? ¿Grande o mediano?</li>
<li><strong>少糖，去冰。</strong> Shǎo táng, qù bīng. Con menos azúcar y sin hielo.</li>
<li><strong>在这儿喝还是带走？</strong> Zài zhèr hē háishi dàizǒu? ¿Para tomar aquí o para llevar?</li>
<li><strong>带走，谢谢。</strong> Dàizǒu, xièxie. Para llevar, gracias.</li>
<li><strong>可以扫码吗？</strong> Kěyǐ sǎo mǎ ma? ¿Puedo pagar escaneando el código QR?</li>
</ul>
<h3>Consejo</h3>
<p>En las tiendas de té con leche también te preguntarán por el dulzor: <strong>全糖、半糖、无糖</strong> quán táng, bàn táng, wú táng (azúcar normal, la mitad, sin azúcar). Si dudas, 半糖 nunca falla.</p>`,
      ja: `<p>中国のカフェやタピオカミルクティーの店では、店員さんからいくつも質問されます。今回は注文の流れを最初から最後までたどります。</p>
<h2>今回のフレーズ</h2>
<ul>
<li><strong>我要一杯拿铁。</strong> Wǒ yào yì bēi nátiě. ラテを1杯ください。</li>
<li><strong>大杯还是中杯？</strong> Dà bēi háishi zhōng bēi? ラージですか、ミディアムですか？</li>
<li><strong>少糖，去冰。</strong> Shǎo táng, qù bīng. 甘さ控えめ、氷なしで。</li>
<li><strong>在这儿喝还是带走？</strong> Zài zhèr hē háishi dàizǒu? 店内でお召し上がりですか、お持ち帰りですか？</li>
<li><strong>带走，谢谢。</strong> Dàizǒu, xièxie. 持ち帰りで、お願いします。</li>
<li><strong>可以扫码吗？</strong> Kěyǐ sǎo mǎ ma? QRコードで払えますか？</li>
</ul>
<h3>ワンポイント</h3>
<p>ミルクティーの店では甘さも聞かれます。<strong>全糖、半糖、无糖</strong> quán táng, bàn táng, wú táng（通常の甘さ・半分・甘さなし）。迷ったら「半糖」にしておけばまず間違いありません。</p>`,
      ko: `<p>중국의 카페와 밀크티 가게에서는 직원이 여러 가지를 물어봅니다. 이번 회에서는 주문 과정을 처음부터 끝까지 따라가 봅니다.</p>
<h2>이번 회 표현</h2>
<ul>
<li><strong>我要一杯拿铁。</strong> Wǒ yào yì bēi nátiě. 라테 한 잔 주세요.</li>
<li><strong>大杯还是中杯？</strong> Dà bēi háishi zhōng bēi? 큰 사이즈요, 중간 사이즈요?</li>
<li><strong>少糖，去冰。</strong> Shǎo táng, qù bīng. 당도는 적게, 얼음은 빼 주세요.</li>
<li><strong>在这儿喝还是带走？</strong> Zài zhèr hē háishi dàizǒu? 드시고 가세요, 가져가세요?</li>
<li><strong>带走，谢谢。</strong> Dàizǒu, xièxie. 가져갈게요, 감사합니다.</li>
<li><strong>可以扫码吗？</strong> Kěyǐ sǎo mǎ ma? QR코드로 결제할 수 있나요?</li>
</ul>
<h3>팁</h3>
<p>밀크티 가게에서는 당도도 물어봅니다. <strong>全糖、半糖、无糖</strong> quán táng, bàn táng, wú táng(보통 당도, 절반, 무가당). 잘 모르겠으면 半糖을 고르면 무난합니다.</p>`,
    },
  },
  {
    slug: 'small-talk-weather',
    kind: 'podcast',
    author: 'Gao Yu',
    publishedAt: '2026-05-27',
    tags: ['vocabulary', 'culture'],
    sourceLanguage: 'zh-cn',
    audio: { file: 'small-talk-weather.ogg', seconds: 53, type: 'audio/ogg' },
    title: {
      'zh-cn': '汉语播客第 3 期：聊天气，聊周末',
      en: 'Hanyu Podcast 3: Small Talk About the Weather and the Weekend',
      es: 'Podcast Hanyu 3: charlar del tiempo y del fin de semana',
      ja: 'Hanyuポッドキャスト第3回：天気と週末の雑談',
      ko: 'Hanyu 팟캐스트 3회: 날씨와 주말 이야기',
    },
    summary: {
      'zh-cn': '不知道聊什么的时候，就从天气和周末开始。五句话帮你打开话题。',
      en: 'When you don’t know what to talk about, start with the weather and the weekend. Five sentences to get a conversation going.',
      es: 'Cuando no sepas de qué hablar, empieza por el tiempo y el fin de semana. Cinco frases para romper el hielo.',
      ja: '話題に困ったら、天気と週末から始めましょう。会話のきっかけになる5つのフレーズ。',
      ko: '무슨 말을 할지 모르겠다면 날씨와 주말 이야기부터. 대화를 여는 다섯 문장.',
    },
    body: {
      'zh-cn': `<p>和同事、邻居或者语伴第一次聊天，天气和周末是最安全的话题。本期的五句话都很短，听两遍就能记住。</p>
<h2>本期句子</h2>
<ul>
<li><strong>今天天气真好！</strong> Jīntiān tiānqì zhēn hǎo! 今天天气非常好。</li>
<li><strong>好热啊！</strong> Hǎo rè a! 太热了！冬天可以换成“好冷啊”。</li>
<li><strong>听说明天要下雨。</strong> Tīngshuō míngtiān yào xià yǔ. 我听说明天会下雨。</li>
<li><strong>周末有什么打算？</strong> Zhōumò yǒu shénme dǎsuàn? 周末准备做什么？</li>
<li><strong>一起去爬山吧！</strong> Yìqǐ qù páshān ba! 我们一起去爬山。</li>
</ul>
<h3>小提示</h3>
<p>“好”放在形容词前面，意思和“很”差不多，但更口语、更有感情：<strong>好累啊</strong>、<strong>好开心</strong>。</p>`,
      en: `<p>When you chat with a colleague, a neighbour or a language partner for the first time, the weather and the weekend are the safest topics. All five sentences in this episode are short; two listens and you’ll have them.</p>
<h2>Phrases in this episode</h2>
<ul>
<li><strong>今天天气真好！</strong> Jīntiān tiānqì zhēn hǎo! Lovely weather today!</li>
<li><strong>好热啊！</strong> Hǎo rè a! It’s so hot! In winter, swap in 好冷啊 hǎo lěng a (it’s so cold).</li>
<li><strong>听说明天要下雨。</strong> Tīngshuō míngtiān yào xià yǔ. I hear it’s going to rain tomorrow.</li>
<li><strong>周末有什么打算？</strong> Zhōumò yǒu shénme dǎsuàn? Any plans for the weekend?</li>
<li><strong>一起去爬山吧！</strong> Yìqǐ qù páshān ba! Let’s go hiking together!</li>
</ul>
<h3>Tip</h3>
<p>好 before an adjective means much the same as 很 (very), but it is more conversational and more emotional: <strong>好累啊</strong> hǎo lèi a (so tired), <strong>好开心</strong> hǎo kāixīn (so happy).</p>`,
      es: `<p>La primera vez que charlas con un compañero, un vecino o un compañero de intercambio, el tiempo y el fin de semana son los temas más seguros. Las cinco frases de este episodio son cortas: con dos escuchas te las sabrás.</p>
<h2>Frases de este episodio</h2>
<ul>
<li><strong>今天天气真好！</strong> Jīntiān tiānqì zhēn hǎo! ¡Qué buen día hace hoy!</li>
<li><strong>好热啊！</strong> Hǎo rè a! ¡Qué calor! En invierno, cámbialo por 好冷啊 hǎo lěng a (¡qué frío!).</li>
<li><strong>听说明天要下雨。</strong> Tīngshuō míngtiān yào xià yǔ. Dicen que mañana va a llover.</li>
<li><strong>周末有什么打算？</strong> Zhōumò yǒu shénme dǎsuàn? ¿Qué planes tienes para el fin de semana?</li>
<li><strong>一起去爬山吧！</strong> Yìqǐ qù páshān ba! ¡Vamos juntos a la montaña!</li>
</ul>
<h3>Consejo</h3>
<p>好 delante de un adjetivo significa casi lo mismo que 很 (muy), pero es más coloquial y expresivo: <strong>好累啊</strong> hǎo lèi a (¡qué cansancio!), <strong>好开心</strong> hǎo kāixīn (¡qué contento estoy!).</p>`,
      ja: `<p>同僚や近所の人、語学パートナーとはじめて話すとき、天気と週末はいちばん無難な話題です。今回の5つのフレーズはどれも短いので、2回聞けば覚えられます。</p>
<h2>今回のフレーズ</h2>
<ul>
<li><strong>今天天气真好！</strong> Jīntiān tiānqì zhēn hǎo! 今日はいい天気ですね！</li>
<li><strong>好热啊！</strong> Hǎo rè a! 暑いですね！冬なら「好冷啊」hǎo lěng a（寒いですね）に。</li>
<li><strong>听说明天要下雨。</strong> Tīngshuō míngtiān yào xià yǔ. 明日は雨らしいですよ。</li>
<li><strong>周末有什么打算？</strong> Zhōumò yǒu shénme dǎsuàn? 週末は何か予定ある？</li>
<li><strong>一起去爬山吧！</strong> Yìqǐ qù páshān ba! 一緒に山登りに行こうよ！</li>
</ul>
<h3>ワンポイント</h3>
<p>形容詞の前の「好」は「很」（とても）とほぼ同じ意味ですが、より口語的で気持ちがこもります。<strong>好累啊</strong> hǎo lèi a（すごく疲れた）、<strong>好开心</strong> hǎo kāixīn（すごくうれしい）。</p>`,
      ko: `<p>동료나 이웃, 언어 교환 친구와 처음 이야기할 때 날씨와 주말은 가장 무난한 주제입니다. 이번 회의 다섯 문장은 모두 짧아서 두 번만 들어도 외울 수 있습니다.</p>
<h2>이번 회 표현</h2>
<ul>
<li><strong>今天天气真好！</strong> Jīntiān tiānqì zhēn hǎo! 오늘 날씨 정말 좋네요!</li>
<li><strong>好热啊！</strong> Hǎo rè a! 너무 덥다! 겨울에는 好冷啊 hǎo lěng a(너무 춥다)로 바꿔 보세요.</li>
<li><strong>听说明天要下雨。</strong> Tīngshuō míngtiān yào xià yǔ. 내일 비 온대요.</li>
<li><strong>周末有什么打算？</strong> Zhōumò yǒu shénme dǎsuàn? 주말에 무슨 계획 있어요?</li>
<li><strong>一起去爬山吧！</strong> Yìqǐ qù páshān ba! 같이 등산 가요!</li>
</ul>
<h3>팁</h3>
<p>형용사 앞의 好는 很(매우)과 뜻이 거의 같지만 더 구어적이고 감정이 담겨 있습니다. <strong>好累啊</strong> hǎo lèi a(너무 피곤해), <strong>好开心</strong> hǎo kāixīn(너무 신나).</p>`,
    },
  },
  {
    slug: 'first-week-at-the-office',
    kind: 'podcast',
    author: 'Ma Rui',
    publishedAt: '2026-08-12',
    tags: ['business', 'vocabulary'],
    sourceLanguage: 'zh-cn',
    audio: { file: 'first-week-at-the-office.ogg', seconds: 56, type: 'audio/ogg' },
    title: {
      'zh-cn': '汉语播客第 4 期：办公室第一周',
      en: 'Hanyu Podcast 4: Your First Week at the Office',
      es: 'Podcast Hanyu 4: tu primera semana en la oficina',
      ja: 'Hanyuポッドキャスト第4回：オフィスでの最初の1週間',
      ko: 'Hanyu 팟캐스트 4회: 사무실에서의 첫 주',
    },
    summary: {
      'zh-cn': '在中国公司上班的第一周，这五句话你每天都会用到。',
      en: 'Five phrases you will use every day in your first week at a Chinese company.',
      es: 'Cinco frases que usarás a diario en tu primera semana en una empresa china.',
      ja: '中国の会社で働き始めた最初の1週間、毎日使う5つのフレーズ。',
      ko: '중국 회사에 출근한 첫 주, 매일 쓰게 될 다섯 가지 표현.',
    },
    body: {
      'zh-cn': `<p>刚到一家中国公司，最重要的不是专业词汇，而是和同事相处时的礼貌用语。本期的五句话，每天都用得上。</p>
<h2>本期句子</h2>
<ul>
<li><strong>请多关照。</strong> Qǐng duō guānzhào. 第一次见面时说，请大家以后多帮助我。</li>
<li><strong>麻烦你了。</strong> Máfan nǐ le. 请别人帮忙或者别人帮了你以后说，表示感谢。</li>
<li><strong>辛苦了！</strong> Xīnkǔ le! 对完成工作的同事说，表示感谢和体谅。</li>
<li><strong>我确认一下。</strong> Wǒ quèrèn yíxià. 不确定的时候先这样说，再去核实。</li>
<li><strong>我们开个会吧。</strong> Wǒmen kāi ge huì ba. 需要一起讨论时用。</li>
</ul>
<h3>小提示</h3>
<p>“辛苦了”在中国职场非常常用，对上级和下级都可以说。听到别人对你说“辛苦了”，回答“不辛苦”或“应该的”就可以。</p>`,
      en: `<p>When you start at a Chinese company, what matters most is not technical vocabulary but the polite phrases that keep things smooth with colleagues. You will use all five phrases in this episode every day.</p>
<h2>Phrases in this episode</h2>
<ul>
<li><strong>请多关照。</strong> Qǐng duō guānzhào. Said when you first meet: I look forward to working with you (literally, please look after me).</li>
<li><strong>麻烦你了。</strong> Máfan nǐ le. Sorry to trouble you, and thanks: said when you ask for help or after someone has helped you.</li>
<li><strong>辛苦了！</strong> Xīnkǔ le! Thanks for all your hard work! Said to a colleague who has finished a task.</li>
<li><strong>我确认一下。</strong> Wǒ quèrèn yíxià. Let me double-check. Say this first when you’re not sure, then go and check.</li>
<li><strong>我们开个会吧。</strong> Wǒmen kāi ge huì ba. Let’s have a quick meeting.</li>
</ul>
<h3>Tip</h3>
<p>辛苦了 is everywhere in Chinese workplaces, and you can say it to your manager or to your team. If someone says it to you, answer 不辛苦 bù xīnkǔ (not at all) or 应该的 yīnggāi de (just doing my job).</p>`,
      es: `<p>Al empezar en una empresa china, lo más importante no es el vocabulario técnico, sino las fórmulas de cortesía con los compañeros. Usarás las cinco frases de este episodio todos los días.</p>
<h2>Frases de este episodio</h2>
<ul>
<li><strong>请多关照。</strong> Qǐng duō guānzhào. Se dice al conocerse: cuento con vuestra ayuda (literalmente, cuidad de mí).</li>
<li><strong>麻烦你了。</strong> Máfan nǐ le. Perdona la molestia, y gracias: al pedir ayuda o después de recibirla.</li>
<li><strong>辛苦了！</strong> Xīnkǔ le! ¡Gracias por el esfuerzo! A un compañero que ha terminado una tarea.</li>
<li><strong>我确认一下。</strong> Wǒ quèrèn yíxià. Déjame comprobarlo. Dilo primero cuando no estés seguro y luego verifícalo.</li>
<li><strong>我们开个会吧。</strong> Wǒmen kāi ge huì ba. Hagamos una reunión rápida.</li>
</ul>
<h3>Consejo</h3>
<p>辛苦了 se oye constantemente en las oficinas chinas y se puede decir tanto a un jefe como a tu equipo. Si te lo dicen a ti, responde 不辛苦 bù xīnkǔ (no es nada) o 应该的 yīnggāi de (es mi trabajo).</p>`,
      ja: `<p>中国の会社に入ったばかりのときに大切なのは、専門用語よりも同僚とうまくやっていくための丁寧な言葉です。今回の5つのフレーズは毎日使えます。</p>
<h2>今回のフレーズ</h2>
<ul>
<li><strong>请多关照。</strong> Qǐng duō guānzhào. 初対面で。どうぞよろしくお願いします。</li>
<li><strong>麻烦你了。</strong> Máfan nǐ le. お手数をおかけします。頼みごとをするときや、助けてもらったあとに。</li>
<li><strong>辛苦了！</strong> Xīnkǔ le! お疲れさまでした！仕事を終えた同僚に。</li>
<li><strong>我确认一下。</strong> Wǒ quèrèn yíxià. 確認します。わからないときはまずこう言ってから調べましょう。</li>
<li><strong>我们开个会吧。</strong> Wǒmen kāi ge huì ba. ちょっと打ち合わせしましょう。</li>
</ul>
<h3>ワンポイント</h3>
<p>「辛苦了」は中国の職場でとてもよく使われ、上司にも部下にも言えます。言われたら「不辛苦」bù xīnkǔ（いえいえ）や「应该的」yīnggāi de（当然のことです）と返しましょう。</p>`,
      ko: `<p>중국 회사에 막 들어갔을 때 가장 중요한 것은 전문 용어보다 동료들과 원만하게 지내기 위한 예의 바른 표현입니다. 이번 회의 다섯 표현은 매일 쓰게 됩니다.</p>
<h2>이번 회 표현</h2>
<ul>
<li><strong>请多关照。</strong> Qǐng duō guānzhào. 처음 만났을 때. 잘 부탁드립니다.</li>
<li><strong>麻烦你了。</strong> Máfan nǐ le. 번거롭게 해 드려 죄송해요, 고마워요. 부탁할 때나 도움을 받은 뒤에.</li>
<li><strong>辛苦了！</strong> Xīnkǔ le! 수고하셨습니다! 일을 마친 동료에게.</li>
<li><strong>我确认一下。</strong> Wǒ quèrèn yíxià. 확인해 볼게요. 확실하지 않을 때 먼저 이렇게 말하고 확인하세요.</li>
<li><strong>我们开个会吧。</strong> Wǒmen kāi ge huì ba. 잠깐 회의합시다.</li>
</ul>
<h3>팁</h3>
<p>辛苦了는 중국 직장에서 아주 자주 쓰이며, 상사에게도 부하 직원에게도 쓸 수 있습니다. 누가 나에게 이렇게 말하면 不辛苦 bù xīnkǔ(별말씀을요)나 应该的 yīnggāi de(당연히 할 일인걸요)로 답하면 됩니다.</p>`,
    },
  },
  {
    slug: 'tone-pairs',
    kind: 'podcast',
    author: 'Xu Qian',
    publishedAt: '2026-10-14',
    tags: ['pronunciation'],
    sourceLanguage: 'zh-cn',
    audio: { file: 'tone-pairs.ogg', seconds: 45, type: 'audio/ogg' },
    title: {
      'zh-cn': '汉语播客第 5 期：双音节声调跟读',
      en: 'Hanyu Podcast 5: Tone Pairs, Repeat After Me',
      es: 'Podcast Hanyu 5: parejas de tonos, repite conmigo',
      ja: 'Hanyuポッドキャスト第5回：2音節の声調リピート練習',
      ko: 'Hanyu 팟캐스트 5회: 두 음절 성조 따라 읽기',
    },
    summary: {
      'zh-cn': '八个常用词，八种声调组合。每天跟读一遍，让你的声调更稳。',
      en: 'Eight everyday words, eight tone combinations. Repeat them once a day to steady your tones.',
      es: 'Ocho palabras cotidianas, ocho combinaciones de tonos. Repítelas una vez al día para afianzar tus tonos.',
      ja: 'よく使う8つの単語で8通りの声調の組み合わせ。毎日1回のリピートで声調が安定します。',
      ko: '자주 쓰는 단어 여덟 개, 성조 조합 여덟 가지. 하루 한 번 따라 읽으며 성조를 안정시키세요.',
    },
    body: {
      'zh-cn': `<p>单个字的声调读准了，两个字连在一起却容易走调。本期我们用八个常用词练习最常见的声调组合，每个词读两遍，请在停顿时跟读。</p>
<h2>本期词语</h2>
<ul>
<li><strong>飞机</strong> fēijī（一声＋一声）</li>
<li><strong>中国</strong> Zhōngguó（一声＋二声）</li>
<li><strong>老师</strong> lǎoshī（三声＋一声）</li>
<li><strong>你好</strong> nǐ hǎo（三声＋三声，第一个字读成二声）</li>
<li><strong>学习</strong> xuéxí（二声＋二声）</li>
<li><strong>大家</strong> dàjiā（四声＋一声）</li>
<li><strong>电话</strong> diànhuà（四声＋四声）</li>
<li><strong>朋友</strong> péngyou（二声＋轻声，“友”读轻声）</li>
</ul>
<h3>小提示</h3>
<p>练习时用手比画声调的走向，跟读时录下自己的声音，和原声对比。想系统学习，可以看看我们的《拼音与声调视频课》。</p>`,
      en: `<p>You may get single syllables right and still slip when two come together. In this episode we use eight everyday words to practice the most common tone combinations. Each word is read twice; repeat it in the pause.</p>
<h2>Words in this episode</h2>
<ul>
<li><strong>飞机</strong> fēijī (1st + 1st): plane</li>
<li><strong>中国</strong> Zhōngguó (1st + 2nd): China</li>
<li><strong>老师</strong> lǎoshī (3rd + 1st): teacher</li>
<li><strong>你好</strong> nǐ hǎo (3rd + 3rd, the first said as a 2nd tone): hello</li>
<li><strong>学习</strong> xuéxí (2nd + 2nd): to study</li>
<li><strong>大家</strong> dàjiā (4th + 1st): everyone</li>
<li><strong>电话</strong> diànhuà (4th + 4th): telephone</li>
<li><strong>朋友</strong> péngyou (2nd + neutral): friend</li>
</ul>
<h3>Tip</h3>
<p>Trace the tone with your hand as you go, record yourself repeating and compare with the original. For a complete course, try our Pinyin &amp; Tones Video Course.</p>`,
      es: `<p>Puede que pronuncies bien las sílabas sueltas y aun así falles al juntar dos. En este episodio practicamos las combinaciones de tonos más comunes con ocho palabras cotidianas. Cada palabra se lee dos veces; repítela en la pausa.</p>
<h2>Palabras de este episodio</h2>
<ul>
<li><strong>飞机</strong> fēijī (1.º + 1.º): avión</li>
<li><strong>中国</strong> Zhōngguó (1.º + 2.º): China</li>
<li><strong>老师</strong> lǎoshī (3.º + 1.º): profesor</li>
<li><strong>你好</strong> nǐ hǎo (3.º + 3.º, el primero se dice como 2.º): hola</li>
<li><strong>学习</strong> xuéxí (2.º + 2.º): estudiar</li>
<li><strong>大家</strong> dàjiā (4.º + 1.º): todo el mundo</li>
<li><strong>电话</strong> diànhuà (4.º + 4.º): teléfono</li>
<li><strong>朋友</strong> péngyou (2.º + neutro): amigo</li>
</ul>
<h3>Consejo</h3>
<p>Dibuja el tono con la mano mientras practicas, grábate al repetir y compárate con el original. Si quieres un curso completo, prueba nuestro curso en vídeo de pinyin y tonos.</p>`,
      ja: `<p>1音節ずつなら正しく言えても、2つ続くと声調が崩れがちです。今回はよく使う8つの単語で、代表的な声調の組み合わせを練習します。各単語を2回読むので、間の部分でリピートしてください。</p>
<h2>今回の単語</h2>
<ul>
<li><strong>飞机</strong> fēijī（第1声＋第1声）：飛行機</li>
<li><strong>中国</strong> Zhōngguó（第1声＋第2声）：中国</li>
<li><strong>老师</strong> lǎoshī（第3声＋第1声）：先生</li>
<li><strong>你好</strong> nǐ hǎo（第3声＋第3声、最初の字は第2声で発音）：こんにちは</li>
<li><strong>学习</strong> xuéxí（第2声＋第2声）：勉強する</li>
<li><strong>大家</strong> dàjiā（第4声＋第1声）：みなさん</li>
<li><strong>电话</strong> diànhuà（第4声＋第4声）：電話</li>
<li><strong>朋友</strong> péngyou（第2声＋軽声）：友だち</li>
</ul>
<h3>ワンポイント</h3>
<p>手で声調の動きを描きながら練習し、リピートする声を録音してお手本と比べましょう。体系的に学びたい方は「ピンインと声調 ビデオ講座」もどうぞ。</p>`,
      ko: `<p>한 음절씩은 정확하게 읽어도 두 음절이 이어지면 성조가 흔들리기 쉽습니다. 이번 회에서는 자주 쓰는 단어 여덟 개로 가장 흔한 성조 조합을 연습합니다. 단어마다 두 번씩 읽으니 멈춘 사이에 따라 읽으세요.</p>
<h2>이번 회 단어</h2>
<ul>
<li><strong>飞机</strong> fēijī(1성+1성): 비행기</li>
<li><strong>中国</strong> Zhōngguó(1성+2성): 중국</li>
<li><strong>老师</strong> lǎoshī(3성+1성): 선생님</li>
<li><strong>你好</strong> nǐ hǎo(3성+3성, 앞 글자는 2성으로 발음): 안녕하세요</li>
<li><strong>学习</strong> xuéxí(2성+2성): 공부하다</li>
<li><strong>大家</strong> dàjiā(4성+1성): 여러분</li>
<li><strong>电话</strong> diànhuà(4성+4성): 전화</li>
<li><strong>朋友</strong> péngyou(2성+경성): 친구</li>
</ul>
<h3>팁</h3>
<p>손으로 성조의 흐름을 그리며 연습하고, 따라 읽는 목소리를 녹음해 원음과 비교해 보세요. 체계적으로 배우고 싶다면 ‘병음과 성조 동영상 강좌’도 살펴보세요.</p>`,
    },
  },
];
