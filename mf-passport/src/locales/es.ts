import type { PassportResources } from './en.ts';

const passportStrings: PassportResources = {
  title: {
    login: 'Iniciar sesión',
    register: 'Registrarse',
    reset: 'Restablecer la contraseña',
    logout: 'Cerrar sesión',
    resetPassword: 'Elige una contraseña nueva',
    callback: 'Iniciando sesión',
  },
  lead: {
    login: 'Hola de nuevo. Inicia sesión para reservar clases y ver tu horario.',
    register: 'Crea una cuenta gratuita y reserva tu clase de prueba.',
    reset:
      'Escribe el correo con el que te registraste y te enviaremos un enlace para crear una contraseña nueva.',
  },
  dialog: {
    close: 'Cerrar',
  },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    emailPlaceholder: 'tu@ejemplo.com',
    showPassword: 'Mostrar la contraseña',
    hidePassword: 'Ocultar la contraseña',
  },
  login: {
    submit: 'Iniciar sesión',
    forgot: '¿Has olvidado tu contraseña?',
    noAccount: '¿Eres nuevo?',
    toRegister: 'Crear una cuenta',
    success: 'Has iniciado sesión',
  },
  register: {
    submit: 'Crear cuenta',
    termsBefore: 'He leído y acepto el',
    termsLink: 'acuerdo de usuario',
    haveAccount: '¿Ya tienes una cuenta?',
    toLogin: 'Iniciar sesión',
    success: 'Te has registrado correctamente',
  },
  reset: {
    submit: 'Enviar el enlace',
    backToLogin: 'Volver a iniciar sesión',
    sent: 'Te hemos enviado a tu correo un enlace para restablecer la contraseña',
    success: 'Tu contraseña se ha restablecido',
  },
  social: {
    or: 'o',
    google: 'Continuar con Google',
    facebook: 'Continuar con Facebook',
  },
  errors: {
    emailRequired: 'Escribe tu correo electrónico',
    emailFormat: 'Hay un error en tu correo electrónico',
    wrongCredentials: 'El correo o la contraseña no son correctos',
    termsRequired: 'Lee y acepta el acuerdo de usuario',
    passwordRequired: 'Escribe tu contraseña',
    emailExists: 'Esta cuenta ya existe',
    registerFailed: 'No se ha podido completar el registro. Inténtalo de nuevo.',
    emailUnregistered: 'El correo que has escrito no está registrado o no es válido',
    linkExpired: 'El enlace ha caducado. Inténtalo de nuevo',
    tooManyRequests: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    unavailable: 'Algo ha salido mal. Inténtalo de nuevo.',
    oauthFailed: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
    oauthUnavailable: 'Este método de inicio de sesión no está disponible',
    oauthCancelled: 'Se canceló el inicio de sesión.',
  },
  resetPage: {
    lead: 'Elige una contraseña nueva. Se cerrará tu sesión en todos los dispositivos y volverás a entrar con ella.',
    newPassword: 'Contraseña nueva',
    submit: 'Guardar la contraseña nueva',
    expiredLead:
      'Un enlace de restablecimiento sirve una sola vez y durante 60 minutos. Pide uno nuevo y usa el correo más reciente.',
    requestAgain: 'Enviarme un enlace nuevo',
    successLead: 'Inicia sesión con tu contraseña nueva para continuar.',
    toLogin: 'Iniciar sesión',
  },
  callback: {
    inProgress: 'Iniciando sesión…',
    backToLogin: 'Volver a iniciar sesión',
  },
  logout: {
    inProgress: 'Cerrando la sesión…',
  },
};

export default passportStrings;
