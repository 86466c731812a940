import type { LinkCheck, LinkedAccount, LinkRequest, SharedCourse } from '@hanyu/contract';
import { Button, ConfirmDialog, EmptyState, useLang } from '@hanyu/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import form from '../page-frame/form.module.css';
import frame from '../page-frame/list-page.module.css';
import type { LinkedAnswer, LinkedData, linkedLoader, WechatAnswer, WechatReturn } from './linked-loader.ts';
import { failureKey, linkRefusalOf } from './linked-messages.ts';
import styles from './linked-page.module.css';

type Say = (text: string) => void;

/**
 * user/linked (SPEC §2, §5, §7): the accounts linked to the caller and the courses each side may use, link
 * requests to accept or decline, the form that checks an address and asks to link it, and WeChat binding.
 */
export function LinkedPage() {
  const { t } = useTranslation('userCenter');
  const data = useLoaderData<typeof linkedLoader>();
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const say: Say = (text) => {
    setNotice(text);
    noticeRef.current?.focus();
  };
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('linked.heading')}</h1>
      <p className={styles.lead}>{t('linked.lead')}</p>
      <p ref={noticeRef} className={frame.notice} role="status" tabIndex={-1}>
        {notice}
      </p>
      <Links answer={data.linked} say={say} />
      <WechatSection data={data} say={say} />
    </div>
  );
}

function Links({ answer, say }: { answer: LinkedAnswer; say: Say }) {
  const { t } = useTranslation('userCenter');
  return (
    <>
      <section className={form.section} aria-labelledby="linked-accounts">
        <h2 id="linked-accounts" className={form.sectionTitle}>
          {t('linked.accounts')}
        </h2>
        {answer.role ? <p className={styles.role}>{t(`linked.yourRole.${answer.role}`)}</p> : null}
        {answer.linked.length === 0 ? (
          <EmptyState headingLevel={3} title={t('linked.empty.title')} text={t('linked.empty.text')} />
        ) : (
          <ul className={frame.list}>
            {answer.linked.map((account) => (
              <li key={account.user_id}>
                <AccountCard account={account} say={say} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {answer.incoming.length > 0 || answer.outgoing.length > 0 ? (
        <Requests incoming={answer.incoming} outgoing={answer.outgoing} say={say} />
      ) : null}
      <LinkForm member={answer.role === 'member'} say={say} />
    </>
  );
}

function Courses({ title, courses }: { title: string; courses: SharedCourse[] }) {
  const { t } = useTranslation('userCenter');
  return (
    <div className={styles.courses}>
      <h4 className={styles.coursesTitle}>{title}</h4>
      {courses.length === 0 ? (
        <p className={styles.meta}>{t('linked.noneShared')}</p>
      ) : (
        <ul className={styles.courseList}>
          {courses.map((course) => (
            <li key={course.course_id}>
              <span className={styles.kind}>{t(`linked.kinds.${course.kind}`)}</span> {course.title}
              {course.remaining_minutes !== null ? (
                <span className={styles.meta}>
                  {' '}
                  · {t('linked.minutesLeft', { count: course.remaining_minutes })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AccountCard({ account, say }: { account: LinkedAccount; say: Say }) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  async function unlink(): Promise<string | undefined> {
    try {
      await api.unlinkAccount({ params: { user_id: account.user_id }, query: { language: lang } });
    } catch (error) {
      return t(`linked.refusals.${failureKey(error)}`);
    }
    setConfirming(false);
    say(t('linked.notices.unlinked', { name: account.nick_name }));
    void revalidator.revalidate();
    return undefined;
  }
  return (
    <article className={styles.card} aria-label={account.nick_name}>
      <div className={styles.cardHead}>
        <div className={styles.who}>
          <h3 className={styles.name}>{account.nick_name}</h3>
          <p className={styles.meta}>{account.email}</p>
          <p className={styles.meta}>
            <span className={styles.badge}>{t(`linked.role.${account.role}`)}</span> {t('linked.linkedSince')}{' '}
            <DateTime iso={account.linked_at} format="day" />
          </p>
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('linked.unlink')}
        </Button>
      </div>
      <div className={styles.shared}>
        <Courses title={t('linked.theirs')} courses={account.theirs} />
        <Courses title={t('linked.mine')} courses={account.mine} />
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('linked.unlinkDialog.title', { name: account.nick_name })}
          text={t('linked.unlinkDialog.text')}
          keepLabel={t('linked.unlinkDialog.keep')}
          confirmLabel={t('linked.unlinkDialog.confirm')}
          busyLabel={t('linked.unlinkDialog.unlinking')}
          onKeep={() => setConfirming(false)}
          onConfirm={unlink}
        />
      ) : null}
    </article>
  );
}

function Requests({
  incoming,
  outgoing,
  say,
}: {
  incoming: LinkRequest[];
  outgoing: LinkRequest[];
  say: Say;
}) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number>();
  const [failure, setFailure] = useState<{ id: number; text: string }>();

  async function act(request: LinkRequest, action: 'accept' | 'decline' | 'withdraw') {
    setBusy(request.id);
    setFailure(undefined);
    try {
      const call = { params: { id: request.id }, query: { language: lang } };
      if (action === 'accept') await api.acceptLink(call);
      else await api.dropLinkRequest(call);
    } catch (error) {
      setFailure({ id: request.id, text: t(`linked.refusals.${failureKey(error)}`) });
      setBusy(undefined);
      void revalidator.revalidate();
      return;
    }
    setBusy(undefined);
    say(
      action === 'accept'
        ? t('linked.notices.accepted', { name: request.nick_name })
        : t(action === 'decline' ? 'linked.notices.declined' : 'linked.notices.withdrawn'),
    );
    void revalidator.revalidate();
  }

  const row = (request: LinkRequest, way: 'incoming' | 'outgoing') => (
    <li key={request.id} className={styles.request} aria-label={request.nick_name}>
      <div className={styles.who}>
        <p className={styles.name}>{request.nick_name}</p>
        <p className={styles.meta}>
          {request.email} · {t('linked.requests.sent')} <DateTime iso={request.created_at} format="day" />
        </p>
        {way === 'incoming' ? (
          <p className={styles.meta}>{t('linked.requests.consent', { name: request.nick_name })}</p>
        ) : null}
        {failure?.id === request.id ? (
          <p className={form.fieldError} role="alert">
            {failure.text}
          </p>
        ) : null}
      </div>
      <div className={styles.requestActions}>
        {way === 'incoming' ? (
          <>
            <Button onClick={() => act(request, 'accept')} disabled={busy !== undefined}>
              {busy === request.id ? t('linked.requests.working') : t('linked.requests.accept')}
            </Button>
            <Button variant="secondary" onClick={() => act(request, 'decline')} disabled={busy !== undefined}>
              {t('linked.requests.decline')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => act(request, 'withdraw')} disabled={busy !== undefined}>
            {busy === request.id ? t('linked.requests.working') : t('linked.requests.withdraw')}
          </Button>
        )}
      </div>
    </li>
  );

  return (
    <section className={form.section} aria-labelledby="linked-requests">
      <h2 id="linked-requests" className={form.sectionTitle}>
        {t('linked.requests.heading')}
      </h2>
      {incoming.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('linked.requests.incoming')}</h3>
          <ul className={styles.requests}>{incoming.map((request) => row(request, 'incoming'))}</ul>
        </>
      ) : null}
      {outgoing.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('linked.requests.outgoing')}</h3>
          <ul className={styles.requests}>{outgoing.map((request) => row(request, 'outgoing'))}</ul>
        </>
      ) : null}
    </section>
  );
}

function LinkForm({ member, say }: { member: boolean; say: Say }) {
  const { t } = useTranslation('userCenter');
  const revalidator = useRevalidator();
  const inputId = useId();
  const hintId = useId();
  const [email, setEmail] = useState('');
  const [check, setCheck] = useState<LinkCheck>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<'check' | 'send'>();

  if (member)
    return (
      <section className={form.section} aria-labelledby="linked-form">
        <h2 id="linked-form" className={form.sectionTitle}>
          {t('linked.form.heading')}
        </h2>
        <p className={form.hint}>{t('linked.form.memberNote')}</p>
      </section>
    );

  async function onCheck(event: FormEvent) {
    event.preventDefault();
    setBusy('check');
    setFailure(undefined);
    setCheck(undefined);
    try {
      setCheck(await api.checkLink({ query: { email: email.trim() } }));
    } catch (error) {
      setFailure(t(`linked.refusals.${failureKey(error)}`));
    }
    setBusy(undefined);
  }

  async function send() {
    if (!check) return;
    setBusy('send');
    setFailure(undefined);
    try {
      await api.requestLink({ body: { email: check.email } });
    } catch (error) {
      setFailure(t(`linked.refusals.${failureKey(error)}`));
      setBusy(undefined);
      return;
    }
    setBusy(undefined);
    setCheck(undefined);
    setEmail('');
    say(t('linked.notices.requested', { email: check.email }));
    void revalidator.revalidate();
  }

  const refusal = check?.refusal ? linkRefusalOf(check.refusal.code) : undefined;
  return (
    <section className={form.section} aria-labelledby="linked-form">
      <h2 id="linked-form" className={form.sectionTitle}>
        {t('linked.form.heading')}
      </h2>
      <form onSubmit={onCheck} noValidate>
        <div className={form.field}>
          <label className={form.label} htmlFor={inputId}>
            {t('linked.form.email')}
          </label>
          <input
            id={inputId}
            className={form.input}
            type="email"
            autoComplete="off"
            inputMode="email"
            required
            maxLength={254}
            value={email}
            aria-describedby={hintId}
            aria-invalid={failure !== undefined || refusal !== undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setCheck(undefined);
              setFailure(undefined);
            }}
          />
          <p id={hintId} className={form.hint}>
            {t('linked.form.hint')}
          </p>
        </div>
        <div className={form.actions}>
          <Button
            type="submit"
            variant={check?.linkable ? 'secondary' : 'primary'}
            disabled={busy !== undefined || !email.trim()}
          >
            {busy === 'check' ? t('linked.form.checking') : t('linked.form.check')}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {check?.linkable ? (
          <div className={form.success}>
            <p className={styles.checkText}>{t('linked.form.found', { email: check.email })}</p>
            <Button onClick={send} disabled={busy !== undefined}>
              {busy === 'send' ? t('linked.form.sending') : t('linked.form.send')}
            </Button>
          </div>
        ) : null}
        {check && !check.linkable ? (
          <p className={form.failure} role="alert">
            {t(`linked.refusals.${refusal ?? 'failed'}`)}
          </p>
        ) : null}
        {failure ? (
          <p className={form.failure} role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function WechatSection({ data, say }: { data: LinkedData; say: Say }) {
  const { t } = useTranslation('userCenter');
  return (
    <section className={form.section} aria-labelledby="linked-wechat">
      <h2 id="linked-wechat" className={form.sectionTitle}>
        {t('linked.wechat.heading')}
      </h2>
      <WechatReturned returned={data.wechatReturn} />
      <Wechat answer={data.wechat} say={say} />
    </section>
  );
}

/** After WeChat sent the scanner back: says how it went once, and drops code and state from the address. */
function WechatReturned({ returned }: { returned: WechatReturn | null }) {
  const { t } = useTranslation('userCenter');
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  useEffect(() => {
    if (returned) void navigate(pathname, { replace: true, state: { wechatReturn: returned } });
  }, [returned, navigate, pathname]);
  const shown = returned ?? (state as { wechatReturn?: WechatReturn } | null)?.wechatReturn;
  if (!shown) return null;
  if (shown.bound) return <p className={form.success}>{t('linked.notices.wechatBound')}</p>;
  return (
    <p className={form.failure} role="alert">
      {t(`linked.refusals.${linkRefusalOf(shown.code) ?? 'wechatFailed'}`)}
    </p>
  );
}

function Wechat({ answer, say }: { answer: WechatAnswer; say: Say }) {
  const { t } = useTranslation('userCenter');
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!answer.available) return <p className={form.hint}>{t('linked.refusals.wechatUnavailable')}</p>;
  async function unbind() {
    setBusy(true);
    setFailure(undefined);
    try {
      await api.unbindWechat({});
    } catch (error) {
      setFailure(t(`linked.refusals.${failureKey(error)}`));
      setBusy(false);
      return;
    }
    setBusy(false);
    say(t('linked.notices.wechatUnbound'));
    void revalidator.revalidate();
  }
  if (answer.bound)
    return (
      <div className={styles.wechat}>
        <p className={styles.checkText}>{t('linked.wechat.bound')}</p>
        <Button variant="secondary" onClick={unbind} disabled={busy}>
          {busy ? t('linked.wechat.unbinding') : t('linked.wechat.unbind')}
        </Button>
        {failure ? (
          <p className={form.failure} role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    );
  return (
    <div className={styles.wechat}>
      {answer.qrcode ? (
        <img
          className={styles.qr}
          src={answer.qrcode}
          alt={t('linked.wechat.qrAlt')}
          width={200}
          height={200}
        />
      ) : null}
      <div>
        <p className={styles.checkText}>{t('linked.wechat.scan')}</p>
        {answer.expires_at ? (
          <p className={form.hint}>
            {t('linked.wechat.expires')} <DateTime iso={answer.expires_at} />
          </p>
        ) : null}
        <div className={form.actions}>
          <Button
            variant="secondary"
            onClick={() => revalidator.revalidate()}
            disabled={revalidator.state === 'loading'}
          >
            {t('linked.wechat.renew')}
          </Button>
        </div>
      </div>
    </div>
  );
}
