/** Moving a booked lesson to another start (issue 29): the card's action, the free starts, the refusals. */
export default {
  reschedule: {
    open: 'Reschedule',
    movesLeft: 'Moves left: {{count}} of {{max}}',
    noMovesLeft: 'This lesson has been moved twice and can no longer be moved.',
    heading: 'Move this lesson',
    intro: 'Choose a new start with {{teacher}}. The lesson, its length and its price stay the same.',
    times: 'Free times in your time zone',
    loading: 'Loading free times…',
    none: 'No free times in the next two weeks.',
    confirm: 'Move the lesson',
    moving: 'Moving…',
    close: 'Keep the current time',
    chooseFirst: 'Please choose a new time.',
    moved: 'The lesson has moved. You and your teacher have been emailed the new time.',
    tooLate: 'Lessons can be moved until 2 hours before they start.',
    limit: 'This lesson has already been moved twice.',
    taken: 'This time is no longer free. Please choose another.',
    movedMeanwhile: 'This lesson has just been moved; its new time is shown.',
    failed: 'The lesson could not be moved. Please try again.',
    loadFailed: 'The free times could not be loaded. Please try again.',
  },
};
