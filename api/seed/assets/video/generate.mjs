// Writes the demo video lessons' media and content: for each lesson of each demo video course made so far (COURSES)
// a short clip
// ({course}/lesson-NN.webm: each word shown large with its pinyin and spoken, then a sentence), each word's audio
// ({course}/lesson-NN-word-N.ogg), and api/seed/video-learning.ts, which lists the words, the clip's length and
// caption cues, and the practice questions with their answers. The voice is espeak-ng's Mandarin (cmn): a
// synthetic voice, understandable but robotic. Needs ffmpeg (libvpx-vp9, libopus), ffprobe, espeak-ng and the
// WenQuanYi Micro Hei and DejaVu Sans fonts (Debian: apt-get install -y ffmpeg espeak-ng fonts-wqy-microhei
// fonts-dejavu-core).
// Run from anywhere: `node api/seed/assets/video/generate.mjs` (files already there are kept: `--force` makes them
// again).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const seedFile = path.resolve(here, '..', '..', 'video-learning.ts');
const FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
/** WenQuanYi has no tone-marked vowels (ǎ); DejaVu Sans has them all. */
const PINYIN_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const WORD_SECONDS = 4;
const SENTENCE_SECONDS = 6;

/** [zh-cn, en, es, ja, ko] → a Texts object. */
const t = (zhCn, en, es, ja, ko) => ({ 'zh-cn': zhCn, en, es, ja, ko });

/**
 * The demo course's lessons, in the order of api/seed/courses/video.ts: six words each (characters, pinyin with
 * tone marks, meaning in the five languages), a sentence of them to put in order, and which syllables the
 * tone questions ask (word index, syllable index; the tone the dictionary gives, 0 for the neutral tone).
 */
const PINYIN_LESSONS = [
  {
    words: [
      ['妈', 'mā', t('母亲', 'mother', 'madre', '母', '어머니')],
      ['麻', 'má', t('麻（植物）；发麻', 'hemp; numb', 'cáñamo; entumecido', '麻；しびれる', '삼; 저리다')],
      ['马', 'mǎ', t('马（动物）', 'horse', 'caballo', '馬', '말')],
      ['骂', 'mà', t('责骂', 'to scold', 'regañar', '叱る', '꾸짖다')],
      [
        '吗',
        'ma',
        t('疑问语气词', 'question particle', 'partícula interrogativa', '疑問の助詞', '의문 조사'),
      ],
      ['妈妈', 'māma', t('妈妈；母亲', 'mum', 'mamá', 'お母さん', '엄마')],
    ],
    sentence: {
      tokens: ['妈妈', '骂', '马', '吗'],
      pinyin: 'Māma mà mǎ ma?',
      translation: t(
        '妈妈在骂马吗？',
        'Is Mum scolding the horse?',
        '¿Mamá regaña al caballo?',
        'お母さんは馬を叱っているの？',
        '엄마가 말을 꾸짖어요?',
      ),
    },
    tones: [
      [2, 0],
      [4, 0],
    ],
  },
  {
    words: [
      ['啊', 'ā', t('表示惊讶的叹词', 'ah! (surprise)', '¡ah! (sorpresa)', 'ああ（驚き）', '아! (놀람)')],
      ['鹅', 'é', t('鹅', 'goose', 'ganso', 'ガチョウ', '거위')],
      ['衣', 'yī', t('衣服', 'clothing', 'ropa', '衣服', '옷')],
      ['乌', 'wū', t('乌鸦；黑色', 'crow; black', 'cuervo; negro', 'カラス；黒い', '까마귀; 검다')],
      ['鱼', 'yú', t('鱼', 'fish', 'pez', '魚', '물고기')],
      ['雨', 'yǔ', t('雨', 'rain', 'lluvia', '雨', '비')],
    ],
    sentence: {
      tokens: ['鹅', '吃', '鱼'],
      pinyin: 'É chī yú.',
      translation: t(
        '鹅吃鱼。',
        'The goose eats fish.',
        'El ganso come pescado.',
        'ガチョウが魚を食べる。',
        '거위가 물고기를 먹어요.',
      ),
    },
    tones: [
      [1, 0],
      [5, 0],
    ],
  },
  {
    words: [
      ['爸爸', 'bàba', t('父亲', 'dad', 'papá', 'お父さん', '아빠')],
      ['怕', 'pà', t('害怕', 'to be afraid', 'tener miedo', '怖がる', '무서워하다')],
      ['发', 'fā', t('发出；发送', 'to send out', 'enviar', '送る；発する', '보내다')],
      ['大', 'dà', t('大', 'big', 'grande', '大きい', '크다')],
      ['他', 'tā', t('他', 'he; him', 'él', '彼', '그')],
      ['来', 'lái', t('来', 'to come', 'venir', '来る', '오다')],
    ],
    sentence: {
      tokens: ['爸爸', '来', '了'],
      pinyin: 'Bàba lái le.',
      translation: t('爸爸来了。', 'Dad is here.', 'Papá ha llegado.', 'お父さんが来た。', '아빠가 왔어요.'),
    },
    tones: [
      [2, 0],
      [5, 0],
    ],
  },
  {
    words: [
      ['哥哥', 'gēge', t('哥哥', 'elder brother', 'hermano mayor', 'お兄さん', '형; 오빠')],
      ['喝', 'hē', t('喝', 'to drink', 'beber', '飲む', '마시다')],
      ['鸡', 'jī', t('鸡', 'chicken', 'pollo; gallina', '鶏', '닭')],
      ['七', 'qī', t('七', 'seven', 'siete', '七', '일곱')],
      ['西', 'xī', t('西方', 'west', 'oeste', '西', '서쪽')],
      ['看', 'kàn', t('看', 'to look; to watch', 'mirar', '見る', '보다')],
    ],
    sentence: {
      tokens: ['哥哥', '看', '七', '只', '鸡'],
      pinyin: 'Gēge kàn qī zhī jī.',
      translation: t(
        '哥哥看七只鸡。',
        'My brother looks at seven chickens.',
        'Mi hermano mira siete gallinas.',
        '兄は7羽の鶏を見ている。',
        '형이 닭 일곱 마리를 봐요.',
      ),
    },
    tones: [
      [1, 0],
      [5, 0],
    ],
  },
  {
    words: [
      ['知道', 'zhīdào', t('知道', 'to know', 'saber', '知っている', '알다')],
      ['吃', 'chī', t('吃', 'to eat', 'comer', '食べる', '먹다')],
      ['是', 'shì', t('是', 'to be', 'ser', '…である', '…이다')],
      ['日', 'rì', t('太阳；日子', 'sun; day', 'sol; día', '太陽；日', '해; 날')],
      ['字', 'zì', t('汉字；字', 'character (written)', 'carácter (escrito)', '字', '글자')],
      ['四', 'sì', t('四', 'four', 'cuatro', '四', '넷')],
    ],
    sentence: {
      tokens: ['这', '是', '四', '个', '字'],
      pinyin: 'Zhè shì sì gè zì.',
      translation: t(
        '这是四个字。',
        'These are four characters.',
        'Son cuatro caracteres.',
        'これは4つの字です。',
        '이것은 네 글자예요.',
      ),
    },
    tones: [
      [0, 1],
      [1, 0],
    ],
  },
  {
    words: [
      ['爱', 'ài', t('爱', 'to love', 'amar', '愛する', '사랑하다')],
      ['北', 'běi', t('北方', 'north', 'norte', '北', '북쪽')],
      ['好', 'hǎo', t('好', 'good', 'bueno', 'よい', '좋다')],
      ['走', 'zǒu', t('走', 'to walk; to leave', 'caminar; irse', '歩く；行く', '걷다; 가다')],
      ['高', 'gāo', t('高', 'tall; high', 'alto', '高い', '높다')],
      ['狗', 'gǒu', t('狗', 'dog', 'perro', '犬', '개')],
    ],
    sentence: {
      tokens: ['我', '很', '爱', '狗'],
      pinyin: 'Wǒ hěn ài gǒu.',
      translation: t(
        '我很爱狗。',
        'I really love dogs.',
        'Quiero mucho a los perros.',
        '私は犬がとても好きです。',
        '나는 개를 정말 좋아해요.',
      ),
    },
    tones: [
      [1, 0],
      [4, 0],
    ],
  },
  {
    words: [
      ['安', 'ān', t('平安；安全', 'safe; peaceful', 'seguro; tranquilo', '安らか', '편안하다')],
      [
        '昂',
        'áng',
        t('抬起（头）', "to raise (one's head)", 'levantar (la cabeza)', '（頭を）上げる', '(머리를) 들다'),
      ],
      ['人', 'rén', t('人', 'person', 'persona', '人', '사람')],
      ['冷', 'lěng', t('冷', 'cold', 'frío', '寒い；冷たい', '춥다')],
      ['红', 'hóng', t('红色', 'red', 'rojo', '赤い', '빨갛다')],
      ['山', 'shān', t('山', 'mountain', 'montaña', '山', '산')],
    ],
    sentence: {
      tokens: ['山上', '很', '冷'],
      pinyin: 'Shān shang hěn lěng.',
      translation: t(
        '山上很冷。',
        'It is cold on the mountain.',
        'En la montaña hace frío.',
        '山の上は寒い。',
        '산 위는 추워요.',
      ),
    },
    tones: [
      [3, 0],
      [4, 0],
    ],
  },
  {
    words: [
      ['你好', 'nǐ hǎo', t('你好（问候）', 'hello', 'hola', 'こんにちは', '안녕하세요')],
      ['很好', 'hěn hǎo', t('很好', 'very good', 'muy bien', 'とてもよい', '아주 좋다')],
      ['老师', 'lǎoshī', t('老师', 'teacher', 'profesor, profesora', '先生', '선생님')],
      ['我们', 'wǒmen', t('我们', 'we; us', 'nosotros', '私たち', '우리')],
      ['水果', 'shuǐguǒ', t('水果', 'fruit', 'fruta', '果物', '과일')],
      ['可以', 'kěyǐ', t('可以', 'may; can', 'poder', '…してよい', '…해도 된다')],
    ],
    sentence: {
      tokens: ['我们', '很', '好'],
      pinyin: 'Wǒmen hěn hǎo.',
      translation: t(
        '我们很好。',
        'We are very well.',
        'Estamos muy bien.',
        '私たちは元気です。',
        '우리는 잘 지내요.',
      ),
    },
    tones: [
      [2, 1],
      [4, 1],
    ],
  },
  {
    words: [
      ['一个', 'yí gè', t('一个', 'one (of something)', 'uno, una', 'ひとつ', '하나')],
      ['一起', 'yìqǐ', t('一起', 'together', 'juntos', '一緒に', '함께')],
      ['不是', 'bú shì', t('不是', 'is not', 'no es', '…ではない', '…이 아니다')],
      ['不对', 'bú duì', t('不对', 'not right', 'incorrecto', '違う', '틀리다')],
      ['一天', 'yì tiān', t('一天', 'one day', 'un día', '一日', '하루')],
      ['不好', 'bù hǎo', t('不好', 'not good', 'no es bueno', 'よくない', '좋지 않다')],
    ],
    sentence: {
      tokens: ['我们', '一起', '走', '吧'],
      pinyin: 'Wǒmen yìqǐ zǒu ba.',
      translation: t(
        '我们一起走吧。',
        "Let's go together.",
        'Vámonos juntos.',
        '一緒に行きましょう。',
        '우리 함께 가요.',
      ),
    },
    tones: [
      [1, 1],
      [4, 1],
    ],
  },
  {
    words: [
      ['谢谢', 'xièxie', t('谢谢', 'thank you', 'gracias', 'ありがとう', '고맙습니다')],
      ['东西', 'dōngxi', t('东西；物品', 'thing', 'cosa', 'もの', '물건')],
      ['朋友', 'péngyou', t('朋友', 'friend', 'amigo, amiga', '友達', '친구')],
      ['桌子', 'zhuōzi', t('桌子', 'table', 'mesa', 'テーブル', '탁자')],
      ['什么', 'shénme', t('什么', 'what', 'qué', '何', '무엇')],
      ['喜欢', 'xǐhuan', t('喜欢', 'to like', 'gustar', '好きだ', '좋아하다')],
    ],
    sentence: {
      tokens: ['你', '喜欢', '什么', '东西'],
      pinyin: 'Nǐ xǐhuan shénme dōngxi?',
      translation: t(
        '你喜欢什么东西？',
        'What things do you like?',
        '¿Qué cosas te gustan?',
        '何が好きですか？',
        '무엇을 좋아해요?',
      ),
    },
    tones: [
      [2, 1],
      [5, 0],
    ],
  },
];

/**
 * Stories Behind Chinese Idioms (chengyu-stories): one lesson per idiom of its outline, the idiom with the
 * words of its story and its near relations, and a sentence using it.
 */
const CHENGYU_LESSONS = [
  {
    words: [
      [
        '画蛇添足',
        'huà shé tiān zú',
        t(
          '做多余的事，反而坏事',
          'to spoil something by adding what it does not need',
          'estropear algo añadiendo lo que no hace falta',
          '蛇足を加える；余計なことをして台無しにする',
          '사족을 달다; 쓸데없는 것을 더해 일을 망치다',
        ),
      ],
      [
        '多此一举',
        'duō cǐ yì jǔ',
        t(
          '做不必要的事',
          'an unnecessary move',
          'un paso innecesario',
          '余計なことをする',
          '쓸데없는 짓을 하다',
        ),
      ],
      [
        '恰到好处',
        'qià dào hǎo chù',
        t('正合适', 'just right', 'justo en su punto', 'ちょうどよい', '딱 알맞다'),
      ],
      ['蛇', 'shé', t('蛇（动物）', 'snake', 'serpiente', '蛇', '뱀')],
      ['脚', 'jiǎo', t('脚；腿', 'foot; leg', 'pie; pata', '足', '발; 다리')],
      ['酒', 'jiǔ', t('酒', 'wine; alcohol', 'vino; licor', '酒', '술')],
    ],
    sentence: {
      tokens: ['你', '这样', '做', '是', '画蛇添足'],
      pinyin: 'Nǐ zhèyàng zuò shì huà shé tiān zú.',
      translation: t(
        '你这样做是画蛇添足。',
        'Doing it like this is drawing legs on a snake.',
        'Hacerlo así es ponerle patas a la serpiente.',
        'そんなことをするのは蛇足だよ。',
        '이렇게 하는 건 사족이에요.',
      ),
    },
    tones: [
      [0, 1],
      [4, 0],
    ],
  },
  {
    words: [
      [
        '守株待兔',
        'shǒu zhū dài tù',
        t(
          '不努力，只等好运',
          'to wait for luck instead of working for it',
          'esperar la suerte sin esforzarse',
          '待ちぼうけ；努力せずに幸運を待つ',
          '노력 없이 요행만 기다리다',
        ),
      ],
      [
        '不劳而获',
        'bù láo ér huò',
        t(
          '不劳动就得到',
          'to gain without working',
          'obtener algo sin trabajar',
          '働かずに得る',
          '일하지 않고 얻다',
        ),
      ],
      ['机会', 'jīhuì', t('机会', 'chance; opportunity', 'oportunidad', '機会；チャンス', '기회')],
      ['兔子', 'tùzi', t('兔子', 'hare; rabbit', 'liebre; conejo', 'ウサギ', '토끼')],
      ['等', 'děng', t('等待', 'to wait', 'esperar', '待つ', '기다리다')],
      ['努力', 'nǔlì', t('努力', 'to work hard', 'esforzarse', '努力する', '노력하다')],
    ],
    sentence: {
      tokens: ['我们', '不能', '守株待兔'],
      pinyin: 'Wǒmen bù néng shǒu zhū dài tù.',
      translation: t(
        '我们不能守株待兔。',
        'We cannot just sit and wait for luck.',
        'No podemos quedarnos esperando la suerte.',
        '私たちは待ちぼうけをしていてはいけない。',
        '우리는 요행만 바라고 있을 수는 없어요.',
      ),
    },
    tones: [
      [3, 0],
      [5, 0],
    ],
  },
  {
    words: [
      [
        '对牛弹琴',
        'duì niú tán qín',
        t(
          '对不懂的人讲道理',
          'to play the lute to a cow: to talk to the wrong audience',
          'predicar en el desierto',
          '馬の耳に念仏',
          '쇠귀에 경 읽기',
        ),
      ],
      ['听众', 'tīngzhòng', t('听众', 'audience; listeners', 'público; oyentes', '聴衆', '청중')],
      [
        '白费力气',
        'bái fèi lì qi',
        t('力气白花了', 'to waste one’s effort', 'malgastar el esfuerzo', '骨折り損をする', '헛수고하다'),
      ],
      ['牛', 'niú', t('牛', 'cow; ox', 'vaca; buey', '牛', '소')],
      [
        '弹琴',
        'tán qín',
        t(
          '弹奏乐器',
          'to play the lute (or the piano)',
          'tocar el laúd (o el piano)',
          '琴（ピアノ）を弾く',
          '거문고(피아노)를 타다',
        ),
      ],
      ['音乐', 'yīnyuè', t('音乐', 'music', 'música', '音楽', '음악')],
    ],
    sentence: {
      tokens: ['跟他', '讲', '这些', '是', '对牛弹琴'],
      pinyin: 'Gēn tā jiǎng zhèxiē shì duì niú tán qín.',
      translation: t(
        '跟他讲这些是对牛弹琴。',
        'Telling him all this is playing the lute to a cow.',
        'Contarle todo esto es predicar en el desierto.',
        '彼にこんな話をしても馬の耳に念仏だ。',
        '그에게 이런 얘기를 하는 건 쇠귀에 경 읽기예요.',
      ),
    },
    tones: [
      [3, 0],
      [5, 0],
    ],
  },
  {
    words: [
      [
        '半途而废',
        'bàn tú ér fèi',
        t(
          '做到一半就放弃',
          'to give up halfway',
          'abandonar a medio camino',
          '途中でやめる',
          '중도에 그만두다',
        ),
      ],
      ['坚持', 'jiānchí', t('坚持下去', 'to keep at it', 'perseverar', 'やり抜く', '꾸준히 하다')],
      [
        '功亏一篑',
        'gōng kuī yí kuì',
        t(
          '只差最后一点没有成功',
          'to fail just short of success',
          'fracasar a un paso del éxito',
          '最後の詰めを誤る',
          '마지막 한 걸음이 모자라 실패하다',
        ),
      ],
      ['放弃', 'fàngqì', t('放弃', 'to give up', 'rendirse', 'あきらめる', '포기하다')],
      ['织布', 'zhī bù', t('织布', 'to weave cloth', 'tejer tela', '布を織る', '베를 짜다')],
      ['学习', 'xuéxí', t('学习', 'to study', 'estudiar', '勉強する', '공부하다')],
    ],
    sentence: {
      tokens: ['学习', '不能', '半途而废'],
      pinyin: 'Xuéxí bù néng bàn tú ér fèi.',
      translation: t(
        '学习不能半途而废。',
        'You must not give up your studies halfway.',
        'No hay que abandonar los estudios a medio camino.',
        '勉強は途中でやめてはいけない。',
        '공부는 중도에 그만두면 안 돼요.',
      ),
    },
    tones: [
      [0, 1],
      [3, 0],
    ],
  },
  {
    words: [
      [
        '马马虎虎',
        'mǎ mǎ hū hū',
        t(
          '不认真；还可以',
          'careless; so-so',
          'descuidado; regular',
          'いいかげん；まあまあ',
          '대충대충; 그저 그렇다',
        ),
      ],
      ['粗心', 'cūxīn', t('不细心', 'careless', 'despistado', '不注意な', '부주의하다')],
      ['认真', 'rènzhēn', t('认真', 'serious; conscientious', 'serio; concienzudo', 'まじめな', '성실하다')],
      ['老虎', 'lǎohǔ', t('老虎', 'tiger', 'tigre', 'トラ', '호랑이')],
      ['画家', 'huàjiā', t('画家', 'painter', 'pintor, pintora', '画家', '화가')],
      ['错', 'cuò', t('错误；不对', 'wrong; a mistake', 'equivocado; un error', '間違い', '틀리다; 잘못')],
    ],
    sentence: {
      tokens: ['他', '做事', '马马虎虎', '的'],
      pinyin: 'Tā zuòshì mǎ mǎ hū hū de.',
      translation: t(
        '他做事马马虎虎的。',
        'He does things carelessly.',
        'Hace las cosas de cualquier manera.',
        '彼は何をするにもいいかげんだ。',
        '그는 일을 대충대충 해요.',
      ),
    },
    tones: [
      [3, 1],
      [5, 0],
    ],
  },
  {
    words: [
      [
        '一举两得',
        'yì jǔ liǎng dé',
        t(
          '做一件事得到两种好处',
          'two gains with one move',
          'lograr dos cosas con una sola acción',
          '一挙両得',
          '일거양득',
        ),
      ],
      [
        '一石二鸟',
        'yì shí èr niǎo',
        t(
          '一次行动达到两个目的',
          'to kill two birds with one stone',
          'matar dos pájaros de un tiro',
          '一石二鳥',
          '일석이조',
        ),
      ],
      [
        '事半功倍',
        'shì bàn gōng bèi',
        t(
          '花的力气小，效果大',
          'half the work, twice the result',
          'la mitad de esfuerzo, el doble de resultado',
          '少ない労力で大きな成果',
          '적은 노력으로 큰 성과를 거두다',
        ),
      ],
      ['好处', 'hǎochù', t('好处', 'benefit; advantage', 'ventaja; beneficio', '利点', '좋은 점')],
      ['锻炼', 'duànliàn', t('锻炼身体', 'to exercise', 'hacer ejercicio', '体を鍛える', '운동하다')],
      ['上班', 'shàngbān', t('上班', 'to go to work', 'ir a trabajar', '出勤する', '출근하다')],
    ],
    sentence: {
      tokens: ['骑车', '上班', '一举两得'],
      pinyin: 'Qí chē shàngbān, yì jǔ liǎng dé.',
      translation: t(
        '骑车上班，一举两得。',
        'Cycling to work: two gains with one move.',
        'Ir al trabajo en bici: dos ventajas de una vez.',
        '自転車通勤は一挙両得だ。',
        '자전거로 출근하면 일거양득이에요.',
      ),
    },
    tones: [
      [1, 1],
      [5, 1],
    ],
  },
];

/** Survival Chinese (survival-chinese): one lesson per scene of its outline, its phrases and a sentence to say. */
const SURVIVAL_LESSONS = [
  {
    words: [
      ['你好', 'nǐ hǎo', t('你好（问候）', 'hello', 'hola', 'こんにちは', '안녕하세요')],
      ['谢谢', 'xièxie', t('谢谢', 'thank you', 'gracias', 'ありがとう', '고맙습니다')],
      ['不客气', 'bú kè qi', t('不用谢', 'you’re welcome', 'de nada', 'どういたしまして', '천만에요')],
      ['对不起', 'duì bu qǐ', t('道歉用语', 'sorry', 'perdón; lo siento', 'ごめんなさい', '미안합니다')],
      ['没关系', 'méi guān xi', t('不要紧', 'it doesn’t matter', 'no pasa nada', '大丈夫です', '괜찮아요')],
      ['再见', 'zàijiàn', t('再见', 'goodbye', 'adiós', 'さようなら', '안녕히 가세요')],
    ],
    sentence: {
      tokens: ['谢谢', '你', '再见'],
      pinyin: 'Xièxie nǐ, zàijiàn!',
      translation: t(
        '谢谢你，再见！',
        'Thank you, goodbye!',
        '¡Gracias, adiós!',
        'ありがとう、さようなら！',
        '고마워요, 안녕히 가세요!',
      ),
    },
    tones: [
      [0, 0],
      [5, 0],
    ],
  },
  {
    words: [
      ['一', 'yī', t('一', 'one', 'uno', '一', '하나')],
      ['十', 'shí', t('十', 'ten', 'diez', '十', '열')],
      ['一百', 'yì bǎi', t('一百', 'a hundred', 'cien', '百', '백')],
      [
        '多少钱',
        'duō shao qián',
        t('价格是多少', 'how much (money)?', '¿cuánto cuesta?', 'いくら？', '얼마예요?'),
      ],
      ['块', 'kuài', t('元（口语）', 'yuan (in speech)', 'yuan (coloquial)', '元（話し言葉）', '위안(구어)')],
      ['两', 'liǎng', t('两（个）', 'two (of something)', 'dos (cantidad)', '二つ', '둘')],
    ],
    sentence: {
      tokens: ['这个', '多少', '钱'],
      pinyin: 'Zhège duōshao qián?',
      translation: t(
        '这个多少钱？',
        'How much is this?',
        '¿Cuánto cuesta esto?',
        'これはいくらですか？',
        '이거 얼마예요?',
      ),
    },
    tones: [
      [1, 0],
      [4, 0],
    ],
  },
  {
    words: [
      ['菜单', 'càidān', t('菜单', 'menu', 'menú; carta', 'メニュー', '메뉴')],
      ['这个', 'zhège', t('这一个', 'this one', 'este', 'これ', '이것')],
      [
        '不要辣',
        'bú yào là',
        t('不放辣椒', 'not spicy, please', 'sin picante, por favor', '辛くしないで', '안 맵게 해 주세요'),
      ],
      ['买单', 'mǎidān', t('结账', 'the bill, please', 'la cuenta, por favor', 'お会計', '계산해 주세요')],
      ['米饭', 'mǐfàn', t('米饭', 'rice', 'arroz', 'ご飯', '밥')],
      ['水', 'shuǐ', t('水', 'water', 'agua', '水', '물')],
    ],
    sentence: {
      tokens: ['我', '要', '这个', '不要辣'],
      pinyin: 'Wǒ yào zhège, bú yào là.',
      translation: t(
        '我要这个，不要辣。',
        'I’ll have this one, not spicy.',
        'Quiero este, sin picante.',
        'これをください、辛くしないで。',
        '이거 주세요, 안 맵게요.',
      ),
    },
    tones: [
      [2, 2],
      [4, 0],
    ],
  },
  {
    words: [
      ['去', 'qù', t('去', 'to go (to)', 'ir (a)', '行く', '가다')],
      ['左转', 'zuǒ zhuǎn', t('向左拐', 'turn left', 'gire a la izquierda', '左に曲がる', '좌회전')],
      ['右转', 'yòu zhuǎn', t('向右拐', 'turn right', 'gire a la derecha', '右に曲がる', '우회전')],
      ['到了', 'dào le', t('到达了', 'we’re here', 'ya hemos llegado', '着きました', '다 왔어요')],
      [
        '地铁站',
        'dì tiě zhàn',
        t('地铁车站', 'metro station', 'estación de metro', '地下鉄の駅', '지하철역'),
      ],
      [
        '一直走',
        'yì zhí zǒu',
        t('不拐弯，往前走', 'go straight on', 'siga todo recto', 'まっすぐ行く', '쭉 가세요'),
      ],
    ],
    sentence: {
      tokens: ['师傅', '去', '地铁站'],
      pinyin: 'Shīfu, qù dìtiě zhàn.',
      translation: t(
        '师傅，去地铁站。',
        'To the metro station, please.',
        'Al metro, por favor.',
        '運転手さん、地下鉄の駅までお願いします。',
        '기사님, 지하철역으로 가 주세요.',
      ),
    },
    tones: [
      [1, 0],
      [2, 0],
    ],
  },
  {
    words: [
      ['太贵了', 'tài guì le', t('价格太高', 'too expensive', 'demasiado caro', '高すぎる', '너무 비싸요')],
      [
        '便宜一点',
        'pián yi yì diǎn',
        t('降一点价', 'a bit cheaper', 'un poco más barato', '少し安く', '좀 싸게'),
      ],
      [
        '可以试试吗',
        'kě yǐ shì shi ma',
        t('能不能试一下', 'can I try it?', '¿puedo probármelo?', '試してもいいですか', '입어 봐도 돼요?'),
      ],
      ['买', 'mǎi', t('买', 'to buy', 'comprar', '買う', '사다')],
      ['卖', 'mài', t('卖', 'to sell', 'vender', '売る', '팔다')],
      ['衣服', 'yīfu', t('衣服', 'clothes', 'ropa', '服', '옷')],
    ],
    sentence: {
      tokens: ['太贵了', '便宜', '一点', '吧'],
      pinyin: 'Tài guì le, piányi yìdiǎn ba.',
      translation: t(
        '太贵了，便宜一点吧。',
        'That’s too expensive: a bit cheaper, please.',
        'Es demasiado caro: rebájelo un poco.',
        '高すぎます、少し安くしてください。',
        '너무 비싸요, 좀 깎아 주세요.',
      ),
    },
    tones: [
      [3, 0],
      [4, 0],
    ],
  },
  {
    words: [
      [
        '扫码',
        'sǎo mǎ',
        t('扫二维码', 'to scan the code', 'escanear el código', 'コードを読み取る', 'QR코드를 스캔하다'),
      ],
      ['微信', 'Wēixìn', t('微信', 'WeChat', 'WeChat', 'WeChat（ウィーチャット）', '위챗')],
      ['支付宝', 'Zhīfùbǎo', t('支付宝', 'Alipay', 'Alipay', 'アリペイ', '알리페이')],
      ['现金', 'xiànjīn', t('现金', 'cash', 'efectivo', '現金', '현금')],
      ['手机', 'shǒujī', t('手机', 'mobile phone', 'móvil', '携帯電話', '휴대폰')],
      ['付钱', 'fù qián', t('付款', 'to pay', 'pagar', 'お金を払う', '돈을 내다')],
    ],
    sentence: {
      tokens: ['可以', '用', '微信', '付钱', '吗'],
      pinyin: 'Kěyǐ yòng Wēixìn fù qián ma?',
      translation: t(
        '可以用微信付钱吗？',
        'Can I pay with WeChat?',
        '¿Puedo pagar con WeChat?',
        'WeChatで払えますか？',
        '위챗으로 결제할 수 있어요?',
      ),
    },
    tones: [
      [0, 0],
      [3, 0],
    ],
  },
  {
    words: [
      ['入住', 'rùzhù', t('办理入住', 'to check in', 'registrarse', 'チェックインする', '체크인하다')],
      ['护照', 'hùzhào', t('护照', 'passport', 'pasaporte', 'パスポート', '여권')],
      ['房间', 'fángjiān', t('房间', 'room', 'habitación', '部屋', '방')],
      ['早餐', 'zǎocān', t('早饭', 'breakfast', 'desayuno', '朝食', '아침 식사')],
      [
        '退房',
        'tuìfáng',
        t('离开酒店时结账', 'to check out', 'dejar la habitación', 'チェックアウトする', '체크아웃하다'),
      ],
      ['钥匙', 'yàoshi', t('钥匙', 'key', 'llave', '鍵', '열쇠')],
    ],
    sentence: {
      tokens: ['我', '想', '办', '入住'],
      pinyin: 'Wǒ xiǎng bàn rùzhù.',
      translation: t(
        '我想办入住。',
        'I’d like to check in.',
        'Quisiera registrarme.',
        'チェックインをお願いします。',
        '체크인하고 싶어요.',
      ),
    },
    tones: [
      [2, 0],
      [3, 0],
    ],
  },
  {
    words: [
      ['帮帮我', 'bāng bang wǒ', t('请帮助我', 'help me', 'ayúdeme', '助けて', '도와주세요')],
      ['医院', 'yīyuàn', t('医院', 'hospital', 'hospital', '病院', '병원')],
      ['药店', 'yàodiàn', t('卖药的商店', 'pharmacy', 'farmacia', '薬局', '약국')],
      [
        '我听不懂',
        'wǒ tīng bu dǒng',
        t('我听了不明白', 'I don’t understand', 'no entiendo', '聞いてもわかりません', '못 알아듣겠어요'),
      ],
      ['警察', 'jǐngchá', t('警察', 'police', 'policía', '警察', '경찰')],
      ['请', 'qǐng', t('请（礼貌用语）', 'please', 'por favor', 'どうぞ；お願いします', '부탁합니다')],
    ],
    sentence: {
      tokens: ['请', '说', '慢', '一点'],
      pinyin: 'Qǐng shuō màn yìdiǎn.',
      translation: t(
        '请说慢一点。',
        'Please speak more slowly.',
        'Hable más despacio, por favor.',
        'もう少しゆっくり話してください。',
        '좀 천천히 말해 주세요.',
      ),
    },
    tones: [
      [1, 0],
      [4, 0],
    ],
  },
];

/** Chinese Characters from the Radicals Up (characters-from-radicals): the characters of each radical of its outline. */
const RADICAL_LESSONS = [
  {
    words: [
      ['一', 'yī', t('一', 'one', 'uno', '一', '하나')],
      ['十', 'shí', t('十', 'ten', 'diez', '十', '열')],
      ['人', 'rén', t('人', 'person', 'persona', '人', '사람')],
      ['大', 'dà', t('大', 'big', 'grande', '大きい', '크다')],
      ['天', 'tiān', t('天空；一天', 'sky; day', 'cielo; día', '空；日', '하늘; 날')],
      ['木', 'mù', t('树木；木头', 'tree; wood', 'árbol; madera', '木', '나무')],
    ],
    sentence: {
      tokens: ['十', '个', '人'],
      pinyin: 'Shí gè rén.',
      translation: t('十个人。', 'Ten people.', 'Diez personas.', '十人。', '열 사람.'),
    },
    tones: [
      [1, 0],
      [4, 0],
    ],
  },
  {
    words: [
      ['你', 'nǐ', t('你', 'you', 'tú', 'あなた', '너')],
      ['他', 'tā', t('他', 'he; him', 'él', '彼', '그')],
      ['我们', 'wǒmen', t('我们', 'we; us', 'nosotros', '私たち', '우리')],
      ['休息', 'xiūxi', t('休息', 'to rest', 'descansar', '休む', '쉬다')],
      ['住', 'zhù', t('居住', 'to live (somewhere)', 'vivir (en un lugar)', '住む', '살다')],
      ['体', 'tǐ', t('身体', 'body', 'cuerpo', '体', '몸')],
    ],
    sentence: {
      tokens: ['他', '住', '在', '北京'],
      pinyin: 'Tā zhù zài Běijīng.',
      translation: t(
        '他住在北京。',
        'He lives in Beijing.',
        'Él vive en Pekín.',
        '彼は北京に住んでいる。',
        '그는 베이징에 살아요.',
      ),
    },
    tones: [
      [0, 0],
      [4, 0],
    ],
  },
  {
    words: [
      ['吃', 'chī', t('吃', 'to eat', 'comer', '食べる', '먹다')],
      ['喝', 'hē', t('喝', 'to drink', 'beber', '飲む', '마시다')],
      [
        '叫',
        'jiào',
        t(
          '名字是；叫喊',
          'to be called; to shout',
          'llamarse; gritar',
          '（名前を）…という；叫ぶ',
          '(이름을) …라고 하다; 외치다',
        ),
      ],
      ['问', 'wèn', t('提问', 'to ask', 'preguntar', '尋ねる', '묻다')],
      [
        '吗',
        'ma',
        t('疑问语气词', 'question particle', 'partícula interrogativa', '疑問の助詞', '의문 조사'),
      ],
      ['口', 'kǒu', t('嘴', 'mouth', 'boca', '口', '입')],
    ],
    sentence: {
      tokens: ['你', '叫', '什么', '名字'],
      pinyin: 'Nǐ jiào shénme míngzi?',
      translation: t(
        '你叫什么名字？',
        'What is your name?',
        '¿Cómo te llamas?',
        'お名前は何ですか？',
        '이름이 뭐예요?',
      ),
    },
    tones: [
      [2, 0],
      [5, 0],
    ],
  },
  {
    words: [
      ['河', 'hé', t('河流', 'river', 'río', '川', '강')],
      ['海', 'hǎi', t('大海', 'sea', 'mar', '海', '바다')],
      ['洗', 'xǐ', t('洗', 'to wash', 'lavar', '洗う', '씻다')],
      ['汤', 'tāng', t('汤', 'soup', 'sopa', 'スープ', '국; 탕')],
      ['酒', 'jiǔ', t('酒', 'wine; alcohol', 'vino; licor', '酒', '술')],
      ['水', 'shuǐ', t('水', 'water', 'agua', '水', '물')],
    ],
    sentence: {
      tokens: ['我', '喝', '汤'],
      pinyin: 'Wǒ hē tāng.',
      translation: t(
        '我喝汤。',
        'I have some soup.',
        'Tomo sopa.',
        '私はスープを飲む。',
        '나는 국을 먹어요.',
      ),
    },
    tones: [
      [0, 0],
      [2, 0],
    ],
  },
  {
    words: [
      ['树', 'shù', t('树', 'tree', 'árbol', '木', '나무')],
      ['林', 'lín', t('树林', 'woods', 'bosque pequeño', '林', '숲')],
      ['花', 'huā', t('花', 'flower', 'flor', '花', '꽃')],
      ['茶', 'chá', t('茶', 'tea', 'té', 'お茶', '차')],
      ['草', 'cǎo', t('草', 'grass', 'hierba', '草', '풀')],
      ['森林', 'sēnlín', t('森林', 'forest', 'bosque; selva', '森林', '산림; 숲')],
    ],
    sentence: {
      tokens: ['我', '喜欢', '喝', '茶'],
      pinyin: 'Wǒ xǐhuan hē chá.',
      translation: t(
        '我喜欢喝茶。',
        'I like drinking tea.',
        'Me gusta beber té.',
        '私はお茶が好きです。',
        '나는 차 마시는 걸 좋아해요.',
      ),
    },
    tones: [
      [2, 0],
      [4, 0],
    ],
  },
  {
    words: [
      [
        '打',
        'dǎ',
        t(
          '打；玩（球）',
          'to hit; to play (a ball game)',
          'golpear; jugar (a la pelota)',
          '打つ；（球技を）する',
          '치다; (구기를) 하다',
        ),
      ],
      ['拿', 'ná', t('用手拿', 'to take; to hold', 'tomar; sostener', '持つ；取る', '들다; 가지다')],
      ['找', 'zhǎo', t('寻找', 'to look for', 'buscar', '探す', '찾다')],
      ['跑', 'pǎo', t('跑', 'to run', 'correr', '走る', '달리다')],
      ['跳', 'tiào', t('跳', 'to jump', 'saltar', '跳ぶ', '뛰다; 점프하다')],
      ['足', 'zú', t('脚', 'foot', 'pie', '足', '발')],
    ],
    sentence: {
      tokens: ['我', '在', '找', '手机'],
      pinyin: 'Wǒ zài zhǎo shǒujī.',
      translation: t(
        '我在找手机。',
        'I am looking for my phone.',
        'Estoy buscando mi móvil.',
        '携帯を探しています。',
        '휴대폰을 찾고 있어요.',
      ),
    },
    tones: [
      [1, 0],
      [4, 0],
    ],
  },
  {
    words: [
      [
        '想',
        'xiǎng',
        t('想；想要', 'to think; to want', 'pensar; querer', '思う；…したい', '생각하다; …하고 싶다'),
      ],
      ['忘', 'wàng', t('忘记', 'to forget', 'olvidar', '忘れる', '잊다')],
      ['快', 'kuài', t('快', 'fast', 'rápido', '速い', '빠르다')],
      ['慢', 'màn', t('慢', 'slow', 'lento', '遅い', '느리다')],
      ['忙', 'máng', t('忙', 'busy', 'ocupado', '忙しい', '바쁘다')],
      ['心', 'xīn', t('心', 'heart', 'corazón', '心', '마음; 심장')],
    ],
    sentence: {
      tokens: ['我', '今天', '很', '忙'],
      pinyin: 'Wǒ jīntiān hěn máng.',
      translation: t(
        '我今天很忙。',
        'I am busy today.',
        'Hoy estoy muy ocupado.',
        '今日はとても忙しい。',
        '오늘은 아주 바빠요.',
      ),
    },
    tones: [
      [4, 0],
      [5, 0],
    ],
  },
  {
    words: [
      ['清', 'qīng', t('清澈；清楚', 'clear', 'claro; limpio', '清い；はっきりした', '맑다; 분명하다')],
      ['妈', 'mā', t('母亲', 'mother', 'madre', '母', '어머니')],
      ['骂', 'mà', t('责骂', 'to scold', 'regañar', '叱る', '꾸짖다')],
      ['情', 'qíng', t('感情', 'feeling', 'sentimiento', '気持ち', '감정')],
      [
        '吗',
        'ma',
        t('疑问语气词', 'question particle', 'partícula interrogativa', '疑問の助詞', '의문 조사'),
      ],
      ['晴', 'qíng', t('天晴', 'sunny', 'soleado', '晴れ', '맑다 (날씨)')],
    ],
    sentence: {
      tokens: ['今天', '是', '晴天'],
      pinyin: 'Jīntiān shì qíngtiān.',
      translation: t(
        '今天是晴天。',
        'It is sunny today.',
        'Hoy hace sol.',
        '今日は晴れです。',
        '오늘은 맑아요.',
      ),
    },
    tones: [
      [2, 0],
      [5, 0],
    ],
  },
];

/** Grammar Made Simple (grammar-made-simple): one grammar point per lesson of its outline, its words and an example. */
const GRAMMAR_LESSONS = [
  {
    words: [
      ['明天', 'míngtiān', t('明天', 'tomorrow', 'mañana', '明日', '내일')],
      ['在家', 'zài jiā', t('在家里', 'at home', 'en casa', '家で', '집에서')],
      ['学习', 'xuéxí', t('学习', 'to study', 'estudiar', '勉強する', '공부하다')],
      ['一起', 'yìqǐ', t('一起', 'together', 'juntos', '一緒に', '함께')],
      ['晚上', 'wǎnshang', t('晚上', 'evening', 'noche', '夜', '저녁')],
      ['图书馆', 'túshūguǎn', t('图书馆', 'library', 'biblioteca', '図書館', '도서관')],
    ],
    sentence: {
      tokens: ['我', '明天', '在家', '学习'],
      pinyin: 'Wǒ míngtiān zài jiā xuéxí.',
      translation: t(
        '我明天在家学习。',
        'I am studying at home tomorrow.',
        'Mañana estudio en casa.',
        '私は明日家で勉強します。',
        '나는 내일 집에서 공부해요.',
      ),
    },
    tones: [
      [0, 0],
      [3, 1],
    ],
  },
  {
    words: [
      ['吃了', 'chī le', t('吃过了', 'ate; have eaten', 'he comido', '食べた', '먹었다')],
      [
        '下雨了',
        'xià yǔ le',
        t('开始下雨了', 'it is raining now', 'ya está lloviendo', '雨が降ってきた', '비가 오기 시작했다'),
      ],
      ['已经', 'yǐjīng', t('已经', 'already', 'ya', 'もう；すでに', '이미; 벌써')],
      ['还没', 'hái méi', t('到现在还没有', 'not yet', 'todavía no', 'まだ…ない', '아직 안')],
      ['饭', 'fàn', t('饭', 'meal; cooked rice', 'comida; arroz', 'ご飯', '밥')],
      ['完', 'wán', t('完成', 'to finish', 'terminar', '終わる', '끝나다')],
    ],
    sentence: {
      tokens: ['我', '已经', '吃', '了'],
      pinyin: 'Wǒ yǐjīng chī le.',
      translation: t(
        '我已经吃了。',
        'I have already eaten.',
        'Ya he comido.',
        'もう食べました。',
        '벌써 먹었어요.',
      ),
    },
    tones: [
      [1, 1],
      [3, 0],
    ],
  },
  {
    words: [
      [
        '去过',
        'qù guo',
        t('曾经去过', 'have been to', 'haber estado en', '行ったことがある', '가 본 적이 있다'),
      ],
      [
        '没吃过',
        'méi chī guo',
        t(
          '从来没有吃过',
          'have never eaten',
          'no haber comido nunca',
          '食べたことがない',
          '먹어 본 적이 없다',
        ),
      ],
      [
        '在看书',
        'zài kàn shū',
        t('正在看书', 'reading (right now)', 'estar leyendo', '本を読んでいる', '책을 읽고 있다'),
      ],
      [
        '正在',
        'zhèngzài',
        t('正在', 'in the middle of (doing)', 'estar haciendo ahora', 'ちょうど…している', '지금 …하고 있다'),
      ],
      ['烤鸭', 'kǎoyā', t('烤鸭', 'roast duck', 'pato asado', '北京ダック', '오리구이')],
      ['中国', 'Zhōngguó', t('中国', 'China', 'China', '中国', '중국')],
    ],
    sentence: {
      tokens: ['我', '去过', '中国'],
      pinyin: 'Wǒ qù guo Zhōngguó.',
      translation: t(
        '我去过中国。',
        'I have been to China.',
        'He estado en China.',
        '中国に行ったことがあります。',
        '중국에 가 본 적이 있어요.',
      ),
    },
    tones: [
      [4, 0],
      [5, 1],
    ],
  },
  {
    words: [
      ['漂亮的', 'piào liang de', t('好看的', 'pretty', 'bonito', 'きれいな', '예쁜')],
      ['慢慢地', 'màn màn de', t('慢慢地', 'slowly', 'despacio', 'ゆっくりと', '천천히')],
      ['跑得快', 'pǎo de kuài', t('跑的速度快', 'runs fast', 'corre rápido', '走るのが速い', '빨리 달린다')],
      ['说得好', 'shuō de hǎo', t('说得很好', 'speaks well', 'habla bien', '話すのが上手だ', '말을 잘한다')],
      ['认真地', 'rèn zhēn de', t('认真地', 'carefully', 'con cuidado', 'まじめに', '성실하게')],
      ['高兴', 'gāoxìng', t('高兴', 'happy', 'contento', 'うれしい', '기쁘다')],
    ],
    sentence: {
      tokens: ['他', '跑', '得', '很', '快'],
      pinyin: 'Tā pǎo de hěn kuài.',
      translation: t(
        '他跑得很快。',
        'He runs very fast.',
        'Él corre muy rápido.',
        '彼は走るのがとても速い。',
        '그는 아주 빨리 달려요.',
      ),
    },
    tones: [
      [2, 0],
      [5, 1],
    ],
  },
  {
    words: [
      ['比', 'bǐ', t('比较', 'than (compared with)', 'que (al comparar)', '…より', '…보다')],
      ['更', 'gèng', t('更加', 'even more', 'aún más', 'さらに', '더욱')],
      ['没有', 'méiyǒu', t('不如', 'not as … as', 'no tan … como', '…ほど…ない', '…만큼 …하지 않다')],
      ['一样', 'yíyàng', t('相同', 'the same', 'igual', '同じ', '같다')],
      ['高', 'gāo', t('高', 'tall; high', 'alto', '高い', '높다; 키가 크다')],
      ['贵', 'guì', t('价钱高', 'expensive', 'caro', '高い（値段が）', '비싸다')],
    ],
    sentence: {
      tokens: ['哥哥', '比', '我', '高'],
      pinyin: 'Gēge bǐ wǒ gāo.',
      translation: t(
        '哥哥比我高。',
        'My brother is taller than me.',
        'Mi hermano es más alto que yo.',
        '兄は私より背が高い。',
        '형은 나보다 키가 커요.',
      ),
    },
    tones: [
      [1, 0],
      [4, 0],
    ],
  },
  {
    words: [
      ['什么时候', 'shén me shí hou', t('什么时间', 'when', 'cuándo', 'いつ', '언제')],
      ['怎么', 'zěnme', t('用什么方法', 'how', 'cómo', 'どうやって', '어떻게')],
      ['跟谁', 'gēn shéi', t('和谁一起', 'with whom', 'con quién', '誰と', '누구와')],
      ['坐飞机', 'zuò fēi jī', t('乘飞机', 'by plane', 'en avión', '飛行機で', '비행기를 타고')],
      ['昨天', 'zuótiān', t('昨天', 'yesterday', 'ayer', '昨日', '어제')],
      ['来', 'lái', t('来', 'to come', 'venir', '来る', '오다')],
    ],
    sentence: {
      tokens: ['我', '是', '坐飞机', '来', '的'],
      pinyin: 'Wǒ shì zuò fēijī lái de.',
      translation: t(
        '我是坐飞机来的。',
        'I came by plane.',
        'Vine en avión.',
        '飛行機で来たのです。',
        '비행기를 타고 왔어요.',
      ),
    },
    tones: [
      [1, 0],
      [4, 0],
    ],
  },
  {
    words: [
      [
        '看完',
        'kànwán',
        t(
          '看到结束',
          'to finish reading or watching',
          'terminar de leer o ver',
          '読み終わる；見終わる',
          '다 보다',
        ),
      ],
      [
        '听懂',
        'tīngdǒng',
        t(
          '听了明白',
          'to understand (what one hears)',
          'entender (lo que se oye)',
          '聞いてわかる',
          '알아듣다',
        ),
      ],
      ['找到', 'zhǎodào', t('找着了', 'to find', 'encontrar', '見つける', '찾아내다')],
      ['写错', 'xiěcuò', t('写得不对', 'to write wrongly', 'escribir mal', '書き間違える', '잘못 쓰다')],
      ['作业', 'zuòyè', t('作业', 'homework', 'deberes', '宿題', '숙제')],
      ['钥匙', 'yàoshi', t('钥匙', 'key', 'llave', '鍵', '열쇠')],
    ],
    sentence: {
      tokens: ['我', '找到', '钥匙', '了'],
      pinyin: 'Wǒ zhǎodào yàoshi le.',
      translation: t(
        '我找到钥匙了。',
        'I have found the key.',
        'He encontrado la llave.',
        '鍵が見つかりました。',
        '열쇠를 찾았어요.',
      ),
    },
    tones: [
      [1, 1],
      [3, 1],
    ],
  },
  {
    words: [
      [
        '把',
        'bǎ',
        t(
          '介词，引出被处置的对象',
          'marks the thing acted on',
          'marca el objeto de la acción',
          '目的語を動詞の前に出す前置詞',
          '처리 대상을 앞으로 끌어내는 개사',
        ),
      ],
      ['放', 'fàng', t('放置', 'to put', 'poner', '置く', '놓다')],
      ['拿', 'ná', t('用手拿', 'to take; to hold', 'tomar; sostener', '持つ；取る', '들다; 가지다')],
      ['关', 'guān', t('关上', 'to close; to turn off', 'cerrar; apagar', '閉める；消す', '닫다; 끄다')],
      ['门', 'mén', t('门', 'door', 'puerta', 'ドア', '문')],
      ['桌子', 'zhuōzi', t('桌子', 'table', 'mesa', 'テーブル', '탁자')],
    ],
    sentence: {
      tokens: ['请', '把', '门', '关上'],
      pinyin: 'Qǐng bǎ mén guānshang.',
      translation: t(
        '请把门关上。',
        'Please close the door.',
        'Cierra la puerta, por favor.',
        'ドアを閉めてください。',
        '문 좀 닫아 주세요.',
      ),
    },
    tones: [
      [0, 0],
      [3, 0],
    ],
  },
];

/** HSK 4 Listening and Reading (hsk4-listening-reading): the words each part of the papers turns on, and a tip. */
const HSK4_LESSONS = [
  {
    words: [
      ['判断', 'pànduàn', t('判断', 'to judge', 'juzgar', '判断する', '판단하다')],
      ['正确', 'zhèngquè', t('对的', 'correct', 'correcto', '正しい', '정확하다')],
      ['错误', 'cuòwù', t('错的；错处', 'wrong; a mistake', 'incorrecto; un error', '誤り', '틀리다; 잘못')],
      ['关键词', 'guānjiàncí', t('最重要的词', 'key word', 'palabra clave', 'キーワード', '핵심어')],
      ['录音', 'lùyīn', t('录音', 'recording', 'grabación', '録音', '녹음')],
      ['句子', 'jùzi', t('句子', 'sentence', 'oración', '文', '문장')],
    ],
    sentence: {
      tokens: ['先', '听', '关键词'],
      pinyin: 'Xiān tīng guānjiàncí.',
      translation: t(
        '先听关键词。',
        'Listen for the key words first.',
        'Primero escucha las palabras clave.',
        'まずキーワードを聞き取ろう。',
        '먼저 핵심어를 들으세요.',
      ),
    },
    tones: [
      [1, 1],
      [3, 2],
    ],
  },
  {
    words: [
      ['对话', 'duìhuà', t('两个人说话', 'dialogue', 'diálogo', '会話', '대화')],
      ['男的', 'nán de', t('男人', 'the man', 'el hombre', '男性', '남자')],
      ['女的', 'nǚ de', t('女人', 'the woman', 'la mujer', '女性', '여자')],
      ['意思', 'yìsi', t('意思', 'meaning', 'significado', '意味', '뜻')],
      ['问题', 'wèntí', t('问题', 'question', 'pregunta', '問題；質問', '질문; 문제')],
      ['回答', 'huídá', t('回答', 'to answer', 'responder', '答える', '대답하다')],
    ],
    sentence: {
      tokens: ['女的', '是', '什么', '意思'],
      pinyin: 'Nǚ de shì shénme yìsi?',
      translation: t(
        '女的是什么意思？',
        'What does the woman mean?',
        '¿Qué quiere decir la mujer?',
        '女性は何を言いたいのですか？',
        '여자는 무슨 뜻인가요?',
      ),
    },
    tones: [
      [1, 0],
      [2, 0],
    ],
  },
  {
    words: [
      ['主要', 'zhǔyào', t('最重要的', 'main', 'principal', '主な', '주요하다')],
      ['原因', 'yuányīn', t('原因', 'reason; cause', 'causa; motivo', '原因', '원인')],
      ['结果', 'jiéguǒ', t('结果', 'result', 'resultado', '結果', '결과')],
      ['态度', 'tàidu', t('看法和做法', 'attitude', 'actitud', '態度', '태도')],
      ['为什么', 'wèi shén me', t('为什么', 'why', 'por qué', 'なぜ', '왜')],
      ['说明', 'shuōmíng', t('解释清楚', 'to explain', 'explicar', '説明する', '설명하다')],
    ],
    sentence: {
      tokens: ['这', '段话', '主要', '说', '什么'],
      pinyin: 'Zhè duàn huà zhǔyào shuō shénme?',
      translation: t(
        '这段话主要说什么？',
        'What is this passage mainly about?',
        '¿De qué trata sobre todo este texto?',
        'この話は主に何について述べていますか？',
        '이 글은 주로 무엇에 관한 내용인가요?',
      ),
    },
    tones: [
      [1, 0],
      [2, 1],
    ],
  },
  {
    words: [
      ['词性', 'cíxìng', t('词的类别', 'part of speech', 'categoría gramatical', '品詞', '품사')],
      [
        '搭配',
        'dāpèi',
        t('词和词的组合', 'collocation', 'colocación (de palabras)', '語の組み合わせ', '연어; 어울리는 짝'),
      ],
      ['名词', 'míngcí', t('名词', 'noun', 'sustantivo', '名詞', '명사')],
      ['动词', 'dòngcí', t('动词', 'verb', 'verbo', '動詞', '동사')],
      ['形容词', 'xíngróngcí', t('形容词', 'adjective', 'adjetivo', '形容詞', '형용사')],
      ['空', 'kòng', t('空白的地方', 'blank (to fill in)', 'hueco (para rellenar)', '空欄', '빈칸')],
    ],
    sentence: {
      tokens: ['这里', '要', '填', '一个', '动词'],
      pinyin: 'Zhèlǐ yào tián yí gè dòngcí.',
      translation: t(
        '这里要填一个动词。',
        'A verb goes in this blank.',
        'Aquí hay que poner un verbo.',
        'ここには動詞を入れます。',
        '여기에는 동사를 넣어야 해요.',
      ),
    },
    tones: [
      [1, 0],
      [4, 1],
    ],
  },
  {
    words: [
      ['首先', 'shǒuxiān', t('第一步', 'first (of all)', 'primero', 'まず', '먼저')],
      ['然后', 'ránhòu', t('接着', 'then', 'luego', 'それから', '그다음에')],
      ['因此', 'yīncǐ', t('所以', 'therefore', 'por lo tanto', 'そのため', '그러므로')],
      ['不过', 'búguò', t('但是', 'however', 'sin embargo', 'ただし；でも', '그런데; 하지만')],
      ['最后', 'zuìhòu', t('最后', 'finally', 'por último', '最後に', '마지막으로')],
      ['顺序', 'shùnxù', t('先后次序', 'order (sequence)', 'orden', '順序', '순서')],
    ],
    sentence: {
      tokens: ['首先', '找到', '第一', '句'],
      pinyin: 'Shǒuxiān zhǎodào dì-yī jù.',
      translation: t(
        '首先找到第一句。',
        'First find the opening sentence.',
        'Primero encuentra la primera frase.',
        'まず最初の文を見つけよう。',
        '먼저 첫 문장을 찾으세요.',
      ),
    },
    tones: [
      [1, 0],
      [4, 0],
    ],
  },
  {
    words: [
      ['细节', 'xìjié', t('细小的部分', 'detail', 'detalle', '細部', '세부 사항')],
      ['主旨', 'zhǔzhǐ', t('主要意思', 'main idea', 'idea principal', '要旨', '요지')],
      ['根据', 'gēnjù', t('按照', 'according to', 'según', '…によると', '…에 따르면')],
      ['作者', 'zuòzhě', t('写文章的人', 'author', 'autor, autora', '筆者', '작가; 필자')],
      ['文章', 'wénzhāng', t('文章', 'text; article', 'texto; artículo', '文章', '글')],
      ['选择', 'xuǎnzé', t('挑选', 'to choose', 'elegir', '選ぶ', '고르다')],
    ],
    sentence: {
      tokens: ['根据', '文章', '作者', '认为', '什么'],
      pinyin: 'Gēnjù wénzhāng, zuòzhě rènwéi shénme?',
      translation: t(
        '根据文章，作者认为什么？',
        'According to the text, what does the author think?',
        'Según el texto, ¿qué piensa el autor?',
        '文章によると、筆者はどう考えていますか？',
        '글에 따르면 작가는 어떻게 생각하나요?',
      ),
    },
    tones: [
      [0, 1],
      [2, 1],
    ],
  },
  {
    words: [
      [
        '不一定',
        'bù yí dìng',
        t('不是肯定的', 'not necessarily', 'no necesariamente', '…とは限らない', '꼭 …인 것은 아니다'),
      ],
      [
        '并不',
        'bìng bù',
        t('其实不', 'not at all (as one might think)', 'en realidad no', '決して…ない', '결코 …않다'),
      ],
      ['差一点', 'chà yì diǎn', t('几乎', 'almost', 'casi', 'もう少しで', '하마터면')],
      [
        '难道',
        'nándào',
        t('表示反问', 'could it be that…?', '¿acaso…?', 'まさか…ではあるまい', '설마 …란 말인가'),
      ],
      ['其实', 'qíshí', t('实际上', 'actually', 'en realidad', '実は', '사실은')],
      ['并且', 'bìngqiě', t('而且', 'moreover', 'además', 'しかも', '게다가')],
    ],
    sentence: {
      tokens: ['他', '差一点', '迟到'],
      pinyin: 'Tā chà yìdiǎn chídào.',
      translation: t(
        '他差一点迟到。',
        'He was almost late.',
        'Casi llega tarde.',
        '彼はもう少しで遅刻するところだった。',
        '그는 하마터면 지각할 뻔했어요.',
      ),
    },
    tones: [
      [0, 1],
      [1, 0],
    ],
  },
  {
    words: [
      ['时间', 'shíjiān', t('时间', 'time', 'tiempo', '時間', '시간')],
      ['分配', 'fēnpèi', t('分给各部分', 'to allot', 'repartir', '配分する', '배분하다')],
      ['检查', 'jiǎnchá', t('检查', 'to check', 'revisar', 'チェックする', '검토하다')],
      ['模拟', 'mónǐ', t('模仿真实情况', 'mock; simulated', 'simulacro', '模擬', '모의')],
      ['考试', 'kǎoshì', t('考试', 'exam', 'examen', '試験', '시험')],
      ['分钟', 'fēnzhōng', t('分钟', 'minute', 'minuto', '分（時間）', '분')],
    ],
    sentence: {
      tokens: ['最后', '五', '分钟', '检查', '答案'],
      pinyin: "Zuìhòu wǔ fēnzhōng jiǎnchá dá'àn.",
      translation: t(
        '最后五分钟检查答案。',
        'Check your answers in the last five minutes.',
        'Revisa las respuestas en los últimos cinco minutos.',
        '最後の5分で答えを見直そう。',
        '마지막 5분 동안 답을 확인하세요.',
      ),
    },
    tones: [
      [1, 0],
      [3, 0],
    ],
  },
];

/** The courses with lessons made, by slug (api/seed/courses/video.ts); each lesson in the order of its outline. */
const COURSES = [
  { course: 'pinyin-and-tones', lessons: PINYIN_LESSONS },
  { course: 'characters-from-radicals', lessons: RADICAL_LESSONS },
  { course: 'hsk4-listening-reading', lessons: HSK4_LESSONS },
  { course: 'survival-chinese', lessons: SURVIVAL_LESSONS },
  { course: 'grammar-made-simple', lessons: GRAMMAR_LESSONS },
  { course: 'chengyu-stories', lessons: CHENGYU_LESSONS },
];
/** `--force` makes every clip and word audio again; without it, the files already there are kept. */
const FORCE = process.argv.includes('--force');

const TONE_MARKS = {
  1: 'āēīōūǖ',
  2: 'áéíóúǘ',
  3: 'ǎěǐǒǔǚ',
  4: 'àèìòùǜ',
};
const PLAIN = 'aeiouü';

/** A pinyin syllable's tone (0: neutral) and the syllable without its mark. */
function toneOf(syllable) {
  for (const [tone, marks] of Object.entries(TONE_MARKS)) {
    const at = [...syllable].findIndex((char) => marks.includes(char));
    if (at >= 0) {
      const chars = [...syllable];
      chars[at] = PLAIN[marks.indexOf(chars[at])];
      return { tone: Number(tone), plain: chars.join('') };
    }
  }
  return { tone: 0, plain: syllable };
}

/** Pinyin of a word cut into syllables, one per character ('māma' → ['mā', 'ma']). */
function syllables(pinyin, count) {
  const parts = pinyin.split(' ');
  if (parts.length === count) return parts;
  // No spaces: cut before each initial consonant that follows a vowel or -n/-ng ending.
  const cut = pinyin.match(
    /(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?[^bpmfdtnlgkhjqxrzcsyw]+(ng|n(?![aeiouüāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]))?/gi,
  );
  if (!cut || cut.length !== count) throw new Error(`cannot split ${pinyin} into ${count}`);
  return cut;
}

/** A fixed shuffle (a seeded linear congruential generator), never the identity for two or more items. */
function shuffled(items, seed) {
  let state = seed * 7919 + 17;
  const order = items.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  if (order.every((value, index) => value === index)) order.push(order.shift());
  return order;
}

/** Four options around the right one: the word `index` and three other words of the lesson. */
function choices(words, index, seed, pick) {
  // A word inside the asked one, or the other way round (妈 and 妈妈), means the same: never a wrong option.
  const [asked] = words[index];
  const others = words
    .map((_, i) => i)
    .filter((i) => i !== index && !asked.includes(words[i][0]) && !words[i][0].includes(asked));
  const chosen = [
    index,
    ...shuffled(others, seed)
      .slice(0, 3)
      .map((at) => others[at]),
  ];
  const order = shuffled(chosen, seed + 1);
  const options = order.map((at) => pick(words[chosen[at]]));
  return { options, choice: order.indexOf(0) };
}

function run(command, args) {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

const seconds = (file) =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
      .toString()
      .trim(),
  );

/** Text for ffmpeg's drawtext, which reads `\`, `'`, `:` and `%` specially. */
const drawable = (text) =>
  text.replace(/\\/g, '\\\\\\\\').replace(/'/g, '’').replace(/:/g, '\\:').replace(/%/g, '\\%');

const tmp = mkdtempSync(path.join(os.tmpdir(), 'video-seed-'));
const made = [];
try {
  for (const { course: COURSE, lessons: LESSONS } of COURSES) {
    mkdirSync(path.join(here, COURSE), { recursive: true });
    const lessons = [];
    for (const [lessonIndex, lesson] of LESSONS.entries()) {
      const number = String(lessonIndex + 1).padStart(2, '0');
      const segments = [
        ...lesson.words.map(([characters, pinyin, meaning]) => ({
          characters,
          pinyin,
          meaning,
          seconds: WORD_SECONDS,
        })),
        {
          characters: lesson.sentence.tokens.join(''),
          pinyin: lesson.sentence.pinyin,
          meaning: lesson.sentence.translation,
          seconds: SENTENCE_SECONDS,
        },
      ];
      const clip = `${COURSE}/lesson-${number}.webm`;
      const words = lesson.words.map(([characters, pinyin, meaning], index) => ({
        characters,
        pinyin,
        meaning,
        audio: `${COURSE}/lesson-${number}-word-${index + 1}.ogg`,
      }));
      const kept =
        !FORCE &&
        [clip, ...words.map((word) => word.audio)].every((file) => existsSync(path.join(here, file)));
      // Each segment's speech, padded to its length; the words' speech also as files of their own.
      const wavs = [];
      for (const [index, segment] of kept ? [] : segments.entries()) {
        const wav = path.join(tmp, `${number}-${index}.wav`);
        run('espeak-ng', ['-v', 'cmn', '-s', '120', '-w', wav, segment.characters]);
        const padded = path.join(tmp, `${number}-${index}-padded.wav`);
        run('ffmpeg', [
          '-y',
          '-loglevel',
          'error',
          '-i',
          wav,
          '-af',
          `apad,atrim=0:${segment.seconds}`,
          '-ar',
          '24000',
          '-ac',
          '1',
          padded,
        ]);
        wavs.push(padded);
        if (index < lesson.words.length) {
          run('ffmpeg', [
            '-y',
            '-loglevel',
            'error',
            '-i',
            wav,
            '-ac',
            '1',
            '-ar',
            '16000',
            '-c:a',
            'libopus',
            '-b:a',
            '16k',
            path.join(here, words[index].audio),
          ]);
        }
      }
      const total = segments.reduce((sum, segment) => sum + segment.seconds, 0);
      let at = 0;
      const cues = [];
      const filters = [];
      for (const segment of segments) {
        const end = at + segment.seconds;
        const when = `enable='between(t,${at},${end - 0.05})'`;
        // Sized to fit the 426-pixel frame: long sentences and their pinyin smaller.
        const { length } = segment.characters;
        const size = length > 7 ? Math.floor(400 / length) : length > 3 ? 56 : 96;
        const pinyinSize = Math.min(32, Math.floor(400 / (segment.pinyin.length * 0.6)));
        filters.push(
          `drawtext=fontfile=${FONT}:text='${drawable(segment.characters)}':fontsize=${size}:fontcolor=white:x=(w-text_w)/2:y=h/2-text_h:${when}`,
          `drawtext=fontfile=${PINYIN_FONT}:text='${drawable(segment.pinyin)}':fontsize=${pinyinSize}:fontcolor=0xffd479:x=(w-text_w)/2:y=h/2+24:${when}`,
        );
        cues.push({
          startsAt: at + 0.2,
          endsAt: end - 0.2,
          chinese: segment.characters,
          pinyin: segment.pinyin,
          translation: segment.meaning,
        });
        at = end;
      }
      if (!kept) {
        const list = path.join(tmp, `${number}.txt`);
        writeFileSync(list, wavs.map((wav) => `file '${wav}'`).join('\n'));
        const speech = path.join(tmp, `${number}.wav`);
        run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, speech]);
        run('ffmpeg', [
          '-y',
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          `color=c=0x1f3a5f:s=426x240:r=12:d=${total}`,
          '-i',
          speech,
          '-vf',
          filters.join(','),
          '-c:v',
          'libvpx-vp9',
          '-b:v',
          '36k',
          '-crf',
          '45',
          '-row-mt',
          '1',
          '-deadline',
          'good',
          '-cpu-used',
          '4',
          '-c:a',
          'libopus',
          '-b:a',
          '16k',
          '-ac',
          '1',
          '-shortest',
          path.join(here, clip),
        ]);
      }
      const duration = Math.round(seconds(path.join(here, clip)) * 1000) / 1000;
      console.log(`${clip}\t${duration} s\t${statSync(path.join(here, clip)).size} bytes`);

      // Practice: two meanings, two words heard, two tones, one sentence in order.
      const seed = lessonIndex * 10;
      const exercises = [];
      for (const [offset, index] of [0, 3].entries()) {
        const { options, choice } = choices(lesson.words, index, seed + offset, ([, , meaning]) => meaning);
        const [characters, pinyin] = lesson.words[index];
        exercises.push({ kind: 'meaning', prompt: { characters, pinyin }, options, answer: { choice } });
      }
      for (const [offset, index] of [1, 4].entries()) {
        const { options, choice } = choices(
          lesson.words,
          index,
          seed + 4 + offset,
          ([characters]) => characters,
        );
        exercises.push({ kind: 'listen', prompt: { word: index + 1 }, options, answer: { choice } });
      }
      const neutralInLesson = lesson.words.some(([characters, pinyin]) =>
        syllables(pinyin, [...characters].length).some((syllable) => toneOf(syllable).tone === 0),
      );
      for (const [word, syllable] of lesson.tones) {
        const [characters, pinyin] = lesson.words[word];
        const { tone, plain } = toneOf(syllables(pinyin, [...characters].length)[syllable]);
        const options = neutralInLesson ? [1, 2, 3, 4, 0] : [1, 2, 3, 4];
        exercises.push({
          kind: 'tone',
          prompt: { characters: [...characters][syllable], syllable: plain },
          options,
          answer: { choice: options.indexOf(tone) },
        });
      }
      const order = shuffled(lesson.sentence.tokens, seed + 9);
      exercises.push({
        kind: 'order',
        prompt: { translation: lesson.sentence.translation },
        options: order.map((at) => lesson.sentence.tokens[at]),
        // The right sentence, as indexes into the shuffled tokens.
        answer: { order: lesson.sentence.tokens.map((_, index) => order.indexOf(index)) },
      });
      lessons.push({
        position: lessonIndex + 1,
        clip: { file: clip, durationSeconds: duration, cues },
        words,
        exercises,
      });
    }
    made.push({ course: COURSE, lessons });
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const header = `// Generated by api/seed/assets/video/generate.mjs: edit the lessons there and run it again.
import type { SeedVideoCourse } from '../src/seed-data.ts';

/** The demo video courses' lesson content: words, clip and captions, practice questions with their answers. */
export const videoLearning: readonly SeedVideoCourse[] = `;
writeFileSync(seedFile, `${header}${JSON.stringify(made, null, 2)};\n`);
console.log(`wrote ${path.relative(process.cwd(), seedFile)}`);
