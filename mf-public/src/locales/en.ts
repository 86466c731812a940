import favourites from '../features/favourites/locales/en.ts';
import listingFilters from '../features/listing-filters/locales/en.ts';
import reviews from '../features/reviews/locales/en.ts';
import catalogue from './catalogue/en.ts';
import library from './library/en.ts';

/**
 * The `public` namespace: strings of the home and content pages. English is the fallback and the type of
 * the other languages. Numbers that come from business constants are interpolated, never written in.
 */
const publicStrings = {
  shared: {
    kinds: {
      live: 'One-on-one live',
      group: 'Small-group live',
      video: 'Video course',
    },
    claims: {
      teachersFigure: 'About {{value}}',
      teachersLabel: 'experienced teachers',
      teachersText:
        'About {{teachers}} teachers of Chinese, every one with more than {{years}} years in the classroom.',
      yearsFigure: '{{value}}+ years',
      yearsLabel: 'of teaching experience',
      yearsText: 'The minimum we ask of every teacher before they give their first lesson with us.',
      guaranteeFigure: '{{value}} days',
      guaranteeLabel: 'money-back guarantee',
      guaranteeText:
        'Changed your mind within {{days}} days of buying a course? We refund the lessons you have not taken.',
    },
    faqTitle: 'Frequently asked questions',
  },

  home: {
    title: 'Learn Chinese with a live teacher',
    hero: {
      eyebrow: 'Live Chinese lessons online',
      title: 'Learn to speak Chinese with a teacher who knows you',
      lead: 'One-on-one lessons, small-group classes and video courses, taught live by experienced teachers of Chinese. Start with a free trial lesson and a plan made for you.',
      primary: 'Book a free trial',
      secondary: 'Browse courses',
      note: 'Free trial lesson · {{days}}-day money-back guarantee',
    },
    claims: {
      title: 'Teachers you can trust, and a promise you can count on',
    },
    kinds: {
      title: 'Three ways to learn',
      lead: 'Mix and match them: many learners take one-on-one lessons and review with video courses between classes.',
      forWhom: 'Best for',
      live: {
        name: 'One-on-one live lessons',
        what: 'Private lessons with your own teacher, at times that suit you. Every minute goes to your goals, your questions and your pronunciation.',
        forWhom: 'fast progress, a flexible schedule or a specific goal: an exam, a job, a move to China.',
        factLength: '25 or 50 minutes a lesson',
        factBooking: 'Book any time, {{hours}} hours ahead',
        link: 'Explore one-on-one lessons',
      },
      group: {
        name: 'Small-group live classes',
        what: 'Live classes with a few learners at your level, on a fixed timetable. You speak a lot, learn from each other and pay less per lesson.',
        forWhom: 'learners who enjoy company, like a steady rhythm and want good value.',
        factLength: '45 to 60 minutes a class',
        factReplay: 'Replay within {{days}} working days',
        link: 'Explore group classes',
      },
      video: {
        name: 'Video courses',
        what: 'Short recorded lessons by our teachers, with exercises that check your listening, characters and pronunciation as you go.',
        forWhom: 'busy learners who study at their own pace, and for review between live lessons.',
        factLength: '10 to 15 minutes a lesson',
        factScores: 'Scored exercises after each lesson',
        link: 'Explore video courses',
      },
    },
    how: {
      title: 'How it works',
      lead: 'From sign-up to your first live lesson in three steps.',
      chooseTitle: 'Choose',
      chooseText:
        'Pick a course and a teacher that fit your level and goals, or start with a free trial and let us suggest them.',
      bookTitle: 'Book',
      bookText: 'Choose a time at least {{hours}} hours ahead. Times are shown in your own time zone.',
      learnTitle: 'Learn live',
      learnText:
        'Join from your browser up to {{minutes}} minutes early. After class, your teacher sends a summary of what you covered.',
      more: 'Read the full guide',
    },
    teachers: {
      title: 'Meet some of our teachers',
      lead: 'Real people with years of teaching behind them, who plan each lesson around you.',
      years_one: '{{count}} year of teaching',
      years_other: '{{count}} years of teaching',
      rating: 'Rated {{rating}} out of 5',
      speaks: 'Speaks {{languages}}',
      lessons_one: '{{count, number}} lesson taught',
      lessons_other: '{{count, number}} lessons taught',
      all: 'See all teachers',
    },
    courses: {
      title: 'Popular courses',
      lead: 'A few of the courses learners choose most often.',
      level: 'Level',
      lessonsLabel: 'Lessons',
      lessons_one: '{{count}} lesson × {{minutes}} min',
      lessons_other: '{{count}} lessons × {{minutes}} min',
      price: 'Price',
      all: 'See all courses',
    },
    empty: 'New teachers and courses are on their way. Please check back soon.',
    cta: {
      title: 'Your first lesson is on us',
      text: 'Meet a teacher, find your level and try our classroom. Free, once per learner, with no obligation to buy.',
      primary: 'Book a free trial',
      secondary: 'Contact us',
    },
  },

  about: {
    title: 'About us',
    hero: {
      eyebrow: 'About Hanyu',
      title: 'We help people everywhere speak Chinese',
      lead: 'Hanyu brings learners and experienced teachers of Chinese together for live lessons online: one-on-one, in small groups, and in video courses you take at your own pace.',
    },
    mission: {
      title: 'Our mission',
      paragraphs: [
        'Chinese has a reputation for being hard. In our experience, what makes it hard is learning it alone: tones nobody corrects, characters with no context, and grammar that never gets used in a real conversation.',
        'So we put a live teacher at the centre of everything. A good teacher hears the tone you missed, explains the idea behind a character and gets you speaking from the very first lesson. Our job is to make such teachers easy to reach, wherever you live and whatever your schedule.',
      ],
      quote: 'Language is learned between people, not from a screen.',
    },
    teachers: {
      title: 'Our teachers',
      lead: 'About {{teachers}} teachers of Chinese, each with more than {{years}} years of experience teaching speakers of other languages.',
      items: [
        {
          title: 'Qualified',
          text: 'Our teachers hold degrees in teaching Chinese as a foreign language or in Chinese linguistics, and most have a national teaching certificate.',
        },
        {
          title: 'Experienced',
          text: 'Every teacher has taught for over {{years}} years before joining us, many of them at universities and language schools in China and abroad.',
        },
        {
          title: 'Selected with care',
          text: 'Candidates give demonstration lessons, are observed by our senior teachers and start with a mentor. Only a small share of applicants join.',
        },
        {
          title: 'Rated by learners',
          text: 'After lessons, learners rate their teacher. We read every comment and give our teachers regular training and feedback.',
        },
      ],
    },
    method: {
      title: 'How we teach',
      lead: 'Our methods come from classroom experience, not from a one-size-fits-all app.',
      items: [
        {
          title: 'Speak from day one',
          text: 'Lessons are conversations. You speak for most of the lesson, even as a complete beginner.',
        },
        {
          title: 'Built around your goals',
          text: 'Travel, work, exams or family: your teacher chooses topics and materials for the reason you are learning.',
        },
        {
          title: 'Tones and characters, properly',
          text: 'We correct tones as you speak and teach characters through their components, so they make sense and stay with you.',
        },
        {
          title: 'A summary after every lesson',
          text: 'Your teacher writes down what you covered, new words and what to practise, so nothing gets lost between lessons.',
        },
        {
          title: 'Aligned with HSK',
          text: 'Our courses follow the HSK levels, so you always know where you stand and are ready when you decide to sit the exam.',
        },
        {
          title: 'Review that sticks',
          text: 'Short video lessons and scored exercises help you review between live lessons, when you have ten minutes to spare.',
        },
      ],
    },
    numbers: {
      title: 'Hanyu in numbers',
      languagesFigure: '{{value}}',
      languagesLabel: 'languages on our site',
      languagesText: 'Chinese, English, Spanish, Japanese and Korean.',
      kindsFigure: '{{value}}',
      kindsLabel: 'ways to learn',
      kindsText: 'One-on-one live lessons, small-group live classes and video courses.',
    },
    company: {
      title: 'The company',
      paragraphs: [
        'Hanyu was started by teachers of Chinese as a foreign language who wanted their lessons to reach learners far beyond their own classrooms. Today our team in Beijing builds the platform, supports learners and trains teachers, while our teachers work from all over China.',
        'We also work with partner schools. JYDA Chinese, for example, offers Hanyu teachers and classes to its own learners under its own brand.',
      ],
      partnerLink: 'About our partner JYDA Chinese',
      contactLink: 'Contact us',
    },
    cta: {
      title: 'See for yourself',
      text: 'The best way to get to know us is a lesson. Your first one is free.',
      primary: 'Book a free trial',
      secondary: 'View the curriculum',
    },
  },

  contact: {
    title: 'Contact us',
    hero: {
      eyebrow: 'Contact',
      title: 'We are here to help',
      lead: 'Questions about courses, bookings, payments or your account? Our learner support team answers by email, phone and WeChat.',
    },
    channels: {
      title: 'Ways to reach us',
      email: {
        name: 'Email',
        text: 'Best for orders, refunds and account questions. We reply within one working day.',
        action: 'Write to {{address}}',
      },
      phone: {
        name: 'Phone',
        text: 'Talk to our support team during service hours. International call charges may apply.',
        action: 'Call {{number}}',
      },
      wechat: {
        name: 'WeChat',
        text: 'Add our service account by its WeChat ID and send us a message any time.',
        idLabel: 'WeChat ID',
        copy: 'Copy ID',
        copied: 'Copied',
      },
    },
    hours: {
      title: 'Service hours',
      beijing: 'Every day, {{from}} to {{to}} Beijing time (UTC+8)',
      local: 'That is {{from}} to {{to}} in your time zone ({{zone}}).',
      localNextDay: 'That is {{from}} to {{to}} the next day in your time zone ({{zone}}).',
      sameZone: 'You are in the same time zone as our team.',
      note: 'Messages that arrive outside service hours are answered the next morning, Beijing time.',
    },
    faq: {
      items: [
        {
          q: 'How do I ask for a refund?',
          a: 'Write to us by email with the email address of your account and the course you would like refunded. Within {{days}} days of purchase, we refund the lessons you have not taken; the details are in our terms of service.',
        },
        {
          q: 'Can I change my teacher?',
          a: 'Yes. You can book lessons with any teacher who teaches your course. If you would like help choosing, tell us what did not work and we will suggest someone.',
        },
        {
          q: 'I missed a lesson. What happens now?',
          a: 'Lessons cancelled at least {{hours}} hours before they start go back to your course. If you missed a lesson because of a technical problem on our side, contact us and we will make it right.',
        },
        {
          q: 'My company pays for my lessons. Who do I contact?',
          a: 'Company-paid lessons are charged to your company’s balance. If it runs low, contact our service centre and we will arrange it with your company; you never pay yourself.',
        },
        {
          q: 'In which languages can I contact you?',
          a: 'Our support team answers in Chinese and English, and in Spanish, Japanese and Korean by email.',
        },
      ],
    },
  },

  guide: {
    title: 'Curriculum and learning guide',
    hero: {
      eyebrow: 'Curriculum',
      title: 'A clear path from your first word to fluent Chinese',
      lead: 'Our curriculum follows four stages and the official HSK levels. Here is what each stage covers, how we build your learning plan and what we need from you to start.',
    },
    stages: {
      title: 'Four stages of Chinese',
      lead: 'In your profile, your Chinese grade is one of these four stages. It tells your teacher where to start.',
      covers: 'What you learn',
      outcome: 'By the end',
      zero: {
        name: 'Zero',
        hsk: 'Before HSK 1',
        covers: 'Pinyin, the four tones and the neutral tone, greetings, numbers and your first characters.',
        outcome:
          'You can pronounce any syllable from pinyin, introduce yourself and read about fifty characters.',
      },
      beginner: {
        name: 'Beginner',
        hsk: 'HSK 1–2',
        covers:
          'Everyday topics such as family, food, shopping, time and directions, with the core sentence patterns.',
        outcome: 'You handle simple everyday situations and short conversations on familiar topics.',
      },
      intermediate: {
        name: 'Intermediate',
        hsk: 'HSK 3–4',
        covers:
          'Work, study, travel and opinions, longer texts, and grammar for comparing, explaining and telling stories.',
        outcome: 'You talk about a wide range of topics with native speakers and read simple articles.',
      },
      advanced: {
        name: 'Advanced',
        hsk: 'HSK 5 and above',
        covers: 'News, business and culture, formal and written Chinese, idioms and nuance.',
        outcome: 'You follow films and the news, give presentations and write fluently in Chinese.',
      },
    },
    hsk: {
      title: 'HSK levels',
      lead: 'HSK (Hànyǔ Shuǐpíng Kǎoshì) is the official test of Chinese proficiency. Your profile uses the same levels: choose the one you hold or are working towards.',
      levelNumber: 'Level {{level}}',
      levels: [
        {
          name: 'None',
          text: 'You have not taken HSK yet, or you are just starting out.',
        },
        {
          name: 'First level (HSK 1)',
          text: 'About 150 words. Simple phrases for greetings, numbers and basic needs.',
        },
        {
          name: 'Second level (HSK 2)',
          text: 'About 300 words. Short exchanges about familiar, everyday matters.',
        },
        {
          name: 'Third level (HSK 3)',
          text: 'About 600 words. Daily life, study and work in simple Chinese; travel with confidence.',
        },
        {
          name: 'Fourth level (HSK 4)',
          text: 'About 1,200 words. Fluent conversations with native speakers on a wide range of topics.',
        },
        {
          name: 'Fifth level (HSK 5)',
          text: 'About 2,500 words. Read newspapers, watch films and give a full speech.',
        },
        {
          name: 'Sixth level (HSK 6)',
          text: 'About 5,000 words. Understand written and spoken Chinese with ease and express yourself fluently.',
        },
        {
          name: 'Seventh level (HSK 7)',
          text: 'The first level of the advanced band (HSK 7–9), taken as one exam. Academic and professional Chinese.',
        },
        {
          name: 'Eighth level (HSK 8)',
          text: 'Advanced band. Complex specialist topics, formal writing and interpreting basics.',
        },
        {
          name: 'Ninth level (HSK 9)',
          text: 'Advanced band, highest level. Near-native command for research, translation and diplomacy.',
        },
      ],
    },
    plan: {
      title: 'Your learning plan',
      lead: 'Every learner gets a plan. It is simple to start and changes with you.',
      steps: [
        {
          title: 'Tell us about yourself',
          text: 'Completing your profile takes about {{minutes}} minutes: your native language, time zone, why you are learning, and your Chinese grade and HSK level.',
        },
        {
          title: 'Find your level',
          text: 'In your free trial lesson, a teacher checks your speaking, listening and reading, and talks with you about your goals.',
        },
        {
          title: 'Get your plan',
          text: 'Your teacher recommends a course, a lesson length and how many lessons a week make sense, with milestones along the way.',
        },
        {
          title: 'Learn and review',
          text: 'After every lesson you get a summary. Every few weeks, your teacher reviews your progress with you and adjusts the plan.',
        },
      ],
    },
    profile: {
      title: 'What we need to start',
      lead: 'Your teacher prepares with your profile, and needs a way to reach you.',
      fields: [
        'Your native language and the language you would like explanations in',
        'Your time zone, so lesson times are shown correctly',
        'Why you are learning: interest, career, exams, study abroad, travel, social life or something else',
        'Your Chinese grade (zero, beginner, intermediate or advanced) and your HSK level',
      ],
      imTitle: 'A WeChat or Skype ID',
      imText:
        'Please add at least one instant-messaging ID, WeChat or Skype, to your profile. Your teacher uses it to reach you if something goes wrong, and for lessons you choose to take on WeChat or Skype.',
    },
    cta: {
      title: 'Not sure where to start?',
      text: 'Take a free trial lesson: your teacher finds your level and suggests your first course.',
      primary: 'Book a free trial',
      secondary: 'Browse courses',
    },
  },

  how: {
    title: 'How it works and free trial',
    hero: {
      eyebrow: 'How it works · Free trial',
      title: 'Start with a free trial lesson',
      lead: 'Meet a teacher, find your level and try our classroom, free and with no obligation. Every learner can take one free trial lesson.',
      register: 'Sign up and book your trial',
      signedIn: 'Choose your teacher',
      secondary: 'See the steps',
    },
    steps: {
      title: 'From sign-up to your first lesson',
      items: [
        {
          title: 'Create your free account',
          text: 'Sign up with your email address. It takes less than a minute.',
        },
        {
          title: 'Complete your profile',
          text: 'About {{profileMinutes}} minutes: your time zone, goals and level, plus a WeChat or Skype ID so your teacher can reach you.',
        },
        {
          title: 'Apply for your free trial',
          text: 'One free trial lesson per learner. Tell us what you would like to focus on.',
        },
        {
          title: 'Book a time',
          text: 'Choose a teacher and a time at least {{bookHours}} hours ahead. Times are shown in your time zone; our teachers’ schedules are set in Beijing time.',
        },
        {
          title: 'Join your lesson',
          text: 'The classroom opens {{entryMinutes}} minutes before the start, so you can check your camera and microphone in peace.',
        },
      ],
    },
    trial: {
      title: 'About the free trial',
      items: [
        {
          title: 'Once per learner',
          text: 'Each learner can apply for one free trial lesson. It is free, and you do not need to add a payment method.',
        },
        {
          title: '25 minutes, one-on-one',
          text: 'A private lesson with an experienced teacher. Enough time to talk, check your level and try the classroom.',
        },
        {
          title: 'A recommendation for you',
          text: 'After the lesson, your teacher suggests a course and a lesson plan. Whether you take it is up to you.',
        },
      ],
    },
    lengths: {
      title: 'Lesson lengths',
      lead: 'Lesson length is set per course and shown before you buy.',
      live: 'One-on-one live lessons',
      liveValue: '25 or 50 minutes',
      group: 'Small-group live classes',
      groupValue: '45 to 60 minutes',
      video: 'Video course lessons',
      videoValue: '10 to 15 minutes',
      trial: 'Free trial lesson',
      trialValue: '25 minutes',
    },
    rules: {
      title: 'Booking rules at a glance',
      bookFigure: '{{value}} h',
      bookTitle: 'Book ahead',
      bookText: 'Book a lesson at least {{hours}} hours before it starts, so your teacher can prepare.',
      cancelFigure: '{{value}} h',
      cancelTitle: 'Cancel in time',
      cancelText: 'Cancel up to {{hours}} hours before the start and the lesson goes back to your course.',
      enterFigure: '{{value}} min',
      enterTitle: 'Enter early',
      enterText: 'The classroom opens {{minutes}} minutes before the start time.',
      replayFigure: '{{value}} days',
      replayTitle: 'Group replays',
      replayText: 'Recordings of group classes are online within {{days}} working days.',
    },
    delivery: {
      title: 'Where your lessons happen',
      lead: 'When you book, choose how you would like to meet your teacher.',
      classroomTitle: 'Our classroom, in your browser',
      classroomText:
        'Nothing to install. Video, audio, a shared whiteboard, the lesson materials and chat, in one place. Works in current browsers on computers, tablets and phones.',
      imTitle: 'WeChat or Skype',
      imText:
        'Prefer an app you already use? Choose WeChat or Skype when booking and enter your ID. Your teacher calls you at the lesson time.',
    },
    faq: {
      items: [
        {
          q: 'Is the free trial really free?',
          a: 'Yes. There is nothing to pay and no payment method to add. Each learner can take one free trial lesson.',
        },
        {
          q: 'What do I need for a lesson?',
          a: 'A computer, tablet or phone with a current browser, a camera and microphone (a headset helps) and a stable internet connection.',
        },
        {
          q: 'Why must I book {{bookHours}} hours ahead?',
          a: 'Your teacher uses the time to read your profile and prepare materials for your level, so every minute of the lesson counts.',
        },
        {
          q: 'What if I need to cancel?',
          a: 'You can cancel up to {{cancelHours}} hours before the lesson starts, and it goes back to your course. After that, the booking stands, and a lesson you miss counts as taken.',
        },
        {
          q: 'Can I take lessons on WeChat or Skype?',
          a: 'Yes. Choose WeChat or Skype as the delivery way when you book, and make sure the ID in your booking is correct.',
        },
        {
          q: 'I have never learned Chinese. Is that a problem?',
          a: 'Not at all. Many of our learners start from zero. Your teacher explains in a language you understand and takes it one step at a time.',
        },
      ],
    },
    cta: {
      title: 'Ready when you are',
      text: 'Create your free account and book your trial lesson. It takes a few minutes.',
      register: 'Create a free account',
      signedIn: 'Choose your teacher',
    },
  },

  terms: {
    title: 'Terms of service',
    hero: {
      eyebrow: 'Legal',
      title: 'Terms of service',
      lead: 'These terms apply to everyone who uses Hanyu. Please read them carefully: they explain what you can expect from us and what we expect from you.',
    },
    updated: 'Last updated: {{date}}',
    contents: 'Contents',
    sections: {
      general: {
        title: 'About these terms',
        body: [
          'Hanyu (“we”, “us”) runs an online platform where learners buy and take live Chinese lessons and video courses from teachers. By creating an account or using the platform you accept these terms.',
          'If you use Hanyu through a partner brand such as JYDA Chinese, or on behalf of your company, these terms apply too, together with any agreement between us and that partner or company.',
        ],
      },
      accounts: {
        title: 'Accounts',
        body: [
          'You need an account to buy and book lessons. Give us accurate information, keep your password to yourself and tell us at once if you think someone else has used your account.',
          'One person, one account. You may link accounts so that they share purchased courses, for example within a family; the holder of each account remains responsible for it.',
          'Learners under 18 need the consent of a parent or guardian, who is responsible for purchases made on the account.',
          'If your company pays for your lessons, the company’s balance is used and you do not pay yourself. If that balance runs short, contact our service centre.',
        ],
      },
      purchases: {
        title: 'Purchases and tuition balance',
        body: [
          'Prices are shown with their currency before you buy. Courses are paid from your prepaid tuition balance, which you top up in whole amounts through the payment methods we offer.',
          'Some courses have a purchase limit; we show how many you can still buy. An order stays awaiting payment until it is paid; you can cancel an unpaid order at any time.',
          'Your tuition balance is not a bank deposit, earns no interest and cannot be transferred to other people.',
        ],
      },
      bookings: {
        title: 'Bookings and cancellations',
        body: [
          'Lessons must be booked at least {{bookHours}} hours before they start. A time that is already taken, or too short for the lesson length, cannot be booked. Some courses limit how many lessons you can book per day or per month, and some are scheduled for you by an assistant teacher.',
          'You can cancel a booking up to {{cancelHours}} hours before it starts; the lesson then goes back to your course. After that, the booking can no longer be cancelled, and a lesson you miss counts as taken.',
          'The classroom opens {{minutes}} minutes before the start. If you choose WeChat or Skype as the delivery way, you must give a correct ID.',
          'If your teacher cancels or cannot hold a lesson, it goes back to your course and we help you rebook.',
          'Recordings of group classes are made available within {{replayDays}} working days after the class ends.',
        ],
      },
      refunds: {
        title: 'Refunds and our money-back guarantee',
        body: [
          'Money-back guarantee: within {{guaranteeDays}} days of buying a course, you can ask for a refund for any reason. We refund the price of the lessons you have not yet taken.',
          'When you cancel an order, the amount paid is returned to your tuition balance.',
          'Refunds go back the way you paid or to your tuition balance, usually within 10 working days. Amounts received as gifts or rewards, and coupon discounts, are not paid out.',
          'Your statutory rights as a consumer are not affected by this section.',
        ],
      },
      coupons: {
        title: 'Coupons',
        body: [
          'Coupons may have conditions: an expiry date, the courses they apply to, a minimum order amount in CNY, a limit on uses per person, or use only on a new learner’s first purchase. The conditions are shown with the coupon.',
          'Coupons cannot be exchanged for cash. We may refuse a coupon that was obtained unfairly.',
        ],
      },
      promotion: {
        title: 'Promotion programme',
        body: [
          'Learners and partners can promote courses with their own coupon code and earn tuition rewards or income from the orders it brings.',
          'Our employees receive {{employee}}% and our part-time teachers {{teacher}}% of the order amount paid with their code. Other rates, where offered, are shown in your account.',
          'Spam, misleading claims and paying for your own orders through your code are not allowed; earnings gained that way are withdrawn.',
        ],
      },
      conduct: {
        title: 'Conduct',
        body: [
          'Treat teachers and fellow learners with respect. Harassment, discrimination and inappropriate content lead to immediate removal from lessons and may lead to closing your account.',
          'Do not record, copy or share lessons or course materials outside the platform without permission; they are protected by copyright.',
          'Do not arrange paid lessons with teachers outside the platform.',
        ],
      },
      privacy: {
        title: 'Privacy',
        body: [
          'We use your personal data to run your account, arrange and hold your lessons and support you. Teachers see the profile details they need to prepare, such as your level, goals and time zone.',
          'We do not sell your personal data. Group classes are recorded so the class can watch the replay, and the recording is shared only with that class. You can ask us at any time for a copy of your data or for it to be deleted.',
        ],
      },
      liability: {
        title: 'Liability',
        body: [
          'We work hard to keep the platform and lessons running, but cannot guarantee they will always be free of interruptions. If a lesson cannot take place because of a fault on our side, we restore it to your course.',
          'Except where the law does not allow it, our liability for any claim is limited to the amount you paid for the course concerned. Nothing in these terms limits liability that cannot be limited by law.',
        ],
      },
      changes: {
        title: 'Changes to these terms',
        body: [
          'We may change these terms, for example when we add services or the law changes. We tell you about important changes by email or on the site at least 30 days before they apply. Courses already bought keep the conditions under which you bought them.',
        ],
      },
      contact: {
        title: 'Contact',
        body: [
          'Questions about these terms? Write to {{email}} or see our contact page for other ways to reach us.',
        ],
      },
    },
    contactLink: 'All ways to contact us',
  },

  jyda: {
    title: 'Partner: JYDA Chinese',
    badge: 'Partner page',
    hero: {
      eyebrow: 'Our partner',
      title: 'JYDA Chinese, taught by Hanyu teachers',
      lead: 'JYDA Chinese is a language school brand that partners with Hanyu. Its learners study with Hanyu teachers, in the Hanyu classroom, with the same guarantees.',
    },
    notice:
      'This page is about our partner JYDA Chinese. JYDA Chinese is its own brand; lessons, teachers and the platform are provided by Hanyu.',
    who: {
      title: 'Who JYDA Chinese is',
      paragraphs: [
        'JYDA Chinese is a partner language school that offers live Chinese lessons to its learners under its own name. Instead of hiring and training a separate team of teachers, JYDA works with Hanyu: its learners book Hanyu’s experienced teachers and use the Hanyu platform.',
        'On JYDA’s own site you see JYDA’s name and colours. Behind them are the same teachers, courses and classroom you find on Hanyu.',
      ],
    },
    benefits: {
      title: 'What JYDA learners get',
      items: [
        {
          title: 'The same teachers',
          text: 'About {{teachers}} Hanyu teachers, each with more than {{years}} years of experience.',
        },
        {
          title: 'The same courses',
          text: 'One-on-one lessons, small-group classes and video courses, following the HSK levels.',
        },
        {
          title: 'The same guarantees',
          text: 'A free trial lesson and our {{days}}-day money-back guarantee.',
        },
        {
          title: 'Their own contact',
          text: 'JYDA’s advisers help you choose a course and answer questions about your account.',
        },
      ],
    },
    how: {
      title: 'How it works',
      steps: [
        {
          title: 'Sign up on the JYDA site',
          text: 'Create your account on JYDA Chinese’s own site, using your email address.',
        },
        {
          title: 'Choose and book',
          text: 'Pick a course and a Hanyu teacher, and book a time that suits you.',
        },
        {
          title: 'Learn live',
          text: 'Lessons take place in the Hanyu classroom in your browser, or on WeChat or Skype.',
        },
      ],
    },
    contact: {
      title: 'Contact JYDA Chinese',
      lead: 'Questions about JYDA courses or your JYDA account? Contact the JYDA team directly.',
      email: 'Email',
      phone: 'Phone',
      wechat: 'WeChat',
      hanyu: 'For questions about Hanyu itself, see the Hanyu contact page.',
    },
  },
  catalogue,
  library,
  ...favourites,
  ...reviews,
  ...listingFilters,
};
export default publicStrings;
export type PublicResources = typeof publicStrings;
