import type { SeedPost } from '../../src/seed-data.ts';

export const measureWords: SeedPost = {
  slug: 'measure-words-without-the-headache',
  kind: 'blog',
  author: 'Sun Peng',
  publishedAt: '2026-03-05',
  tags: ['grammar', 'vocabulary'],
  sourceLanguage: 'zh-cn',
  audio: null,
  title: {
    'zh-cn': '量词不再头疼：先学这八个就够用',
    en: 'Measure Words Without the Headache: Start With These Eight',
    es: 'Clasificadores sin dolor de cabeza: empieza por estos ocho',
    ja: '量詞で悩まない：まずはこの8つで十分',
    ko: '양사 때문에 골치 아프지 않기: 이 여덟 개면 충분합니다',
  },
  summary: {
    'zh-cn': '中文有上百个量词，但日常交流真正常用的只有少数几个。孙鹏老师告诉你先学哪些、怎么记。',
    en: 'Chinese has well over a hundred measure words, but daily conversation runs on a handful. Sun Peng explains which to learn first and how to remember them.',
    es: 'El chino tiene más de cien clasificadores, pero la conversación diaria funciona con unos pocos. Sun Peng explica cuáles aprender primero y cómo recordarlos.',
    ja: '中国語には100を超える量詞がありますが、日常会話で本当によく使うのはほんの一握り。孫鵬先生が、最初に覚えるべきものと覚え方を紹介します。',
    ko: '중국어에는 양사가 백 개도 넘지만, 일상 대화에서 정말 자주 쓰는 것은 몇 개뿐입니다. 쑨펑 선생님이 무엇부터, 어떻게 외우면 좋은지 알려 드립니다.',
  },
  body: {
    'zh-cn': `<p>在中文里，数字和名词之间一般要加一个量词：不能说“三书”，要说 <strong>三本书</strong> sān běn shū。很多学生看到长长的量词表就放弃了。其实，先掌握最常用的八个，日常交流就够用了。</p>
<h2>八个最常用的量词</h2>
<ul>
<li><strong>个</strong> gè：最万能的量词，人和很多东西都能用。<strong>一个朋友</strong> yí ge péngyou</li>
<li><strong>本</strong> běn：书、本子。<strong>两本杂志</strong> liǎng běn zázhì</li>
<li><strong>张</strong> zhāng：平的东西，比如纸、桌子、票。<strong>一张票</strong> yì zhāng piào</li>
<li><strong>杯</strong> bēi：一杯一杯的饮料。<strong>一杯咖啡</strong> yì bēi kāfēi</li>
<li><strong>件</strong> jiàn：衣服和事情。<strong>一件事</strong> yí jiàn shì</li>
<li><strong>条</strong> tiáo：长长的东西，比如鱼、裤子、路。<strong>一条河</strong> yì tiáo hé</li>
<li><strong>只</strong> zhī：很多动物。<strong>三只猫</strong> sān zhī māo</li>
<li><strong>次</strong> cì：做事的次数。<strong>去过两次</strong> qùguo liǎng cì</li>
</ul>
<h2>怎么记？看形状</h2>
<p>很多量词和东西的形状有关。“张”用于平面的东西，“条”用于细长的东西。记住这个逻辑，遇到新词时你常常能猜对：<strong>一条裙子</strong> yì tiáo qúnzi、<strong>一张床</strong> yì zhāng chuáng。</p>
<h3>不确定的时候怎么办？</h3>
<p>用“个”。虽然不一定最地道，但大部分时候别人都能听懂。等你听得多了，自然会换成更准确的量词。</p>
<blockquote><p>量词不是考验记忆力的清单，而是中国人看世界的一种方式。</p></blockquote>
<h2>小练习</h2>
<p>看看你的桌子上有什么，用量词说出来：<strong>一台电脑、两支笔、一杯茶</strong> yì tái diànnǎo, liǎng zhī bǐ, yì bēi chá。每天说五样东西，一周以后你会发现，量词已经不再是难题了。</p>`,
    en: `<p>In Chinese, a number and a noun usually need a measure word between them: you can’t say “three book”, you say <strong>三本书</strong> sān běn shū (three books). Many learners give up when they see a long list of measure words. In fact, the eight most common ones will carry you through everyday conversation.</p>
<h2>The eight you will use most</h2>
<ul>
<li><strong>个</strong> gè: the all-rounder, for people and many things. <strong>一个朋友</strong> yí ge péngyou (a friend)</li>
<li><strong>本</strong> běn: books and notebooks. <strong>两本杂志</strong> liǎng běn zázhì (two magazines)</li>
<li><strong>张</strong> zhāng: flat things such as paper, tables and tickets. <strong>一张票</strong> yì zhāng piào (a ticket)</li>
<li><strong>杯</strong> bēi: drinks by the cup or glass. <strong>一杯咖啡</strong> yì bēi kāfēi (a cup of coffee)</li>
<li><strong>件</strong> jiàn: clothes and matters. <strong>一件事</strong> yí jiàn shì (a matter, a thing to do)</li>
<li><strong>条</strong> tiáo: long, thin things such as fish, trousers and roads. <strong>一条河</strong> yì tiáo hé (a river)</li>
<li><strong>只</strong> zhī: many animals. <strong>三只猫</strong> sān zhī māo (three cats)</li>
<li><strong>次</strong> cì: how many times. <strong>去过两次</strong> qùguo liǎng cì (have been twice)</li>
</ul>
<h2>How to remember them: think shape</h2>
<p>Many measure words describe the shape of things. 张 is for flat surfaces, 条 for long thin objects. Once you see the logic you can often guess right with new nouns: <strong>一条裙子</strong> yì tiáo qúnzi (a skirt), <strong>一张床</strong> yì zhāng chuáng (a bed).</p>
<h3>What if you’re not sure?</h3>
<p>Use 个. It may not be the most natural choice, but people will understand you almost every time. As you hear more Chinese, you will switch to the precise measure word without thinking.</p>
<blockquote><p>Measure words are not a memory test. They are one of the ways Chinese speakers see the world.</p></blockquote>
<h2>A small exercise</h2>
<p>Look at your desk and name what is on it with measure words: <strong>一台电脑、两支笔、一杯茶</strong> yì tái diànnǎo, liǎng zhī bǐ, yì bēi chá (a computer, two pens, a cup of tea). Name five things a day, and within a week measure words will stop being a problem.</p>`,
    es: `<p>En chino, entre un número y un sustantivo suele ir un clasificador: no se puede decir «tres libro», sino <strong>三本书</strong> sān běn shū (tres libros). Muchos estudiantes se rinden al ver una larga lista de clasificadores. En realidad, con los ocho más frecuentes tienes suficiente para la conversación diaria.</p>
<h2>Los ocho que más vas a usar</h2>
<ul>
<li><strong>个</strong> gè: el comodín, para personas y muchas cosas. <strong>一个朋友</strong> yí ge péngyou (un amigo)</li>
<li><strong>本</strong> běn: libros y cuadernos. <strong>两本杂志</strong> liǎng běn zázhì (dos revistas)</li>
<li><strong>张</strong> zhāng: cosas planas como papel, mesas y entradas. <strong>一张票</strong> yì zhāng piào (una entrada)</li>
<li><strong>杯</strong> bēi: bebidas por tazas o vasos. <strong>一杯咖啡</strong> yì bēi kāfēi (un café)</li>
<li><strong>件</strong> jiàn: ropa y asuntos. <strong>一件事</strong> yí jiàn shì (un asunto)</li>
<li><strong>条</strong> tiáo: cosas largas y estrechas como peces, pantalones o calles. <strong>一条河</strong> yì tiáo hé (un río)</li>
<li><strong>只</strong> zhī: muchos animales. <strong>三只猫</strong> sān zhī māo (tres gatos)</li>
<li><strong>次</strong> cì: número de veces. <strong>去过两次</strong> qùguo liǎng cì (he ido dos veces)</li>
</ul>
<h2>Cómo recordarlos: piensa en la forma</h2>
<p>Muchos clasificadores describen la forma de las cosas. 张 es para superficies planas y 条 para objetos largos y finos. Una vez que ves la lógica, a menudo aciertas con sustantivos nuevos: <strong>一条裙子</strong> yì tiáo qúnzi (una falda), <strong>一张床</strong> yì zhāng chuáng (una cama).</p>
<h3>¿Y si no estás seguro?</h3>
<p>Usa 个. Quizá no sea lo más natural, pero casi siempre te entenderán. Cuanto más chino escuches, más fácil te saldrá el clasificador preciso sin pensarlo.</p>
<blockquote><p>Los clasificadores no son una prueba de memoria: son una de las formas en que los chinos ven el mundo.</p></blockquote>
<h2>Un pequeño ejercicio</h2>
<p>Mira tu mesa y nombra lo que hay con clasificadores: <strong>一台电脑、两支笔、一杯茶</strong> yì tái diànnǎo, liǎng zhī bǐ, yì bēi chá (un ordenador, dos bolígrafos, una taza de té). Nombra cinco cosas al día y en una semana los clasificadores dejarán de ser un problema.</p>`,
    ja: `<p>中国語では、数字と名詞の間にふつう量詞が入ります。「三书」とは言えず、<strong>三本书</strong> sān běn shū（本3冊）と言います。長い量詞の一覧表を見てあきらめてしまう人も多いのですが、実はよく使う8つを押さえれば、日常会話には十分です。</p>
<h2>もっともよく使う8つの量詞</h2>
<ul>
<li><strong>个</strong> gè：万能の量詞。人にも多くの物にも使えます。<strong>一个朋友</strong> yí ge péngyou（友だち1人）</li>
<li><strong>本</strong> běn：本やノート。<strong>两本杂志</strong> liǎng běn zázhì（雑誌2冊）</li>
<li><strong>张</strong> zhāng：紙・机・チケットなど平らなもの。<strong>一张票</strong> yì zhāng piào（チケット1枚）</li>
<li><strong>杯</strong> bēi：カップやグラスに入った飲み物。<strong>一杯咖啡</strong> yì bēi kāfēi（コーヒー1杯）</li>
<li><strong>件</strong> jiàn：服や事柄。<strong>一件事</strong> yí jiàn shì（ひとつの用事）</li>
<li><strong>条</strong> tiáo：魚・ズボン・道など細長いもの。<strong>一条河</strong> yì tiáo hé（川1本）</li>
<li><strong>只</strong> zhī：多くの動物。<strong>三只猫</strong> sān zhī māo（猫3匹）</li>
<li><strong>次</strong> cì：回数。<strong>去过两次</strong> qùguo liǎng cì（2回行ったことがある）</li>
</ul>
<h2>覚え方：形をイメージする</h2>
<p>量詞の多くはものの形と関係しています。「张」は平らなもの、「条」は細長いものに使います。この考え方がわかれば、新しい名詞でも当てられることが多くなります。<strong>一条裙子</strong> yì tiáo qúnzi（スカート1枚）、<strong>一张床</strong> yì zhāng chuáng（ベッド1台）。</p>
<h3>迷ったときは？</h3>
<p>「个」を使いましょう。いちばん自然とは限りませんが、ほとんどの場合は通じます。たくさん聞いているうちに、自然と正確な量詞に置き換えられるようになります。</p>
<blockquote><p>量詞は記憶力を試すリストではなく、中国人の世界の見方のひとつです。</p></blockquote>
<h2>ちょっとした練習</h2>
<p>机の上にあるものを量詞を使って言ってみましょう。<strong>一台电脑、两支笔、一杯茶</strong> yì tái diànnǎo, liǎng zhī bǐ, yì bēi chá（パソコン1台、ペン2本、お茶1杯）。毎日5つずつ言えば、1週間後には量詞はもう難しくなくなっているはずです。</p>`,
    ko: `<p>중국어에서는 숫자와 명사 사이에 보통 양사가 들어갑니다. ‘三书’라고 하지 않고 <strong>三本书</strong> sān běn shū(책 세 권)라고 해야 하죠. 긴 양사 목록을 보고 포기하는 학생이 많지만, 사실 가장 자주 쓰는 여덟 개만 알면 일상 대화에는 충분합니다.</p>
<h2>가장 자주 쓰는 양사 여덟 개</h2>
<ul>
<li><strong>个</strong> gè: 만능 양사로, 사람과 많은 사물에 씁니다. <strong>一个朋友</strong> yí ge péngyou(친구 한 명)</li>
<li><strong>本</strong> běn: 책과 공책. <strong>两本杂志</strong> liǎng běn zázhì(잡지 두 권)</li>
<li><strong>张</strong> zhāng: 종이, 탁자, 표처럼 평평한 것. <strong>一张票</strong> yì zhāng piào(표 한 장)</li>
<li><strong>杯</strong> bēi: 잔에 담긴 음료. <strong>一杯咖啡</strong> yì bēi kāfēi(커피 한 잔)</li>
<li><strong>件</strong> jiàn: 옷과 일. <strong>一件事</strong> yí jiàn shì(일 한 가지)</li>
<li><strong>条</strong> tiáo: 물고기, 바지, 길처럼 길쭉한 것. <strong>一条河</strong> yì tiáo hé(강 하나)</li>
<li><strong>只</strong> zhī: 여러 동물. <strong>三只猫</strong> sān zhī māo(고양이 세 마리)</li>
<li><strong>次</strong> cì: 횟수. <strong>去过两次</strong> qùguo liǎng cì(두 번 가 봤다)</li>
</ul>
<h2>외우는 법: 모양을 떠올리기</h2>
<p>많은 양사가 사물의 모양과 관련이 있습니다. 张은 평평한 것, 条는 가늘고 긴 것에 씁니다. 이 논리를 알면 새로운 명사도 맞힐 때가 많습니다. <strong>一条裙子</strong> yì tiáo qúnzi(치마 한 벌), <strong>一张床</strong> yì zhāng chuáng(침대 하나).</p>
<h3>확실하지 않을 때는?</h3>
<p>个를 쓰세요. 가장 자연스럽지는 않을 수 있어도 대부분 알아듣습니다. 중국어를 많이 듣다 보면 자연스럽게 더 정확한 양사로 바꾸게 됩니다.</p>
<blockquote><p>양사는 암기력을 시험하는 목록이 아니라, 중국 사람들이 세상을 보는 방식 중 하나입니다.</p></blockquote>
<h2>간단한 연습</h2>
<p>책상 위에 있는 것을 양사를 써서 말해 보세요. <strong>一台电脑、两支笔、一杯茶</strong> yì tái diànnǎo, liǎng zhī bǐ, yì bēi chá(컴퓨터 한 대, 펜 두 자루, 차 한 잔). 하루에 다섯 가지씩 말하다 보면 일주일 뒤에는 양사가 더 이상 어렵지 않을 거예요.</p>`,
  },
};
