import { ChevronDown, CloudUpload, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Dropdown, DropdownContent, DropdownItem, DropdownToggle } from '@/widgets/dropdown';

/** The "hover" and "pressed" samples show those states at rest (ui/button's hover:/active: looks). */
const FORCED = {
  primary: { hover: 'brightness-95', pressed: 'brightness-90' },
  outline: { hover: 'bg-primary/15!', pressed: 'bg-primary/25!' },
} as const;

/** A micro button: smaller than ui/button's `sm`. */
const MICRO = 'h-6! px-3! text-xs!';

/** Pill buttons in the palette's colours, on token fills that keep their text readable (AA). */
const COLORS = [
  { key: 'danger', className: 'bg-danger-fill! text-white! shadow-danger/40' },
  { key: 'info', className: 'bg-info-fill! text-white! shadow-info/40' },
  { key: 'dark', className: 'border border-white/25 bg-shell! text-white! shadow-black/30' },
  { key: 'warning', className: 'bg-warning! text-black! shadow-warning/50' },
  { key: 'success', className: 'bg-success! text-black! shadow-success/50' },
  { key: 'pale', className: 'border border-input bg-surface-muted! text-text! shadow-black/10' },
] as const;

const GROUP = ['1', '2', '3', '4'];

export default function ButtonsPage() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState('2');

  return (
    <div className="space-y-6">
      <PageHeader />
      <Card>
        <CardHeader>
          <CardTitle>{t('uiPages.buttons.main')}</CardTitle>
        </CardHeader>
        <CardBody className="space-y-6 lg:p-8">
          {(['primary', 'outline'] as const).map((variant) => (
            <ButtonRow key={variant} label={t(`uiPages.buttons.${variant}Row`)}>
              <Button variant={variant}>{t('uiPages.buttons.button')}</Button>
              <Button variant={variant} className={FORCED[variant].hover}>
                {t('uiPages.buttons.hover')}
              </Button>
              <Button variant={variant} className={FORCED[variant].pressed}>
                {t('uiPages.buttons.pressed')}
              </Button>
              <Button variant={variant} disabled>
                {t('uiPages.buttons.disabled')}
              </Button>
            </ButtonRow>
          ))}
          <ButtonRow label={t('uiPages.buttons.sizesRow')}>
            <Button size="sm">{t('uiPages.buttons.small')}</Button>
            <Button size="sm" className={MICRO}>
              {t('uiPages.buttons.micro')}
            </Button>
          </ButtonRow>
        </CardBody>
      </Card>

      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('uiPages.buttons.advanced')}</CardTitle>
          </CardHeader>
          <CardBody className="flex flex-wrap items-center gap-4">
            <Button>
              <X aria-hidden="true" />
              {t('uiPages.buttons.dismiss')}
            </Button>
            <Dropdown>
              <DropdownToggle asChild>
                <Button className="[&[data-state=open]>svg]:rotate-180">
                  {t('uiPages.buttons.dropdown')}
                  <ChevronDown aria-hidden="true" className="transition-transform" />
                </Button>
              </DropdownToggle>
              <DropdownContent align="start">
                <DropdownItem>{t('uiPages.dropdowns.action')}</DropdownItem>
                <DropdownItem>{t('uiPages.dropdowns.anotherAction')}</DropdownItem>
                <DropdownItem>{t('uiPages.dropdowns.somethingElse')}</DropdownItem>
              </DropdownContent>
            </Dropdown>
            <div role="group" aria-label={t('uiPages.buttons.group')} className="flex">
              {GROUP.map((number, index) => (
                <Button
                  key={number}
                  variant="outline"
                  aria-pressed={picked === number}
                  onClick={() => setPicked(number)}
                  className={cn(
                    'w-12 px-0! aria-pressed:forced-fill aria-pressed:bg-primary! aria-pressed:text-on-primary!',
                    index > 0 && '-ms-0.5',
                    index === 0
                      ? 'rounded-e-none!'
                      : index === GROUP.length - 1
                        ? 'rounded-s-none!'
                        : 'rounded-none!',
                  )}
                >
                  {number}
                </Button>
              ))}
            </div>
            <Button size="icon" aria-label={t('uiPages.buttons.upload')}>
              <CloudUpload aria-hidden="true" className="size-5!" />
            </Button>
          </CardBody>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('uiPages.buttons.colors')}</CardTitle>
          </CardHeader>
          <CardBody className="flex flex-wrap gap-4">
            {COLORS.map(({ key, className }) => (
              <Button key={key} data-color={key} className={cn('shadow-md!', className)}>
                {t(`uiPages.buttons.${key}`)}
              </Button>
            ))}
          </CardBody>
        </Card>
      </div>
    </div>
  );
}

function ButtonRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="space-y-2">
      <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-muted uppercase">
        {label}
      </p>
      <div className="flex flex-wrap gap-3 sm:gap-4">{children}</div>
    </div>
  );
}
