import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Dropdown, DropdownContent, DropdownItem, DropdownToggle } from '@/widgets/dropdown';

type Side = 'top' | 'right' | 'bottom' | 'left';

const SIDES = [
  { side: 'top', Icon: ChevronUp },
  { side: 'right', Icon: ChevronRight },
  { side: 'bottom', Icon: ChevronDown },
  { side: 'left', Icon: ChevronLeft },
] as const;

/** Room a menu needs beside its button: its 14 rem minimum width plus the 12 px offset and margin. */
const SIDE_ROOM = 244;

/**
 * The side a menu opens on. Radix flips top/bottom and left/right by itself, but a phone is too
 * narrow for a menu beside a button on EITHER side; then the menu opens below instead.
 */
function fitSide(requested: Side, trigger: DOMRect, viewportWidth: number): Side {
  if (requested === 'top' || requested === 'bottom') return requested;
  const room = { left: trigger.left, right: viewportWidth - trigger.right };
  const opposite = requested === 'left' ? 'right' : 'left';
  if (room[requested] >= SIDE_ROOM || room[opposite] >= SIDE_ROOM) return requested;
  return 'bottom';
}

export default function DropdownsPage() {
  const { t } = useTranslation();

  return (
    <div className="space-y-6">
      <PageHeader />
      <Card>
        <CardHeader>
          <CardTitle>{t('uiPages.dropdowns.title')}</CardTitle>
        </CardHeader>
        <CardBody>
          <p className="mb-6 text-sm text-muted">{t('uiPages.dropdowns.intro')}</p>
          <div className="flex flex-wrap justify-center gap-4 py-4 sm:gap-8">
            {SIDES.map(({ side, Icon }) => (
              <SideDropdown key={side} side={side} label={t(`uiPages.dropdowns.${side}`)}>
                <Icon aria-hidden="true" />
              </SideDropdown>
            ))}
          </div>
        </CardBody>
      </Card>
    </div>
  );
}

function SideDropdown({
  side,
  label,
  children,
}: {
  side: Side;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const toggle = useRef<HTMLButtonElement>(null);
  const [openSide, setOpenSide] = useState<Side>(side);

  return (
    <Dropdown
      onOpenChange={(open) => {
        if (open && toggle.current) {
          setOpenSide(fitSide(side, toggle.current.getBoundingClientRect(), window.innerWidth));
        }
      }}
    >
      <DropdownToggle asChild>
        <Button ref={toggle} className="min-w-32">
          {label}
          {children}
        </Button>
      </DropdownToggle>
      <DropdownContent side={openSide}>
        <DropdownItem>{t('uiPages.dropdowns.action')}</DropdownItem>
        <DropdownItem>{t('uiPages.dropdowns.anotherAction')}</DropdownItem>
        <DropdownItem>{t('uiPages.dropdowns.somethingElse')}</DropdownItem>
      </DropdownContent>
    </Dropdown>
  );
}
