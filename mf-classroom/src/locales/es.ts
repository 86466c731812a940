import type { ClassroomResources } from './en.ts';

const strings: ClassroomResources = {
  title: {
    room: 'Aula en directo',
  },
  states: {
    loading: 'Cargando el aula…',
    failedTitle: 'No se pudo cargar el aula',
    failedText: 'Comprueba tu conexión y vuelve a intentarlo.',
    retry: 'Reintentar',
    notYours: 'Esta aula no es tuya',
    notYoursText:
      'Solo el alumno de la clase, su profesor y un profesor asistente pueden entrar en su aula. Comprueba que has iniciado sesión con la cuenta correcta.',
    toBookings: 'Mis reservas',
    toTeachingCentre: 'Centro de enseñanza',
  },
  lesson: {
    trial: 'Clase de prueba gratuita',
    with: 'con {{name}}',
  },
  early: {
    heading: 'El aula aún no está abierta',
    opensAt: 'Se abre el {{time}}, 20 minutos antes de que empiece la clase.',
    countdownLabel: 'Se abre en',
    days_one: '{{count}} día {{clock}}',
    days_other: '{{count}} días {{clock}}',
    opening: 'Abriendo…',
  },
  over: {
    heading: 'El aula de esta clase está cerrada',
    text: 'El aula se cierra 30 minutos después del final de la clase, o cuando la clase se cancela.',
  },
  unavailable: {
    heading: 'Esta aula aún no está disponible',
    text: 'Esta clase usa un servicio de aula que este sitio todavía no puede abrir. Contáctanos para cambiar tu clase.',
  },
  check: {
    heading: 'Comprueba tu cámara y tu micrófono',
    lead: 'Tu profesor necesita verte y oírte. Permite la cámara y el micrófono cuando el navegador lo pregunte.',
    asking: 'Pidiendo al navegador la cámara y el micrófono…',
    preview: 'Tu cámara',
    noCamera: 'Sin cámara: entrarás solo con audio.',
    microphone: 'Nivel del micrófono',
    speak: 'Di algo: la barra debería moverse.',
    speaker: 'Altavoces',
    testSound: 'Reproducir un sonido de prueba',
    playing: 'Reproduciendo…',
    heard: 'Deberías oír un tono corto. Si no, sube el volumen o elige otros altavoces.',
    enter: 'Entrar en el aula',
    audioOnly: 'Entrar solo con audio',
    listener: 'Entrar sin cámara ni micrófono',
    listenerHint: 'Verás y oirás la clase, pero los demás no te oirán hasta que enciendas un dispositivo.',
    problems: {
      permission: {
        title: 'El navegador no tiene permiso para usar tu cámara y tu micrófono',
        text: 'Permítelos en la barra de direcciones (el icono de la cámara) o en los ajustes del navegador y vuelve a intentarlo.',
      },
      'no-device': {
        title: 'No se encontró ninguna cámara ni micrófono',
        text: 'Conecta una cámara y un micrófono (o unos auriculares con micrófono) y vuelve a intentarlo.',
      },
      'in-use': {
        title: 'La cámara o el micrófono no funcionan',
        text: 'Puede que otra aplicación (una videollamada, la app de la cámara) los esté usando, o que el dispositivo falle. Cierra las otras aplicaciones que los usan y vuelve a intentarlo.',
      },
      constraints: {
        title: 'Tu cámara o tu micrófono no se pueden usar como necesita el aula',
        text: 'Prueba con otro dispositivo o entra solo con audio.',
      },
      unknown: {
        title: 'No se pudieron iniciar la cámara y el micrófono',
        text: 'Vuelve a intentarlo o entra sin ellos.',
      },
      'no-media-devices': {
        title: 'Este navegador no puede usar una cámara ni un micrófono aquí',
        text: 'Tu navegador es demasiado antiguo o no es compatible. Usa una versión reciente de Chrome, Edge, Safari o Firefox; aun así puedes entrar para escuchar.',
      },
      'no-webrtc': {
        title: 'Este navegador no puede unirse a clases en directo',
        text: 'Tu navegador es demasiado antiguo o no es compatible. Usa una versión reciente de Chrome, Edge, Safari o Firefox.',
      },
    },
  },
  room: {
    stage: 'Aula',
    youNamed: '{{name}} (tú)',
    micOff: 'Micrófono apagado',
    sharing: 'Compartiendo la pantalla',
    timeLeft_one: 'Queda {{count}} minuto',
    timeLeft_other: 'Quedan {{count}} minutos',
    startsIn_one: 'Empieza en {{count}} minuto',
    startsIn_other: 'Empieza en {{count}} minutos',
    closesIn_one: 'La clase ha terminado · el aula se cierra en {{count}} minuto',
    closesIn_other: 'La clase ha terminado · el aula se cierra en {{count}} minutos',
    joining: 'Entrando en el aula…',
    waitingTeacher: 'Tu profesor aún no ha empezado la clase. Espera aquí, por favor.',
    waitingFor: 'Esperando a que entre {{name}}.',
    reconnecting: 'Se ha interrumpido la red. Reconectando…',
    controls: 'Controles del aula',
    microphone: 'Micrófono',
    camera: 'Cámara',
    screen: 'Compartir pantalla',
    on: 'Encendido',
    off: 'Apagado',
    leave: 'Salir',
    ok: 'Aceptar',
    dismiss: 'Cerrar',
    enterAgain: 'Volver a entrar',
    left: 'Has salido del aula',
    leftText: 'Puedes volver a entrar hasta que el aula se cierre.',
    over: 'El aula de esta clase está cerrada',
    overText: 'La clase ha terminado. ¡Gracias!',
    failed: {
      network: {
        title: 'La red se ha desconectado',
        text: 'Comprueba tu conexión y pulsa Aceptar para volver a entrar en el aula.',
      },
      call: {
        title: 'Falló la conexión de la llamada',
        text: 'No se pudo conectar la llamada. Pulsa Aceptar para volver a entrar en el aula.',
      },
      replaced: {
        title: 'Has entrado en esta aula desde otro lugar',
        text: 'El aula está abierta en otra pestaña o en otro dispositivo. Pulsa Aceptar para usarla aquí.',
      },
      refused: {
        title: 'El aula no te ha dejado entrar',
        text: 'Pulsa Aceptar para intentar entrar de nuevo.',
      },
    },
    notices: {
      'screen-unsupported':
        'Tu navegador no puede compartir la pantalla. Usa una versión reciente de Chrome, Edge o Firefox en un ordenador.',
      'screen-denied': 'Se canceló o no se permitió compartir la pantalla.',
      device:
        'La cámara o el micrófono no funcionan (dispositivo con fallos). Compruébalo y vuelve a intentarlo.',
    },
  },
};
export default strings;
