import type { SeedPost } from '../../src/seed-data.ts';

export const keepTalking: SeedPost = {
  slug: 'keeping-a-conversation-going',
  kind: 'blog',
  author: 'Zhang Wei',
  publishedAt: '2026-10-28',
  tags: ['study-tips', 'vocabulary'],
  sourceLanguage: 'zh-cn',
  audio: null,
  title: {
    'zh-cn': '聊天不冷场：让中文对话继续下去的小技巧',
    en: 'No More Awkward Silences: Keeping a Chinese Conversation Going',
    es: 'Adiós a los silencios incómodos: cómo mantener viva una conversación en chino',
    ja: '会話が途切れない：中国語の会話を続けるコツ',
    ko: '어색한 침묵은 그만: 중국어 대화를 이어 가는 요령',
  },
  summary: {
    'zh-cn': '词汇不够也能聊下去。张伟老师分享接话、追问和“争取时间”的常用说法。',
    en: 'You can keep talking even when you run out of words. Zhang Wei shares phrases for reacting, asking follow-up questions and buying time.',
    es: 'Puedes seguir hablando aunque te falten palabras. Zhang Wei comparte expresiones para reaccionar, repreguntar y ganar tiempo.',
    ja: '語彙が足りなくても会話は続けられます。張偉先生が、あいづち・聞き返し・時間かせぎの定番フレーズを紹介します。',
    ko: '어휘가 부족해도 대화는 이어 갈 수 있습니다. 장웨이 선생님이 맞장구, 되묻기, 시간 벌기 표현을 알려 드립니다.',
  },
  body: {
    'zh-cn': `<p>我在马德里生活的时候，最怕的不是听不懂西班牙语，而是聊到一半突然不知道说什么。学中文也一样。其实，聊天能不能继续，靠的往往不是词汇量，而是几个“万能句子”。</p>
<h2>接话：表示你在听</h2>
<ul>
<li><strong>真的吗？</strong> Zhēn de ma?</li>
<li><strong>怪不得！</strong> Guàibude!原来是这样，难怪。</li>
<li><strong>我也是！</strong> Wǒ yě shì!</li>
</ul>
<h2>追问：让对方多说一点</h2>
<ul>
<li><strong>后来呢？</strong> Hòulái ne?</li>
<li><strong>为什么这么说？</strong> Wèishénme zhème shuō?</li>
<li><strong>你觉得怎么样？</strong> Nǐ juéde zěnmeyàng?</li>
</ul>
<h2>争取时间：想一想再说</h2>
<p>不知道怎么说的时候，不要沉默，可以说：</p>
<ul>
<li><strong>怎么说呢……</strong> Zěnme shuō ne……</li>
<li><strong>就是那个……</strong> Jiùshì nàge……</li>
<li><strong>我换个说法。</strong> Wǒ huàn ge shuōfǎ.</li>
</ul>
<h2>分享：说一点自己的事</h2>
<p>回答完问题，别急着停下来。加一个小细节，再用“你呢？”把问题抛回去：<strong>我周末去看了一个电影，挺好看的。你呢？</strong> Wǒ zhōumò qù kànle yí ge diànyǐng, tǐng hǎokàn de. Nǐ ne? 这样，对方就知道该怎么接下去了。</p>
<h3>一个小练习</h3>
<p>下次上课时，给自己定一个目标：每个话题至少用一次追问。你会发现，对话自然就变长了。</p>
<blockquote><p>好的聊天不是你说了多少，而是你让对方说了多少。</p></blockquote>
<p>别怕说错，开口就是进步。<strong>我们下次聊！</strong> Wǒmen xià cì liáo!</p>`,
    en: `<p>When I lived in Madrid, what scared me most was not failing to understand Spanish but suddenly running out of things to say halfway through a conversation. Learning Chinese is no different. Whether a conversation keeps going depends less on your vocabulary than on a handful of all-purpose phrases.</p>
<h2>Reacting: show you’re listening</h2>
<ul>
<li><strong>真的吗？</strong> Zhēn de ma? (Really?)</li>
<li><strong>怪不得！</strong> Guàibude! (No wonder!) So that explains it.</li>
<li><strong>我也是！</strong> Wǒ yě shì! (Me too!)</li>
</ul>
<h2>Follow-up questions: get the other person talking</h2>
<ul>
<li><strong>后来呢？</strong> Hòulái ne? (And then what?)</li>
<li><strong>为什么这么说？</strong> Wèishénme zhème shuō? (Why do you say that?)</li>
<li><strong>你觉得怎么样？</strong> Nǐ juéde zěnmeyàng? (What do you think?)</li>
</ul>
<h2>Buying time: think before you speak</h2>
<p>When you can’t find the words, don’t fall silent. Say:</p>
<ul>
<li><strong>怎么说呢……</strong> Zěnme shuō ne… (How can I put it…)</li>
<li><strong>就是那个……</strong> Jiùshì nàge… (You know, that…)</li>
<li><strong>我换个说法。</strong> Wǒ huàn ge shuōfǎ. (Let me put it another way.)</li>
</ul>
<h2>Sharing: say a little about yourself</h2>
<p>Once you have answered a question, don’t just stop. Add one small detail, then bounce the question back with 你呢？ (and you?): <strong>我周末去看了一个电影，挺好看的。你呢？</strong> Wǒ zhōumò qù kànle yí ge diànyǐng, tǐng hǎokàn de. Nǐ ne? (I went to see a film at the weekend. It was pretty good. What about you?) Now the other person knows exactly how to carry on.</p>
<h3>A small exercise</h3>
<p>In your next lesson, set yourself a goal: at least one follow-up question for every topic. You will find the conversation grows longer on its own.</p>
<blockquote><p>A good conversation isn’t about how much you say. It’s about how much you get the other person to say.</p></blockquote>
<p>Don’t be afraid of mistakes: every time you open your mouth, you make progress. <strong>我们下次聊！</strong> Wǒmen xià cì liáo! (Talk to you next time!)</p>`,
    es: `<p>Cuando vivía en Madrid, lo que más miedo me daba no era no entender el español, sino quedarme de repente sin nada que decir en mitad de una conversación. Con el chino pasa lo mismo. Que una conversación siga depende menos de tu vocabulario que de un puñado de frases comodín.</p>
<h2>Reaccionar: demuestra que escuchas</h2>
<ul>
<li><strong>真的吗？</strong> Zhēn de ma? (¿En serio?)</li>
<li><strong>怪不得！</strong> Guàibude! (¡Con razón!) Ahora lo entiendo.</li>
<li><strong>我也是！</strong> Wǒ yě shì! (¡Yo también!)</li>
</ul>
<h2>Repreguntar: que el otro hable más</h2>
<ul>
<li><strong>后来呢？</strong> Hòulái ne? (¿Y luego qué?)</li>
<li><strong>为什么这么说？</strong> Wèishénme zhème shuō? (¿Por qué lo dices?)</li>
<li><strong>你觉得怎么样？</strong> Nǐ juéde zěnmeyàng? (¿Tú qué opinas?)</li>
</ul>
<h2>Ganar tiempo: piensa antes de hablar</h2>
<p>Cuando no encuentres las palabras, no te quedes callado. Di:</p>
<ul>
<li><strong>怎么说呢……</strong> Zěnme shuō ne… (¿Cómo te diría…?)</li>
<li><strong>就是那个……</strong> Jiùshì nàge… (Eso, lo de…)</li>
<li><strong>我换个说法。</strong> Wǒ huàn ge shuōfǎ. (Te lo digo de otra manera.)</li>
</ul>
<h2>Compartir: cuenta algo de ti</h2>
<p>Cuando respondas a una pregunta, no te pares ahí. Añade un pequeño detalle y devuelve la pregunta con 你呢？ (¿y tú?): <strong>我周末去看了一个电影，挺好看的。你呢？</strong> Wǒ zhōumò qù kànle yí ge diànyǐng, tǐng hǎokàn de. Nǐ ne? (El fin de semana fui a ver una película; estuvo bastante bien. ¿Y tú?) Así la otra persona sabe exactamente cómo seguir.</p>
<h3>Un pequeño ejercicio</h3>
<p>En tu próxima clase, ponte una meta: al menos una repregunta por cada tema. Verás que la conversación se alarga sola.</p>
<blockquote><p>Una buena conversación no depende de cuánto hablas tú, sino de cuánto consigues que hable el otro.</p></blockquote>
<p>No tengas miedo a equivocarte: cada vez que abres la boca, avanzas. <strong>我们下次聊！</strong> Wǒmen xià cì liáo! (¡Hablamos la próxima vez!)</p>`,
    ja: `<p>マドリードに住んでいたころ、私がいちばん怖かったのはスペイン語が聞き取れないことではなく、会話の途中で急に何を言えばいいかわからなくなることでした。中国語も同じです。会話が続くかどうかは、語彙の量よりも、いくつかの「万能フレーズ」にかかっています。</p>
<h2>あいづち：聞いていることを示す</h2>
<ul>
<li><strong>真的吗？</strong> Zhēn de ma?（本当？）</li>
<li><strong>怪不得！</strong> Guàibude!（どうりで！）なるほど、そういうことか。</li>
<li><strong>我也是！</strong> Wǒ yě shì!（私も！）</li>
</ul>
<h2>聞き返し：相手にもっと話してもらう</h2>
<ul>
<li><strong>后来呢？</strong> Hòulái ne?（それで、どうなったの？）</li>
<li><strong>为什么这么说？</strong> Wèishénme zhème shuō?（どうしてそう思うの？）</li>
<li><strong>你觉得怎么样？</strong> Nǐ juéde zěnmeyàng?（あなたはどう思う？）</li>
</ul>
<h2>時間かせぎ：考えてから話す</h2>
<p>言葉が出てこないときも、黙ってしまわずにこう言いましょう。</p>
<ul>
<li><strong>怎么说呢……</strong> Zěnme shuō ne……（なんて言うか……）</li>
<li><strong>就是那个……</strong> Jiùshì nàge……（ほら、あの……）</li>
<li><strong>我换个说法。</strong> Wǒ huàn ge shuōfǎ.（言い方を変えますね。）</li>
</ul>
<h2>シェア：自分のことも少し話す</h2>
<p>質問に答えたら、そこで終わらせないこと。小さな情報をひとつ足して、「你呢？」（あなたは？）と質問を返しましょう。<strong>我周末去看了一个电影，挺好看的。你呢？</strong> Wǒ zhōumò qù kànle yí ge diànyǐng, tǐng hǎokàn de. Nǐ ne?（週末に映画を見に行ったんだ。けっこうよかったよ。あなたは？）こうすれば、相手も話を続けやすくなります。</p>
<h3>ちょっとした練習</h3>
<p>次のレッスンでは「どの話題でも最低1回は聞き返す」という目標を立ててみましょう。会話が自然と長くなることに気づくはずです。</p>
<blockquote><p>よい会話とは、自分がどれだけ話したかではなく、相手にどれだけ話してもらえたかです。</p></blockquote>
<p>間違いを恐れずに。口を開くたびに、あなたは前に進んでいます。<strong>我们下次聊！</strong> Wǒmen xià cì liáo!（また話そうね！）</p>`,
    ko: `<p>마드리드에 살 때 제가 가장 두려웠던 것은 스페인어를 못 알아듣는 것이 아니라, 대화 도중에 갑자기 할 말이 떠오르지 않는 것이었습니다. 중국어도 마찬가지입니다. 대화가 이어지느냐는 어휘량보다 몇 가지 ‘만능 문장’에 달려 있습니다.</p>
<h2>맞장구: 듣고 있다는 표시</h2>
<ul>
<li><strong>真的吗？</strong> Zhēn de ma?(정말요?)</li>
<li><strong>怪不得！</strong> Guàibude!(어쩐지!) 그래서 그랬구나.</li>
<li><strong>我也是！</strong> Wǒ yě shì!(저도요!)</li>
</ul>
<h2>되묻기: 상대가 더 말하게 하기</h2>
<ul>
<li><strong>后来呢？</strong> Hòulái ne?(그래서 어떻게 됐어요?)</li>
<li><strong>为什么这么说？</strong> Wèishénme zhème shuō?(왜 그렇게 생각해요?)</li>
<li><strong>你觉得怎么样？</strong> Nǐ juéde zěnmeyàng?(어떻게 생각해요?)</li>
</ul>
<h2>시간 벌기: 생각하고 말하기</h2>
<p>할 말이 떠오르지 않을 때 침묵하지 말고 이렇게 말해 보세요.</p>
<ul>
<li><strong>怎么说呢……</strong> Zěnme shuō ne……(뭐라고 해야 할까……)</li>
<li><strong>就是那个……</strong> Jiùshì nàge……(그러니까 그……)</li>
<li><strong>我换个说法。</strong> Wǒ huàn ge shuōfǎ.(다르게 말해 볼게요.)</li>
</ul>
<h2>나누기: 내 이야기도 조금</h2>
<p>질문에 답했다면 거기서 멈추지 마세요. 작은 정보를 하나 덧붙이고 你呢？(너는?)로 질문을 돌려주세요. <strong>我周末去看了一个电影，挺好看的。你呢？</strong> Wǒ zhōumò qù kànle yí ge diànyǐng, tǐng hǎokàn de. Nǐ ne?(주말에 영화 보러 갔는데 꽤 재미있었어. 너는?) 이렇게 하면 상대도 어떻게 이어 가야 할지 알게 됩니다.</p>
<h3>간단한 연습</h3>
<p>다음 수업에서는 ‘주제마다 적어도 한 번은 되묻기’라는 목표를 세워 보세요. 대화가 저절로 길어지는 것을 느낄 거예요.</p>
<blockquote><p>좋은 대화는 내가 얼마나 말했느냐가 아니라, 상대가 얼마나 말하게 했느냐로 결정됩니다.</p></blockquote>
<p>틀리는 것을 두려워하지 마세요. 입을 여는 것 자체가 발전입니다. <strong>我们下次聊！</strong> Wǒmen xià cì liáo!(다음에 또 이야기해요!)</p>`,
  },
};
