import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A plain GET form (it works without scripts too) that navigates within the app on submit: the named
 * fields with a value become the query, so the URL holds the search and the sort; empty fields are left out.
 */
export function useGetFormSubmit(): (event: FormEvent<HTMLFormElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    const params = new URLSearchParams();
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
      // As a browser submits: a box or a choice that is not ticked sends nothing.
      if (
        element instanceof HTMLInputElement &&
        ['checkbox', 'radio'].includes(element.type) &&
        !element.checked
      )
        continue;
      const value = element.value.trim();
      if (element.name && value) params.append(element.name, value);
    }
    const query = params.toString();
    const to = `${new URL(form.action, 'http://x').pathname}${query ? `?${query}` : ''}`;
    // After the event: navigating inside it would make React treat the submit as a form action and
    // collect the form's FormData, which nothing here needs.
    queueMicrotask(() => void navigate(to));
  };
}
