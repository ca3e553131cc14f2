import { CloudUpload, Mail, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';

import { TextField } from './text-field';

/** Deliberately simple: enough to demo the valid and invalid states. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export function InputsCard() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [goodEmail, setGoodEmail] = useState('andrei@dreamsupport.io');
  const [badEmail, setBadEmail] = useState('andrei@dreamsupport');
  const [clearable, setClearable] = useState(t('formElements.inputs.clearableValue'));
  const [upload, setUpload] = useState('');
  const [cloud, setCloud] = useState('');

  const emailError = (value: string) =>
    value.trim() === ''
      ? t('formElements.inputs.required')
      : isEmail(value)
        ? undefined
        : t('formElements.inputs.emailInvalid');

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('formElements.inputs.title')}</CardTitle>
      </CardHeader>
      <CardBody className="grid gap-x-8 gap-y-6 md:grid-cols-2 xl:grid-cols-3">
        <div className="grid content-start gap-5">
          <TextField
            label={t('formElements.inputs.text')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <TextField
            label={t('formElements.inputs.emailValidated')}
            type="email"
            autoComplete="off"
            value={goodEmail}
            onChange={(event) => setGoodEmail(event.target.value)}
            error={emailError(goodEmail)}
            valid
          />
          <TextField
            label={t('formElements.inputs.emailWithError')}
            type="email"
            autoComplete="off"
            value={badEmail}
            onChange={(event) => setBadEmail(event.target.value)}
            error={emailError(badEmail)}
            valid
          />
          <TextField label={t('formElements.inputs.textArea')} multiline rows={3} />
        </div>
        <div className="grid content-start gap-5">
          <TextField
            label={t('formElements.inputs.withIcon')}
            type="email"
            autoComplete="off"
            leading={<Mail aria-hidden />}
          />
          <TextField
            label={t('formElements.inputs.withClear')}
            value={clearable}
            onChange={(event) => setClearable(event.target.value)}
            trailing={
              clearable && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('formElements.inputs.clear')}
                  onClick={() => setClearable('')}
                >
                  <X aria-hidden />
                </Button>
              )
            }
          />
          <TextField
            label={t('formElements.inputs.withHint')}
            hint={t('formElements.inputs.hintText')}
          />
        </div>
        <div className="grid content-start gap-5">
          <TextField
            label={t('formElements.inputs.withButton')}
            value={upload}
            onChange={(event) => setUpload(event.target.value)}
            trailing={
              <Button size="sm" variant="outline">
                {t('formElements.inputs.upload')}
              </Button>
            }
          />
          <TextField
            label={t('formElements.inputs.withRoundButton')}
            value={cloud}
            onChange={(event) => setCloud(event.target.value)}
            trailing={
              <Button size="icon" aria-label={t('formElements.inputs.upload')}>
                <CloudUpload aria-hidden />
              </Button>
            }
          />
        </div>
      </CardBody>
    </Card>
  );
}
