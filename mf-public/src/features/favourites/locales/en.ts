/** Strings of favourites and "Message the teacher" (mf-public), under their own key of the `public` namespace. */
const favourites = {
  favourites: {
    toggle: {
      save: 'Save {{name}} to favourites',
      saveShort: 'Save',
      saved: 'Saved',
      failed: 'Could not save. Please try again.',
    },
    message: 'Message the teacher',
  },
};
export default favourites;
