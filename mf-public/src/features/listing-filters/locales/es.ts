import type listingFiltersEn from './en.ts';

const listingFilters: typeof listingFiltersEn = {
  listingFilters: {
    title: 'Filtros',
    withCount: '{{label}} ({{count}})',
    price: 'Precio por clase ({{currency}})',
    coursePrice: 'Precio del curso ({{currency}})',
    priceMin: 'Desde',
    priceMax: 'Hasta',
    days: 'Libre los',
    classDays: 'Se reúne los',
    parts: 'Por la',
    partNames: {
      morning: 'Mañana (6–12)',
      afternoon: 'Tarde (12–18)',
      evening: 'Noche (18–24)',
      night: 'Madrugada (0–6)',
    },
    zoneHint: 'En los próximos 14 días, horas de {{zone}}.',
    classZoneHint: 'Horas de las próximas sesiones, en {{zone}}.',
    yourZone: 'tu zona horaria',
    native: 'Lengua materna',
    speaks: 'También habla',
    gender: 'Profesor/a',
    genders: { female: 'Profesora', male: 'Profesor' },
    rating: 'Valoración',
    ratingFloor: '{{value}} estrellas o más',
    any: 'Cualquiera',
    apply: 'Ver profesores',
    applyCourses: 'Ver cursos',
    clear: 'Quitar filtros',
  },
};
export default listingFilters;
