-- Issue 24: a user's session generation, raised whenever every session of the user ends (password change,
-- password reset, account deletion). Room tokens carry the generation they were given under and are
-- admitted only while it is still the user's, so an ended session's token stops working at once.
alter table users add column session_generation integer not null default 0;
