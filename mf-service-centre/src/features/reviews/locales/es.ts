import type en from './en.ts';

/** The reviews section's strings: the list, the filter and hiding with a reason. */
export default {
  reviews: {
    title: 'Reseñas',
    intro:
      'Lo que los alumnos escribieron sobre profesores y cursos, de la más reciente a la más antigua. Oculta con un motivo una reseña que incumpla las normas (datos de contacto, insultos, nada sobre la clase): desaparece de todas las páginas y de las valoraciones al instante. Ocultar y volver a mostrar quedan en el registro de auditoría.',
    filterLabel: 'Qué reseñas',
    filter: {
      all: 'Todas',
      shown: 'Visibles',
      hidden: 'Ocultas',
    },
    none: 'No hay reseñas aquí',
    itemTitle: '#{{id}} · {{stars}}★ · {{subject}}',
    shown: 'Visible',
    hidden: 'Oculta',
    reply: 'Respuesta:',
    hiddenBecause: 'Oculta porque:',
    reasonLabel: 'Por qué ocultarla (el motivo queda en el registro de auditoría)',
    reasonRequired: 'Di por qué se oculta la reseña',
    hide: 'Ocultar la reseña',
    unhide: 'Volver a mostrarla',
    changedMeanwhile: 'Otro operador cambió esta reseña mientras tanto; la lista ya está al día.',
    failed: 'No ha funcionado. Inténtalo de nuevo.',
    pager: {
      label: 'Páginas de reseñas',
      previous: 'Anterior',
      next: 'Siguiente',
      page: 'Página {{page}}',
    },
  },
} satisfies typeof en;
