import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { FormField, FormPhoneField } from '../../../components/ui/form-fields';
import { useCodeSignIn } from '../use-code-sign-in';
import type { CodeSignInProps, CodeSignInState } from '../use-code-sign-in';

/** The first step: the name when an account is made, and the address or number to send a code to. */
function IdentifierStep({ signIn }: { signIn: CodeSignInState }) {
  const { t } = useTranslation('auth');
  const { identifierForm, askName, isEmail, send, name } = signIn;
  return (
    <form onSubmit={(event) => void signIn.submitIdentifier(event)} noValidate className="space-y-4">
      {askName ? (
        <FormField
          control={identifierForm.control}
          name="name"
          label={t('fields.name')}
          placeholder={t('fields.namePlaceholder')}
          autoComplete="name"
          maxLength={100}
        />
      ) : null}
      {isEmail ? (
        <FormField
          control={identifierForm.control}
          name="identifier"
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          maxLength={254}
        />
      ) : (
        <FormPhoneField
          control={identifierForm.control}
          name="identifier"
          label={t('fields.phone')}
          placeholder={t('fields.phonePlaceholder')}
          hint={t('fields.phoneHint')}
        />
      )}
      <Button type="submit" className="w-full" disabled={send.isPending || (askName && !name.trim())}>
        {send.isPending ? t('actions.sending') : t('actions.sendCode')}
      </Button>
    </form>
  );
}

/** The second step: the 6-digit code, with changing the address and sending again. */
function CodeStep({ signIn }: { signIn: CodeSignInState }) {
  const { t } = useTranslation('auth');
  const { codeForm, attemptsLeft, code, verify, send, secondsLeft, isEmail } = signIn;
  return (
    <form onSubmit={(event) => void signIn.submitCode(event)} noValidate className="space-y-4">
      <p className="text-muted-foreground wrap-anywhere">{t('codeStep.sentTo', { target: signIn.target })}</p>
      <FormField
        control={codeForm.control}
        name="code"
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        maxLength={6}
        transform={(typed) => typed.replace(/\D/g, '').slice(0, 6)}
        hint={attemptsLeft !== null ? t('codeStep.attemptsLeft', { count: attemptsLeft }) : undefined}
        autoFocus
      />
      <Button type="submit" className="w-full" disabled={code.length !== 6 || verify.isPending}>
        {verify.isPending ? t('actions.verifying') : t('actions.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={signIn.changeIdentifier}>
          {isEmail ? t('actions.changeEmail') : t('actions.changePhone')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={secondsLeft > 0 || send.isPending}
          onClick={() => send.mutate()}
        >
          {secondsLeft > 0 ? t('actions.resendIn', { seconds: secondsLeft }) : t('actions.resend')}
        </Button>
      </div>
    </form>
  );
}

/** Two steps: the address or number, then the 6-digit code, with the resend countdown. */
export function CodeSignIn(props: CodeSignInProps) {
  const signIn = useCodeSignIn(props);
  return signIn.step === 'identifier' ? <IdentifierStep signIn={signIn} /> : <CodeStep signIn={signIn} />;
}
