/** The favourites page's strings (user/favourites), under their own key of the `userCenter` namespace. */
export default {
  favourites: {
    heading: 'My favourites',
    menu: 'My favourites',
    teachers: 'Teachers',
    courses: 'Courses',
    noTeachers: 'No teachers saved yet.',
    noCourses: 'No courses saved yet.',
    empty: {
      title: 'Nothing saved yet',
      text: 'Press the heart on a teacher or a course to find them here again.',
      action: 'Find a teacher',
    },
    kinds: { live: 'One-on-one live', group: 'Small-group live', video: 'Video course' },
    withTeacher: 'with {{name}}',
    remove: 'Remove',
    removeNamed: 'Remove {{name}} from favourites',
    removeFailed: 'Could not remove it. Please try again.',
  },
};
