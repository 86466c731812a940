import type { SeedPost } from '../../src/seed-data.ts';

export const businessEmail: SeedPost = {
  slug: 'writing-a-business-email-in-chinese',
  kind: 'blog',
  author: 'Li Na',
  publishedAt: '2026-04-16',
  tags: ['business', 'vocabulary'],
  sourceLanguage: 'zh-cn',
  audio: null,
  title: {
    'zh-cn': '用中文写商务邮件：开头、正文和结尾',
    en: 'Writing a Business Email in Chinese: Opening, Body and Closing',
    es: 'Cómo escribir un correo profesional en chino: saludo, cuerpo y despedida',
    ja: '中国語でビジネスメールを書く：書き出し・本文・結び',
    ko: '중국어로 비즈니스 이메일 쓰기: 시작, 본문, 마무리',
  },
  summary: {
    'zh-cn': '做了五年商务翻译的李娜老师，分享一封得体的中文商务邮件该怎么写，附可以直接套用的句子。',
    en: 'Li Na, a business interpreter for five years, shows how a polite Chinese business email is put together, with sentences you can reuse as they are.',
    es: 'Li Na, que fue intérprete comercial durante cinco años, explica cómo se construye un correo profesional correcto en chino, con frases que puedes reutilizar tal cual.',
    ja: '5年間ビジネス通訳を務めた李娜先生が、失礼のない中国語ビジネスメールの組み立て方を、そのまま使える例文とともに紹介します。',
    ko: '5년간 비즈니스 통역사로 일한 리나 선생님이 예의 바른 중국어 비즈니스 이메일 쓰는 법을 그대로 쓸 수 있는 문장과 함께 알려 드립니다.',
  },
  body: {
    'zh-cn': `<p>和中国同事或客户发邮件，语气比语法更重要。一封邮件如果太随意，会显得不专业；如果太正式，又会让人觉得有距离。下面是一个简单好用的结构。</p>
<h2>开头：称呼和问候</h2>
<ul>
<li><strong>王经理，您好！</strong> Wáng jīnglǐ, nín hǎo!用“姓＋职位”最稳妥。</li>
<li><strong>感谢您的来信。</strong> Gǎnxiè nín de láixìn.回复邮件时常用。</li>
</ul>
<h2>正文：一件事，一段话</h2>
<p>中文商务邮件喜欢开门见山。先说目的，再说细节：</p>
<ul>
<li><strong>关于下周的会议，我想确认一下时间。</strong> Guānyú xià zhōu de huìyì, wǒ xiǎng quèrèn yíxià shíjiān.</li>
<li><strong>附件是报价单，请查收。</strong> Fùjiàn shì bàojiàdān, qǐng cháshōu.</li>
<li><strong>如有任何问题，请随时联系我。</strong> Rú yǒu rènhé wèntí, qǐng suíshí liánxì wǒ.</li>
</ul>
<h3>小心这些错误</h3>
<ol>
<li>不要用“你”，对客户和上级要用“您”。</li>
<li>不要一封邮件讲三四件事，分开写更清楚。</li>
<li>“请查收”后面不用再加“谢谢”，但结尾一定要礼貌。</li>
</ol>
<h2>结尾：祝福语</h2>
<p>最常用的是 <strong>此致敬礼</strong> cǐ zhì jìnglǐ，比较正式。和熟悉的同事写邮件时，可以用 <strong>祝好</strong> zhù hǎo或 <strong>祝工作顺利</strong> zhù gōngzuò shùnlì。</p>
<blockquote><p>好的商务邮件，让对方用三十秒就知道你想要什么。</p></blockquote>
<p>下次写邮件时，试着先用中文写一个标题，再写三句话的正文。写得越多，你就越有感觉。</p>`,
    en: `<p>When you email Chinese colleagues or clients, tone matters more than grammar. Too casual and you sound unprofessional; too formal and you sound distant. Here is a simple structure that works.</p>
<h2>Opening: how to address and greet</h2>
<ul>
<li><strong>王经理，您好！</strong> Wáng jīnglǐ, nín hǎo! (Dear Manager Wang,) Surname plus job title is always safe.</li>
<li><strong>感谢您的来信。</strong> Gǎnxiè nín de láixìn. (Thank you for your email.) Common when replying.</li>
</ul>
<h2>Body: one topic, one paragraph</h2>
<p>Chinese business emails like to get straight to the point. State your purpose first, then the details:</p>
<ul>
<li><strong>关于下周的会议，我想确认一下时间。</strong> Guānyú xià zhōu de huìyì, wǒ xiǎng quèrèn yíxià shíjiān. (About next week’s meeting, I would like to confirm the time.)</li>
<li><strong>附件是报价单，请查收。</strong> Fùjiàn shì bàojiàdān, qǐng cháshōu. (Please find the quotation attached.)</li>
<li><strong>如有任何问题，请随时联系我。</strong> Rú yǒu rènhé wèntí, qǐng suíshí liánxì wǒ. (If you have any questions, please feel free to contact me.)</li>
</ul>
<h3>Watch out for these mistakes</h3>
<ol>
<li>Don’t write 你 to clients or managers; use the polite 您.</li>
<li>Don’t cover three or four topics in one email; separate emails are clearer.</li>
<li>请查收 does not need a 谢谢 after it, but always end politely.</li>
</ol>
<h2>Closing: the sign-off</h2>
<p>The classic formal closing is <strong>此致敬礼</strong> cǐ zhì jìnglǐ (with best regards). With colleagues you know well, use <strong>祝好</strong> zhù hǎo (all the best) or <strong>祝工作顺利</strong> zhù gōngzuò shùnlì (wishing you a smooth week at work).</p>
<blockquote><p>A good business email tells the reader what you want within thirty seconds.</p></blockquote>
<p>Next time you write an email, try a Chinese subject line and a three-sentence body first. The more you write, the more natural it will feel.</p>`,
    es: `<p>Cuando escribes a colegas o clientes chinos, el tono importa más que la gramática. Si eres demasiado informal, pareces poco profesional; si eres demasiado formal, resultas distante. Esta es una estructura sencilla que funciona.</p>
<h2>Saludo: cómo dirigirse y saludar</h2>
<ul>
<li><strong>王经理，您好！</strong> Wáng jīnglǐ, nín hǎo! (Estimado director Wang:) Apellido más cargo es siempre una apuesta segura.</li>
<li><strong>感谢您的来信。</strong> Gǎnxiè nín de láixìn. (Gracias por su correo.) Habitual al responder.</li>
</ul>
<h2>Cuerpo: un tema, un párrafo</h2>
<p>El correo profesional chino va directo al grano. Primero el objetivo, después los detalles:</p>
<ul>
<li><strong>关于下周的会议，我想确认一下时间。</strong> Guānyú xià zhōu de huìyì, wǒ xiǎng quèrèn yíxià shíjiān. (Sobre la reunión de la semana que viene, quería confirmar la hora.)</li>
<li><strong>附件是报价单，请查收。</strong> Fùjiàn shì bàojiàdān, qǐng cháshōu. (Le adjunto el presupuesto.)</li>
<li><strong>如有任何问题，请随时联系我。</strong> Rú yǒu rènhé wèntí, qǐng suíshí liánxì wǒ. (Si tiene cualquier duda, no dude en ponerse en contacto conmigo.)</li>
</ul>
<h3>Cuidado con estos errores</h3>
<ol>
<li>No uses 你 con clientes o superiores: usa el respetuoso 您.</li>
<li>No trates tres o cuatro temas en un mismo correo; por separado queda más claro.</li>
<li>Después de 请查收 no hace falta añadir 谢谢, pero despídete siempre con cortesía.</li>
</ol>
<h2>Despedida</h2>
<p>La fórmula formal clásica es <strong>此致敬礼</strong> cǐ zhì jìnglǐ (atentamente). Con colegas de confianza, usa <strong>祝好</strong> zhù hǎo (un saludo) o <strong>祝工作顺利</strong> zhù gōngzuò shùnlì (que te vaya bien en el trabajo).</p>
<blockquote><p>Un buen correo profesional le dice al lector lo que quieres en treinta segundos.</p></blockquote>
<p>La próxima vez que escribas un correo, prueba primero con un asunto en chino y un cuerpo de tres frases. Cuanto más escribas, más natural te saldrá.</p>`,
    ja: `<p>中国の同僚や取引先にメールを送るとき、文法よりも大切なのは語調です。くだけすぎると不真面目に見え、かしこまりすぎると距離を感じさせてしまいます。ここでは簡単で使いやすい構成を紹介します。</p>
<h2>書き出し：宛名とあいさつ</h2>
<ul>
<li><strong>王经理，您好！</strong> Wáng jīnglǐ, nín hǎo!（王マネージャー、こんにちは。）「姓＋役職」がもっとも無難です。</li>
<li><strong>感谢您的来信。</strong> Gǎnxiè nín de láixìn.（ご連絡ありがとうございます。）返信のときによく使います。</li>
</ul>
<h2>本文：1つの用件に1つの段落</h2>
<p>中国語のビジネスメールは単刀直入が好まれます。まず目的、それから詳細です。</p>
<ul>
<li><strong>关于下周的会议，我想确认一下时间。</strong> Guānyú xià zhōu de huìyì, wǒ xiǎng quèrèn yíxià shíjiān.（来週の会議について、時間を確認させてください。）</li>
<li><strong>附件是报价单，请查收。</strong> Fùjiàn shì bàojiàdān, qǐng cháshōu.（見積書を添付しましたので、ご査収ください。）</li>
<li><strong>如有任何问题，请随时联系我。</strong> Rú yǒu rènhé wèntí, qǐng suíshí liánxì wǒ.（ご不明な点がございましたら、いつでもご連絡ください。）</li>
</ul>
<h3>よくある間違い</h3>
<ol>
<li>取引先や上司に「你」は使わず、敬語の「您」を使う。</li>
<li>1通のメールに3つも4つも用件を詰め込まない。分けたほうが伝わりやすい。</li>
<li>「请查收」のあとに「谢谢」は不要ですが、結びは必ず丁寧に。</li>
</ol>
<h2>結び：締めのあいさつ</h2>
<p>もっとも一般的でフォーマルなのは <strong>此致敬礼</strong> cǐ zhì jìnglǐ（敬具）です。親しい同僚には <strong>祝好</strong> zhù hǎo（よろしくお願いします）や <strong>祝工作顺利</strong> zhù gōngzuò shùnlì（お仕事がうまくいきますように）が使えます。</p>
<blockquote><p>よいビジネスメールは、相手が30秒であなたの用件をつかめるメールです。</p></blockquote>
<p>次にメールを書くときは、まず中国語で件名を書き、3文で本文を書いてみましょう。書けば書くほど感覚がつかめてきます。</p>`,
    ko: `<p>중국인 동료나 고객에게 이메일을 보낼 때는 문법보다 어조가 더 중요합니다. 너무 가벼우면 전문적이지 않아 보이고, 너무 격식을 차리면 거리감이 느껴집니다. 간단하고 쓰기 좋은 구성을 소개합니다.</p>
<h2>시작: 호칭과 인사</h2>
<ul>
<li><strong>王经理，您好！</strong> Wáng jīnglǐ, nín hǎo!(왕 매니저님, 안녕하세요.) ‘성+직함’이 가장 무난합니다.</li>
<li><strong>感谢您的来信。</strong> Gǎnxiè nín de láixìn.(메일 감사합니다.) 답장할 때 자주 씁니다.</li>
</ul>
<h2>본문: 한 가지 용건, 한 단락</h2>
<p>중국어 비즈니스 이메일은 바로 본론으로 들어가는 것을 좋아합니다. 목적을 먼저 쓰고 세부 사항은 그다음에 씁니다.</p>
<ul>
<li><strong>关于下周的会议，我想确认一下时间。</strong> Guānyú xià zhōu de huìyì, wǒ xiǎng quèrèn yíxià shíjiān.(다음 주 회의 시간을 확인하고 싶습니다.)</li>
<li><strong>附件是报价单，请查收。</strong> Fùjiàn shì bàojiàdān, qǐng cháshōu.(견적서를 첨부하오니 확인 부탁드립니다.)</li>
<li><strong>如有任何问题，请随时联系我。</strong> Rú yǒu rènhé wèntí, qǐng suíshí liánxì wǒ.(궁금한 점이 있으시면 언제든지 연락 주세요.)</li>
</ul>
<h3>이런 실수는 조심하세요</h3>
<ol>
<li>고객이나 상사에게는 你 대신 높임말 您을 쓰세요.</li>
<li>한 이메일에 서너 가지 용건을 담지 마세요. 나눠서 보내는 편이 명확합니다.</li>
<li>请查收 뒤에 谢谢를 붙일 필요는 없지만, 마무리는 꼭 예의 바르게.</li>
</ol>
<h2>마무리: 맺음말</h2>
<p>가장 격식 있는 맺음말은 <strong>此致敬礼</strong> cǐ zhì jìnglǐ(경의를 표합니다)입니다. 친한 동료에게는 <strong>祝好</strong> zhù hǎo(잘 지내세요)나 <strong>祝工作顺利</strong> zhù gōngzuò shùnlì(하시는 일 잘되길 바랍니다)를 쓰면 됩니다.</p>
<blockquote><p>좋은 비즈니스 이메일은 상대가 30초 안에 당신이 원하는 것을 알 수 있는 이메일입니다.</p></blockquote>
<p>다음에 이메일을 쓸 때는 먼저 중국어로 제목을 쓰고, 세 문장으로 본문을 써 보세요. 많이 쓸수록 감이 잡힙니다.</p>`,
  },
};
