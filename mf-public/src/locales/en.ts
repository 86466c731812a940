const publicStrings = {
  home: { title: 'Learn Chinese with a live teacher' },
};
export default publicStrings;
export type PublicResources = typeof publicStrings;
