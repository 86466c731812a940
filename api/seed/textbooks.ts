/** Courses whose purchase brings a printed textbook, posted to the learner's delivery address (user/delivery). */
export const textbookCourses: readonly string[] = ['hsk1-essentials', 'hsk3-exam-prep'];
