import type { SeedPost } from '../../src/seed-data.ts';

export const orderingFood: SeedPost = {
  slug: 'ordering-food-like-a-local',
  kind: 'blog',
  author: 'Jiang Bo',
  publishedAt: '2026-06-18',
  tags: ['travel', 'vocabulary'],
  sourceLanguage: 'zh-cn',
  audio: null,
  title: {
    'zh-cn': '在中国餐馆点菜，像本地人一样',
    en: 'Ordering Food in China Like a Local',
    es: 'Pedir comida en China como un local',
    ja: '中国のレストランで地元の人のように注文する',
    ko: '중국 식당에서 현지인처럼 주문하기',
  },
  summary: {
    'zh-cn': '做过四年导游的姜波老师，教你从进门到买单最实用的几句话，还有几个点菜小窍门。',
    en: 'Jiang Bo, a tour guide for four years, takes you from the door to the bill with the phrases you really need, plus a few ordering tricks.',
    es: 'Jiang Bo, guía turístico durante cuatro años, te acompaña de la puerta a la cuenta con las frases que de verdad necesitas y algunos trucos para pedir.',
    ja: '4年間ガイドをしていた姜波先生が、入店から会計まで本当に使えるフレーズと、注文のコツを教えます。',
    ko: '4년간 가이드로 일한 장보 선생님이 입구에서 계산까지 꼭 필요한 표현과 주문 요령을 알려 드립니다.',
  },
  body: {
    'zh-cn': `<p>带外国游客的时候，我发现大家最紧张的不是问路，而是点菜：菜单上全是汉字，服务员说话又快。其实，只要记住下面几句话，你就能吃得又好又开心。</p>
<h2>进门和坐下</h2>
<ul>
<li>服务员会问：<strong>几位？</strong> Jǐ wèi?你回答：<strong>两位。</strong> Liǎng wèi.</li>
<li>想要菜单：<strong>请给我们看一下菜单。</strong> Qǐng gěi wǒmen kàn yíxià càidān.</li>
</ul>
<h2>点菜</h2>
<ul>
<li><strong>你们的招牌菜是什么？</strong> Nǐmen de zhāopáicài shì shénme?</li>
<li>指着图片或别人桌上的菜：<strong>我要这个。</strong> Wǒ yào zhège.</li>
<li>怕辣的话：<strong>不要太辣。</strong> Bú yào tài là.或者 <strong>微辣</strong> wēi là。</li>
</ul>
<h3>点菜小窍门</h3>
<ol>
<li>中餐是大家一起分着吃的，一般几个人就点几个菜，再加一个汤。</li>
<li>很多餐馆扫桌上的二维码就能点菜，菜单上有图片，非常方便。</li>
<li>米饭常常要单独点：<strong>再来两碗米饭。</strong> Zài lái liǎng wǎn mǐfàn.</li>
</ol>
<h2>吃完买单</h2>
<p>想结账时，举手说 <strong>服务员，买单！</strong> Fúwùyuán, mǎidān!在中国的餐馆里一般不需要给小费。吃不完的菜可以打包：<strong>可以打包吗？</strong> Kěyǐ dǎbāo ma?</p>
<blockquote><p>在中国，吃饭不只是吃饭，更是交朋友的好机会。</p></blockquote>
<p>下次去中国，别只吃酒店的早餐，走进街边的小馆子，用中文点一桌菜吧！</p>`,
    en: `<p>Showing foreign visitors around, I noticed that what makes people most nervous is not asking the way but ordering food: the menu is all characters and the waiter speaks fast. Remember the phrases below and you will eat well and enjoy it.</p>
<h2>Arriving and sitting down</h2>
<ul>
<li>The waiter will ask <strong>几位？</strong> Jǐ wèi? (How many?) and you answer <strong>两位。</strong> Liǎng wèi. (Two.)</li>
<li>To get the menu: <strong>请给我们看一下菜单。</strong> Qǐng gěi wǒmen kàn yíxià càidān. (Could we see the menu, please?)</li>
</ul>
<h2>Ordering</h2>
<ul>
<li><strong>你们的招牌菜是什么？</strong> Nǐmen de zhāopáicài shì shénme? (What is your signature dish?)</li>
<li>Pointing at a picture or at another table’s dish: <strong>我要这个。</strong> Wǒ yào zhège. (I’ll have this.)</li>
<li>If you don’t like it hot: <strong>不要太辣。</strong> Bú yào tài là. (Not too spicy.) Or ask for <strong>微辣</strong> wēi là (mildly spicy).</li>
</ul>
<h3>Ordering tips</h3>
<ol>
<li>Chinese meals are shared, so order about one dish per person, plus a soup.</li>
<li>In many restaurants you scan a QR code on the table to order from a menu with photos, which makes it very easy.</li>
<li>Rice is often ordered separately: <strong>再来两碗米饭。</strong> Zài lái liǎng wǎn mǐfàn. (Two more bowls of rice, please.)</li>
</ol>
<h2>Paying the bill</h2>
<p>When you want to pay, raise your hand and say <strong>服务员，买单！</strong> Fúwùyuán, mǎidān! (The bill, please!) Tipping is not usually expected in Chinese restaurants. Leftovers can be taken away: <strong>可以打包吗？</strong> Kěyǐ dǎbāo ma? (Could we take this to go?)</p>
<blockquote><p>In China a meal is never just a meal. It is one of the best ways to make friends.</p></blockquote>
<p>Next time you are in China, don’t stop at the hotel breakfast. Walk into a small local restaurant and order a table of dishes in Chinese!</p>`,
    es: `<p>Guiando a viajeros extranjeros me di cuenta de que lo que más nervios da no es preguntar el camino, sino pedir la comida: la carta está llena de caracteres y el camarero habla rápido. Con las frases de abajo comerás bien y lo disfrutarás.</p>
<h2>Al entrar y sentarse</h2>
<ul>
<li>El camarero preguntará <strong>几位？</strong> Jǐ wèi? (¿Cuántos son?) y tú respondes <strong>两位。</strong> Liǎng wèi. (Dos.)</li>
<li>Para pedir la carta: <strong>请给我们看一下菜单。</strong> Qǐng gěi wǒmen kàn yíxià càidān. (¿Nos enseña la carta, por favor?)</li>
</ul>
<h2>Pedir</h2>
<ul>
<li><strong>你们的招牌菜是什么？</strong> Nǐmen de zhāopáicài shì shénme? (¿Cuál es el plato de la casa?)</li>
<li>Señalando una foto o el plato de otra mesa: <strong>我要这个。</strong> Wǒ yào zhège. (Quiero esto.)</li>
<li>Si no te va el picante: <strong>不要太辣。</strong> Bú yào tài là. (Que no pique mucho.) O pide <strong>微辣</strong> wēi là (un poco picante).</li>
</ul>
<h3>Trucos para pedir</h3>
<ol>
<li>En China los platos se comparten: pide más o menos un plato por persona y una sopa.</li>
<li>En muchos restaurantes se pide escaneando el código QR de la mesa, con una carta con fotos; es comodísimo.</li>
<li>El arroz suele pedirse aparte: <strong>再来两碗米饭。</strong> Zài lái liǎng wǎn mǐfàn. (Dos cuencos más de arroz, por favor.)</li>
</ol>
<h2>Pagar la cuenta</h2>
<p>Para pagar, levanta la mano y di <strong>服务员，买单！</strong> Fúwùyuán, mǎidān! (¡La cuenta, por favor!) En los restaurantes chinos normalmente no se deja propina. Lo que sobre te lo puedes llevar: <strong>可以打包吗？</strong> Kěyǐ dǎbāo ma? (¿Nos lo pone para llevar?)</p>
<blockquote><p>En China, una comida nunca es solo una comida: es una de las mejores formas de hacer amigos.</p></blockquote>
<p>La próxima vez que vayas a China, no te quedes en el desayuno del hotel. Entra en un pequeño restaurante de barrio y pide una mesa llena de platos en chino.</p>`,
    ja: `<p>外国人旅行者を案内していて気づいたのは、みなさんがいちばん緊張するのは道を聞くことではなく、料理の注文だということです。メニューは漢字ばかりで、店員さんは早口。でも、次のフレーズを覚えておけば、おいしく楽しく食事ができます。</p>
<h2>入店して席に着く</h2>
<ul>
<li>店員さんに <strong>几位？</strong> Jǐ wèi?（何名様ですか？）と聞かれたら、<strong>两位。</strong> Liǎng wèi.（2人です。）と答えます。</li>
<li>メニューがほしいとき：<strong>请给我们看一下菜单。</strong> Qǐng gěi wǒmen kàn yíxià càidān.（メニューを見せてください。）</li>
</ul>
<h2>注文する</h2>
<ul>
<li><strong>你们的招牌菜是什么？</strong> Nǐmen de zhāopáicài shì shénme?（おすすめ料理は何ですか？）</li>
<li>写真やほかのテーブルの料理を指さして：<strong>我要这个。</strong> Wǒ yào zhège.（これをください。）</li>
<li>辛いのが苦手なら：<strong>不要太辣。</strong> Bú yào tài là.（あまり辛くしないでください。）または <strong>微辣</strong> wēi là（少し辛め）。</li>
</ul>
<h3>注文のコツ</h3>
<ol>
<li>中華料理はみんなで取り分けて食べるもの。人数分くらいの料理にスープをひとつ加えるのが目安です。</li>
<li>多くの店ではテーブルのQRコードを読み取って注文でき、写真つきメニューなのでとても便利です。</li>
<li>ご飯は別に頼むことが多いです。<strong>再来两碗米饭。</strong> Zài lái liǎng wǎn mǐfàn.（ご飯をあと2杯ください。）</li>
</ol>
<h2>食べ終わって会計</h2>
<p>会計したいときは手を挙げて <strong>服务员，买单！</strong> Fúwùyuán, mǎidān!（すみません、お会計お願いします！）中国のレストランでは、ふつうチップは必要ありません。食べきれなかった料理は持ち帰れます。<strong>可以打包吗？</strong> Kěyǐ dǎbāo ma?（持ち帰りできますか？）</p>
<blockquote><p>中国では、食事はただの食事ではなく、友だちをつくる絶好の機会です。</p></blockquote>
<p>次に中国へ行ったら、ホテルの朝食だけで終わらせず、街角の小さな食堂に入って、中国語でテーブルいっぱいの料理を注文してみましょう！</p>`,
    ko: `<p>외국인 여행객을 안내하면서 알게 된 것은, 사람들이 가장 긴장하는 순간이 길을 물을 때가 아니라 주문할 때라는 점입니다. 메뉴판은 한자투성이고 종업원은 말이 빠르니까요. 아래 표현만 기억하면 맛있고 즐겁게 식사할 수 있습니다.</p>
<h2>들어가서 자리에 앉기</h2>
<ul>
<li>종업원이 <strong>几位？</strong> Jǐ wèi?(몇 분이세요?)라고 물으면 <strong>两位。</strong> Liǎng wèi.(두 명이요.)라고 답하세요.</li>
<li>메뉴판을 달라고 할 때: <strong>请给我们看一下菜单。</strong> Qǐng gěi wǒmen kàn yíxià càidān.(메뉴판 좀 보여 주세요.)</li>
</ul>
<h2>주문하기</h2>
<ul>
<li><strong>你们的招牌菜是什么？</strong> Nǐmen de zhāopáicài shì shénme?(이 집 대표 메뉴가 뭐예요?)</li>
<li>사진이나 옆 테이블 음식을 가리키며: <strong>我要这个。</strong> Wǒ yào zhège.(이걸로 주세요.)</li>
<li>매운 걸 못 먹는다면: <strong>不要太辣。</strong> Bú yào tài là.(너무 맵지 않게 해 주세요.) 또는 <strong>微辣</strong> wēi là(약간 맵게).</li>
</ul>
<h3>주문 요령</h3>
<ol>
<li>중국 음식은 함께 나눠 먹습니다. 보통 인원수만큼 요리를 시키고 국을 하나 더합니다.</li>
<li>많은 식당에서 테이블의 QR코드를 스캔해 사진이 있는 메뉴로 주문할 수 있어 아주 편리합니다.</li>
<li>밥은 따로 주문하는 경우가 많습니다. <strong>再来两碗米饭。</strong> Zài lái liǎng wǎn mǐfàn.(밥 두 공기 더 주세요.)</li>
</ol>
<h2>다 먹고 계산하기</h2>
<p>계산하고 싶을 때는 손을 들고 <strong>服务员，买单！</strong> Fúwùyuán, mǎidān!(여기요, 계산할게요!)이라고 말하세요. 중국 식당에서는 보통 팁을 주지 않아도 됩니다. 남은 음식은 포장할 수 있어요. <strong>可以打包吗？</strong> Kěyǐ dǎbāo ma?(포장되나요?)</p>
<blockquote><p>중국에서 식사는 단순한 식사가 아니라 친구를 사귀는 가장 좋은 기회입니다.</p></blockquote>
<p>다음에 중국에 가면 호텔 조식에서 멈추지 말고, 골목의 작은 식당에 들어가 중국어로 한 상 가득 주문해 보세요!</p>`,
  },
};
