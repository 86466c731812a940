import type en from './en.ts';

export default {
  reviews: {
    title: 'Reseñas',
    nav: 'Reseñas',
    summary_one: 'Valoración de {{average}} sobre 5 con {{count}} reseña',
    summary_other: 'Valoración de {{average}} sobre 5 con {{count}} reseñas',
    none: 'Aún no hay reseñas. Los alumnos pueden reseñar una clase cuando se completa.',
    itemTitle: '{{name}} · {{course}}',
    stars_one: '{{count}} estrella',
    stars_other: '{{count}} estrellas',
    yourReply: 'Tu respuesta:',
    replyLabel: 'Respuesta (una sola vez; se avisa al alumno y todos la leen bajo la reseña)',
    replyRequired: 'Escribe tu respuesta',
    send: 'Publicar la respuesta',
    alreadyReplied: 'Ya respondiste a esta reseña',
    failed: 'No se pudo enviar la respuesta. Inténtalo de nuevo.',
    pager: {
      label: 'Páginas de reseñas',
      previous: 'Anterior',
      next: 'Siguiente',
      page: 'Página {{page}}',
    },
  },
} satisfies typeof en;
