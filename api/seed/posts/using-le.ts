import type { SeedPost } from '../../src/seed-data.ts';

export const usingLe: SeedPost = {
  slug: 'three-ways-to-use-le',
  kind: 'blog',
  author: 'Gao Yu',
  publishedAt: '2026-07-22',
  tags: ['grammar'],
  sourceLanguage: 'zh-cn',
  audio: null,
  title: {
    'zh-cn': '“了”的三种用法，一次讲清楚',
    en: 'Three Ways to Use 了, Explained Once and for All',
    es: 'Los tres usos de 了, explicados de una vez por todas',
    ja: '「了」の3つの使い方をすっきり整理',
    ko: '了의 세 가지 용법, 한 번에 정리하기',
  },
  summary: {
    'zh-cn': '“了”可能是中文里最常用、也最让人困惑的字。高雨老师用三个场景帮你理清它。',
    en: '了 may be the most common and the most confusing character in Chinese. Gao Yu untangles it with three everyday situations.',
    es: '了 quizá sea el carácter más frecuente y más confuso del chino. Gao Yu lo aclara con tres situaciones cotidianas.',
    ja: '「了」は中国語でもっともよく使われ、もっとも紛らわしい字かもしれません。高雨先生が3つの場面で整理します。',
    ko: '了는 중국어에서 가장 많이 쓰이면서도 가장 헷갈리는 글자일지 모릅니다. 가오위 선생님이 세 가지 상황으로 정리해 드립니다.',
  },
  body: {
    'zh-cn': `<p>很多学生以为“了”就是过去时，于是每个过去的句子都加上“了”。其实中文没有时态，“了”表示的是完成或者变化。我们用三个场景来看。</p>
<h2>场景一：事情完成了</h2>
<p>动词后面的“了”表示动作完成：</p>
<ul>
<li><strong>我买了两本书。</strong> Wǒ mǎile liǎng běn shū.</li>
<li><strong>他喝了一杯咖啡就走了。</strong> Tā hēle yì bēi kāfēi jiù zǒu le.</li>
</ul>
<p>注意：说过去的习惯时不用“了”。<strong>我以前每天跑步。</strong> Wǒ yǐqián měitiān pǎobù.</p>
<h2>场景二：情况变化了</h2>
<p>句子末尾的“了”表示新的情况出现了：</p>
<ul>
<li><strong>下雨了！</strong> Xià yǔ le!刚才没下，现在开始下。</li>
<li><strong>我饿了。</strong> Wǒ è le.</li>
<li><strong>他不来了。</strong> Tā bù lái le.本来要来，现在改变了主意。</li>
</ul>
<h2>场景三：两个“了”一起用</h2>
<p><strong>我学了两年中文了。</strong> Wǒ xuéle liǎng nián Zhōngwén le.意思是：已经学了两年，而且现在还在学。</p>
<h2>常见错误：“没”和“了”</h2>
<p>否定已经完成的事情时，用“没”，不用“了”。很多学生会说“我没吃了”，正确的说法是 <strong>我还没吃。</strong> Wǒ hái méi chī. 如果说 <strong>我不吃了。</strong> Wǒ bù chī le.，意思就变成了“我不想再吃了”。</p>
<blockquote><p>问问自己：是“做完了”，还是“变了”？答案就在这里。</p></blockquote>
<h3>练习一下</h3>
<p>用“了”说说你今天做完的三件事，再说一件发生了变化的事。比如：<strong>我吃了早饭。天晴了。</strong></p>`,
    en: `<p>Many learners think 了 marks the past tense, so they add it to every sentence about the past. But Chinese has no tenses: 了 shows that something has been completed or has changed. Let’s look at three situations.</p>
<h2>Situation one: something is done</h2>
<p>了 right after a verb shows the action is complete:</p>
<ul>
<li><strong>我买了两本书。</strong> Wǒ mǎile liǎng běn shū. (I bought two books.)</li>
<li><strong>他喝了一杯咖啡就走了。</strong> Tā hēle yì bēi kāfēi jiù zǒu le. (He had a coffee and left.)</li>
</ul>
<p>Note that past habits don’t take 了: <strong>我以前每天跑步。</strong> Wǒ yǐqián měitiān pǎobù. (I used to run every day.)</p>
<h2>Situation two: something has changed</h2>
<p>了 at the end of a sentence shows a new situation:</p>
<ul>
<li><strong>下雨了！</strong> Xià yǔ le! (It’s started raining!) It wasn’t raining before; now it is.</li>
<li><strong>我饿了。</strong> Wǒ è le. (I’m hungry now.)</li>
<li><strong>他不来了。</strong> Tā bù lái le. (He’s not coming after all.) He was going to come, but has changed his mind.</li>
</ul>
<h2>Situation three: two 了 together</h2>
<p><strong>我学了两年中文了。</strong> Wǒ xuéle liǎng nián Zhōngwén le. (I’ve been learning Chinese for two years.) It means you have studied for two years so far and are still studying.</p>
<h2>A common mistake: 没 and 了</h2>
<p>To say something has not happened, use 没 and drop 了. Many learners say 我没吃了, but the right way is <strong>我还没吃。</strong> Wǒ hái méi chī. (I haven’t eaten yet.) If you say <strong>我不吃了。</strong> Wǒ bù chī le., the meaning changes to “I don’t want any more.”</p>
<blockquote><p>Ask yourself: is it “done”, or is it “changed”? That is where the answer lies.</p></blockquote>
<h3>Try it</h3>
<p>Use 了 to say three things you have finished today and one thing that has changed. For example: <strong>我吃了早饭。天晴了。</strong> Wǒ chīle zǎofàn. Tiān qíng le. (I’ve had breakfast. The sky has cleared.)</p>`,
    es: `<p>Muchos estudiantes creen que 了 marca el pasado y lo añaden a todas las frases sobre el pasado. Pero el chino no tiene tiempos verbales: 了 indica que algo se ha completado o ha cambiado. Veámoslo en tres situaciones.</p>
<h2>Situación uno: algo está hecho</h2>
<p>了 justo después del verbo indica que la acción se ha completado:</p>
<ul>
<li><strong>我买了两本书。</strong> Wǒ mǎile liǎng běn shū. (He comprado dos libros.)</li>
<li><strong>他喝了一杯咖啡就走了。</strong> Tā hēle yì bēi kāfēi jiù zǒu le. (Se tomó un café y se fue.)</li>
</ul>
<p>Ojo: los hábitos del pasado no llevan 了: <strong>我以前每天跑步。</strong> Wǒ yǐqián měitiān pǎobù. (Antes corría todos los días.)</p>
<h2>Situación dos: algo ha cambiado</h2>
<p>了 al final de la frase indica una situación nueva:</p>
<ul>
<li><strong>下雨了！</strong> Xià yǔ le! (¡Ha empezado a llover!) Antes no llovía; ahora sí.</li>
<li><strong>我饿了。</strong> Wǒ è le. (Ya tengo hambre.)</li>
<li><strong>他不来了。</strong> Tā bù lái le. (Al final no viene.) Iba a venir, pero ha cambiado de idea.</li>
</ul>
<h2>Situación tres: dos 了 juntos</h2>
<p><strong>我学了两年中文了。</strong> Wǒ xuéle liǎng nián Zhōngwén le. (Llevo dos años estudiando chino.) Significa que has estudiado dos años hasta ahora y sigues estudiando.</p>
<h2>Un error frecuente: 没 y 了</h2>
<p>Para decir que algo no ha ocurrido, se usa 没 y se quita 了. Muchos estudiantes dicen 我没吃了, pero lo correcto es <strong>我还没吃。</strong> Wǒ hái méi chī. (Todavía no he comido.) Si dices <strong>我不吃了。</strong> Wǒ bù chī le., el sentido cambia a «ya no quiero más».</p>
<blockquote><p>Pregúntate: ¿está «hecho» o ha «cambiado»? Ahí está la respuesta.</p></blockquote>
<h3>Pruébalo</h3>
<p>Usa 了 para decir tres cosas que ya has hecho hoy y una que ha cambiado. Por ejemplo: <strong>我吃了早饭。天晴了。</strong> Wǒ chīle zǎofàn. Tiān qíng le. (Ya he desayunado. Se ha despejado el cielo.)</p>`,
    ja: `<p>「了」は過去形だと思い込み、過去のことを言う文すべてに「了」をつけてしまう学習者はたくさんいます。でも中国語には時制がありません。「了」が表すのは「完了」や「変化」です。3つの場面で見てみましょう。</p>
<h2>場面1：ことが完了した</h2>
<p>動詞のすぐ後ろの「了」は、動作が完了したことを表します。</p>
<ul>
<li><strong>我买了两本书。</strong> Wǒ mǎile liǎng běn shū.（本を2冊買いました。）</li>
<li><strong>他喝了一杯咖啡就走了。</strong> Tā hēle yì bēi kāfēi jiù zǒu le.（彼はコーヒーを1杯飲んで帰りました。）</li>
</ul>
<p>注意：過去の習慣には「了」を使いません。<strong>我以前每天跑步。</strong> Wǒ yǐqián měitiān pǎobù.（以前は毎日走っていました。）</p>
<h2>場面2：状況が変わった</h2>
<p>文末の「了」は、新しい状況が生まれたことを表します。</p>
<ul>
<li><strong>下雨了！</strong> Xià yǔ le!（雨が降ってきた！）さっきまでは降っていなかったのに、今は降っている。</li>
<li><strong>我饿了。</strong> Wǒ è le.（おなかがすいてきた。）</li>
<li><strong>他不来了。</strong> Tā bù lái le.（彼は来ないことになった。）来る予定だったのに、気が変わった。</li>
</ul>
<h2>場面3：2つの「了」を一緒に使う</h2>
<p><strong>我学了两年中文了。</strong> Wǒ xuéle liǎng nián Zhōngwén le.（中国語を勉強して2年になります。）すでに2年学び、今も続けているという意味です。</p>
<h2>よくある間違い：「没」と「了」</h2>
<p>まだしていないことを言うときは「没」を使い、「了」はつけません。「我没吃了」と言ってしまう人が多いのですが、正しくは <strong>我还没吃。</strong> Wǒ hái méi chī.（まだ食べていません。）です。<strong>我不吃了。</strong> Wǒ bù chī le. と言うと、「もう食べません（もういらない）」という意味になります。</p>
<blockquote><p>「し終わった」のか、「変わった」のか。自分に問いかければ、答えはそこにあります。</p></blockquote>
<h3>練習してみよう</h3>
<p>「了」を使って、今日し終えたことを3つと、変化したことを1つ言ってみましょう。たとえば：<strong>我吃了早饭。天晴了。</strong> Wǒ chīle zǎofàn. Tiān qíng le.（朝ごはんを食べました。晴れてきました。）</p>`,
    ko: `<p>많은 학생이 了를 과거형이라고 생각해서 과거 일을 말하는 모든 문장에 了를 붙입니다. 하지만 중국어에는 시제가 없습니다. 了가 나타내는 것은 ‘완료’ 또는 ‘변화’입니다. 세 가지 상황으로 살펴봅시다.</p>
<h2>상황 1: 일이 끝났다</h2>
<p>동사 바로 뒤의 了는 동작이 완료되었음을 나타냅니다.</p>
<ul>
<li><strong>我买了两本书。</strong> Wǒ mǎile liǎng běn shū.(책을 두 권 샀어요.)</li>
<li><strong>他喝了一杯咖啡就走了。</strong> Tā hēle yì bēi kāfēi jiù zǒu le.(그는 커피 한 잔을 마시고 바로 갔어요.)</li>
</ul>
<p>주의: 과거의 습관에는 了를 쓰지 않습니다. <strong>我以前每天跑步。</strong> Wǒ yǐqián měitiān pǎobù.(예전에는 매일 달렸어요.)</p>
<h2>상황 2: 상황이 바뀌었다</h2>
<p>문장 끝의 了는 새로운 상황이 생겼음을 나타냅니다.</p>
<ul>
<li><strong>下雨了！</strong> Xià yǔ le!(비 온다!) 아까는 안 왔는데 지금은 내리기 시작했다.</li>
<li><strong>我饿了。</strong> Wǒ è le.(배고파졌어요.)</li>
<li><strong>他不来了。</strong> Tā bù lái le.(그는 안 오기로 했어요.) 오려고 했는데 마음이 바뀌었다.</li>
</ul>
<h2>상황 3: 了 두 개를 함께 쓰기</h2>
<p><strong>我学了两年中文了。</strong> Wǒ xuéle liǎng nián Zhōngwén le.(중국어를 배운 지 2년 됐어요.) 지금까지 2년 동안 배웠고, 지금도 배우고 있다는 뜻입니다.</p>
<h2>흔한 실수: 没와 了</h2>
<p>아직 일어나지 않은 일을 말할 때는 没를 쓰고 了는 빼야 합니다. ‘我没吃了’라고 말하는 학생이 많은데, 올바른 표현은 <strong>我还没吃。</strong> Wǒ hái méi chī.(아직 안 먹었어요.)입니다. <strong>我不吃了。</strong> Wǒ bù chī le.라고 하면 ‘이제 그만 먹을래요’라는 뜻이 됩니다.</p>
<blockquote><p>‘다 했다’인가, ‘바뀌었다’인가? 스스로에게 물어보면 답이 보입니다.</p></blockquote>
<h3>연습해 보세요</h3>
<p>了를 써서 오늘 끝낸 일 세 가지와 달라진 일 한 가지를 말해 보세요. 예를 들어 <strong>我吃了早饭。天晴了。</strong> Wǒ chīle zǎofàn. Tiān qíng le.(아침을 먹었어요. 날이 갰어요.)</p>`,
  },
};
