import { Bell, CircleCheck, Heart, Image, Info, Star, type LucideIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { FieldMessage, Input, inputClass, Label } from '@/ui/input';
import { PageHeader } from '@/ui/page-header';
import { Alert, type AlertVariant } from '@/widgets/alert';
import { Checkbox } from '@/widgets/checkbox';
import { Popover } from '@/widgets/popover';
import { showToast, TOAST_DEFAULT_DURATION, ToastBubble, Toaster } from '@/widgets/toast';
import { Tooltip, type TooltipSide } from '@/widgets/tooltip';

const ICONS = {
  none: null,
  image: Image,
  star: Star,
  bell: Bell,
  heart: Heart,
  info: Info,
  check: CircleCheck,
} as const satisfies Record<string, LucideIcon | null>;
type IconKey = keyof typeof ICONS;
const ICON_KEYS = Object.keys(ICONS) as IconKey[];

const TOOLTIP_SIDES = ['top', 'right', 'left', 'bottom'] as const satisfies readonly TooltipSide[];
const ALERT_TYPES = [
  'success',
  'info',
  'warning',
  'danger',
] as const satisfies readonly AlertVariant[];

const TOAST_POSITIONS = [
  { value: 'top-left', key: 'topLeft' },
  { value: 'top-center', key: 'topCenter' },
  { value: 'top-right', key: 'topRight' },
  { value: 'bottom-left', key: 'bottomLeft' },
  { value: 'bottom-center', key: 'bottomCenter' },
  { value: 'bottom-right', key: 'bottomRight' },
] as const;
type ToastPosition = (typeof TOAST_POSITIONS)[number]['value'];

function renderIcon(key: IconKey, className?: string) {
  const Icon = ICONS[key];
  return Icon ? <Icon aria-hidden className={className} /> : null;
}

export default function NotificationsPage() {
  return (
    <div className="space-y-6">
      <PageHeader />
      <PopoversCard />
      <AlertsCard />
      <ToastsCard />
      {/* Mounted here only, so sonner stays out of the first load. */}
      <Toaster />
    </div>
  );
}

function IconSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: IconKey;
  onChange: (value: IconKey) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as IconKey)}
        className={cn(inputClass, 'h-11 cursor-pointer')}
      >
        {ICON_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`notifications.icons.${key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function TextField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function PopoversCard() {
  const { t } = useTranslation();
  const [title, setTitle] = useState(() => t('notifications.popovers.titleDefault'));
  const [text, setText] = useState(() => t('notifications.popovers.textDefault'));
  const [icon, setIcon] = useState<IconKey>('image');
  const empty = !title && !text && icon === 'none';

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.popovers.title')}</CardTitle>
      </CardHeader>
      <CardBody className="grid gap-8 md:grid-cols-2">
        <div className="grid content-start gap-4">
          <TextField
            label={t('notifications.popovers.titleLabel')}
            value={title}
            onChange={setTitle}
          />
          <TextField
            label={t('notifications.popovers.textLabel')}
            value={text}
            onChange={setText}
          />
          <IconSelect
            label={t('notifications.popovers.iconLabel')}
            value={icon}
            onChange={setIcon}
          />
          <div>
            <Popover
              position="center right"
              title={title}
              text={text}
              icon={ICONS[icon] ?? undefined}
              trigger={
                <Button size="sm" disabled={empty}>
                  {t('notifications.popovers.show')}
                </Button>
              }
            />
          </div>
        </div>
        <div className="grid content-start gap-3">
          <h3 className="font-semibold">{t('notifications.popovers.tooltipsTitle')}</h3>
          <p className="leading-8">
            {t('notifications.popovers.tooltipsIntro')}{' '}
            {TOOLTIP_SIDES.map((side, index) => (
              <span key={side}>
                <Tooltip side={side} content={t(`notifications.popovers.${side}Text`)}>
                  <Button variant="link" className="h-auto! px-1! text-base!">
                    {t(`notifications.popovers.${side}`)}
                  </Button>
                </Tooltip>
                {index < TOOLTIP_SIDES.length - 1 ? ' · ' : ''}
              </span>
            ))}
          </p>
        </div>
      </CardBody>
    </Card>
  );
}

function AlertsCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.alerts.title')}</CardTitle>
      </CardHeader>
      <CardBody className="grid gap-4">
        {ALERT_TYPES.map((type) => (
          <Alert key={type} variant={type} closable>
            {t(`notifications.alerts.${type}Message`)}
          </Alert>
        ))}
      </CardBody>
    </Card>
  );
}

function ToastsCard() {
  const { t } = useTranslation();
  const id = useId();
  const durationRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => t('notifications.toasts.textDefault'));
  const [duration, setDuration] = useState(String(TOAST_DEFAULT_DURATION));
  const [icon, setIcon] = useState<IconKey>('star');
  const [position, setPosition] = useState<ToastPosition>('bottom-right');
  const [fullWidth, setFullWidth] = useState(false);
  const durationMs = Number(duration);
  const durationValid = duration.trim() !== '' && Number.isFinite(durationMs) && durationMs > 0;
  const hasContent = text !== '' || icon !== 'none';

  const launch = () => {
    if (!durationValid) {
      durationRef.current?.focus();
      return;
    }
    showToast(text, {
      icon: renderIcon(icon),
      position,
      duration: durationMs,
      fullWidth,
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.toasts.title')}</CardTitle>
      </CardHeader>
      <CardBody className="grid gap-8 md:grid-cols-2">
        <div className="grid content-start gap-4">
          <TextField label={t('notifications.toasts.textLabel')} value={text} onChange={setText} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-duration`}>{t('notifications.toasts.durationLabel')}</Label>
            <Input
              ref={durationRef}
              id={`${id}-duration`}
              type="number"
              inputMode="numeric"
              min={1}
              step={100}
              value={duration}
              aria-invalid={!durationValid || undefined}
              aria-describedby={durationValid ? undefined : `${id}-duration-error`}
              onChange={(event) => setDuration(event.target.value)}
            />
            {!durationValid && (
              <FieldMessage id={`${id}-duration-error`} tone="error">
                {t('notifications.toasts.durationError')}
              </FieldMessage>
            )}
          </div>
          <IconSelect label={t('notifications.toasts.iconLabel')} value={icon} onChange={setIcon} />
          <div className="grid gap-1.5">
            <span id={`${id}-position`} className="text-sm font-semibold">
              {t('notifications.toasts.positionLabel')}
            </span>
            <RadioGroup.Root
              aria-labelledby={`${id}-position`}
              value={position}
              onValueChange={(value) => setPosition(value as ToastPosition)}
              className="grid w-fit grid-cols-3 gap-1.5 rounded-md border border-input p-1.5"
            >
              {TOAST_POSITIONS.map(({ value, key }) => (
                <RadioGroup.Item
                  key={value}
                  value={value}
                  aria-label={t(`notifications.toasts.position.${key}`)}
                  title={t(`notifications.toasts.position.${key}`)}
                  className={cn(
                    'h-8 w-12 cursor-pointer rounded-sm border border-input bg-surface-muted',
                    'hover:bg-primary/25 data-[state=checked]:forced-fill data-[state=checked]:border-primary-strong data-[state=checked]:bg-primary',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  )}
                />
              ))}
            </RadioGroup.Root>
          </div>
          <Checkbox
            label={t('notifications.toasts.fullWidth')}
            checked={fullWidth}
            onCheckedChange={setFullWidth}
          />
          <div>
            <Button onClick={launch} disabled={!hasContent}>
              {t('notifications.toasts.launch')}
            </Button>
          </div>
        </div>
        <div className="grid content-start gap-3">
          <h3 className="font-semibold">{t('notifications.toasts.preview')}</h3>
          {hasContent && (
            <ToastBubble data-slot="toast-preview" icon={renderIcon(icon)} fullWidth={fullWidth}>
              {text}
            </ToastBubble>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
