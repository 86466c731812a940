import type en from './en.ts';

export default {
  refunds: {
    title: 'Reembolsos',
    intro:
      'Los alumnos piden el reembolso de un pedido pagado en los 30 días siguientes al pago (la garantía de devolución). Al aprobarlo, lo no usado vuelve al monedero que pagó (tipo de factura 5), se cancelan las clases pendientes y se cierra el curso; el alumno lee tu respuesta en su pedido y por correo.',
    none: 'Aún no hay solicitudes de reembolso',
    itemTitle: '#{{id}} · pedido {{order}} · {{course}}',
    state: {
      open: 'Abierta',
      approved: 'Aprobada',
      declined: 'Rechazada',
    },
    askedAt: 'solicitada',
    paid: 'Pagado',
    companyPaid: 'pagado por la empresa',
    used: 'Usado',
    refundable: 'Al aprobar se devuelve',
    refunded: 'Devuelto',
    reason: 'Motivo',
    reply: 'Respuesta',
    usage: {
      minutes: '{{used}} de {{granted}} minutos',
      ahead_one: '{{count}} clase pendiente (se cancela al aprobar)',
      ahead_other: '{{count}} clases pendientes (se cancelan al aprobar)',
      classOpened: 'la clase ya ha empezado',
      classNotOpened: 'la clase aún no ha empezado',
      video: '{{percent}} % de los vídeos terminados',
      textbookShipped: 'libro impreso enviado (no se reembolsa)',
    },
    replyLabel: 'Respuesta al alumno',
    replyRequired: 'Escribe una respuesta: el alumno la leerá.',
    approve: 'Aprobar y devolver {{amount}}',
    decline: 'Rechazar',
    alreadyDecided: 'Otro operador ya ha decidido esta solicitud.',
    failed: 'No se pudo guardar la decisión. Inténtalo de nuevo.',
  },
} satisfies typeof en;
