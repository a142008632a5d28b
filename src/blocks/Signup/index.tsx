import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import {
  useEffect,
  useId,
  useReducer,
  useRef,
  type Dispatch,
  type FormEvent,
  type RefObject,
} from 'react';
import { Honeypot, HONEYPOT } from '../../forms/Honeypot';
import { keyKeeper, type KeyKeeper } from '../../forms/key';
import { MIN_FILL_AUTOFILL_MS } from '../../forms/minFill';
import { firstShownAt } from '../../forms/shownAt';
import { submit } from '../../forms/submitter';
import { trapOf } from '../../forms/trap';
import type { Signup as SignupBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import {
  canSubmit,
  initialSignup,
  isValidEmail,
  sendSignup,
  signupReducer,
  type SignupAction,
  type SignupState,
} from './machine';
import { useFigure } from '../../i18n/useFigure';

function messageOf(block: SignupBlock, state: SignupState) {
  if (state.status === 'success') return block.successMessage;
  if (state.error === 'invalid') return block.invalidEmailMessage;
  if (state.error === 'failed') return block.errorMessage;
  return null;
}

/**
 * The email signup card (docs/site/coming-soon.md#signup) of the coming-soon page, with its
 * figures. The email is checked here (non-empty, contains "@") rather than by the browser, so the
 * site's own message shows; sending goes through src/forms/submitter.ts.
 */
export default function Signup({ block }: { block: SignupBlock }) {
  const text = useText();
  const [state, dispatch] = useReducer(signupReducer, initialSignup);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const emailId = `${id}-email`;
  const messageId = `${id}-message`;
  const loading = state.status === 'loading';
  const invalid = state.error === 'invalid';
  const onSubmit = useSignupSend(state, dispatch, input);

  return (
    <section aria-labelledby={titleId} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl rounded-3xl border border-border bg-surface p-6 text-center sm:p-10">
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance">
          {text(block.title)}
        </h2>
        {block.text && <p className="mx-auto mt-3 max-w-xl text-muted">{text(block.text)}</p>}
        <form noValidate onSubmit={onSubmit} aria-busy={loading} className="mt-8 text-start">
          <label htmlFor={emailId} className="mb-2 block text-sm font-semibold">
            {text(block.emailLabel)}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              ref={input}
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              required
              readOnly={loading}
              value={state.email}
              onChange={(e) => dispatch({ type: 'edit', email: e.target.value })}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? messageId : undefined}
              className={cn(
                'min-h-11 w-full min-w-0 flex-1 rounded-full border bg-bg px-5 text-fg',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                invalid ? 'border-red-700 dark:border-red-400' : 'border-muted',
              )}
            />
            <Button type="submit" disabled={!canSubmit(state)} className="shrink-0">
              {loading && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {text(loading ? block.sendingLabel : block.submitLabel)}
            </Button>
          </div>
          <Honeypot id={`${id}-${HONEYPOT}`} />
          <SignupMessage id={messageId} block={block} state={state} />
        </form>
        {block.stats && <SignupStats stats={block.stats} />}
      </div>
    </section>
  );
}

/**
 * What Send does: back to the field when the address is wrong (it reads out why), else send
 * through src/forms/submitter.ts with the lead's idempotency key and the trap's verdict.
 */
function useSignupSend(
  state: SignupState,
  dispatch: Dispatch<SignupAction>,
  input: RefObject<HTMLInputElement | null>,
) {
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = firstShownAt();
  }, []);
  const keys = useRef<KeyKeeper | null>(null);

  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Back to the field, which now reads out what is wrong with it.
    if (canSubmit(state) && !isValidEmail(state.email)) input.current?.focus();
    const data = { email: state.email };
    const keeper = (keys.current ??= keyKeeper());
    const options = {
      key: keeper.keyFor(data),
      trap: trapOf(event.currentTarget, shownAt.current, MIN_FILL_AUTOFILL_MS),
      shownAt: shownAt.current,
    };
    void sendSignup(
      state,
      dispatch,
      async (kind, values, o) => {
        await submit(kind, values, o);
        keeper.spent();
      },
      options,
    );
  };
}

/** The result under the field, with its icon: sent, a wrong address, or a failed send. */
function SignupMessage({
  id,
  block,
  state,
}: {
  id: string;
  block: SignupBlock;
  state: SignupState;
}) {
  const text = useText();
  const message = messageOf(block, state);
  // Always present, so screen readers announce the message when it appears.
  return (
    <p
      id={id}
      role="status"
      data-status={state.status}
      className={cn(
        'mt-3 flex min-h-6 items-center gap-2 text-sm font-medium',
        state.status === 'success' ? 'text-accent' : 'text-red-700 dark:text-red-400',
      )}
    >
      {message && state.status === 'success' && (
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      )}
      {message && state.status === 'error' && (
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      )}
      {message && text(message)}
    </p>
  );
}

/** The coming-soon figures under the card. */
function SignupStats({ stats }: { stats: NonNullable<SignupBlock['stats']> }) {
  const text = useText();
  const figure = useFigure();
  return (
    <ul className="mt-8 grid grid-cols-3 gap-4 border-t border-border pt-8">
      {stats.map((stat) => (
        <li key={stat.label}>
          <p className="text-2xl font-bold text-accent sm:text-3xl" dir="ltr">
            {figure(stat.number)}
          </p>
          <p className="mt-1 text-xs text-muted sm:text-sm">{text(stat.label)}</p>
        </li>
      ))}
    </ul>
  );
}
