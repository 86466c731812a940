import type { ShellResources } from './en.ts';

const shell: ShellResources = {
  brandTagline: 'Clases de chino en directo',
  skipToContent: 'Saltar al contenido',
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    freeTrial: 'Clase gratis',
    courses: 'Cursos',
    live: 'Clases individuales',
    liveHint: 'Clases privadas con tu propio profesor',
    group: 'Clases en grupo',
    groupHint: 'Grupos reducidos en directo de 2 a 6 alumnos',
    video: 'Cursos en vídeo',
    videoHint: 'Aprende a tu ritmo, con ejercicios',
    curriculum: 'Plan de estudios',
    blog: 'Blog',
    about: 'Quiénes somos',
    menu: 'Menú',
    closeMenu: 'Cerrar menú',
  },
  slogans: {
    s0: 'Habla chino con confianza, clase a clase y en directo.',
    s1: 'Unos 200 profesores con experiencia, cuando tú quieras.',
    s2: 'Tu primera clase es gratis. Tu progreso es real.',
  },
  consent: {
    title: 'Cookies de estadística',
    text: 'Con tu consentimiento, usamos una etiqueta de analítica para ver cómo se usa el sitio y mejorarlo. Puedes cambiar de opinión borrando los datos de este sitio.',
    accept: 'Aceptar',
    decline: 'Rechazar',
  },
  notifications: {
    label: 'Notificaciones',
    labelUnread_one: 'Notificaciones, {{count}} sin leer',
    labelUnread_other: 'Notificaciones, {{count}} sin leer',
  },
  chat: {
    open: 'Chatea con nosotros',
    unread_one: '{{count}} mensaje sin leer',
    unread_other: '{{count}} mensajes sin leer',
  },
  account: {
    login: 'Iniciar sesión',
    register: 'Regístrate gratis',
    myPage: 'Mi página',
    teachingCentre: 'Centro docente',
    balance: 'Saldo de matrícula',
  },
  language: { label: 'Idioma', current: 'Idioma actual: {{name}}' },
  serverPage: {
    notice:
      'Algunos controles de esta página no se pudieron cargar. Puedes seguir leyendo y los enlaces funcionan.',
    retry: 'Reintentar',
  },
  timeZone: { label: 'Zona horaria', shown: 'Las horas se muestran en {{offset}} ({{zone}})' },
  footer: {
    services: 'Servicios',
    live: 'Clases individuales en directo',
    video: 'Cursos en vídeo',
    company: 'Empresa',
    about: 'Quiénes somos',
    contact: 'Contacto',
    terms: 'Condiciones del servicio',
    resources: 'Recursos',
    external: { hsk: 'Web oficial del HSK', confucius: 'Fundación de Educación Internacional del Chino' },
    follow: 'Síguenos',
    contactTitle: 'Contacta con nosotros',
    email: 'Correo',
    phone: 'Teléfono',
    wechat: 'WeChat',
    guarantee: 'Garantía de devolución de 30 días',
    rights: '© {{year}} {{brand}}. Todos los derechos reservados.',
  },
  loading: 'Cargando la página',
  titles: { notFound: 'Página no encontrada', error: 'Error' },
  meta: {
    description:
      'Aprende chino con un profesor en directo: clases individuales, clases en grupos reducidos y cursos en vídeo.',
  },
};
export default shell;
