import type { SeedPost } from '../../src/seed-data.ts';

export const fourTones: SeedPost = {
  slug: 'hearing-the-four-tones',
  kind: 'blog',
  author: 'Tang Yi',
  publishedAt: '2026-01-14',
  tags: ['pronunciation', 'study-tips'],
  sourceLanguage: 'zh-cn',
  audio: null,
  title: {
    'zh-cn': '四个声调：怎样才能真正听出来、说准确',
    en: 'The Four Tones: How to Finally Hear Them and Say Them Right',
    es: 'Los cuatro tonos: cómo oírlos por fin y pronunciarlos bien',
    ja: '4つの声調：ちゃんと聞き取って、正しく言うために',
    ko: '네 가지 성조: 제대로 듣고 정확하게 말하는 법',
  },
  summary: {
    'zh-cn': '声调不是“唱歌”，而是词的一部分。前电台主持人唐怡分享她纠正了上千名学生发音后总结的练习方法。',
    en: 'Tones are not singing, they are part of the word. Former radio presenter Tang Yi shares the drills she has refined with more than a thousand students.',
    es: 'Los tonos no son cantar: forman parte de la palabra. La antigua locutora Tang Yi comparte los ejercicios que ha perfeccionado con más de mil alumnos.',
    ja: '声調は「歌」ではなく、単語の一部です。元ラジオパーソナリティの唐怡先生が、1,000人以上の発音を直してきた練習法を紹介します。',
    ko: '성조는 노래가 아니라 단어의 일부입니다. 전 라디오 진행자 탕이 선생님이 천 명이 넘는 학생의 발음을 고치며 다듬은 연습법을 소개합니다.',
  },
  body: {
    'zh-cn': `<p>很多学生跟我说：“老师，我知道有四个声调，可是一说话就全忘了。”这很正常。声调不是额外加上去的“调子”，而是每个音节本身的一部分。<strong>mā</strong> 和 <strong>mǎ</strong> 对中国人来说，就像英语里的 “ship” 和 “sheep” 一样，是两个完全不同的词。</p>
<h2>四个声调，一个音节</h2>
<p>最经典的例子是 ma：</p>
<ul>
<li><strong>妈</strong> mā（一声）：高而平，像一直按着钢琴的同一个键。</li>
<li><strong>麻</strong> má（二声）：从中间往上扬，像惊讶地问“啊？”</li>
<li><strong>马</strong> mǎ（三声）：先降到很低，再稍微抬起来。</li>
<li><strong>骂</strong> mà（四声）：从高处快速落下，像生气地说“不！”</li>
</ul>
<p>把它们连成一句话：<strong>妈妈骂马吗？</strong> Māma mà mǎ ma?（妈妈在骂马吗？）最后的 ma 是轻声，又短又轻。</p>
<h2>最常见的三个问题</h2>
<h3>1. 三声读不到底</h3>
<p>三声最重要的是“低”。在日常说话中，三声后面跟着别的字时，通常只读前半段，也就是低低的一段，不用再升上去。比如 <strong>我很好</strong> Wǒ hěn hǎo，前两个字都是低调。</p>
<h3>2. 二声和三声分不清</h3>
<p>试试这个办法：二声从中间开始往上走，三声先往下沉。练习 <strong>有没有</strong> yǒu méi yǒu（有吗？），注意中间的 méi 是往上扬的。</p>
<h3>3. 四声不够“果断”</h3>
<p>四声要短、要有力。<strong>对！</strong> Duì! <strong>去！</strong> Qù! 想象你在用力拍一下桌子。</p>
<h2>每天十分钟的练习方法</h2>
<ol>
<li>每次只练两个字的组合，比如 <strong>中国</strong> Zhōngguó（一声加二声）、<strong>老师</strong> lǎoshī（三声加一声）。</li>
<li>用手比画声调：一声手平着走，二声往上，三声先下后上，四声往下。</li>
<li>用手机录下自己的声音，和原声对比。很多问题自己一听就能发现。</li>
<li>学新词时，把声调当成词的一部分来记，不要只记拼音字母。</li>
</ol>
<blockquote><p>声调准不准，不在于你知道多少规则，而在于你的耳朵听了多少遍、你的嘴巴练了多少遍。</p></blockquote>
<p>坚持两三周，你会发现自己开始“听见”声调了。到那时，说话也会变得自然很多。<strong>加油！</strong> Jiāyóu!</p>`,
    en: `<p>Students often tell me: “I know there are four tones, but the moment I start talking I forget all of them.” That is completely normal. A tone is not a melody added on top of a word; it is part of the syllable itself. To a Chinese ear, <strong>mā</strong> and <strong>mǎ</strong> are as different as “ship” and “sheep” are in English.</p>
<h2>Four tones, one syllable</h2>
<p>The classic example is ma:</p>
<ul>
<li><strong>妈</strong> mā (first tone), mother: high and level, like holding down the same piano key.</li>
<li><strong>麻</strong> má (second tone), hemp: rising from the middle, like a surprised “Huh?”</li>
<li><strong>马</strong> mǎ (third tone), horse: dipping down low, then lifting a little.</li>
<li><strong>骂</strong> mà (fourth tone), to scold: falling fast from the top, like an angry “No!”</li>
</ul>
<p>Put them together: <strong>妈妈骂马吗？</strong> Māma mà mǎ ma? (Is Mum scolding the horse?) The last ma is a neutral tone, short and light.</p>
<h2>The three most common problems</h2>
<h3>1. The third tone never reaches the bottom</h3>
<p>What matters most about the third tone is that it is low. In everyday speech, when another syllable follows, you usually say only the first half: the low part, without rising again. In <strong>我很好</strong> Wǒ hěn hǎo (I’m fine), the first two syllables simply stay low.</p>
<h3>2. Mixing up the second and third tones</h3>
<p>Try this: the second tone starts in the middle and goes up, the third tone sinks first. Practice <strong>有没有</strong> yǒu méi yǒu (is there any?) and notice how méi in the middle rises.</p>
<h3>3. A fourth tone that is not decisive enough</h3>
<p>The fourth tone should be short and firm. <strong>对！</strong> Duì! (Right!) <strong>去！</strong> Qù! (Go!) Imagine slapping the table.</p>
<h2>A ten-minute daily routine</h2>
<ol>
<li>Practice two-syllable pairs only, such as <strong>中国</strong> Zhōngguó (China, first + second tone) and <strong>老师</strong> lǎoshī (teacher, third + first tone).</li>
<li>Draw the tones with your hand: flat for the first, up for the second, down and up for the third, down for the fourth.</li>
<li>Record yourself on your phone and compare with the original. You will catch many problems just by listening.</li>
<li>When you learn a new word, learn its tones as part of the word, not just its pinyin letters.</li>
</ol>
<blockquote><p>Getting tones right is not about how many rules you know. It is about how many times your ears have heard them and your mouth has said them.</p></blockquote>
<p>Keep going for two or three weeks and you will notice that you have started to hear the tones. From then on, speaking feels much more natural. <strong>加油！</strong> Jiāyóu! (You can do it!)</p>`,
    es: `<p>Mis alumnos me dicen a menudo: «Sé que hay cuatro tonos, pero en cuanto empiezo a hablar se me olvidan todos». Es de lo más normal. El tono no es una melodía que se añade a la palabra: forma parte de la propia sílaba. Para un oído chino, <strong>mā</strong> y <strong>mǎ</strong> son tan distintos como «pero» y «perro» en español.</p>
<h2>Cuatro tonos, una sílaba</h2>
<p>El ejemplo clásico es ma:</p>
<ul>
<li><strong>妈</strong> mā (primer tono), madre: alto y plano, como mantener pulsada la misma tecla del piano.</li>
<li><strong>麻</strong> má (segundo tono), cáñamo: sube desde el medio, como un «¿eh?» de sorpresa.</li>
<li><strong>马</strong> mǎ (tercer tono), caballo: baja hasta muy abajo y luego se levanta un poco.</li>
<li><strong>骂</strong> mà (cuarto tono), regañar: cae rápido desde arriba, como un «¡no!» enfadado.</li>
</ul>
<p>Júntalos: <strong>妈妈骂马吗？</strong> Māma mà mǎ ma? (¿Mamá está regañando al caballo?). El último ma es tono neutro, corto y ligero.</p>
<h2>Los tres problemas más frecuentes</h2>
<h3>1. El tercer tono no llega abajo</h3>
<p>Lo esencial del tercer tono es que es grave. Al hablar, cuando le sigue otra sílaba, normalmente solo se pronuncia la primera mitad: la parte baja, sin volver a subir. En <strong>我很好</strong> Wǒ hěn hǎo (estoy bien), las dos primeras sílabas se quedan abajo.</p>
<h3>2. Confundir el segundo y el tercer tono</h3>
<p>Prueba esto: el segundo tono empieza en el medio y sube; el tercero primero se hunde. Practica <strong>有没有</strong> yǒu méi yǒu (¿hay o no hay?) y fíjate en cómo sube el méi del medio.</p>
<h3>3. Un cuarto tono poco decidido</h3>
<p>El cuarto tono debe ser corto y firme. <strong>对！</strong> Duì! (¡Exacto!) <strong>去！</strong> Qù! (¡Ve!) Imagina que das una palmada en la mesa.</p>
<h2>Diez minutos al día</h2>
<ol>
<li>Practica solo parejas de dos sílabas, como <strong>中国</strong> Zhōngguó (China, primer + segundo tono) y <strong>老师</strong> lǎoshī (profesor, tercer + primer tono).</li>
<li>Dibuja los tonos con la mano: plano para el primero, hacia arriba el segundo, abajo y arriba el tercero, hacia abajo el cuarto.</li>
<li>Grábate con el móvil y compárate con el original. Muchos fallos se detectan solo con escucharse.</li>
<li>Cuando aprendas una palabra nueva, memoriza su tono como parte de la palabra, no solo las letras del pinyin.</li>
</ol>
<blockquote><p>Acertar con los tonos no depende de cuántas reglas conozcas, sino de cuántas veces los hayan oído tus oídos y los haya dicho tu boca.</p></blockquote>
<p>Sigue así dos o tres semanas y notarás que empiezas a «oír» los tonos. A partir de ahí, hablar resulta mucho más natural. <strong>加油！</strong> Jiāyóu! (¡Ánimo!)</p>`,
    ja: `<p>「4つの声調があるのはわかっているのに、話し始めると全部忘れてしまうんです」とよく言われます。それはごく自然なことです。声調は単語にあとから付け足す「メロディー」ではなく、音節そのものの一部です。中国人にとって <strong>mā</strong> と <strong>mǎ</strong> は、日本語の「雨」と「飴」以上にまったく別の言葉なのです。</p>
<h2>ひとつの音節に4つの声調</h2>
<p>もっとも有名な例が ma です。</p>
<ul>
<li><strong>妈</strong> mā（第1声）お母さん：高く平らに。ピアノの同じ鍵盤を押し続けるように。</li>
<li><strong>麻</strong> má（第2声）麻：真ん中から上がる。驚いて「えっ？」と聞き返すように。</li>
<li><strong>马</strong> mǎ（第3声）馬：いったん低く下げてから、少し上げる。</li>
<li><strong>骂</strong> mà（第4声）叱る：高いところから一気に下げる。怒って「だめ！」と言うように。</li>
</ul>
<p>つなげるとこうなります。<strong>妈妈骂马吗？</strong> Māma mà mǎ ma?（お母さんは馬を叱っているの？）最後の ma は軽声で、短く軽く発音します。</p>
<h2>よくある3つの問題</h2>
<h3>1. 第3声が下がりきらない</h3>
<p>第3声でいちばん大切なのは「低さ」です。実際の会話では、後ろに別の音節が続くとき、前半の低い部分だけを発音し、上げ直さないのが普通です。<strong>我很好</strong> Wǒ hěn hǎo（元気です）では、最初の2文字は低いままです。</p>
<h3>2. 第2声と第3声の区別がつかない</h3>
<p>第2声は真ん中から上へ、第3声はまず沈む、と意識してみましょう。<strong>有没有</strong> yǒu méi yǒu（ある？ない？）で、真ん中の méi が上がることに注意して練習します。</p>
<h3>3. 第4声に勢いがない</h3>
<p>第4声は短く、力強く。<strong>对！</strong> Duì!（そう！）<strong>去！</strong> Qù!（行って！）机をパンとたたくイメージです。</p>
<h2>1日10分の練習法</h2>
<ol>
<li>2音節の組み合わせだけを練習する。たとえば <strong>中国</strong> Zhōngguó（中国、第1声＋第2声）、<strong>老师</strong> lǎoshī（先生、第3声＋第1声）。</li>
<li>手で声調を描く。第1声は水平、第2声は上へ、第3声は下がってから上へ、第4声は下へ。</li>
<li>スマホで自分の声を録音し、お手本と比べる。聞くだけで気づく問題がたくさんあります。</li>
<li>新しい単語は、ピンインの文字だけでなく声調も単語の一部として覚える。</li>
</ol>
<blockquote><p>声調が正確かどうかは、ルールをいくつ知っているかではなく、耳で何回聞き、口で何回言ったかで決まります。</p></blockquote>
<p>2〜3週間続ければ、声調が「聞こえる」ようになってきます。そうなれば、話すのもずっと自然になります。<strong>加油！</strong> Jiāyóu!（がんばって！）</p>`,
    ko: `<p>학생들이 자주 이렇게 말합니다. “선생님, 성조가 네 개라는 건 아는데 말하기 시작하면 다 잊어버려요.” 아주 자연스러운 일입니다. 성조는 단어에 덧붙이는 ‘가락’이 아니라 음절 자체의 일부입니다. 중국인에게 <strong>mā</strong>와 <strong>mǎ</strong>는 한국어의 ‘말(馬)’과 ‘발’만큼이나 완전히 다른 단어입니다.</p>
<h2>한 음절, 네 가지 성조</h2>
<p>가장 유명한 예는 ma입니다.</p>
<ul>
<li><strong>妈</strong> mā(1성) 엄마: 높고 평평하게. 피아노의 같은 건반을 계속 누르듯이.</li>
<li><strong>麻</strong> má(2성) 삼: 중간에서 위로. 놀라서 “응?” 하고 되묻듯이.</li>
<li><strong>马</strong> mǎ(3성) 말: 아주 낮게 내렸다가 살짝 올리기.</li>
<li><strong>骂</strong> mà(4성) 꾸짖다: 높은 곳에서 빠르게 뚝 떨어지게. 화가 나서 “안 돼!” 하듯이.</li>
</ul>
<p>이어서 말해 보세요. <strong>妈妈骂马吗？</strong> Māma mà mǎ ma?(엄마가 말을 꾸짖어요?) 마지막 ma는 경성으로, 짧고 가볍게 읽습니다.</p>
<h2>가장 흔한 세 가지 문제</h2>
<h3>1. 3성이 끝까지 내려가지 않는다</h3>
<p>3성에서 가장 중요한 것은 ‘낮음’입니다. 실제 대화에서 3성 뒤에 다른 음절이 오면 보통 앞부분, 즉 낮은 부분만 발음하고 다시 올리지 않습니다. <strong>我很好</strong> Wǒ hěn hǎo(저는 잘 지내요)에서 앞의 두 글자는 낮게 유지됩니다.</p>
<h3>2. 2성과 3성이 헷갈린다</h3>
<p>2성은 중간에서 올라가고, 3성은 먼저 가라앉는다고 생각해 보세요. <strong>有没有</strong> yǒu méi yǒu(있어요, 없어요?)를 연습하면서 가운데 méi가 올라가는 것에 주의하세요.</p>
<h3>3. 4성에 힘이 없다</h3>
<p>4성은 짧고 힘있게. <strong>对！</strong> Duì!(맞아!) <strong>去！</strong> Qù!(가!) 책상을 탁 치는 느낌을 떠올려 보세요.</p>
<h2>하루 10분 연습법</h2>
<ol>
<li>두 음절 조합만 연습하세요. 예를 들어 <strong>中国</strong> Zhōngguó(중국, 1성+2성), <strong>老师</strong> lǎoshī(선생님, 3성+1성).</li>
<li>손으로 성조를 그려 보세요. 1성은 수평, 2성은 위로, 3성은 내려갔다 위로, 4성은 아래로.</li>
<li>휴대폰으로 내 목소리를 녹음해 원음과 비교하세요. 듣기만 해도 많은 문제를 발견할 수 있습니다.</li>
<li>새 단어를 배울 때는 병음 글자만이 아니라 성조도 단어의 일부로 외우세요.</li>
</ol>
<blockquote><p>성조가 정확한지는 규칙을 얼마나 아느냐가 아니라, 귀로 몇 번 듣고 입으로 몇 번 말해 봤느냐에 달려 있습니다.</p></blockquote>
<p>2~3주만 꾸준히 하면 성조가 ‘들리기’ 시작할 거예요. 그때부터는 말하기도 훨씬 자연스러워집니다. <strong>加油！</strong> Jiāyóu!(힘내세요!)</p>`,
  },
};
