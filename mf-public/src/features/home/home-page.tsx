import { isLang } from '@hanyu/contract';
import { api } from '@hanyu/sdk';
import { Container } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

export async function homeLoader({ params }: LoaderFunctionArgs) {
  const language = isLang(params.lang) ? params.lang : 'en';
  return api.home({ query: { language } });
}

export function HomePage() {
  const { t } = useTranslation('public');
  const home = useLoaderData<typeof homeLoader>();
  return (
    <Container data-remote-build={__HANYU_BUILD__}>
      <h1>{t('home.title')}</h1>
      <ul>
        {home.teachers.map((teacher) => (
          <li key={teacher.id}>{teacher.name}</li>
        ))}
      </ul>
    </Container>
  );
}
