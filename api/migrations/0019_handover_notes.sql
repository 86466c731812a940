-- A lesson's handover note (module/teacher/handover, issue 11): what its teacher hands to the learner's next
-- teacher. Read by the learner's teachers only, never shown to the learner.
alter table lessons
  add column handover text check (length(handover) between 1 and 4000);
