import { useSession } from '@hanyu/session';
import { useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The contract's ORG_USER_TYPE.teacher, copied: page chunks import no contract values. */
const TEACHER_USER_TYPE = 2;

/** The way out of a classroom: teachers to the teaching centre, learners to their bookings. */
export function BackLink({ className }: { className?: string }) {
  const { t } = useTranslation('classroom');
  const lang = useLang();
  const teacher = useSession((state) => state.user?.org_user?.user_type === TEACHER_USER_TYPE);
  return (
    <Link className={className} to={teacher ? `/${lang}/teach` : `/${lang}/user/date`}>
      {teacher ? t('states.toTeachingCentre') : t('states.toBookings')}
    </Link>
  );
}
