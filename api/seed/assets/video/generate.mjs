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

/** The courses with lessons made, by slug (api/seed/courses/video.ts); each lesson in the order of its outline. */
const COURSES = [
  { course: 'pinyin-and-tones', lessons: PINYIN_LESSONS },
  { course: 'survival-chinese', lessons: SURVIVAL_LESSONS },
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
import type { SeedVideoCourse } from '../src/seed/seed-data.ts';

/** The demo video courses' lesson content: words, clip and captions, practice questions with their answers. */
export const videoLearning: readonly SeedVideoCourse[] = `;
writeFileSync(seedFile, `${header}${JSON.stringify(made, null, 2)};\n`);
console.log(`wrote ${path.relative(process.cwd(), seedFile)}`);
