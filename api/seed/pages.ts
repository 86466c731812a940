import type { SeedCmsPage } from '../src/seed-data.ts';

/** CMS pages, served at /{lang}/p/{uri}. */
export const pages: readonly SeedCmsPage[] = [
  {
    uri: 'refund-policy',
    sourceLanguage: 'en',
    title: {
      'zh-cn': '退款政策：30 天无理由退款',
      en: 'Refund Policy: 30-Day Money-Back Guarantee',
      es: 'Política de reembolso: garantía de devolución de 30 días',
      ja: '返金ポリシー：30日間返金保証',
      ko: '환불 정책: 30일 환불 보장',
    },
    description: {
      'zh-cn': '购买后 30 天内不满意，未使用的课时全额退款。了解退款范围、计算方法和办理流程。',
      en: 'Not happy within 30 days of buying? Unused lessons are refunded in full. What is covered, how refunds are worked out and how to ask for one.',
      es: '¿No estás satisfecho en los 30 días posteriores a la compra? Te devolvemos íntegramente las clases no usadas. Qué cubre, cómo se calcula y cómo solicitarlo.',
      ja: '購入から30日以内にご満足いただけなければ、未受講分を全額返金します。対象・計算方法・手続きについて。',
      ko: '구매 후 30일 이내에 만족하지 못하셨다면 사용하지 않은 수업료를 전액 환불해 드립니다. 환불 범위, 계산 방법, 신청 절차를 안내합니다.',
    },
    body: {
      'zh-cn': `<p>我们希望你在这里学得开心、学有所成。如果购买后发现课程不适合你，可以在 30 天内申请退款，无需说明理由。</p>
<h2>退款范围</h2>
<ul>
<li><strong>一对一课程</strong>：购买后 30 天内，未上的课时全额退款；已上的课时按该课包的单节价格扣除。</li>
<li><strong>小班课</strong>：开课前申请可全额退款；开课后 30 天内，按未上的课次比例退款。如果因人数不足未能开班，我们会自动全额退款。</li>
<li><strong>视频课</strong>：购买后 30 天内、观看不超过两节课的，可全额退款。</li>
</ul>
<h2>如何申请</h2>
<ol>
<li>在“我的订单”中找到对应订单，点击“申请退款”，或通过“联系我们”页面联系客服。</li>
<li>我们会在 1 个工作日内确认退款金额。</li>
<li>退款会在 7 个工作日内退回学费余额或原支付方式。</li>
</ol>
<h2>不在退款范围内的情况</h2>
<ul>
<li>购买超过 30 天的订单（但你仍可随时联系我们协商）。</li>
<li>赠送的学费、优惠券和推广奖励。</li>
<li>免费体验课。</li>
</ul>
<p>另外，已预约的课程在开课前 2 小时以前都可以免费取消，课时会退回你的账户。</p>`,
      en: `<p>We want you to enjoy learning here and to make real progress. If you find a course isn’t right for you, you can ask for a refund within 30 days of buying it, no questions asked.</p>
<h2>What is covered</h2>
<ul>
<li><strong>One-on-one courses</strong>: within 30 days of purchase, lessons you have not taken are refunded in full; lessons already taken are charged at the pack’s per-lesson price.</li>
<li><strong>Group classes</strong>: full refund if you ask before the class starts; within 30 days after it starts, a refund in proportion to the sessions still to come. If a class does not open because too few learners enrolled, we refund you in full automatically.</li>
<li><strong>Video courses</strong>: full refund within 30 days of purchase if you have watched no more than two lessons.</li>
</ul>
<h2>How to ask for a refund</h2>
<ol>
<li>Find the order under “My orders” and choose “Request a refund”, or write to us through the Contact page.</li>
<li>We confirm the amount within one working day.</li>
<li>The money goes back to your tuition balance or to your original payment method within seven working days.</li>
</ol>
<h2>What is not covered</h2>
<ul>
<li>Orders more than 30 days old (though you are always welcome to contact us).</li>
<li>Bonus tuition, coupons and promotion rewards.</li>
<li>The free trial lesson.</li>
</ul>
<p>Booked lessons can also be cancelled free of charge up to two hours before they start; the lesson goes back to your account.</p>`,
      es: `<p>Queremos que disfrutes aprendiendo con nosotros y que avances de verdad. Si ves que un curso no es para ti, puedes pedir el reembolso en los 30 días siguientes a la compra, sin dar explicaciones.</p>
<h2>Qué cubre</h2>
<ul>
<li><strong>Cursos individuales</strong>: en los 30 días posteriores a la compra, te devolvemos íntegramente las clases que no hayas hecho; las ya realizadas se descuentan al precio por clase del paquete.</li>
<li><strong>Clases en grupo</strong>: reembolso total si lo pides antes de que empiece el grupo; en los 30 días siguientes al inicio, reembolso proporcional a las sesiones que queden. Si un grupo no llega a abrirse por falta de alumnos, te devolvemos el importe completo automáticamente.</li>
<li><strong>Cursos en vídeo</strong>: reembolso total en los 30 días posteriores a la compra si no has visto más de dos lecciones.</li>
</ul>
<h2>Cómo solicitarlo</h2>
<ol>
<li>Busca el pedido en «Mis pedidos» y elige «Solicitar reembolso», o escríbenos desde la página de contacto.</li>
<li>Confirmamos el importe en un día laborable.</li>
<li>El dinero vuelve a tu saldo de matrícula o a tu método de pago original en un plazo de siete días laborables.</li>
</ol>
<h2>Qué no cubre</h2>
<ul>
<li>Pedidos de hace más de 30 días (aunque siempre puedes ponerte en contacto con nosotros).</li>
<li>El saldo de regalo, los cupones y las recompensas del programa de promoción.</li>
<li>La clase de prueba gratuita.</li>
</ul>
<p>Además, las clases reservadas se pueden cancelar sin coste hasta dos horas antes de empezar; la clase vuelve a tu cuenta.</p>`,
      ja: `<p>私たちは、あなたに楽しく学び、確かな成果を上げてほしいと願っています。購入した講座が合わないと感じたら、購入から30日以内であれば理由を問わず返金を申請できます。</p>
<h2>返金の対象</h2>
<ul>
<li><strong>マンツーマン講座</strong>：購入から30日以内なら、未受講のレッスンを全額返金します。受講済みのレッスンはパックの1回あたりの料金で差し引きます。</li>
<li><strong>少人数クラス</strong>：開講前のお申し出は全額返金。開講後30日以内は、残りの回数に応じて返金します。人数が集まらず開講しなかった場合は、自動的に全額返金します。</li>
<li><strong>ビデオ講座</strong>：購入から30日以内で、視聴が2回以下であれば全額返金します。</li>
</ul>
<h2>申請方法</h2>
<ol>
<li>「注文履歴」で該当の注文を選び「返金を申請」を押すか、「お問い合わせ」ページからご連絡ください。</li>
<li>1営業日以内に返金額をご案内します。</li>
<li>7営業日以内に、受講料残高または元のお支払い方法へ返金します。</li>
</ol>
<h2>返金の対象外</h2>
<ul>
<li>購入から30日を過ぎた注文（その場合もお気軽にご相談ください）。</li>
<li>ボーナスの受講料、クーポン、紹介報酬。</li>
<li>無料体験レッスン。</li>
</ul>
<p>なお、予約済みのレッスンは開始2時間前まで無料でキャンセルでき、レッスンはアカウントに戻ります。</p>`,
      ko: `<p>저희는 여러분이 즐겁게 배우고 확실한 성과를 거두기를 바랍니다. 구매한 강좌가 맞지 않는다면 구매 후 30일 이내에 이유를 묻지 않고 환불을 신청할 수 있습니다.</p>
<h2>환불 범위</h2>
<ul>
<li><strong>1:1 강좌</strong>: 구매 후 30일 이내라면 듣지 않은 수업은 전액 환불하며, 이미 들은 수업은 패키지의 회당 가격으로 차감합니다.</li>
<li><strong>소그룹 수업</strong>: 개강 전에 신청하면 전액 환불, 개강 후 30일 이내에는 남은 회차에 비례해 환불합니다. 인원 부족으로 개강하지 못한 경우에는 자동으로 전액 환불해 드립니다.</li>
<li><strong>동영상 강좌</strong>: 구매 후 30일 이내이고 시청한 강의가 2개 이하라면 전액 환불합니다.</li>
</ul>
<h2>신청 방법</h2>
<ol>
<li>‘내 주문’에서 해당 주문을 찾아 ‘환불 신청’을 누르거나, ‘문의하기’ 페이지로 연락해 주세요.</li>
<li>1영업일 이내에 환불 금액을 확인해 드립니다.</li>
<li>7영업일 이내에 수강료 잔액 또는 원래 결제 수단으로 환불됩니다.</li>
</ol>
<h2>환불 대상이 아닌 경우</h2>
<ul>
<li>구매 후 30일이 지난 주문 (이 경우에도 언제든 문의해 주세요).</li>
<li>보너스 수강료, 쿠폰, 추천 보상.</li>
<li>무료 체험 수업.</li>
</ul>
<p>또한 예약한 수업은 시작 2시간 전까지 무료로 취소할 수 있으며, 수업은 계정으로 돌아갑니다.</p>`,
    },
  },
  {
    uri: 'privacy',
    sourceLanguage: 'en',
    title: {
      'zh-cn': '隐私政策',
      en: 'Privacy Policy',
      es: 'Política de privacidad',
      ja: 'プライバシーポリシー',
      ko: '개인정보 처리방침',
    },
    description: {
      'zh-cn': '我们收集哪些信息、为什么收集、如何保护，以及你可以如何管理自己的数据。',
      en: 'What we collect, why we collect it, how we protect it and how you can manage your own data.',
      es: 'Qué datos recogemos, para qué, cómo los protegemos y cómo puedes gestionar los tuyos.',
      ja: '収集する情報、その目的、保護の方法、そしてご自身のデータを管理する方法について。',
      ko: '어떤 정보를 왜 수집하는지, 어떻게 보호하는지, 그리고 내 데이터를 어떻게 관리할 수 있는지 안내합니다.',
    },
    body: {
      'zh-cn': `<p>你的信任对我们很重要。本政策说明我们在你使用网站和上课时如何处理你的个人信息。</p>
<h2>我们收集的信息</h2>
<ul>
<li><strong>账户信息</strong>：邮箱、姓名、密码（加密保存），以及你自愿填写的年龄段、职业和学习目的。</li>
<li><strong>学习记录</strong>：购买的课程、预约和上课记录、老师的课后总结、水平测试结果和视频课练习成绩。</li>
<li><strong>课堂录像</strong>：小班课会录制回放，并在课程结束后 2 个工作日内上传，只有本班学员和老师可以观看。一对一课程不录像。</li>
<li><strong>偏好设置</strong>：我们用 Cookie 记住你的语言、显示货币和时区，以及你的登录状态。</li>
</ul>
<h2>我们如何使用这些信息</h2>
<p>仅用于提供和改进课程服务：安排课程、换算时区、处理付款和退款、向你发送课程提醒。我们不会出售你的个人信息。</p>
<h2>你的权利</h2>
<ul>
<li>随时在“个人信息”和“账户设置”中查看和修改你的信息。</li>
<li>要求导出或删除你的账户数据。我们会在 30 天内处理。</li>
<li>取消订阅营销邮件，不影响课程提醒。</li>
</ul>
<p>如有任何问题，请通过“联系我们”页面与我们联系。</p>`,
      en: `<p>Your trust matters to us. This policy explains how we handle your personal information when you use the site and take lessons.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details</strong>: your email, name and password (stored encrypted), plus the age range, occupation and learning goals you choose to give us.</li>
<li><strong>Learning records</strong>: courses bought, bookings and lessons taken, teachers’ lesson summaries, level-test results and video-course practice scores.</li>
<li><strong>Class recordings</strong>: group classes are recorded and the replay is uploaded within two working days of the class, visible only to that class’s learners and teacher. One-on-one lessons are not recorded.</li>
<li><strong>Preferences</strong>: cookies remember your language, display currency, time zone and whether you are signed in.</li>
</ul>
<h2>How we use it</h2>
<p>Only to provide and improve our lessons: scheduling, converting time zones, handling payments and refunds, and sending lesson reminders. We never sell your personal information.</p>
<h2>Your rights</h2>
<ul>
<li>View and change your details at any time under “Personal info” and “Account settings”.</li>
<li>Ask us to export or delete your account data; we do so within 30 days.</li>
<li>Unsubscribe from marketing emails without losing lesson reminders.</li>
</ul>
<p>If you have any questions, please reach us through the Contact page.</p>`,
      es: `<p>Tu confianza es importante para nosotros. Esta política explica cómo tratamos tus datos personales cuando usas la web y asistes a clase.</p>
<h2>Qué datos recogemos</h2>
<ul>
<li><strong>Datos de la cuenta</strong>: correo electrónico, nombre y contraseña (guardada cifrada), además del rango de edad, la ocupación y los objetivos de aprendizaje que decidas indicarnos.</li>
<li><strong>Historial de aprendizaje</strong>: cursos comprados, reservas y clases realizadas, resúmenes de los profesores, resultados de la prueba de nivel y puntuaciones de los ejercicios de los cursos en vídeo.</li>
<li><strong>Grabaciones de clase</strong>: las clases en grupo se graban y la grabación se sube en un plazo de dos días laborables; solo pueden verla los alumnos y el profesor de ese grupo. Las clases individuales no se graban.</li>
<li><strong>Preferencias</strong>: las cookies recuerdan tu idioma, la moneda en que ves los precios, tu zona horaria y si has iniciado sesión.</li>
</ul>
<h2>Para qué los usamos</h2>
<p>Solo para ofrecer y mejorar nuestras clases: organizar horarios, convertir zonas horarias, gestionar pagos y reembolsos y enviarte recordatorios de clase. Nunca vendemos tus datos personales.</p>
<h2>Tus derechos</h2>
<ul>
<li>Consultar y modificar tus datos en cualquier momento en «Información personal» y «Ajustes de la cuenta».</li>
<li>Pedirnos que exportemos o eliminemos los datos de tu cuenta; lo hacemos en un plazo de 30 días.</li>
<li>Darte de baja de los correos promocionales sin perder los recordatorios de clase.</li>
</ul>
<p>Si tienes cualquier duda, escríbenos desde la página de contacto.</p>`,
      ja: `<p>皆さまからの信頼を大切にしています。このポリシーでは、サイトのご利用やレッスンの受講にあたって、個人情報をどのように取り扱うかを説明します。</p>
<h2>収集する情報</h2>
<ul>
<li><strong>アカウント情報</strong>：メールアドレス、氏名、パスワード（暗号化して保存）、および任意でご入力いただいた年齢層・職業・学習目的。</li>
<li><strong>学習記録</strong>：購入した講座、予約と受講の記録、講師のレッスンまとめ、レベルテストの結果、ビデオ講座の練習スコア。</li>
<li><strong>授業の録画</strong>：少人数クラスは録画され、授業終了後2営業日以内にアップロードされます。視聴できるのはそのクラスの受講生と講師のみです。マンツーマンレッスンは録画しません。</li>
<li><strong>設定</strong>：Cookieを使って、言語・表示通貨・タイムゾーン・ログイン状態を記憶します。</li>
</ul>
<h2>利用目的</h2>
<p>レッスンの提供と改善のためにのみ使用します。スケジュール調整、タイムゾーンの変換、支払いと返金の処理、レッスンのリマインダー送信などです。個人情報を販売することはありません。</p>
<h2>お客さまの権利</h2>
<ul>
<li>「個人情報」「アカウント設定」からいつでも情報を確認・変更できます。</li>
<li>アカウントデータのエクスポートや削除をご依頼いただけます。30日以内に対応します。</li>
<li>プロモーションメールは配信停止でき、レッスンのリマインダーには影響しません。</li>
</ul>
<p>ご不明な点は「お問い合わせ」ページからご連絡ください。</p>`,
      ko: `<p>여러분의 신뢰는 저희에게 매우 중요합니다. 이 방침은 사이트를 이용하고 수업을 들을 때 개인정보를 어떻게 처리하는지 설명합니다.</p>
<h2>수집하는 정보</h2>
<ul>
<li><strong>계정 정보</strong>: 이메일, 이름, 비밀번호(암호화하여 저장), 그리고 직접 입력하신 연령대, 직업, 학습 목적.</li>
<li><strong>학습 기록</strong>: 구매한 강좌, 예약 및 수강 기록, 선생님의 수업 요약, 레벨 테스트 결과, 동영상 강좌 연습 점수.</li>
<li><strong>수업 녹화</strong>: 소그룹 수업은 녹화되며, 수업 종료 후 2영업일 이내에 업로드됩니다. 해당 반의 수강생과 선생님만 볼 수 있습니다. 1:1 수업은 녹화하지 않습니다.</li>
<li><strong>환경 설정</strong>: 쿠키로 언어, 표시 통화, 시간대, 로그인 상태를 기억합니다.</li>
</ul>
<h2>이용 목적</h2>
<p>수업을 제공하고 개선하는 데에만 사용합니다. 일정 조율, 시간대 변환, 결제와 환불 처리, 수업 알림 발송 등이 이에 해당합니다. 개인정보를 판매하는 일은 절대 없습니다.</p>
<h2>이용자의 권리</h2>
<ul>
<li>‘개인 정보’와 ‘계정 설정’에서 언제든지 정보를 확인하고 수정할 수 있습니다.</li>
<li>계정 데이터의 내보내기나 삭제를 요청할 수 있으며, 30일 이내에 처리해 드립니다.</li>
<li>마케팅 이메일 수신을 거부해도 수업 알림은 계속 받을 수 있습니다.</li>
</ul>
<p>궁금한 점이 있으시면 ‘문의하기’ 페이지로 연락해 주세요.</p>`,
    },
  },
  {
    uri: 'careers',
    sourceLanguage: 'zh-cn',
    title: {
      'zh-cn': '成为汉语老师',
      en: 'Become a Teacher',
      es: 'Hazte profesor',
      ja: '講師になる',
      ko: '선생님이 되어 주세요',
    },
    description: {
      'zh-cn': '和来自世界各地的学生一起上课，自己安排时间。了解任职要求和申请流程。',
      en: 'Teach learners from all over the world on your own schedule. Requirements and how to apply.',
      es: 'Enseña a alumnos de todo el mundo con tu propio horario. Requisitos y cómo presentar tu candidatura.',
      ja: '世界中の学習者に、自分のスケジュールで教えませんか。応募条件と選考の流れ。',
      ko: '전 세계 학습자를 내 일정에 맞춰 가르쳐 보세요. 지원 자격과 지원 절차를 안내합니다.',
    },
    body: {
      'zh-cn': `<p>我们的老师来自中国各地，目前约有 200 位老师拥有 5 年以上的教学经验。如果你热爱教学，也愿意花心思了解每一位学生，欢迎加入我们。</p>
<h2>我们希望你</h2>
<ul>
<li>普通话标准，持有普通话水平测试二级甲等或以上证书。</li>
<li>对外汉语、汉语言文学、外语或教育相关专业本科以上学历。</li>
<li>有两年以上汉语教学经验，线上或线下均可。</li>
<li>能用至少一门外语和学生沟通（英语、西班牙语、日语、韩语等）。</li>
<li>有稳定的网络和安静的上课环境。</li>
</ul>
<h2>你将获得</h2>
<ul>
<li>自己安排时间：在教学中心设置每周可上课的时段，学生按你的时间预约。</li>
<li>完整的教材和课件，新老师有一对一的入职培训。</li>
<li>来自五十多个国家的学生。</li>
<li>参与推广计划，兼职老师可获得推广课程销售额 5% 的分成。</li>
</ul>
<h2>申请流程</h2>
<ol>
<li>提交申请：简历和一段 2 分钟的自我介绍视频。</li>
<li>试讲：和我们的教研老师进行一节 25 分钟的模拟课。</li>
<li>培训：熟悉课堂系统、课后总结和教学规范。</li>
<li>开课：完善个人资料后，学生就可以预约你的课了。</li>
</ol>
<p>请通过“联系我们”页面发送申请，我们会在 5 个工作日内回复。</p>`,
      en: `<p>Our teachers come from all over China, and about 200 of them have more than five years’ teaching experience. If you love teaching and enjoy getting to know each learner, we would be glad to have you.</p>
<h2>What we look for</h2>
<ul>
<li>Standard Mandarin, with level 2A or higher in China’s national Mandarin proficiency test (Putonghua Shuiping Ceshi).</li>
<li>A bachelor’s degree or higher in teaching Chinese as a foreign language, Chinese language and literature, foreign languages or education.</li>
<li>At least two years of experience teaching Chinese, online or in person.</li>
<li>At least one foreign language you can use with learners (English, Spanish, Japanese, Korean or another).</li>
<li>A stable internet connection and a quiet place to teach.</li>
</ul>
<h2>What you get</h2>
<ul>
<li>Your own schedule: set your weekly availability in the teaching centre and learners book around it.</li>
<li>Complete teaching materials, and one-on-one onboarding for new teachers.</li>
<li>Learners from more than fifty countries.</li>
<li>A place in the promotion programme: part-time teachers earn 5% of the sales of the courses they promote.</li>
</ul>
<h2>How to apply</h2>
<ol>
<li>Apply: send your CV and a two-minute video introducing yourself.</li>
<li>Demo lesson: teach a 25-minute mock lesson to one of our senior teachers.</li>
<li>Training: get to know the classroom, lesson summaries and our teaching standards.</li>
<li>Start teaching: complete your profile and learners can book you.</li>
</ol>
<p>Send your application through the Contact page and we will reply within five working days.</p>`,
      es: `<p>Nuestros profesores vienen de toda China y unos 200 de ellos tienen más de cinco años de experiencia docente. Si te apasiona enseñar y te gusta conocer a cada alumno, nos encantará contar contigo.</p>
<h2>Qué buscamos</h2>
<ul>
<li>Mandarín estándar, con el nivel 2A o superior del examen oficial de mandarín de China (Putonghua Shuiping Ceshi).</li>
<li>Grado o titulación superior en Enseñanza del Chino como Lengua Extranjera, Lengua y Literatura Chinas, Lenguas Extranjeras o Educación.</li>
<li>Al menos dos años de experiencia enseñando chino, en línea o presencialmente.</li>
<li>Al menos una lengua extranjera para comunicarte con los alumnos (inglés, español, japonés, coreano u otra).</li>
<li>Una conexión a internet estable y un lugar tranquilo para dar clase.</li>
</ul>
<h2>Qué te ofrecemos</h2>
<ul>
<li>Tu propio horario: indica tu disponibilidad semanal en el centro docente y los alumnos reservan según ella.</li>
<li>Materiales didácticos completos y formación individual de bienvenida para los profesores nuevos.</li>
<li>Alumnos de más de cincuenta países.</li>
<li>Acceso al programa de promoción: los profesores a tiempo parcial reciben el 5 % de las ventas de los cursos que promocionan.</li>
</ul>
<h2>Cómo presentar tu candidatura</h2>
<ol>
<li>Solicitud: envía tu CV y un vídeo de dos minutos presentándote.</li>
<li>Clase de muestra: imparte una clase simulada de 25 minutos a uno de nuestros profesores sénior.</li>
<li>Formación: conoce el aula virtual, los resúmenes de clase y nuestros criterios docentes.</li>
<li>Empieza a enseñar: completa tu perfil y los alumnos podrán reservar contigo.</li>
</ol>
<p>Envía tu candidatura desde la página de contacto y te responderemos en un plazo de cinco días laborables.</p>`,
      ja: `<p>当校の講師は中国各地の出身で、現在約200人が5年以上の指導経験を持っています。教えることが好きで、一人ひとりの学習者と向き合える方をお待ちしています。</p>
<h2>応募条件</h2>
<ul>
<li>標準的な中国語（普通話）を話せること。普通話水平テスト二級甲等以上。</li>
<li>中国語教育、中国語文学、外国語、教育などの分野の学士以上の学位。</li>
<li>2年以上の中国語指導経験（オンライン・対面を問いません）。</li>
<li>学習者と意思疎通できる外国語が1つ以上（英語、スペイン語、日本語、韓国語など）。</li>
<li>安定したインターネット環境と、静かな授業環境。</li>
</ul>
<h2>得られるもの</h2>
<ul>
<li>自分で決められるスケジュール：ティーチングセンターで毎週の授業可能時間を設定すると、その枠で学習者が予約します。</li>
<li>充実した教材とスライド。新任講師にはマンツーマンの研修があります。</li>
<li>50か国以上から集まる学習者。</li>
<li>紹介プログラムへの参加：非常勤講師は、紹介した講座の売上の5%を受け取れます。</li>
</ul>
<h2>選考の流れ</h2>
<ol>
<li>応募：履歴書と2分間の自己紹介動画をお送りください。</li>
<li>模擬授業：当校のベテラン講師を相手に25分の模擬授業を行います。</li>
<li>研修：オンライン教室、レッスンまとめ、指導基準について学びます。</li>
<li>授業開始：プロフィールを完成させれば、学習者から予約が入ります。</li>
</ol>
<p>「お問い合わせ」ページからご応募ください。5営業日以内にご連絡します。</p>`,
      ko: `<p>저희 선생님들은 중국 각지 출신이며, 현재 약 200명이 5년 이상의 강의 경력을 갖고 있습니다. 가르치는 일을 사랑하고 학생 한 사람 한 사람을 알아 가는 것을 즐긴다면 언제든 환영합니다.</p>
<h2>지원 자격</h2>
<ul>
<li>표준 중국어 구사, 보통화 수평 시험 2급 갑등 이상.</li>
<li>외국인 대상 중국어 교육, 중국어문학, 외국어, 교육 관련 전공 학사 이상.</li>
<li>2년 이상의 중국어 강의 경력 (온라인·오프라인 무관).</li>
<li>학생과 소통할 수 있는 외국어 한 가지 이상 (영어, 스페인어, 일본어, 한국어 등).</li>
<li>안정적인 인터넷과 조용한 수업 환경.</li>
</ul>
<h2>이런 점이 좋습니다</h2>
<ul>
<li>내가 정하는 일정: 티칭 센터에서 매주 가능한 시간을 설정하면 학생들이 그 시간에 맞춰 예약합니다.</li>
<li>완비된 교재와 수업 자료, 신입 선생님을 위한 1:1 온보딩 교육.</li>
<li>50여 개국에서 온 학생들.</li>
<li>추천 프로그램 참여: 파트타임 선생님은 추천한 강좌 매출의 5%를 받습니다.</li>
</ul>
<h2>지원 절차</h2>
<ol>
<li>지원: 이력서와 2분 분량의 자기소개 영상을 보내 주세요.</li>
<li>시범 강의: 저희 선임 선생님과 25분 모의 수업을 진행합니다.</li>
<li>교육: 온라인 강의실, 수업 요약 작성, 강의 기준을 익힙니다.</li>
<li>수업 시작: 프로필을 완성하면 학생들이 예약할 수 있습니다.</li>
</ol>
<p>‘문의하기’ 페이지로 지원서를 보내 주시면 5영업일 이내에 답변드리겠습니다.</p>`,
    },
  },
  {
    uri: 'study-plan',
    sourceLanguage: 'zh-cn',
    title: {
      'zh-cn': '如何制定你的中文学习计划',
      en: 'How to Build Your Chinese Study Plan',
      es: 'Cómo organizar tu plan de estudio de chino',
      ja: '中国語の学習プランの立て方',
      ko: '나만의 중국어 학습 계획 세우기',
    },
    description: {
      'zh-cn': '从水平测试到每周课表：按你的水平和目标，把一对一、小班课和视频课组合起来。',
      en: 'From the level test to a weekly timetable: combine one-on-one lessons, group classes and video courses to suit your level and goals.',
      es: 'De la prueba de nivel a un horario semanal: combina clases individuales, grupos y cursos en vídeo según tu nivel y tus objetivos.',
      ja: 'レベルテストから毎週の時間割まで。レベルと目標に合わせて、マンツーマン・少人数クラス・ビデオ講座を組み合わせましょう。',
      ko: '레벨 테스트부터 주간 시간표까지, 수준과 목표에 맞게 1:1 수업, 소그룹 수업, 동영상 강좌를 조합해 보세요.',
    },
    body: {
      'zh-cn': `<p>好的学习计划不需要很复杂，只要回答三个问题：我现在是什么水平？我想达到什么目标？我每周能花多少时间？</p>
<h2>第一步：做一次水平测试</h2>
<p>免费的在线水平测试只需要几分钟，会给出你大致的 HSK 等级和建议的每周课时。零基础的同学可以直接从拼音开始。</p>
<h2>第二步：按水平选择课程组合</h2>
<h3>零基础到 HSK 2</h3>
<ul>
<li>先用《拼音与声调视频课》打好发音基础。</li>
<li>每周 2–3 节 25 分钟的一对一课，把学到的句子马上用起来。</li>
</ul>
<h3>HSK 3–4</h3>
<ul>
<li>每周 2 节小班课，系统学习词汇和语法，和同学一起练口语。</li>
<li>每周 1 节一对一口语课，专门解决你自己的问题。</li>
</ul>
<h3>HSK 5 以上</h3>
<ul>
<li>每周 1–2 节 50 分钟的一对一课，以阅读、讨论和写作为主。</li>
<li>用成语、新闻等视频课补充词汇。</li>
</ul>
<h2>第三步：每天一点，每周回顾</h2>
<p>每天 15 分钟复习生词，比周末突击两小时有效得多。每周末花 10 分钟回顾老师的课后总结，看看哪些地方进步了，哪些还需要练习。</p>
<blockquote><p>最好的计划，是你能坚持下去的计划。</p></blockquote>
<p>如果需要帮助，可以申请一节免费体验课，老师会根据你的情况为你制定个人学习计划。</p>`,
      en: `<p>A good study plan doesn’t need to be complicated. It just answers three questions: What is my level now? What do I want to achieve? How much time can I give each week?</p>
<h2>Step 1: take the level test</h2>
<p>The free online level test takes only a few minutes and gives you an approximate HSK level and a suggested number of lessons a week. Complete beginners can start straight away with pinyin.</p>
<h2>Step 2: choose a mix of courses for your level</h2>
<h3>Beginner to HSK 2</h3>
<ul>
<li>Build solid pronunciation with the Pinyin &amp; Tones Video Course.</li>
<li>Take two or three 25-minute one-on-one lessons a week to put new sentences to use right away.</li>
</ul>
<h3>HSK 3–4</h3>
<ul>
<li>Two group lessons a week to work systematically through vocabulary and grammar, and to practice speaking with classmates.</li>
<li>One one-on-one speaking lesson a week to work on your own weak spots.</li>
</ul>
<h3>HSK 5 and above</h3>
<ul>
<li>One or two 50-minute one-on-one lessons a week, centred on reading, discussion and writing.</li>
<li>Video courses, such as our idiom stories, to widen your vocabulary.</li>
</ul>
<h2>Step 3: a little every day, a review every week</h2>
<p>Fifteen minutes of vocabulary review a day works far better than two hours of cramming at the weekend. At the end of each week, spend ten minutes going over your teachers’ lesson summaries to see what has improved and what still needs practice.</p>
<blockquote><p>The best plan is the one you can stick to.</p></blockquote>
<p>If you would like help, apply for a free trial lesson and a teacher will draw up a personal study plan with you.</p>`,
      es: `<p>Un buen plan de estudio no tiene por qué ser complicado. Solo tiene que responder a tres preguntas: ¿cuál es mi nivel ahora?, ¿qué quiero conseguir? y ¿cuánto tiempo puedo dedicarle cada semana?</p>
<h2>Paso 1: haz la prueba de nivel</h2>
<p>La prueba de nivel en línea es gratuita, dura solo unos minutos y te da un nivel HSK aproximado y un número recomendado de clases por semana. Si empiezas de cero, puedes ir directamente al pinyin.</p>
<h2>Paso 2: elige una combinación de cursos según tu nivel</h2>
<h3>De cero al HSK 2</h3>
<ul>
<li>Asienta una buena pronunciación con el curso en vídeo de pinyin y tonos.</li>
<li>Haz dos o tres clases individuales de 25 minutos por semana para usar enseguida las frases nuevas.</li>
</ul>
<h3>HSK 3–4</h3>
<ul>
<li>Dos clases en grupo por semana para trabajar el vocabulario y la gramática de forma sistemática y practicar la conversación con compañeros.</li>
<li>Una clase individual de conversación por semana para trabajar tus puntos débiles.</li>
</ul>
<h3>HSK 5 en adelante</h3>
<ul>
<li>Una o dos clases individuales de 50 minutos por semana, centradas en la lectura, el debate y la escritura.</li>
<li>Cursos en vídeo, como el de los chengyu, para ampliar vocabulario.</li>
</ul>
<h2>Paso 3: un poco cada día, un repaso cada semana</h2>
<p>Quince minutos diarios de repaso de vocabulario funcionan mucho mejor que dos horas de atracón el fin de semana. Al final de cada semana, dedica diez minutos a releer los resúmenes de tus profesores para ver en qué has mejorado y qué necesitas seguir practicando.</p>
<blockquote><p>El mejor plan es el que puedes mantener.</p></blockquote>
<p>Si quieres ayuda, solicita una clase de prueba gratuita y un profesor preparará contigo un plan de estudio personalizado.</p>`,
      ja: `<p>よい学習プランは複雑である必要はありません。「今のレベルは？」「何を達成したい？」「毎週どれくらい時間を使える？」という3つの問いに答えるだけです。</p>
<h2>ステップ1：レベルテストを受ける</h2>
<p>無料のオンラインレベルテストは数分で終わり、おおよそのHSKレベルと、おすすめの週あたりのレッスン数がわかります。まったくの初心者は、そのままピンインから始めましょう。</p>
<h2>ステップ2：レベルに合った講座の組み合わせを選ぶ</h2>
<h3>ゼロからHSK 2級</h3>
<ul>
<li>「ピンインと声調 ビデオ講座」で発音の土台を作る。</li>
<li>週2〜3回、25分のマンツーマンレッスンで、覚えた文をすぐに使う。</li>
</ul>
<h3>HSK 3〜4級</h3>
<ul>
<li>週2回の少人数クラスで語彙と文法を体系的に学び、クラスメートと会話を練習する。</li>
<li>週1回のマンツーマン会話レッスンで、自分の弱点を集中的に克服する。</li>
</ul>
<h3>HSK 5級以上</h3>
<ul>
<li>週1〜2回、50分のマンツーマンレッスンで、読解・ディスカッション・作文を中心に。</li>
<li>成語などのビデオ講座で語彙を広げる。</li>
</ul>
<h2>ステップ3：毎日少しずつ、毎週ふり返る</h2>
<p>毎日15分の単語の復習は、週末に2時間詰め込むよりずっと効果的です。週末には10分ほど講師のレッスンまとめを読み返し、伸びたところとまだ練習が必要なところを確認しましょう。</p>
<blockquote><p>最高のプランとは、続けられるプランのことです。</p></blockquote>
<p>サポートが必要な方は無料体験レッスンをお申し込みください。講師があなたに合わせた個別の学習プランを一緒に作ります。</p>`,
      ko: `<p>좋은 학습 계획은 복잡할 필요가 없습니다. ‘지금 내 수준은?’, ‘무엇을 이루고 싶은가?’, ‘매주 얼마나 시간을 낼 수 있는가?’ 이 세 가지 질문에만 답하면 됩니다.</p>
<h2>1단계: 레벨 테스트 보기</h2>
<p>무료 온라인 레벨 테스트는 몇 분이면 끝나며, 대략적인 HSK 급수와 권장 주간 수업 횟수를 알려 줍니다. 완전 초보라면 바로 병음부터 시작하세요.</p>
<h2>2단계: 수준에 맞는 강좌 조합 고르기</h2>
<h3>왕초보~HSK 2급</h3>
<ul>
<li>‘병음과 성조 동영상 강좌’로 발음의 기초를 다집니다.</li>
<li>주 2~3회 25분 1:1 수업으로 배운 문장을 바로 써 봅니다.</li>
</ul>
<h3>HSK 3~4급</h3>
<ul>
<li>주 2회 소그룹 수업으로 어휘와 문법을 체계적으로 익히고 반 친구들과 회화를 연습합니다.</li>
<li>주 1회 1:1 회화 수업으로 나만의 약점을 집중적으로 보완합니다.</li>
</ul>
<h3>HSK 5급 이상</h3>
<ul>
<li>주 1~2회 50분 1:1 수업으로 읽기, 토론, 글쓰기에 집중합니다.</li>
<li>성어 같은 동영상 강좌로 어휘를 넓힙니다.</li>
</ul>
<h2>3단계: 매일 조금씩, 매주 돌아보기</h2>
<p>매일 15분씩 단어를 복습하는 것이 주말에 두 시간 몰아서 하는 것보다 훨씬 효과적입니다. 주말마다 10분 정도 선생님의 수업 요약을 다시 읽으며 무엇이 나아졌고 무엇을 더 연습해야 하는지 확인하세요.</p>
<blockquote><p>가장 좋은 계획은 꾸준히 지킬 수 있는 계획입니다.</p></blockquote>
<p>도움이 필요하다면 무료 체험 수업을 신청하세요. 선생님이 상황에 맞는 개인 학습 계획을 함께 세워 드립니다.</p>`,
    },
  },
];
