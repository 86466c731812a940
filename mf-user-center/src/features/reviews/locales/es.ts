import type en from './en.ts';

export default {
  reviews: {
    heading: 'Mis reseñas',
    menu: 'Mis reseñas',
    intro:
      'Reseña al profesor de una clase que tomaste, una clase en grupo cuando termine o un curso en vídeo cuando hayas visto la mitad. Puedes editar una reseña durante 7 días; el profesor puede responder una vez.',
    empty: {
      title: 'Aún no hay nada que reseñar',
      text: 'Después de tu primera clase podrás contar aquí qué tal fue.',
    },
    itemTitle: '{{course}} con {{teacher}}',
    lesson: 'Clase',
    course: 'Curso completo',
    stars_one: '{{count}} estrella',
    stars_other: '{{count}} estrellas',
    starsLabel: 'Tu valoración',
    textLabel: 'Tu reseña',
    languageLabel: 'Escrita en',
    submit: 'Publicar la reseña',
    save: 'Guardar los cambios',
    edit: 'Editar',
    editableUntil: 'Puedes editarla hasta el',
    hidden: 'Un operador ocultó esta reseña: no se muestra en el sitio.',
    reply: 'Respuesta:',
    starsRequired: 'Elige de 1 a 5 estrellas',
    textRequired: 'Escribe unas palabras',
    tooLate: 'Una reseña solo se puede editar durante los 7 días siguientes a escribirla',
    failed: 'No se pudo guardar la reseña. Inténtalo de nuevo.',
  },
} satisfies typeof en;
