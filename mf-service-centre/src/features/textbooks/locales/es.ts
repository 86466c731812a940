import type en from './en.ts';

export default {
  textbooks: {
    title: 'Libros de texto',
    intro:
      'Libros de texto impresos de los cursos que los incluyen, en camino a los alumnos. Envía primero los más antiguos; el alumno recibe un correo en cada paso.',
    tabsLabel: 'Estados del envío',
    state: {
      preparing: 'Por enviar',
      shipped: 'Enviado',
      delivered: 'Entregado',
    },
    none: {
      preparing: 'No hay nada por enviar',
      shipped: 'No hay nada en camino',
      delivered: 'Aún no se ha entregado nada',
    },
    course: 'Curso {{id}}',
    learner: 'Alumno',
    address: 'Dirección',
    noAddress: 'Sin dirección',
    stateLabel: 'Estado',
    carrier: 'Transportista',
    trackingNumber: 'Número de seguimiento',
    shippedAt: 'Enviado',
    deliveredAt: 'Entregado',
    ship: 'Marcar como enviado',
    shipping: 'Guardando…',
    deliver: 'Marcar como entregado',
    delivering: 'Guardando…',
    required: 'Indica el transportista y el número de seguimiento.',
    invalid:
      'Revisa el transportista y el número de seguimiento (letras, dígitos, espacios, puntos, barras o guiones).',
    failed: 'No se pudo guardar. Inténtalo de nuevo.',
    conflict: {
      preparing: 'Otro operador ya ha enviado este libro.',
      shipped: 'Este libro ya se marcó como entregado.',
      delivered: 'Este libro ya se marcó como entregado.',
    },
    pages: 'Páginas de envíos',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{n}}',
  },
} satisfies typeof en;
