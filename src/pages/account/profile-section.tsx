import { useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { endonyms } from '@/i18n/endonyms';
import { changeLanguage } from '@/i18n/i18n';
import { languages } from '@/i18n/languages';
import { auth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { createFormatter } from '@/lib/format';
import type { Account } from '@/lib/session';
import { canonicalTimeZone } from '@/lib/time-zone';
import { AccountAvatar } from '@/ui/account-avatar';
import { Button } from '@/ui/button';
import { buttonVariants } from '@/ui/button-variants';
import { focusableDisabled } from '@/ui/focusable-disabled';
import { FieldMessage } from '@/ui/input';
import { sameValues, useKeepDraft, valuesDrafts } from '@/widgets/resource';
import { DATE_FORMATS, type DateFormat } from '@contract/account';
import type { AccountLanguage } from '@contract/auth';

import { accountApi } from './account-api';
import {
  AccountField,
  AccountSection,
  AccountSelect,
  FormStatus,
  useApiErrors,
} from './account-parts';
import { cropAvatar } from './crop-avatar';

/**
 * The zones the select offers: every IANA zone this browser knows, UTC, and the saved one as it was
 * saved. Browsers list some zones under older names (Asia/Calcutta for Asia/Kolkata, Europe/Kiev)
 * and leave UTC out; a saved name stands in for the listed name of the same zone, so the select
 * shows what the account holds and offers that zone once.
 */
function timeZones(saved: string): string[] {
  let zones: string[];
  try {
    zones = [...Intl.supportedValuesOf('timeZone')];
  } catch {
    zones = [];
  }
  for (const zone of ['UTC', saved]) {
    if (!zone || zones.includes(zone)) continue;
    const canonical = canonicalTimeZone(zone);
    const same = canonical === undefined ? -1 : zones.indexOf(canonical);
    if (same < 0) zones.push(zone);
    else zones[same] = zone;
  }
  return zones.sort();
}

function AvatarField({ account }: { account: Account }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ message: string; tone: 'success' | 'error' }>();
  const apiErrors = useApiErrors();

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setStatus(undefined);
    try {
      let image: string;
      try {
        image = await cropAvatar(file);
      } catch {
        setStatus({ message: t('account.profile.avatarUnreadable'), tone: 'error' });
        return;
      }
      auth.update(await accountApi.setAvatar(image));
      setStatus({ message: t('account.profile.avatarSaved'), tone: 'success' });
    } catch (error) {
      const { fields, message } = apiErrors(error);
      setStatus({ message: fields.image ?? message ?? t('account.failed'), tone: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  async function remove() {
    setBusy(true);
    try {
      auth.update(await accountApi.removeAvatar());
      setStatus({ message: t('account.profile.avatarRemoved'), tone: 'success' });
    } catch (error) {
      setStatus({ message: apiErrors(error).message ?? t('account.failed'), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      <p className="text-sm font-semibold">{t('account.profile.avatar')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <AccountAvatar
          name={account.name}
          avatarUrl={account.avatarUrl}
          className="size-20 text-3xl"
        />
        <div className="grid grid-cols-1 gap-2">
          {/* The browser's own file button speaks the browser's language: a translated label
              stands in for it, and the input stays in the tab order for keyboards. */}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={hintId}
            {...focusableDisabled(busy)}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'justify-self-start peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            )}
          >
            {t('account.profile.chooseAvatar')}
          </label>
          {account.avatarUrl && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-start"
              pending={busy}
              onClick={() => void remove()}
            >
              {t('account.profile.removeAvatar')}
            </Button>
          )}
        </div>
      </div>
      <FieldMessage id={hintId}>{t('account.profile.avatarHint')}</FieldMessage>
      <FormStatus message={status?.message} tone={status?.tone} />
    </div>
  );
}

type ProfileValues = {
  name: string;
  language: AccountLanguage;
  timeZone: string;
  dateFormat: DateFormat;
};

/**
 * What was typed into the profile and not saved yet, kept in this tab per account: a session that
 * ends mid-edit (the app sends the person to sign in and back) loses nothing, and another account
 * signing in here never sees it.
 */
const profileDrafts = valuesDrafts<ProfileValues>('tessera.profileDraft', {
  name: '',
  language: 'en',
  timeZone: '',
  dateFormat: 'auto',
});

/** A kept draft with what this app can no longer offer (a language, a zone) put back as saved. */
function restoredProfile(
  draft: ProfileValues,
  saved: ProfileValues,
  zones: readonly string[],
): ProfileValues {
  return {
    name: draft.name,
    language: languages.some(({ lng }) => lng === draft.language) ? draft.language : saved.language,
    timeZone:
      draft.timeZone === '' || zones.includes(draft.timeZone) ? draft.timeZone : saved.timeZone,
    dateFormat: DATE_FORMATS.includes(draft.dateFormat) ? draft.dateFormat : saved.dateFormat,
  };
}

export function ProfileSection({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const apiErrors = useApiErrors();
  const zones = useMemo(() => timeZones(account.timeZone ?? ''), [account.timeZone]);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const saved: ProfileValues = {
    name: account.name,
    language: account.language ?? (i18n.resolvedLanguage as AccountLanguage) ?? 'en',
    timeZone: account.timeZone ?? '',
    dateFormat: account.dateFormat ?? 'auto',
  };
  const [restored] = useState(() => {
    const draft = profileDrafts.read(account.email);
    return draft && restoredProfile(draft.values, saved, zones);
  });
  const [values, setValues] = useState<ProfileValues>(restored ?? saved);
  useKeepDraft(profileDrafts, account.email, {
    values,
    dirty: !sameValues(values, saved),
    enabled: true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ message: string; tone: 'success' | 'error' } | undefined>(
    () =>
      restored && !sameValues(restored, saved)
        ? { message: t('account.draftRestored'), tone: 'success' }
        : undefined,
  );
  const [pending, setPending] = useState(false);
  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  // The examples show each pattern, not a moment: written in UTC, the 31st stays the 31st in every
  // zone, so day/month and month/day never read alike.
  const example = new Date(Date.UTC(2030, 0, 31, 12));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.name.trim()) {
      setErrors({ name: t('account.validation.nameRequired') });
      return;
    }
    setPending(true);
    setStatus(undefined);
    try {
      const saved = await accountApi.updateProfile({
        name: values.name,
        language: values.language,
        timeZone: values.timeZone || null,
        dateFormat: values.dateFormat,
      });
      setErrors({});
      auth.update(saved);
      if (saved.language && saved.language !== i18n.resolvedLanguage)
        await changeLanguage(saved.language).catch(() => undefined);
      setStatus({ message: t('account.saved'), tone: 'success' });
    } catch (error) {
      const { fields, message } = apiErrors(error);
      setErrors(fields);
      if (message) setStatus({ message, tone: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <AccountSection title={t('account.profile.title')}>
      <AvatarField account={account} />
      <form noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-5">
        <AccountField
          label={t('account.profile.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
        />
        <AccountSelect
          label={t('account.profile.language')}
          name="language"
          value={values.language}
          onChange={(event) => set('language', event.target.value as AccountLanguage)}
          error={errors.language}
        >
          {languages.map((language) => (
            <option key={language.lng} value={language.lng} lang={language.lng}>
              {endonyms[language.lng]}
            </option>
          ))}
        </AccountSelect>
        <AccountSelect
          label={t('account.profile.timeZone')}
          name="timeZone"
          value={values.timeZone}
          onChange={(event) => set('timeZone', event.target.value)}
          error={errors.timeZone}
        >
          <option value="">{t('account.profile.timeZoneBrowser', { zone: browserZone })}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </AccountSelect>
        <AccountSelect
          label={t('account.profile.dateFormat')}
          name="dateFormat"
          value={values.dateFormat}
          onChange={(event) => set('dateFormat', event.target.value as DateFormat)}
          error={errors.dateFormat}
        >
          {DATE_FORMATS.map((pattern) => (
            <option key={pattern} value={pattern}>
              {t(`account.profile.dateFormats.${pattern}`, {
                example: createFormatter(format.locale, {
                  timeZone: 'UTC',
                  datePattern: pattern,
                }).date(example),
              })}
            </option>
          ))}
        </AccountSelect>
        <FormStatus message={status?.message} tone={status?.tone} />
        <Button type="submit" pending={pending} className="justify-self-start">
          {t('account.profile.save')}
        </Button>
      </form>
    </AccountSection>
  );
}
