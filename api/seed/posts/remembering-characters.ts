import type { SeedPost } from '../../src/seed-data.ts';

export const rememberingCharacters: SeedPost = {
  slug: 'remembering-characters',
  kind: 'blog',
  author: 'Wu Hao',
  publishedAt: '2026-09-03',
  tags: ['study-tips', 'vocabulary'],
  sourceLanguage: 'zh-cn',
  audio: null,
  title: {
    'zh-cn': '记汉字的四个好办法',
    en: 'Four Good Ways to Remember Chinese Characters',
    es: 'Cuatro buenas formas de recordar los caracteres chinos',
    ja: '漢字を覚える4つのよい方法',
    ko: '한자를 기억하는 네 가지 좋은 방법',
  },
  summary: {
    'zh-cn': '汉字不是一笔一画死记硬背出来的。教了十三年汉字的吴浩老师，分享他最常用的四个方法。',
    en: 'Characters are not learned by copying strokes over and over. Wu Hao, who has taught characters for thirteen years, shares the four methods he uses most.',
    es: 'Los caracteres no se aprenden copiando trazos una y otra vez. Wu Hao, que lleva trece años enseñándolos, comparte sus cuatro métodos favoritos.',
    ja: '漢字は一画ずつ丸暗記するものではありません。13年間漢字を教えてきた呉浩先生が、よく使う4つの方法を紹介します。',
    ko: '한자는 획 하나하나를 무작정 외우는 것이 아닙니다. 13년간 한자를 가르친 우하오 선생님이 가장 자주 쓰는 네 가지 방법을 소개합니다.',
  },
  body: {
    'zh-cn': `<p>不少学生记汉字的方法是抄写：一个字写二十遍，第二天还是忘了。抄写有用，但只靠抄写，效率很低。下面是我在课上最常用的四个办法。</p>
<h2>1. 先认部首</h2>
<p>大部分汉字由两个部分组成：一个表示意思，一个表示读音。比如 <strong>妈</strong> mā：“女”表示和女性有关，“马”提示读音。认识了部首，新字就不再是一堆陌生的笔画。</p>
<h2>2. 给汉字编故事</h2>
<p><strong>休</strong> xiū（休息）是一个人靠在树旁边，就是在“休息”。<strong>好</strong> hǎo是一个女人抱着一个孩子，多么美好。故事越有画面感，越容易记住。</p>
<h2>3. 在词语里记字</h2>
<p>单独记一个字很难，放在词语里就容易多了：</p>
<ul>
<li><strong>电</strong>：<strong>电话</strong> diànhuà、<strong>电脑</strong> diànnǎo、<strong>电影</strong> diànyǐng</li>
<li><strong>学</strong>：<strong>学生</strong> xuésheng、<strong>大学</strong> dàxué、<strong>同学</strong> tóngxué</li>
</ul>
<h2>4. 有间隔地复习</h2>
<p>学完一个字，第二天、第四天、一周后、一个月后各复习一次。比起一天写二十遍，这样记得更久。</p>
<blockquote><p>每个汉字都有自己的故事，找到它，你就不会忘记它。</p></blockquote>
<p>试试今天就用这四个办法学五个新字。你会发现，汉字其实没有想象中那么难。</p>`,
    en: `<p>Many learners remember characters by copying them: twenty times each, and the next day they are gone again. Copying helps, but on its own it is slow going. Here are the four methods I use most in class.</p>
<h2>1. Learn the radicals first</h2>
<p>Most characters are made of two parts: one hints at the meaning, the other at the sound. Take <strong>妈</strong> mā (mother): 女 (woman) tells you it relates to women, and 马 mǎ (horse) hints at the sound. Once you know the radicals, a new character is no longer a jumble of strange strokes.</p>
<h2>2. Make up a story</h2>
<p><strong>休</strong> xiū (to rest) is a person leaning against a tree, taking a rest. <strong>好</strong> hǎo (good) is a woman holding a child, and what could be better? The more vivid the picture, the easier it is to remember.</p>
<h2>3. Learn characters inside words</h2>
<p>A character on its own is hard to remember; inside words it is much easier:</p>
<ul>
<li><strong>电</strong> (electric): <strong>电话</strong> diànhuà (telephone), <strong>电脑</strong> diànnǎo (computer), <strong>电影</strong> diànyǐng (film)</li>
<li><strong>学</strong> (study): <strong>学生</strong> xuésheng (student), <strong>大学</strong> dàxué (university), <strong>同学</strong> tóngxué (classmate)</li>
</ul>
<h2>4. Space out your reviews</h2>
<p>After learning a character, review it the next day, after four days, after a week and after a month. You will remember it far longer than by writing it twenty times in one go.</p>
<blockquote><p>Every character has its own story. Find it, and you won’t forget the character.</p></blockquote>
<p>Try learning five new characters today with these four methods. You will find characters are not nearly as hard as they look.</p>`,
    es: `<p>Muchos estudiantes memorizan los caracteres copiándolos: veinte veces cada uno, y al día siguiente se han vuelto a olvidar. Copiar ayuda, pero por sí solo es muy lento. Estos son los cuatro métodos que más uso en clase.</p>
<h2>1. Aprende primero los radicales</h2>
<p>La mayoría de los caracteres tiene dos partes: una sugiere el significado y otra el sonido. Por ejemplo, <strong>妈</strong> mā (mamá): 女 (mujer) indica que tiene que ver con las mujeres y 马 mǎ (caballo) da una pista del sonido. Cuando conoces los radicales, un carácter nuevo deja de ser un lío de trazos extraños.</p>
<h2>2. Inventa una historia</h2>
<p><strong>休</strong> xiū (descansar) es una persona apoyada en un árbol, descansando. <strong>好</strong> hǎo (bueno) es una mujer con un niño en brazos, ¿hay algo mejor? Cuanto más visual sea la imagen, más fácil será recordarla.</p>
<h2>3. Aprende los caracteres dentro de palabras</h2>
<p>Un carácter suelto cuesta recordarlo; dentro de palabras es mucho más fácil:</p>
<ul>
<li><strong>电</strong> (eléctrico): <strong>电话</strong> diànhuà (teléfono), <strong>电脑</strong> diànnǎo (ordenador), <strong>电影</strong> diànyǐng (película)</li>
<li><strong>学</strong> (estudiar): <strong>学生</strong> xuésheng (estudiante), <strong>大学</strong> dàxué (universidad), <strong>同学</strong> tóngxué (compañero de clase)</li>
</ul>
<h2>4. Espacia los repasos</h2>
<p>Después de aprender un carácter, repásalo al día siguiente, a los cuatro días, a la semana y al mes. Lo recordarás mucho más tiempo que si lo escribes veinte veces de golpe.</p>
<blockquote><p>Cada carácter tiene su propia historia. Encuéntrala y no lo olvidarás.</p></blockquote>
<p>Prueba hoy mismo a aprender cinco caracteres nuevos con estos cuatro métodos. Verás que no son ni de lejos tan difíciles como parecen.</p>`,
    ja: `<p>漢字を書き写して覚える学習者は多く、1字を20回書いても翌日には忘れてしまいます。書き写すことにも意味はありますが、それだけでは効率がよくありません。授業でよく使う4つの方法を紹介します。</p>
<h2>1. まず部首を知る</h2>
<p>ほとんどの漢字は、意味を表す部分と音を表す部分の2つからできています。たとえば <strong>妈</strong> mā（お母さん）は、「女」が女性に関係することを示し、「马」mǎ が読み方のヒントになっています。部首がわかれば、新しい漢字も見知らぬ線の集まりではなくなります。</p>
<h2>2. 漢字に物語をつける</h2>
<p><strong>休</strong> xiū（休む）は、人が木に寄りかかって休んでいる姿。<strong>好</strong> hǎo（よい）は、女性が子どもを抱いている姿で、なんとすてきなことでしょう。情景が目に浮かぶほど、覚えやすくなります。</p>
<h2>3. 単語の中で覚える</h2>
<p>1字だけで覚えるのは大変ですが、単語の中なら覚えやすくなります。</p>
<ul>
<li><strong>电</strong>（電気）：<strong>电话</strong> diànhuà（電話）、<strong>电脑</strong> diànnǎo（パソコン）、<strong>电影</strong> diànyǐng（映画）</li>
<li><strong>学</strong>（学ぶ）：<strong>学生</strong> xuésheng（学生）、<strong>大学</strong> dàxué（大学）、<strong>同学</strong> tóngxué（クラスメート）</li>
</ul>
<h2>4. 間隔をあけて復習する</h2>
<p>覚えた字は、翌日、4日後、1週間後、1か月後にそれぞれ復習しましょう。1日に20回書くよりもずっと長く記憶に残ります。</p>
<blockquote><p>どの漢字にも、その字だけの物語があります。それを見つければ、もう忘れません。</p></blockquote>
<p>今日さっそく、この4つの方法で新しい漢字を5つ覚えてみましょう。漢字は思っているほど難しくないことに気づくはずです。</p>`,
    ko: `<p>많은 학생이 한자를 베껴 쓰면서 외웁니다. 한 글자를 스무 번씩 쓰고도 다음 날이면 또 잊어버리죠. 베껴 쓰기도 도움이 되지만 그것만으로는 효율이 낮습니다. 제가 수업에서 가장 자주 쓰는 네 가지 방법을 소개합니다.</p>
<h2>1. 부수부터 알기</h2>
<p>대부분의 한자는 뜻을 나타내는 부분과 소리를 나타내는 부분, 두 부분으로 이루어져 있습니다. 예를 들어 <strong>妈</strong> mā(엄마)에서 女(여자)는 여성과 관련 있음을, 马 mǎ(말)는 발음을 알려 줍니다. 부수를 알면 새 한자도 더 이상 낯선 획의 덩어리가 아닙니다.</p>
<h2>2. 한자에 이야기 붙이기</h2>
<p><strong>休</strong> xiū(쉬다)는 사람이 나무에 기대어 쉬는 모습입니다. <strong>好</strong> hǎo(좋다)는 여자가 아이를 안고 있는 모습이니, 얼마나 좋은 일인가요. 장면이 생생할수록 기억하기 쉽습니다.</p>
<h2>3. 단어 속에서 외우기</h2>
<p>한 글자만 따로 외우기는 어렵지만, 단어 속에서는 훨씬 쉽습니다.</p>
<ul>
<li><strong>电</strong>(전기): <strong>电话</strong> diànhuà(전화), <strong>电脑</strong> diànnǎo(컴퓨터), <strong>电影</strong> diànyǐng(영화)</li>
<li><strong>学</strong>(배우다): <strong>学生</strong> xuésheng(학생), <strong>大学</strong> dàxué(대학), <strong>同学</strong> tóngxué(반 친구)</li>
</ul>
<h2>4. 간격을 두고 복습하기</h2>
<p>한자를 배운 뒤 다음 날, 나흘 뒤, 일주일 뒤, 한 달 뒤에 한 번씩 복습하세요. 하루에 스무 번 쓰는 것보다 훨씬 오래 기억에 남습니다.</p>
<blockquote><p>모든 한자에는 저마다의 이야기가 있습니다. 그 이야기를 찾으면 절대 잊지 않습니다.</p></blockquote>
<p>오늘 바로 이 네 가지 방법으로 새 한자 다섯 개를 외워 보세요. 한자가 생각만큼 어렵지 않다는 걸 알게 될 거예요.</p>`,
  },
};
