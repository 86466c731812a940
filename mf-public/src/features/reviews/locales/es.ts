import type reviewsEn from './en.ts';

const reviews: typeof reviewsEn = {
  reviews: {
    title: 'Lo que dicen los alumnos',
    courseTitle: 'Reseñas',
    none: 'Todavía no hay reseñas.',
    average: 'Valoración de {{average}} sobre 5',
    count_one: '{{value}} reseña',
    count_other: '{{value}} reseñas',
    distribution: 'Reseñas por estrellas',
    starsCount: '{{stars}} estrellas: {{count}}',
    stars_one: '{{count}} estrella',
    stars_other: '{{count}} estrellas',
    writtenIn: 'Escrita en {{language}}',
    reply: 'Respuesta del profesor',
  },
};
export default reviews;
