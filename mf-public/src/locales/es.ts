import favourites from '../features/favourites/locales/es.ts';
import listingFilters from '../features/listing-filters/locales/es.ts';
import reviews from '../features/reviews/locales/es.ts';
import catalogue from './catalogue/es.ts';
import type { PublicResources } from './en.ts';
import library from './library/es.ts';

const publicStrings: PublicResources = {
  shared: {
    kinds: {
      live: 'Individual en directo',
      group: 'Grupo reducido en directo',
      video: 'Curso en vídeo',
    },
    claims: {
      teachersFigure: 'Unos {{value}}',
      teachersLabel: 'profesores con experiencia',
      teachersText: 'Unos {{teachers}} profesores de chino, todos con más de {{years}} años dando clase.',
      yearsFigure: 'Más de {{value}} años',
      yearsLabel: 'de experiencia docente',
      yearsText: 'Es lo mínimo que pedimos a cada profesor antes de que dé su primera clase con nosotros.',
      guaranteeFigure: '{{value}} días',
      guaranteeLabel: 'de garantía de devolución',
      guaranteeText:
        '¿Cambias de opinión en los {{days}} días siguientes a comprar un curso? Te devolvemos las clases que no hayas tomado.',
    },
    faqTitle: 'Preguntas frecuentes',
  },

  home: {
    title: 'Aprende chino con un profesor en directo',
    hero: {
      eyebrow: 'Clases de chino en directo por internet',
      title: 'Aprende a hablar chino con un profesor que te conoce',
      lead: 'Clases individuales, clases en grupos reducidos y cursos en vídeo, impartidos en directo por profesores de chino con experiencia. Empieza con una clase de prueba gratuita y un plan hecho a tu medida.',
      primary: 'Reserva una clase gratis',
      secondary: 'Ver cursos',
      note: 'Clase de prueba gratuita · Garantía de devolución de {{days}} días',
    },
    claims: {
      title: 'Profesores de confianza y una promesa que cumplimos',
    },
    kinds: {
      title: 'Tres formas de aprender',
      lead: 'Combínalas como quieras: muchos alumnos toman clases individuales y repasan con cursos en vídeo entre una clase y otra.',
      forWhom: 'Ideal para',
      live: {
        name: 'Clases individuales en directo',
        what: 'Clases privadas con tu propio profesor, a la hora que mejor te venga. Cada minuto se dedica a tus objetivos, tus dudas y tu pronunciación.',
        forWhom:
          'quien quiere avanzar rápido, necesita un horario flexible o tiene una meta concreta: un examen, un trabajo, mudarse a China.',
        factLength: 'Clases de 25 o 50 minutos',
        factBooking: 'Reserva cuando quieras, con {{hours}} horas de antelación',
        link: 'Descubre las clases individuales',
      },
      group: {
        name: 'Clases en grupo reducido en directo',
        what: 'Clases en directo con unos pocos alumnos de tu nivel y un horario fijo. Hablas mucho, aprendes de los demás y cada clase te sale más barata.',
        forWhom:
          'quien disfruta aprendiendo en compañía, prefiere un ritmo constante y busca buena relación calidad-precio.',
        factLength: 'Clases de 45 a 60 minutos',
        factReplay: 'Grabación disponible en {{days}} días hábiles',
        link: 'Descubre las clases en grupo',
      },
      video: {
        name: 'Cursos en vídeo',
        what: 'Lecciones grabadas y breves de nuestros profesores, con ejercicios que comprueban tu comprensión oral, tus caracteres y tu pronunciación sobre la marcha.',
        forWhom: 'personas ocupadas que estudian a su ritmo, y para repasar entre clases en directo.',
        factLength: 'Lecciones de 10 a 15 minutos',
        factScores: 'Ejercicios con puntuación tras cada lección',
        link: 'Descubre los cursos en vídeo',
      },
    },
    how: {
      title: 'Cómo funciona',
      lead: 'Del registro a tu primera clase en directo, en tres pasos.',
      chooseTitle: 'Elige',
      chooseText:
        'Escoge un curso y un profesor que encajen con tu nivel y tus objetivos, o empieza con una clase de prueba gratuita y deja que te recomendemos.',
      bookTitle: 'Reserva',
      bookText:
        'Elige un horario con al menos {{hours}} horas de antelación. Las horas se muestran en tu propia zona horaria.',
      learnTitle: 'Aprende en directo',
      learnText:
        'Entra desde el navegador hasta {{minutes}} minutos antes. Después de la clase, tu profesor te envía un resumen de lo que habéis visto.',
      more: 'Ver la guía completa',
    },
    teachers: {
      title: 'Conoce a algunos de nuestros profesores',
      lead: 'Personas reales con años de enseñanza a sus espaldas, que preparan cada clase pensando en ti.',
      years_one: '{{count}} año dando clase',
      years_other: '{{count}} años dando clase',
      rating: 'Valoración de {{rating}} sobre 5',
      speaks: 'Habla {{languages}}',
      lessons_one: '{{count, number}} clase impartida',
      lessons_other: '{{count, number}} clases impartidas',
      all: 'Ver todos los profesores',
    },
    courses: {
      title: 'Cursos más populares',
      lead: 'Algunos de los cursos que más eligen nuestros alumnos.',
      level: 'Nivel',
      lessonsLabel: 'Clases',
      lessons_one: '{{count}} clase × {{minutes}} min',
      lessons_other: '{{count}} clases × {{minutes}} min',
      price: 'Precio',
      all: 'Ver todos los cursos',
    },
    empty: 'Pronto llegarán nuevos profesores y cursos. Vuelve a visitarnos en unos días.',
    cta: {
      title: 'Tu primera clase corre de nuestra cuenta',
      text: 'Conoce a un profesor, descubre tu nivel y prueba nuestra aula. Gratis, una vez por alumno y sin obligación de compra.',
      primary: 'Reserva una clase gratis',
      secondary: 'Contáctanos',
    },
  },

  about: {
    title: 'Quiénes somos',
    hero: {
      eyebrow: 'Sobre Hanyu',
      title: 'Ayudamos a personas de todo el mundo a hablar chino',
      lead: 'Hanyu reúne a alumnos y profesores de chino con experiencia en clases en directo por internet: individuales, en grupos reducidos y en cursos en vídeo que sigues a tu ritmo.',
    },
    mission: {
      title: 'Nuestra misión',
      paragraphs: [
        'El chino tiene fama de difícil. Según nuestra experiencia, lo que lo hace difícil es aprenderlo en solitario: tonos que nadie corrige, caracteres sin contexto y una gramática que nunca se usa en una conversación real.',
        'Por eso ponemos a un profesor en directo en el centro de todo. Un buen profesor oye el tono que se te ha escapado, explica la idea que hay detrás de un carácter y te pone a hablar desde la primera clase. Nuestro trabajo es que tengas a tu alcance profesores así, vivas donde vivas y sea cual sea tu horario.',
      ],
      quote: 'Los idiomas se aprenden entre personas, no delante de una pantalla.',
    },
    teachers: {
      title: 'Nuestros profesores',
      lead: 'Unos {{teachers}} profesores de chino, cada uno con más de {{years}} años de experiencia enseñando a hablantes de otras lenguas.',
      items: [
        {
          title: 'Cualificados',
          text: 'Nuestros profesores son titulados en enseñanza del chino como lengua extranjera o en lingüística china, y la mayoría tiene el certificado oficial de docente.',
        },
        {
          title: 'Con experiencia',
          text: 'Todos han dado clase durante más de {{years}} años antes de unirse a nosotros, muchos de ellos en universidades y escuelas de idiomas de China y de otros países.',
        },
        {
          title: 'Seleccionados con cuidado',
          text: 'Los candidatos imparten clases de demostración, son evaluados por nuestros profesores veteranos y empiezan acompañados de un mentor. Solo una pequeña parte de los aspirantes se incorpora.',
        },
        {
          title: 'Valorados por los alumnos',
          text: 'Después de cada clase, los alumnos valoran a su profesor. Leemos todos los comentarios y ofrecemos a nuestros profesores formación y seguimiento periódicos.',
        },
      ],
    },
    method: {
      title: 'Cómo enseñamos',
      lead: 'Nuestros métodos nacen de la experiencia en el aula, no de una aplicación igual para todos.',
      items: [
        {
          title: 'Hablar desde el primer día',
          text: 'Las clases son conversaciones. Tú hablas la mayor parte del tiempo, aunque partas de cero.',
        },
        {
          title: 'Pensado para tus objetivos',
          text: 'Viajes, trabajo, exámenes o familia: tu profesor elige los temas y materiales según el motivo por el que aprendes.',
        },
        {
          title: 'Tonos y caracteres, bien aprendidos',
          text: 'Corregimos los tonos mientras hablas y enseñamos los caracteres a partir de sus componentes, para que tengan sentido y no se olviden.',
        },
        {
          title: 'Un resumen después de cada clase',
          text: 'Tu profesor anota lo que habéis visto, el vocabulario nuevo y lo que debes practicar, para que nada se pierda entre clase y clase.',
        },
        {
          title: 'Alineado con el HSK',
          text: 'Nuestros cursos siguen los niveles del HSK: siempre sabes en qué punto estás y llegas preparado cuando decides presentarte al examen.',
        },
        {
          title: 'Un repaso que funciona',
          text: 'Lecciones cortas en vídeo y ejercicios con puntuación te ayudan a repasar entre clases en directo, cuando tienes diez minutos libres.',
        },
      ],
    },
    numbers: {
      title: 'Hanyu en cifras',
      languagesFigure: '{{value}}',
      languagesLabel: 'idiomas en nuestra web',
      languagesText: 'Chino, inglés, español, japonés y coreano.',
      kindsFigure: '{{value}}',
      kindsLabel: 'formas de aprender',
      kindsText: 'Clases individuales en directo, clases en grupo reducido en directo y cursos en vídeo.',
    },
    company: {
      title: 'La empresa',
      paragraphs: [
        'Hanyu nació de la mano de profesores de chino como lengua extranjera que querían llevar sus clases a alumnos mucho más allá de su propia aula. Hoy nuestro equipo en Pekín desarrolla la plataforma, atiende a los alumnos y forma a los profesores, que trabajan desde toda China.',
        'También colaboramos con escuelas asociadas. JYDA Chinese, por ejemplo, ofrece profesores y clases de Hanyu a sus propios alumnos con su propia marca.',
      ],
      partnerLink: 'Sobre nuestro socio JYDA Chinese',
      contactLink: 'Contáctanos',
    },
    cta: {
      title: 'Compruébalo tú mismo',
      text: 'La mejor forma de conocernos es con una clase. La primera es gratis.',
      primary: 'Reserva una clase gratis',
      secondary: 'Ver el plan de estudios',
    },
  },

  contact: {
    title: 'Contacto',
    hero: {
      eyebrow: 'Contacto',
      title: 'Estamos aquí para ayudarte',
      lead: '¿Tienes dudas sobre cursos, reservas, pagos o tu cuenta? Nuestro equipo de atención al alumno te responde por correo, por teléfono y por WeChat.',
    },
    channels: {
      title: 'Cómo contactarnos',
      email: {
        name: 'Correo electrónico',
        text: 'Lo mejor para pedidos, reembolsos y dudas sobre tu cuenta. Respondemos en un día hábil.',
        action: 'Escribir a {{address}}',
      },
      phone: {
        name: 'Teléfono',
        text: 'Habla con nuestro equipo de atención durante el horario de servicio. Pueden aplicarse tarifas de llamada internacional.',
        action: 'Llamar al {{number}}',
      },
      wechat: {
        name: 'WeChat',
        text: 'Añade nuestra cuenta de atención con su ID de WeChat y escríbenos cuando quieras.',
        idLabel: 'ID de WeChat',
        copy: 'Copiar ID',
        copied: 'Copiado',
      },
    },
    hours: {
      title: 'Horario de atención',
      beijing: 'Todos los días, de {{from}} a {{to}}, hora de Pekín (UTC+8)',
      local: 'Es decir, de {{from}} a {{to}} en tu zona horaria ({{zone}}).',
      localNextDay: 'Es decir, de {{from}} a {{to}} del día siguiente en tu zona horaria ({{zone}}).',
      sameZone: 'Estás en la misma zona horaria que nuestro equipo.',
      note: 'Los mensajes que llegan fuera del horario de atención se responden a la mañana siguiente, hora de Pekín.',
    },
    faq: {
      items: [
        {
          q: '¿Cómo solicito un reembolso?',
          a: 'Escríbenos por correo indicando la dirección de correo de tu cuenta y el curso que quieres que te reembolsemos. Dentro de los {{days}} días siguientes a la compra, te devolvemos las clases que no hayas tomado; encontrarás los detalles en nuestras condiciones de uso.',
        },
        {
          q: '¿Puedo cambiar de profesor?',
          a: 'Sí. Puedes reservar clases con cualquier profesor que imparta tu curso. Si quieres ayuda para elegir, cuéntanos qué no te ha funcionado y te recomendaremos a alguien.',
        },
        {
          q: 'He faltado a una clase. ¿Qué pasa ahora?',
          a: 'Las clases canceladas con al menos {{hours}} horas de antelación vuelven a tu curso. Si no pudiste asistir por un problema técnico de nuestra parte, contáctanos y lo solucionaremos.',
        },
        {
          q: 'Mi empresa paga mis clases. ¿A quién me dirijo?',
          a: 'Las clases pagadas por la empresa se cargan al saldo de tu empresa. Si se está agotando, contacta con nuestro centro de atención y lo gestionaremos con tu empresa; tú nunca pagas.',
        },
        {
          q: '¿En qué idiomas puedo contactaros?',
          a: 'Nuestro equipo de atención responde en chino y en inglés, y por correo también en español, japonés y coreano.',
        },
      ],
    },
  },

  guide: {
    title: 'Plan de estudios y guía de aprendizaje',
    hero: {
      eyebrow: 'Plan de estudios',
      title: 'Un camino claro desde tu primera palabra hasta un chino fluido',
      lead: 'Nuestro plan de estudios se organiza en cuatro etapas y sigue los niveles oficiales del HSK. Aquí tienes qué abarca cada etapa, cómo preparamos tu plan de aprendizaje y qué necesitamos de ti para empezar.',
    },
    stages: {
      title: 'Cuatro etapas del chino',
      lead: 'En tu perfil, tu nivel de chino es una de estas cuatro etapas. Así tu profesor sabe por dónde empezar.',
      covers: 'Qué aprendes',
      outcome: 'Al terminar',
      zero: {
        name: 'Desde cero',
        hsk: 'Antes del HSK 1',
        covers: 'Pinyin, los cuatro tonos y el tono neutro, saludos, números y tus primeros caracteres.',
        outcome:
          'Pronuncias cualquier sílaba a partir del pinyin, te presentas y lees unos cincuenta caracteres.',
      },
      beginner: {
        name: 'Principiante',
        hsk: 'HSK 1–2',
        covers:
          'Temas cotidianos como la familia, la comida, las compras, la hora y las direcciones, con las estructuras básicas de la frase.',
        outcome:
          'Te desenvuelves en situaciones cotidianas sencillas y mantienes conversaciones breves sobre temas conocidos.',
      },
      intermediate: {
        name: 'Intermedio',
        hsk: 'HSK 3–4',
        covers:
          'Trabajo, estudios, viajes y opiniones, textos más largos y la gramática para comparar, explicar y contar historias.',
        outcome: 'Hablas de temas muy variados con nativos y lees artículos sencillos.',
      },
      advanced: {
        name: 'Avanzado',
        hsk: 'HSK 5 en adelante',
        covers: 'Actualidad, negocios y cultura, chino formal y escrito, expresiones idiomáticas y matices.',
        outcome: 'Sigues películas y noticias, haces presentaciones y escribes con soltura en chino.',
      },
    },
    hsk: {
      title: 'Niveles del HSK',
      lead: 'El HSK (Hànyǔ Shuǐpíng Kǎoshì) es el examen oficial de dominio del chino. Tu perfil usa los mismos niveles: elige el que tienes o el que estás preparando.',
      levelNumber: 'Nivel {{level}}',
      levels: [
        {
          name: 'Ninguno',
          text: 'Todavía no te has presentado al HSK o acabas de empezar.',
        },
        {
          name: 'Primer nivel (HSK 1)',
          text: 'Unas 150 palabras. Frases sencillas para saludar, dar números y cubrir necesidades básicas.',
        },
        {
          name: 'Segundo nivel (HSK 2)',
          text: 'Unas 300 palabras. Intercambios breves sobre asuntos cotidianos y conocidos.',
        },
        {
          name: 'Tercer nivel (HSK 3)',
          text: 'Unas 600 palabras. Vida diaria, estudios y trabajo en un chino sencillo; viajar con confianza.',
        },
        {
          name: 'Cuarto nivel (HSK 4)',
          text: 'Unas 1200 palabras. Conversaciones fluidas con nativos sobre temas muy variados.',
        },
        {
          name: 'Quinto nivel (HSK 5)',
          text: 'Unas 2500 palabras. Leer la prensa, ver películas y dar un discurso completo.',
        },
        {
          name: 'Sexto nivel (HSK 6)',
          text: 'Unas 5000 palabras. Entender sin esfuerzo el chino escrito y hablado y expresarte con fluidez.',
        },
        {
          name: 'Séptimo nivel (HSK 7)',
          text: 'El primer nivel de la franja avanzada (HSK 7–9), que se evalúa en un único examen. Chino académico y profesional.',
        },
        {
          name: 'Octavo nivel (HSK 8)',
          text: 'Franja avanzada. Temas especializados complejos, redacción formal y nociones de interpretación.',
        },
        {
          name: 'Noveno nivel (HSK 9)',
          text: 'Franja avanzada, nivel más alto. Dominio casi nativo para investigación, traducción y diplomacia.',
        },
      ],
    },
    plan: {
      title: 'Tu plan de aprendizaje',
      lead: 'Cada alumno tiene su plan. Es fácil empezar y va cambiando contigo.',
      steps: [
        {
          title: 'Cuéntanos sobre ti',
          text: 'Completar tu perfil lleva unos {{minutes}} minutos: tu lengua materna, tu zona horaria, por qué aprendes y tu nivel de chino y del HSK.',
        },
        {
          title: 'Descubre tu nivel',
          text: 'En tu clase de prueba gratuita, un profesor evalúa tu expresión oral, tu comprensión auditiva y tu lectura, y habla contigo de tus objetivos.',
        },
        {
          title: 'Recibe tu plan',
          text: 'Tu profesor te recomienda un curso, una duración de clase y cuántas clases por semana tienen sentido, con metas intermedias por el camino.',
        },
        {
          title: 'Aprende y repasa',
          text: 'Después de cada clase recibes un resumen. Cada pocas semanas, tu profesor revisa contigo tu progreso y ajusta el plan.',
        },
      ],
    },
    profile: {
      title: 'Lo que necesitamos para empezar',
      lead: 'Tu profesor prepara las clases con tu perfil y necesita una forma de contactarte.',
      fields: [
        'Tu lengua materna y el idioma en el que prefieres las explicaciones',
        'Tu zona horaria, para mostrar bien la hora de las clases',
        'Por qué aprendes: interés, carrera profesional, exámenes, estudios en el extranjero, viajes, vida social u otro motivo',
        'Tu nivel de chino (desde cero, principiante, intermedio o avanzado) y tu nivel del HSK',
      ],
      imTitle: 'Un ID de WeChat o Skype',
      imText:
        'Añade a tu perfil al menos un ID de mensajería instantánea, de WeChat o de Skype. Tu profesor lo usa para contactarte si surge algún problema y para las clases que decidas tomar por WeChat o Skype.',
    },
    cta: {
      title: '¿No sabes por dónde empezar?',
      text: 'Haz una clase de prueba gratuita: tu profesor descubrirá tu nivel y te sugerirá tu primer curso.',
      primary: 'Reserva una clase gratis',
      secondary: 'Ver cursos',
    },
  },

  how: {
    title: 'Cómo funciona y clase de prueba',
    hero: {
      eyebrow: 'Cómo funciona · Clase de prueba',
      title: 'Empieza con una clase de prueba gratuita',
      lead: 'Conoce a un profesor, descubre tu nivel y prueba nuestra aula, gratis y sin compromiso. Cada alumno puede tomar una clase de prueba gratuita.',
      register: 'Regístrate y reserva tu clase',
      signedIn: 'Elige a tu profesor',
      secondary: 'Ver los pasos',
    },
    steps: {
      title: 'Del registro a tu primera clase',
      items: [
        {
          title: 'Crea tu cuenta gratuita',
          text: 'Regístrate con tu correo electrónico. Se tarda menos de un minuto.',
        },
        {
          title: 'Completa tu perfil',
          text: 'Unos {{profileMinutes}} minutos: tu zona horaria, tus objetivos y tu nivel, además de un ID de WeChat o Skype para que tu profesor pueda contactarte.',
        },
        {
          title: 'Solicita tu clase de prueba',
          text: 'Una clase de prueba gratuita por alumno. Cuéntanos en qué te gustaría centrarte.',
        },
        {
          title: 'Reserva un horario',
          text: 'Elige profesor y horario con al menos {{bookHours}} horas de antelación. Las horas se muestran en tu zona horaria; los horarios de los profesores se fijan en hora de Pekín.',
        },
        {
          title: 'Entra en tu clase',
          text: 'El aula se abre {{entryMinutes}} minutos antes del comienzo, para que puedas comprobar la cámara y el micrófono con calma.',
        },
      ],
    },
    trial: {
      title: 'Sobre la clase de prueba',
      items: [
        {
          title: 'Una vez por alumno',
          text: 'Cada alumno puede solicitar una clase de prueba gratuita. No cuesta nada y no hace falta añadir ningún método de pago.',
        },
        {
          title: '25 minutos, individual',
          text: 'Una clase privada con un profesor con experiencia. Tiempo suficiente para conversar, comprobar tu nivel y probar el aula.',
        },
        {
          title: 'Una recomendación para ti',
          text: 'Después de la clase, tu profesor te propone un curso y un plan de clases. Tú decides si lo sigues.',
        },
      ],
    },
    lengths: {
      title: 'Duración de las clases',
      lead: 'La duración de las clases la fija cada curso y se muestra antes de comprar.',
      live: 'Clases individuales en directo',
      liveValue: '25 o 50 minutos',
      group: 'Clases en grupo reducido en directo',
      groupValue: 'De 45 a 60 minutos',
      video: 'Lecciones de los cursos en vídeo',
      videoValue: 'De 10 a 15 minutos',
      trial: 'Clase de prueba gratuita',
      trialValue: '25 minutos',
    },
    rules: {
      title: 'Normas de reserva de un vistazo',
      bookFigure: '{{value}} h',
      bookTitle: 'Reserva con antelación',
      bookText:
        'Reserva cada clase al menos {{hours}} horas antes de que empiece, para que tu profesor pueda prepararla.',
      cancelFigure: '{{value}} h',
      cancelTitle: 'Cancela a tiempo',
      cancelText: 'Cancela hasta {{hours}} horas antes del comienzo y la clase vuelve a tu curso.',
      enterFigure: '{{value}} min',
      enterTitle: 'Entra antes',
      enterText: 'El aula se abre {{minutes}} minutos antes de la hora de inicio.',
      replayFigure: '{{value}} días',
      replayTitle: 'Grabaciones de grupo',
      replayText:
        'Las grabaciones de las clases en grupo están disponibles en un plazo de {{days}} días hábiles.',
    },
    delivery: {
      title: 'Dónde se dan las clases',
      lead: 'Al reservar, eliges cómo quieres encontrarte con tu profesor.',
      classroomTitle: 'Nuestra aula, en tu navegador',
      classroomText:
        'No hay nada que instalar. Vídeo, audio, una pizarra compartida, los materiales de la clase y el chat, todo en un mismo sitio. Funciona en los navegadores actuales de ordenadores, tabletas y móviles.',
      imTitle: 'WeChat o Skype',
      imText:
        '¿Prefieres una aplicación que ya usas? Elige WeChat o Skype al reservar e introduce tu ID. Tu profesor te llamará a la hora de la clase.',
    },
    faq: {
      items: [
        {
          q: '¿La clase de prueba es realmente gratis?',
          a: 'Sí. No tienes que pagar nada ni añadir ningún método de pago. Cada alumno puede tomar una clase de prueba gratuita.',
        },
        {
          q: '¿Qué necesito para una clase?',
          a: 'Un ordenador, una tableta o un móvil con un navegador actualizado, cámara y micrófono (unos auriculares con micro ayudan) y una conexión a internet estable.',
        },
        {
          q: '¿Por qué tengo que reservar con {{bookHours}} horas de antelación?',
          a: 'Tu profesor aprovecha ese tiempo para leer tu perfil y preparar materiales para tu nivel, de modo que cada minuto de clase cuente.',
        },
        {
          q: '¿Y si necesito cancelar?',
          a: 'Puedes cancelar hasta {{cancelHours}} horas antes del comienzo y la clase vuelve a tu curso. Pasado ese plazo, la reserva se mantiene y, si no asistes, la clase cuenta como tomada.',
        },
        {
          q: '¿Puedo dar las clases por WeChat o Skype?',
          a: 'Sí. Elige WeChat o Skype como modalidad al reservar y asegúrate de que el ID de tu reserva es correcto.',
        },
        {
          q: 'Nunca he estudiado chino. ¿Es un problema?',
          a: 'En absoluto. Muchos de nuestros alumnos empiezan desde cero. Tu profesor te explica todo en un idioma que entiendes y avanza paso a paso.',
        },
      ],
    },
    cta: {
      title: 'Cuando tú quieras',
      text: 'Crea tu cuenta gratuita y reserva tu clase de prueba. Solo te llevará unos minutos.',
      register: 'Crear una cuenta gratuita',
      signedIn: 'Elige a tu profesor',
    },
  },

  terms: {
    title: 'Condiciones de uso',
    hero: {
      eyebrow: 'Aviso legal',
      title: 'Condiciones de uso',
      lead: 'Estas condiciones se aplican a todas las personas que usan Hanyu. Léelas con atención: explican qué puedes esperar de nosotros y qué esperamos de ti.',
    },
    updated: 'Última actualización: {{date}}',
    contents: 'Índice',
    sections: {
      general: {
        title: 'Sobre estas condiciones',
        body: [
          'Hanyu («nosotros») gestiona una plataforma en línea en la que los alumnos compran y toman clases de chino en directo y cursos en vídeo impartidos por profesores. Al crear una cuenta o usar la plataforma, aceptas estas condiciones.',
          'Si usas Hanyu a través de una marca asociada como JYDA Chinese, o en nombre de tu empresa, estas condiciones también se aplican, junto con cualquier acuerdo entre nosotros y ese socio o esa empresa.',
        ],
      },
      accounts: {
        title: 'Cuentas',
        body: [
          'Necesitas una cuenta para comprar y reservar clases. Facilítanos datos correctos, no compartas tu contraseña y avísanos enseguida si crees que otra persona ha usado tu cuenta.',
          'Una persona, una cuenta. Puedes vincular cuentas para que compartan los cursos comprados, por ejemplo dentro de una familia; el titular de cada cuenta sigue siendo responsable de ella.',
          'Los alumnos menores de 18 años necesitan el consentimiento de su madre, padre o tutor, que es responsable de las compras realizadas con la cuenta.',
          'Si tu empresa paga tus clases, se utiliza el saldo de la empresa y tú no pagas nada. Si ese saldo se queda corto, contacta con nuestro centro de atención.',
        ],
      },
      purchases: {
        title: 'Compras y saldo de matrícula',
        body: [
          'Los precios se muestran con su moneda antes de comprar. Los cursos se pagan con tu saldo de matrícula prepago, que recargas por importes enteros con los métodos de pago que ofrecemos.',
          'Algunos cursos tienen un límite de compra; te indicamos cuántos puedes comprar todavía. Un pedido queda pendiente de pago hasta que se abona; puedes cancelar en cualquier momento un pedido no pagado.',
          'Tu saldo de matrícula no es un depósito bancario, no genera intereses y no puede transferirse a otras personas.',
        ],
      },
      bookings: {
        title: 'Reservas y cancelaciones',
        body: [
          'Las clases deben reservarse con al menos {{bookHours}} horas de antelación. No se puede reservar un horario ya ocupado ni uno demasiado corto para la duración de la clase. Algunos cursos limitan cuántas clases puedes reservar al día o al mes, y en otros es un profesor asistente quien te asigna el horario.',
          'Puedes cancelar una reserva hasta {{cancelHours}} horas antes de que empiece; la clase vuelve entonces a tu curso. Pasado ese plazo, la reserva ya no puede cancelarse y la clase a la que no asistas cuenta como tomada.',
          'El aula se abre {{minutes}} minutos antes del comienzo. Si eliges WeChat o Skype como modalidad, debes indicar un ID correcto.',
          'Si tu profesor cancela o no puede impartir una clase, esta vuelve a tu curso y te ayudamos a reservarla de nuevo.',
          'Las grabaciones de las clases en grupo están disponibles en un plazo de {{replayDays}} días hábiles desde el final de la clase.',
        ],
      },
      refunds: {
        title: 'Reembolsos y garantía de devolución',
        body: [
          'Garantía de devolución: en los {{guaranteeDays}} días siguientes a la compra de un curso, puedes pedir el reembolso por cualquier motivo. Te devolvemos el precio de las clases que aún no hayas tomado.',
          'Si cancelas un pedido, el importe pagado se devuelve a tu saldo de matrícula.',
          'Los reembolsos se hacen por el mismo medio de pago o a tu saldo de matrícula, normalmente en un plazo de 10 días hábiles. Los importes recibidos como regalo o recompensa y los descuentos de cupones no se abonan en efectivo.',
          'Este apartado no afecta a los derechos que la ley te reconoce como consumidor.',
        ],
      },
      coupons: {
        title: 'Cupones',
        body: [
          'Los cupones pueden tener condiciones: una fecha de caducidad, los cursos a los que se aplican, un importe mínimo de pedido en CNY, un límite de usos por persona o su uso exclusivo en la primera compra de un alumno nuevo. Las condiciones se muestran junto al cupón.',
          'Los cupones no se pueden canjear por dinero. Podemos rechazar un cupón obtenido de forma indebida.',
        ],
      },
      promotion: {
        title: 'Programa de promoción',
        body: [
          'Los alumnos y los socios pueden promocionar cursos con su propio código de cupón y obtener recompensas de matrícula o ingresos por los pedidos que genere.',
          'Nuestros empleados reciben el {{employee}} % y nuestros profesores a tiempo parcial el {{teacher}} % del importe de los pedidos pagados con su código. Si se ofrecen otras tarifas, se muestran en tu cuenta.',
          'No se permiten el spam, las afirmaciones engañosas ni pagar tus propios pedidos con tu código; las ganancias obtenidas así se retiran.',
        ],
      },
      conduct: {
        title: 'Normas de conducta',
        body: [
          'Trata con respeto a los profesores y a los demás alumnos. El acoso, la discriminación y los contenidos inapropiados suponen la expulsión inmediata de la clase y pueden llevar al cierre de la cuenta.',
          'No grabes, copies ni compartas fuera de la plataforma las clases ni los materiales del curso sin permiso; están protegidos por derechos de autor.',
          'No acuerdes clases de pago con los profesores fuera de la plataforma.',
        ],
      },
      privacy: {
        title: 'Privacidad',
        body: [
          'Usamos tus datos personales para gestionar tu cuenta, organizar e impartir tus clases y atenderte. Los profesores ven los datos del perfil que necesitan para prepararse, como tu nivel, tus objetivos y tu zona horaria.',
          'No vendemos tus datos personales. Las clases en grupo se graban para que la clase pueda ver la grabación, que solo se comparte con ese grupo. Puedes pedirnos en cualquier momento una copia de tus datos o que los eliminemos.',
        ],
      },
      liability: {
        title: 'Responsabilidad',
        body: [
          'Nos esforzamos por mantener en marcha la plataforma y las clases, pero no podemos garantizar que nunca haya interrupciones. Si una clase no puede celebrarse por un fallo de nuestra parte, la devolvemos a tu curso.',
          'Salvo cuando la ley no lo permita, nuestra responsabilidad ante cualquier reclamación se limita al importe que pagaste por el curso en cuestión. Nada de lo dispuesto en estas condiciones limita la responsabilidad que la ley no permite limitar.',
        ],
      },
      changes: {
        title: 'Cambios en estas condiciones',
        body: [
          'Podemos modificar estas condiciones, por ejemplo cuando añadimos servicios o cambia la ley. Te informamos de los cambios importantes por correo o en la web al menos 30 días antes de que se apliquen. Los cursos ya comprados mantienen las condiciones con las que los compraste.',
        ],
      },
      contact: {
        title: 'Contacto',
        body: [
          '¿Tienes preguntas sobre estas condiciones? Escríbenos a {{email}} o consulta nuestra página de contacto para ver otras formas de comunicarte con nosotros.',
        ],
      },
    },
    contactLink: 'Todas las formas de contactarnos',
  },

  jyda: {
    title: 'Socio: JYDA Chinese',
    badge: 'Página de socio',
    hero: {
      eyebrow: 'Nuestro socio',
      title: 'JYDA Chinese, con profesores de Hanyu',
      lead: 'JYDA Chinese es una marca de escuela de idiomas asociada a Hanyu. Sus alumnos estudian con profesores de Hanyu, en el aula de Hanyu y con las mismas garantías.',
    },
    notice:
      'Esta página trata sobre nuestro socio JYDA Chinese. JYDA Chinese es una marca propia; las clases, los profesores y la plataforma los proporciona Hanyu.',
    who: {
      title: 'Quién es JYDA Chinese',
      paragraphs: [
        'JYDA Chinese es una escuela de idiomas asociada que ofrece clases de chino en directo a sus alumnos con su propio nombre. En lugar de contratar y formar a su propio equipo docente, JYDA trabaja con Hanyu: sus alumnos reservan clases con los profesores experimentados de Hanyu y usan la plataforma de Hanyu.',
        'En la web de JYDA verás el nombre y los colores de JYDA. Detrás están los mismos profesores, cursos y aula que encuentras en Hanyu.',
      ],
    },
    benefits: {
      title: 'Qué obtienen los alumnos de JYDA',
      items: [
        {
          title: 'Los mismos profesores',
          text: 'Unos {{teachers}} profesores de Hanyu, todos con más de {{years}} años de experiencia.',
        },
        {
          title: 'Los mismos cursos',
          text: 'Clases individuales, clases en grupo reducido y cursos en vídeo, alineados con los niveles del HSK.',
        },
        {
          title: 'Las mismas garantías',
          text: 'Una clase de prueba gratuita y nuestra garantía de devolución de {{days}} días.',
        },
        {
          title: 'Su propia atención',
          text: 'Los asesores de JYDA te ayudan a elegir curso y resuelven tus dudas sobre tu cuenta.',
        },
      ],
    },
    how: {
      title: 'Cómo funciona',
      steps: [
        {
          title: 'Regístrate en la web de JYDA',
          text: 'Crea tu cuenta en la web de JYDA Chinese con tu correo electrónico.',
        },
        {
          title: 'Elige y reserva',
          text: 'Escoge un curso y un profesor de Hanyu, y reserva el horario que mejor te venga.',
        },
        {
          title: 'Aprende en directo',
          text: 'Las clases se dan en el aula de Hanyu desde tu navegador, o por WeChat o Skype.',
        },
      ],
    },
    contact: {
      title: 'Contactar con JYDA Chinese',
      lead: '¿Tienes dudas sobre los cursos de JYDA o tu cuenta de JYDA? Contacta directamente con el equipo de JYDA.',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      wechat: 'WeChat',
      hanyu: 'Para preguntas sobre Hanyu, consulta la página de contacto de Hanyu.',
    },
  },
  catalogue,
  library,
  ...favourites,
  ...reviews,
  ...listingFilters,
};
export default publicStrings;
