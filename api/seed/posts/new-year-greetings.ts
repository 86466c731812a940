import type { SeedPost } from '../../src/seed-data.ts';

export const newYearGreetings: SeedPost = {
  slug: 'spring-festival-greetings',
  kind: 'blog',
  author: 'Bai Yun',
  publishedAt: '2026-02-12',
  tags: ['culture', 'vocabulary'],
  sourceLanguage: 'zh-cn',
  audio: null,
  title: {
    'zh-cn': '除了“新年快乐”，春节还可以怎么说',
    en: 'Beyond “Happy New Year”: What to Say at Spring Festival',
    es: 'Más allá de «feliz año nuevo»: qué decir en la Fiesta de la Primavera',
    ja: '「新年快乐」だけじゃない：春節のあいさつ',
    ko: '“새해 복 많이 받으세요”만이 아니다: 춘절 인사말',
  },
  summary: {
    'zh-cn': '马年春节快到了。白云老师整理了最常用的拜年话，以及发红包、吃年夜饭时的小习俗。',
    en: 'The Year of the Horse is almost here. Bai Yun rounds up the greetings people really use, plus a few customs around red envelopes and the reunion dinner.',
    es: 'Llega el Año del Caballo. Bai Yun reúne las felicitaciones que de verdad se usan y algunas costumbres sobre los sobres rojos y la cena de reunión.',
    ja: 'もうすぐ午年の春節。白雲先生が、実際によく使う新年のあいさつと、お年玉や年越しの食事にまつわる習慣を紹介します。',
    ko: '말의 해 춘절이 다가옵니다. 바이윈 선생님이 실제로 많이 쓰는 새해 인사와 세뱃돈, 섣달그믐 저녁 식사에 얽힌 풍습을 정리했습니다.',
  },
  body: {
    'zh-cn': `<p>2026 年的春节是 2 月 17 日，也就是马年的第一天。这几天，中国人见面、发微信都会互相拜年。只会说“新年快乐”当然没问题，但如果能多说几句，朋友们一定会很惊喜。</p>
<h2>最常用的拜年话</h2>
<ul>
<li><strong>新年好！</strong> Xīnnián hǎo!比“新年快乐”更口语。</li>
<li><strong>过年好！</strong> Guònián hǎo!北方人特别爱说。</li>
<li><strong>恭喜发财！</strong> Gōngxǐ fācái!祝对方新的一年赚大钱。</li>
<li><strong>身体健康，万事如意！</strong> Shēntǐ jiànkāng, wànshì rúyì!适合对长辈说。</li>
</ul>
<h2>马年专属祝福</h2>
<p>每个生肖年都有相应的吉祥话。马年最受欢迎的是 <strong>马到成功</strong> mǎ dào chénggōng，意思是事情一开始就顺利成功。还可以说 <strong>一马当先</strong> yì mǎ dāng xiān，祝对方在工作或学习上走在最前面。</p>
<h2>红包和年夜饭</h2>
<h3>红包</h3>
<p>长辈会给孩子发红包，现在很多人也在微信上发红包。收到红包时，记得说 <strong>谢谢！祝您新年快乐！</strong></p>
<h3>年夜饭</h3>
<p>除夕晚上，全家人一起吃年夜饭。北方人常吃饺子，南方人常吃年糕。一定要有鱼，因为“鱼”和“余”同音：<strong>年年有余</strong> nián nián yǒu yú，祝愿每年都有富余。</p>
<blockquote><p>一句合适的祝福，比一份贵重的礼物更能让人记住你。</p></blockquote>
<p>今年春节，试着给你的中国朋友发一条中文祝福吧。<strong>祝大家马年大吉！</strong> Zhù dàjiā mǎ nián dà jí!</p>`,
    en: `<p>Spring Festival 2026 falls on 17 February, the first day of the Year of the Horse. Over the holiday, Chinese people greet each other with New Year wishes in person and on WeChat. “Happy New Year” is perfectly fine, but a few more phrases will pleasantly surprise your friends.</p>
<h2>The greetings you will hear most</h2>
<ul>
<li><strong>新年好！</strong> Xīnnián hǎo! (Happy New Year!) More conversational than 新年快乐.</li>
<li><strong>过年好！</strong> Guònián hǎo! (Happy holidays!) Especially popular in the north.</li>
<li><strong>恭喜发财！</strong> Gōngxǐ fācái! (Wishing you prosperity!) May you make a fortune this year.</li>
<li><strong>身体健康，万事如意！</strong> Shēntǐ jiànkāng, wànshì rúyì! (Good health, and may everything go as you wish!) A good one for older relatives.</li>
</ul>
<h2>Wishes for the Year of the Horse</h2>
<p>Every zodiac year has its own lucky phrases. The favourite for the Horse is <strong>马到成功</strong> mǎ dào chénggōng, literally “success as soon as the horse arrives”: may things succeed right from the start. You can also say <strong>一马当先</strong> yì mǎ dāng xiān, “one horse takes the lead”, wishing someone to be out in front at work or in their studies.</p>
<h2>Red envelopes and the reunion dinner</h2>
<h3>Red envelopes</h3>
<p>Older relatives give children red envelopes with money, and many people now send digital ones on WeChat. When you receive one, say <strong>谢谢！祝您新年快乐！</strong> Xièxie! Zhù nín xīnnián kuàilè! (Thank you! Happy New Year to you!)</p>
<h3>The reunion dinner</h3>
<p>On New Year’s Eve the whole family eats together. Northerners often make dumplings; southerners often eat rice cakes. There must be fish, because 鱼 yú (fish) sounds like 余 yú (surplus): <strong>年年有余</strong> nián nián yǒu yú, may you have more than enough every year.</p>
<blockquote><p>The right wish at the right moment is remembered longer than an expensive present.</p></blockquote>
<p>This Spring Festival, try sending your Chinese friends a message in Chinese. <strong>祝大家马年大吉！</strong> Zhù dàjiā mǎ nián dà jí! (Best of luck to everyone in the Year of the Horse!)</p>`,
    es: `<p>La Fiesta de la Primavera de 2026 cae el 17 de febrero, primer día del Año del Caballo. Durante esos días, la gente se felicita el año en persona y por WeChat. Decir «feliz año nuevo» está muy bien, pero con unas cuantas frases más sorprenderás a tus amigos.</p>
<h2>Las felicitaciones que más oirás</h2>
<ul>
<li><strong>新年好！</strong> Xīnnián hǎo! (¡Feliz año nuevo!) Más coloquial que 新年快乐.</li>
<li><strong>过年好！</strong> Guònián hǎo! (¡Felices fiestas!) Muy típico del norte.</li>
<li><strong>恭喜发财！</strong> Gōngxǐ fācái! (¡Que te haga rico!) Un deseo de prosperidad para el nuevo año.</li>
<li><strong>身体健康，万事如意！</strong> Shēntǐ jiànkāng, wànshì rúyì! (¡Salud, y que todo te salga bien!) Ideal para las personas mayores.</li>
</ul>
<h2>Deseos para el Año del Caballo</h2>
<p>Cada año del zodiaco tiene sus frases de buena suerte. La favorita del Caballo es <strong>马到成功</strong> mǎ dào chénggōng, literalmente «éxito en cuanto llega el caballo»: que todo salga bien desde el principio. También puedes decir <strong>一马当先</strong> yì mǎ dāng xiān, «un caballo va en cabeza», para desear a alguien que destaque en el trabajo o en los estudios.</p>
<h2>Sobres rojos y cena de reunión</h2>
<h3>Los sobres rojos</h3>
<p>Los mayores dan a los niños sobres rojos con dinero, y hoy muchos los envían también en formato digital por WeChat. Cuando recibas uno, di <strong>谢谢！祝您新年快乐！</strong> Xièxie! Zhù nín xīnnián kuàilè! (¡Gracias! ¡Feliz año nuevo!)</p>
<h3>La cena de Nochevieja</h3>
<p>La víspera de Año Nuevo toda la familia cena junta. En el norte se suelen hacer jiaozi, y en el sur pasteles de arroz. El pescado no puede faltar, porque 鱼 yú (pez) suena igual que 余 yú (excedente): <strong>年年有余</strong> nián nián yǒu yú, que cada año te sobre.</p>
<blockquote><p>Un buen deseo en el momento justo se recuerda más que un regalo caro.</p></blockquote>
<p>Esta Fiesta de la Primavera, prueba a mandar a tus amigos chinos un mensaje en chino. <strong>祝大家马年大吉！</strong> Zhù dàjiā mǎ nián dà jí! (¡Mucha suerte a todos en el Año del Caballo!)</p>`,
    ja: `<p>2026年の春節は2月17日、午年の最初の日です。この時期、中国の人たちは会ったときもWeChatでも新年のあいさつを交わします。「新年快乐」だけでももちろん大丈夫ですが、もう少し言えると友だちはきっと喜んでくれます。</p>
<h2>よく使われる新年のあいさつ</h2>
<ul>
<li><strong>新年好！</strong> Xīnnián hǎo!（あけましておめでとう！）「新年快乐」より口語的です。</li>
<li><strong>过年好！</strong> Guònián hǎo!（よいお正月を！）北方の人がよく使います。</li>
<li><strong>恭喜发财！</strong> Gōngxǐ fācái!（お金持ちになりますように！）新しい年の商売繁盛を祈る言葉。</li>
<li><strong>身体健康，万事如意！</strong> Shēntǐ jiànkāng, wànshì rúyì!（ご健康と、すべてが思いどおりになりますように！）目上の方に。</li>
</ul>
<h2>午年ならではの祝福</h2>
<p>干支の年ごとに縁起のよい言葉があります。午年に人気なのは <strong>马到成功</strong> mǎ dào chénggōng。「馬が着くやいなや成功する」、つまり物事が最初から順調にいくという意味です。<strong>一马当先</strong> yì mǎ dāng xiān（先頭を切る馬）と言って、仕事や勉強でトップを走れるよう祈ることもできます。</p>
<h2>お年玉と年越しの食事</h2>
<h3>紅包（お年玉）</h3>
<p>年長者は子どもに紅包（ホンバオ）を渡します。最近はWeChatで電子の紅包を送る人も多くいます。受け取ったら <strong>谢谢！祝您新年快乐！</strong> Xièxie! Zhù nín xīnnián kuàilè!（ありがとうございます！よいお年を！）と言いましょう。</p>
<h3>年夜飯</h3>
<p>大みそかの夜は家族そろって年夜飯を食べます。北方ではよく餃子を、南方では年糕（お餅）を食べます。魚は欠かせません。「鱼 yú（魚）」が「余 yú（余り）」と同じ音だからで、<strong>年年有余</strong> nián nián yǒu yú（毎年ゆとりがありますように）という願いが込められています。</p>
<blockquote><p>ふさわしい一言の祝福は、高価な贈り物よりも長く心に残ります。</p></blockquote>
<p>今年の春節は、中国の友だちに中国語でメッセージを送ってみましょう。<strong>祝大家马年大吉！</strong> Zhù dàjiā mǎ nián dà jí!（みなさん、よい午年を！）</p>`,
    ko: `<p>2026년 춘절은 2월 17일, 말의 해의 첫날입니다. 이 무렵 중국 사람들은 만나서도, 위챗으로도 서로 새해 인사를 나눕니다. “新年快乐”만 해도 물론 괜찮지만, 몇 마디 더 할 줄 알면 친구들이 깜짝 놀랄 거예요.</p>
<h2>가장 많이 쓰는 새해 인사</h2>
<ul>
<li><strong>新年好！</strong> Xīnnián hǎo!(새해 복 많이 받으세요!) 新年快乐보다 구어적입니다.</li>
<li><strong>过年好！</strong> Guònián hǎo!(설 잘 보내세요!) 북방 사람들이 특히 즐겨 씁니다.</li>
<li><strong>恭喜发财！</strong> Gōngxǐ fācái!(부자 되세요!) 새해에 돈 많이 벌기를 바라는 말.</li>
<li><strong>身体健康，万事如意！</strong> Shēntǐ jiànkāng, wànshì rúyì!(건강하시고 모든 일이 뜻대로 되시길!) 어른께 드리기 좋은 인사.</li>
</ul>
<h2>말의 해에 어울리는 덕담</h2>
<p>띠마다 어울리는 덕담이 있습니다. 말의 해에 가장 인기 있는 말은 <strong>马到成功</strong> mǎ dào chénggōng으로, ‘말이 도착하자마자 성공한다’, 즉 일이 처음부터 순조롭게 이루어진다는 뜻입니다. <strong>一马当先</strong> yì mǎ dāng xiān(말 한 마리가 앞장서다)이라고 해서 일이나 공부에서 앞서 나가기를 빌어 줄 수도 있습니다.</p>
<h2>세뱃돈과 섣달그믐 저녁</h2>
<h3>훙바오</h3>
<p>어른들은 아이들에게 빨간 봉투에 담은 세뱃돈, 훙바오를 줍니다. 요즘은 위챗으로 전자 훙바오를 보내는 사람도 많습니다. 받으면 <strong>谢谢！祝您新年快乐！</strong> Xièxie! Zhù nín xīnnián kuàilè!(감사합니다! 새해 복 많이 받으세요!)라고 말하세요.</p>
<h3>녠예판</h3>
<p>섣달그믐 저녁에는 온 가족이 모여 녠예판을 먹습니다. 북방에서는 주로 만두를, 남방에서는 떡(녠가오)을 먹습니다. 생선은 빠지지 않는데, 鱼 yú(물고기)가 余 yú(남음)와 발음이 같기 때문입니다. <strong>年年有余</strong> nián nián yǒu yú, 해마다 넉넉하기를 바라는 뜻이지요.</p>
<blockquote><p>때에 맞는 덕담 한마디가 값비싼 선물보다 더 오래 기억에 남습니다.</p></blockquote>
<p>올해 춘절에는 중국 친구에게 중국어로 메시지를 보내 보세요. <strong>祝大家马年大吉！</strong> Zhù dàjiā mǎ nián dà jí!(모두 말의 해에 좋은 일만 가득하길!)</p>`,
  },
};
