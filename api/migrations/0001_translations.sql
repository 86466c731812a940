-- Translated texts: interface strings (model_id 0) and translatable fields of model rows
-- (field_name 'teacher.intro', 'course.title', ... with model_id = the row's id).
create table translations (
  id bigint generated always as identity primary key,
  field_name text not null check (length(field_name) between 1 and 200),
  model_id bigint not null default 0 check (model_id >= 0),
  value_char text not null,
  -- the language of this text, a route segment
  language_trans text not null check (language_trans in ('zh-cn', 'en', 'es', 'ja', 'ko')),
  -- the language the text was written in and translated from
  languages text not null check (languages in ('zh-cn', 'en', 'es', 'ja', 'ko')),
  updated_at timestamptz not null default now(),
  constraint translations_field_model_language_key unique (field_name, model_id, language_trans)
);

create index translations_language_updated_idx on translations (language_trans, updated_at desc);
