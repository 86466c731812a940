import { Button, EmptyState } from '@hanyu/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import form from '../page-frame/form.module.css';
import frame from '../page-frame/list-page.module.css';
import type { orgInvitationLoader } from './org-invitation-loader.ts';

/**
 * user/org-invitation (issue 28): the person an organisation's owner invited accepts, signed in as the
 * address invited; the company then pays for their courses.
 */
export function OrgInvitationPage() {
  const { t } = useTranslation('userCenter');
  const { token, invitation } = useLoaderData<typeof orgInvitationLoader>();
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<'accepted' | 'failed'>();
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    try {
      await api.acceptOrgInvitation({ body: { token } });
      setOutcome('accepted');
      await revalidator.revalidate();
    } catch {
      setOutcome('failed');
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  let body: React.ReactNode;
  if (!invitation) {
    body = <EmptyState title={t('orgInvitation.notFound.title')} text={t('orgInvitation.notFound.text')} />;
  } else if (outcome === 'accepted' || invitation.state === 'accepted') {
    body = (
      <p className={form.success} role="status">
        {t('orgInvitation.accepted', { organisation: invitation.organisation })}
      </p>
    );
  } else if (invitation.state !== 'open') {
    body = (
      <EmptyState
        title={t(`orgInvitation.closed.${invitation.state}`)}
        text={t('orgInvitation.closed.text', { organisation: invitation.organisation })}
      />
    );
  } else if (!invitation.for_caller) {
    body = (
      <EmptyState
        title={t('orgInvitation.notForYou.title')}
        text={t('orgInvitation.notForYou.text', { email: invitation.email })}
      />
    );
  } else {
    body = (
      <div className={form.section}>
        <p>{t('orgInvitation.lead', { organisation: invitation.organisation, email: invitation.email })}</p>
        <p className={form.hint}>
          {t('orgInvitation.expires')} <DateTime iso={invitation.expires_at} format="day" />
        </p>
        {outcome === 'failed' ? (
          <p className={form.failure} role="alert">
            {t('orgInvitation.failed')}
          </p>
        ) : null}
        <div className={form.actions}>
          <Button onClick={accept} disabled={busy}>
            {busy ? t('orgInvitation.accepting') : t('orgInvitation.accept')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('orgInvitation.heading')}</h1>
      {body}
    </div>
  );
}
