import type en from './en.ts';

const favourites: typeof en = {
  favourites: {
    toggle: {
      save: 'Guardar {{name}} en favoritos',
      saveShort: 'Guardar',
      saved: 'Guardado',
      failed: 'No se pudo guardar. Inténtalo de nuevo.',
    },
    message: 'Escribir al profesor',
  },
};
export default favourites;
