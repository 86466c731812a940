import { bus } from '@hanyu/event-bus';
import { selectSignedIn, useSession } from '@hanyu/session';
import { Button, type ButtonSize, buttonClassName, useLocalePath } from '@hanyu/ui';
import { Link } from 'react-router';

/**
 * Opens the shell's registration panel (the passport remote listens on the bus). Signed-in learners
 * have an account already, so they go on to choose a teacher instead.
 */
export function RegisterButton({
  label,
  signedInLabel,
  size = 'large',
}: {
  label: string;
  signedInLabel: string;
  size?: ButtonSize;
}) {
  const signedIn = useSession(selectSignedIn);
  const to = useLocalePath();
  if (signedIn) {
    return (
      <Link to={to('live')} className={buttonClassName('primary', size)}>
        {signedInLabel}
      </Link>
    );
  }
  return (
    <Button
      size={size}
      onClick={() => bus.emit('passport:open', { mode: 'register' })}
      data-testid="trial-register"
    >
      {label}
    </Button>
  );
}
